import SwiftUI

// The workspace `layoutviz mcp`'s tests serve (Tests/MCP/test_mcp_server.py).

struct Greeting: View {
    var name = "Ada"
    var body: some View {
        VStack(spacing: 12) {
            Text("Hello, \(name)").font(.title)
            Button("Continue") {}
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

#Preview("Greeting") { Greeting() }

#Preview("Dark greeting") {
    Greeting(name: "Grace").preferredColorScheme(.dark)
}
