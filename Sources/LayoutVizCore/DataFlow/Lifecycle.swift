import Foundation

// A view's lifecycle before its picture, as Xcode's canvas runs it (docs/data-flow.md,
// "Lifecycle"): `onAppear`, `task` and `onChange(of:initial: true)` run once each, on the main
// actor, and the view is resolved again with the state they changed, until no new action appears
// or the limits pass. A resolution records the actions of the views it meets in a `LifecycleLog`
// (the modifiers are transparent: no node, no change to layout); `Lifecycle.settle` runs them.

/// The lifecycle actions one resolution met, in resolution order.
package final class LifecycleLog: @unchecked Sendable {
    /// What to run: an action and the kind of modifier that asked for it.
    package enum Action {
        case appear(@MainActor () -> Void)
        case task(@MainActor () async -> Void)
    }

    // Resolution may hop to the engine's large-stack thread with the main thread waiting; the
    // lock keeps the log whole either way.
    private let lock = NSLock()
    private var recorded: [(key: String, action: Action)] = []
    private var counts: [String: Int] = [:]
    /// Where `ScrollViewReader`s keep their proxies' requests, the same for every round.
    package let scrollRequests: ScrollRequests

    package init(scrollRequests: ScrollRequests = ScrollRequests()) { self.scrollRequests = scrollRequests }

    /// Records `action` under a key made of its kind and what it modifies, numbered among the
    /// actions with the same kind and content: the same view in the next resolution gets the
    /// same key, so it runs once.
    func record(_ kind: String, of content: Any.Type, _ action: Action) {
        lock.lock()
        defer { lock.unlock() }
        let base = "\(kind) \(TypeNames.base(content))"
        let n = counts[base, default: 0]
        counts[base] = n + 1
        recorded.append(("\(base) #\(n)", action))
    }

    /// Everything recorded, in order.
    package var actions: [(key: String, action: Action)] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}

private enum LifecycleLogKey: EnvironmentKey { static let defaultValue: LifecycleLog? = nil }

extension EnvironmentValues {
    /// Where a resolution records the lifecycle actions it meets; nil records nothing.
    package var lifecycleLog: LifecycleLog? {
        get { self[LifecycleLogKey.self] }
        set { self[LifecycleLogKey.self] = newValue }
    }
}

/// Records a lifecycle action on the views it modifies; layout-neutral and adds no node. Without
/// an action (`onAppear(perform: nil)`, `onChange` without `initial`) it records nothing, so the
/// view is not resolved again for it.
nonisolated public struct _LifecycleModifier: ViewModifier, PrimitiveModifier {
    let kind: String
    let action: LifecycleLog.Action?
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        if let action { ctx.environment.lifecycleLog?.record(kind, of: Content.self, action) }
        return content(ctx)
    }
}

nonisolated extension View {
    /// Runs `action` when the view appears: before the picture, once, on the main actor
    /// (docs/data-flow.md, "Lifecycle").
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(_LifecycleModifier(kind: "onAppear", action: action.map { .appear(Lifecycle.onMain($0)) }))
    }

    /// Starts `action` when the view appears: before the picture, on the main actor; the picture
    /// waits for it (up to the settle limit).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(_LifecycleModifier(kind: "task", action: .task { await action() }))
    }

    /// Starts `action` when the view appears (and would again when `id` changes): before the
    /// picture, as `task(priority:_:)`.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(_LifecycleModifier(kind: "task", action: .task { await action() }))
    }

    /// Runs `action` when `value` changes, and first when the view appears with `initial`: the
    /// first run happens before the picture.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(_LifecycleModifier(kind: "onChange", action: initial ? .appear(Lifecycle.onMain(action)) : nil))
    }

    /// Runs `action` with the old and new values when `value` changes, and first with `initial`
    /// (both values the current one): the first run happens before the picture.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(_LifecycleModifier(kind: "onChange", action: initial ? .appear(Lifecycle.onMain { action(value, value) }) : nil))
    }
}

