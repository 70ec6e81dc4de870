import SwiftUI

// An executable's main.swift: declarations and top-level code. The code is left out of the
// preview program, as @main is; the declarations stay.
let greeting = "Hello from main.swift"
var launches = 0
launches += 1
print("starting", launches)

struct MainView: View {
    var body: some View {
        Text(greeting)
            .padding()
    }
}

if launches > 0 {
    print("launched")
}
for i in 0..<2 { print(i) }
MainViewRunner
    .run()

enum MainViewRunner {
    static func run() {}
}

#Preview("From main.swift") { MainView() }
