import Foundation

// iOS 18's preview modifiers: a type that makes a context once (a model container with sample
// data) and puts the same environment around every preview that asks for it with
// `#Preview(traits: .modifier(SampleData()))` (docs/previews.md, "Preview modifiers").

/// An environment that previews can appear in, as SwiftUI's `PreviewModifier`: its shared context
/// is made once per preview process and reused by every preview that uses the modifier.
@MainActor @preconcurrency public protocol PreviewModifier {
    /// What `makeSharedContext()` makes (`Void` when the modifier needs nothing).
    associatedtype Context = Void
    /// The view `body(content:context:)` returns.
    associatedtype Body: View
    /// The preview's view, as a view.
    typealias Content = PreviewModifierContent
    /// Makes the context the previews share; called once per preview process.
    static func makeSharedContext() async throws -> Context
    /// Puts the environment around a preview's view.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// No context to make.
    public static func makeSharedContext() async throws {}
}

/// The view a preview modifier wraps.
nonisolated public struct PreviewModifierContent: View, PrimitiveView {
    let view: AnyView
    public var body: Never { neverBody() }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { view.resolve(ctx) }
}

extension PreviewTrait {
    /// Puts `modifier`'s environment around the preview (iOS 18).
    @MainActor public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait {
        PreviewTrait(wrap: _PreviewWrapper(modifier), apply: { _ in })
    }
}

/// What a `.modifier` trait does to a preview's view.
// @unchecked: made and used on the thread that resolves the preview (docs/concurrency.md).
public struct _PreviewWrapper: @unchecked Sendable {
    let wrap: (AnyView) -> AnyView

    init<M: PreviewModifier>(_ modifier: M) {
        wrap = { content in
            AnyView(_ModifiedPreview(modifier: modifier, context: PreviewContexts.shared(M.self), content: content))
        }
    }
}

/// A preview's view inside its modifier, with the modifier's shared context (or the error making
/// it threw, which stops the preview with that cause).
nonisolated struct _ModifiedPreview<M: PreviewModifier>: View {
    let modifier: M
    let context: Result<M.Context, any Error>
    let content: AnyView

    var body: some View {
        switch context {
        case .success(let c):
            AnyView(MainActorBody.call({ $0.body(content: PreviewModifierContent(view: $1.1), context: $1.0) }, with: (modifier, (c, content))))
        case .failure(let error):
            _PreviewFailure(message: "\(M.self).makeSharedContext() threw: \(error)")
        }
    }
}

/// A preview whose set-up failed: the cause, in the middle of the screen.
nonisolated struct _PreviewFailure: View {
    let message: String
    var body: some View {
        Text(verbatim: message).font(.footnote).foregroundColor(.red).padding().frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A `#Preview` body, run when the view is resolved (inside its modifiers' environment).
nonisolated struct _PreviewBody<Content: View>: View {
    let make: () -> Content
    var body: Content { make() }
}

/// The preview modifiers' shared contexts, made once per process (as Xcode's preview system keeps
/// them for the previews of a run).
enum PreviewContexts {
    private static let made = Locked<[ObjectIdentifier: Any]>([:])

    /// `M`'s context, made now if it was not; its error if making it threw or took over 30 s.
    static func shared<M: PreviewModifier>(_ type: M.Type) -> Result<M.Context, any Error> {
        if let done = made.withLock({ $0[ObjectIdentifier(type)] }) as? Result<M.Context, any Error> { return done }
        let result = AsyncOnMain.run(timeout: 30) { try await M.makeSharedContext() }
        made.withLock { $0[ObjectIdentifier(type)] = result }
        return result
    }
}

/// Runs main-actor async set-up code from synchronous code on the main thread, turning the main
/// run loop (which serves the main actor's queue) until it finishes.
package enum AsyncOnMain {
    package struct TimedOut: Error, CustomStringConvertible {
        let seconds: Double
        package var description: String { "did not finish in \(Int(seconds)) s" }
    }

    // @unchecked: written by the task, read after it signals; the caller waits.
    private final class Outcome<T>: @unchecked Sendable {
        var value: Result<T, any Error>?
    }

    package static func run<T>(timeout: Double, _ work: @escaping @MainActor () async throws -> T) -> Result<T, any Error> {
        let outcome = Outcome<T>()
        let task = Task { @MainActor in
            do { outcome.value = .success(try await work()) } catch { outcome.value = .failure(error) }
        }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while outcome.value == nil && Date() < deadline {
            if Thread.isMainThread {
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
            } else {
                usleep(1_000)
            }
        }
        guard let value = outcome.value else {
            // Work past its time is asked to stop (cooperatively: a task that checks).
            task.cancel()
            return .failure(TimedOut(seconds: timeout))
        }
        return value
    }
}
