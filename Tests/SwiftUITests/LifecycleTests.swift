import Foundation
import SwiftUI
import Testing

/// A screen whose data loads in `.task`, as most screens with data are written.
@MainActor @Observable private final class InboxModel {
    enum Phase { case loading, loaded([String]), empty, failed(String) }
    var phase = Phase.loading
    let source: @Sendable () throws -> [String]
    // Made off the main actor by the tests that take pictures there.
    nonisolated init(_ source: @escaping @Sendable () throws -> [String]) { self.source = source }

    func load() async {
        // A suspension on the main actor. (A `Task.sleep` would resume on a thread of the shared
        // pool, which the suite's other tests may hold for long: in process, that is a wait on
        // the machine's load; the worker test in LinkedPreviewTests pauses for real.)
        await Task.yield()
        do {
            let mail = try source()
            phase = mail.isEmpty ? .empty : .loaded(mail)
        } catch {
            phase = .failed("\(error)")
        }
    }
}

private struct LoadFailed: Error, CustomStringConvertible { var description: String { "The server is unreachable." } }

nonisolated private struct InboxScreen: View {
    @State var model: InboxModel
    @MainActor var body: some View {
        Group {
            switch model.phase {
            case .loading: ProgressView("Loading…")
            case .loaded(let mail): VStack { ForEach(mail, id: \.self) { Text($0) } }
            case .empty: Text("No mail")
            case .failed(let message): Text(message)
            }
        }
        .task { [model] in await model.load() }
    }
}

/// A root whose state `onAppear` and `onChange(initial:)` set.
nonisolated private struct Greeting: View {
    @State private var name = "…"
    @State private var shout = false
    @MainActor var body: some View {
        Text(shout ? name.uppercased() : name)
            .onAppear { name = "Hello" }
            .onChange(of: name, initial: true) { shout = true }
    }
}

/// The lifecycle before the picture (docs/data-flow.md, "Lifecycle"), as a library or test call
/// takes it (`LifecycleMode.actions`); a preview worker's, which waits for tasks, is tested in
/// LinkedPreviewTests.
@Suite struct LifecycleTests {
    static let device = DeviceCatalog.device(named: "iphone-17")!

    /// The strings a scene draws and what it names as not drawn; `runsTasks` as a preview worker.
    private func strings(_ view: some View, lifecycle: LifecycleMode = .actions) -> (texts: [String], notDrawn: [String]) {
        var context = RenderContext(RenderConfiguration(device: Self.device))
        context.lifecycle = lifecycle
        let scene = DeviceScene(view, context: context)
        let texts = scene.displayList(chrome: .none).items.compactMap { item -> String? in if case .text(let r, _, _) = item { return r.string } else { return nil } }
        return (texts, scene.report.notDrawn)
    }

    /// Elsewhere the picture does not wait for tasks: it is drawn before them, and says so.
    @Test func withoutWaitingATaskIsNamedAsNotRun() {
        let drawn = strings(InboxScreen(model: InboxModel { ["Lunch?"] }))
        #expect(drawn.texts == ["Loading…"])
        #expect(drawn.notDrawn == ["the view's lifecycle did not settle (1 .task was not run: tasks run where a picture can wait for them, in preview workers (layoutviz preview, assertPreviewSnapshots)); drawn as it stood"])
    }

    @Test func onAppearAndAnInitialOnChangeRunBeforeThePicture() {
        #expect(strings(Greeting()) == (["HELLO"], []))
        // Off: the view as constructed.
        #expect(strings(Greeting(), lifecycle: .off) == (["…"], []))
        #expect(strings(InboxScreen(model: InboxModel { ["Lunch?"] }), lifecycle: .off) == (["Loading…"], []))
    }

    /// A layout tree is the view as constructed: only a scene (a picture) runs the lifecycle.
    @Test func aLayoutTreeIsTheViewAsConstructed() {
        let tree = LayoutTree(Greeting(), proposal: .unspecified)
        #expect(tree.root.allNodes().contains { $0.kind == "Text" && $0.detail.hasPrefix("\"…\"") })
    }

    /// Two runs draw the same bytes. (Tasks that run and pause are tested in a real preview
    /// worker, LinkedPreviewTests: in this process the main actor is shared with the suite.)
    @Test func theSettledPictureIsTheSameOnEveryRun() throws {
        func png() throws -> Data {
            try CairoRenderer.png(DeviceScene(Greeting(), context: RenderContext(RenderConfiguration(device: Self.device))).displayList())
        }
        #expect(try png() == png())
    }
}
