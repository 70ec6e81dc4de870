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
