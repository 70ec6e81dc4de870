import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LayoutViz
import Observation

// Previews whose data loads in `.task`, as most screens with data are written: a preview worker
// runs the task before the picture (LinkedPreviewTests).

@MainActor @Observable final class InboxModel {
    enum Phase { case loading, loaded([String]), empty, failed(String) }
    var phase = Phase.loading
    let mail: [String]?
    init(mail: [String]?) { self.mail = mail }

    func load() async {
        // A pause, as a network call takes.
        try? await Task.sleep(for: .milliseconds(50))
        if let mail { phase = mail.isEmpty ? .empty : .loaded(mail) } else { phase = .failed("The server is unreachable.") }
    }
}

struct InboxView: View {
    @State var model: InboxModel
    var body: some View {
        NavigationStack {
            Group {
                switch model.phase {
                case .loading: ProgressView("Loading…")
                case .loaded(let mail): List(mail, id: \.self) { Text($0) }
                case .empty: ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
                case .failed(let message): ContentUnavailableView("Can't Load Mail", systemImage: "wifi.slash", description: Text(message))
                }
            }
            .navigationTitle("Inbox")
        }
        .task { await model.load() }
    }
}

#Preview("Loaded") { InboxView(model: InboxModel(mail: ["Lunch on Friday?", "Invoice 42"])) }
#Preview("Empty") { InboxView(model: InboxModel(mail: [])) }
#Preview("Error") { InboxView(model: InboxModel(mail: nil)) }

/// A model that asks the network: a preview is offline, so the request fails at once and the
/// picture shows the failure. The test points it at a server that accepts connections and never
/// answers (`LAYOUTVIZ_TEST_FEED`), where a request that went out would wait past the settle limit
/// (LinkedPreviewTests).
@MainActor @Observable final class FeedModel {
    var status = "Loading…"
    func load() async {
        let address = ProcessInfo.processInfo.environment["LAYOUTVIZ_TEST_FEED"] ?? "http://example.com/feed.json"
        do {
            _ = try await URLSession.shared.data(from: URL(string: address)!)
            status = "Loaded from the network"
        } catch {
            status = "Offline"
        }
    }
}

struct FeedView: View {
    @State var model = FeedModel()
    var body: some View { Text(model.status).task { await model.load() } }
}

#Preview("Offline") { FeedView() }
