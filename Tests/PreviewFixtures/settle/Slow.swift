import SwiftUI

// A task slower than a short settle limit: `--settle 0.5` draws it still loading and names it
// (PreviewCommandTests.aTaskPastTheSettleLimitIsDrawnAsItStoodAndNamed).
@MainActor @Observable final class SlowModel {
    var status = "Loading…"
    func load() async {
        try? await Task.sleep(for: .seconds(3))
        status = "Loaded"
    }
}

struct SlowView: View {
    @State var model = SlowModel()
    var body: some View { Text(model.status).task { await model.load() } }
}

#Preview("Slow") { SlowView() }