/// Runs a view's lifecycle before its picture (docs/data-flow.md, "Lifecycle").
package enum Lifecycle {
    /// A lifecycle action as SwiftUI types it: main-actor isolated (it is written in a body). The
    /// modifiers take them nonisolated, as LayoutViz's views are; `settle` calls them on the main
    /// actor only (the contract of `MainActorBody`, docs/concurrency.md).
    static func onMain(_ action: @escaping () -> Void) -> @MainActor () -> Void {
        unsafeBitCast(action, to: (@MainActor () -> Void).self)
    }

    /// At most this many rounds of resolving and running new actions.
    package static let roundLimit = 8  // not a look value: a bound on user code
    /// Seconds a view's tasks may take, all rounds together, before the picture is taken by
    /// default (`--settle`, `RenderContext.settleSeconds`).
    package static let taskSeconds: Double = 5  // not a look value: a bound on user code

    /// What settling came to.
    package struct Outcome: Sendable, Equatable {
        /// Why the picture shows the view before its lifecycle settled (new actions still
        /// appearing at the round limit, a task still running at the time limit, tasks not run);
        /// nil when it settled.
        package var unsettled: String?
    }

    /// Resolves with `resolve` (given the environment to resolve in) until the lifecycle settles:
    /// each round runs the actions not run before, appearance actions first in order, then (with
    /// `mode` `.all`) the tasks together on the main actor, waiting for them. Returns the last
    /// resolution (made after the last actions ran) and what settling came to; a view without
    /// actions, or any view with `mode` `.off`, is resolved once.
    package static func settle<Resolved>(environment: EnvironmentValues, mode: LifecycleMode, seconds: Double = taskSeconds,
                                         resolve: (EnvironmentValues) -> Resolved) -> (Resolved, Outcome) {
        if mode == .off { return (resolve(environment), Outcome()) }
        let runsTasks = mode == .all
        var ran = Set<String>()
        var outcome = Outcome()
        var notRun = 0
        var round = 0
        // Where `ScrollViewReader`s keep their proxies' requests from one resolution to the next.
        let scrollRequests = ScrollRequests()
        // The tasks' time is shared by every round: a preview settles within `seconds` in all.
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(seconds, 0) * 1e9)
        func finish(_ resolved: Resolved) -> (Resolved, Outcome) {
            if notRun > 0 && outcome.unsettled == nil {
                outcome.unsettled = "\(notRun) .task\(notRun == 1 ? " was" : "s were") not run: tasks run where a picture can wait for them, in preview workers (layoutviz preview, assertPreviewSnapshots)"
            }
            return (resolved, outcome)
        }
        while true {
            let log = LifecycleLog(scrollRequests: scrollRequests)
            var env = environment
            env.lifecycleLog = log
            scrollRequests.beginResolution()
            let resolved = resolve(env)
            let fresh = log.actions.filter { !ran.contains($0.key) }
            if fresh.isEmpty { return finish(resolved) }
            if round == roundLimit {
                outcome.unsettled = "views kept appearing with new lifecycle actions for \(roundLimit) rounds"
                return finish(resolved)
            }
            round += 1
            var tasks: [@MainActor () async -> Void] = []
            var appear: [@MainActor () -> Void] = []
            for (key, action) in fresh {
                ran.insert(key)
                switch action {
                case .appear(let a): appear.append(a)
                case .task(let t): tasks.append(t)
                }
            }
            if !runsTasks {
                // Where the resolution runs, as bodies do (the contract of `MainActorBody`).
                for a in appear { MainActorBody.call({ $0() }, with: a) }
                notRun += tasks.count
                continue
            }
            let (appearing, started) = (appear, tasks)
            let left = Double(deadline &- min(deadline, DispatchTime.now().uptimeNanoseconds)) / 1e9
            let result = AsyncOnMain.run(timeout: left) { @MainActor in
                for a in appearing { a() }
                await withTaskGroup(of: Void.self) { group in
                    for t in started { group.addTask(operation: t) }
                }
            }
            if case .failure = result {
                // Drawn as things stand: a task still running is named.
                outcome.unsettled = "a .task was still running after \(formatNumber(seconds, maxDecimals: 3)) s (the settle limit; --settle gives it more)"
                return (resolve(environment), outcome)
            }
        }
    }
}
