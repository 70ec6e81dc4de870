import Foundation

// Where the engine runs the code SwiftUI isolates to the main actor (docs/concurrency.md).
//
// SwiftUI declares `View`, `ViewModifier`, the view styles, `PreviewProvider` and `App` as
// `@MainActor @preconcurrency` protocols, so a `body` may read a `@MainActor` model
// synchronously. LayoutViz declares them the same way. Its own views are `nonisolated` (their
// conformances opt out, as SwiftUI lets a conformance in an extension opt out), so the engine can
// build, lay out and draw resolved trees on any thread; the user's bodies, modifiers' bodies,
// styles' `makeBody`, shapes' outlines, preview modifiers' bodies and the preview program's entries
// are called through `MainActorBody.call`, the one place LayoutViz enters main-actor code.
//
// The contract that makes the entry sound: whoever resolves a view tree either is the main thread
// (a preview worker resolves every job on its main thread; `assertPreviewSnapshots` and the CLI's
// own renders of LayoutViz's samples resolve where they are called), or is a thread the main thread
// is blocked waiting for (the engine's large-stack thread for trees more than thousands of views
// deep), so no two bodies ever run at once and none runs beside other main-actor work.

/// The engine's one entry into main-actor-isolated user code.
package enum MainActorBody {
    /// Calls `function`, which is isolated to the main actor, with `argument`, from the engine's
    /// nonisolated resolution. `function` captures nothing; what it reads comes in `argument`.
    ///
    /// Isolation is a compile-time property of the function's type; its representation is an
    /// ordinary function, so calling it is calling it. See the contract above.
    @inline(__always)
    package static func call<Argument, Result>(_ function: @escaping @MainActor (Argument) -> Result, with argument: Argument) -> Result {
        unsafeBitCast(function, to: ((Argument) -> Result).self)(argument)
    }

    /// A view's `body`.
    @inline(__always)
    package static func body<V: View>(of view: V) -> V.Body { call({ $0.body }, with: view) }

    /// A shape's outline in `rect` (`Shape.path(in:)` takes the main actor from `View` when the
    /// shape's module is main-actor by default; LayoutViz's own shapes are nonisolated).
    @inline(__always)
    package static func path<S: Shape>(of shape: S, in rect: CGRect) -> Path { call({ $0.path(in: $1) }, with: (shape, rect)) }
}
