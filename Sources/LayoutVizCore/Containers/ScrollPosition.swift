import Foundation

// Scroll views resting where the view scrolled them at the start (docs/layout/scroll-view.md,
// "Scrolled to a view"): `scrollPosition(id:anchor:)` and `scrollPosition(_:)` with a value set
// before the picture, and `ScrollViewReader`'s `scrollTo` called in `onAppear` or a task. Where a
// view lies inside the content is known only once the content is placed, so the scroll view is
// placed at its start first, then again at the offset that puts the view at its anchor
// (`LayoutSession`, `LayoutEngine.scrollToTargets`).

/// The view a scroll view rests scrolled to, and where it lies in the scroll view. Sendable: the
/// id is a view's `.id`, a value.
struct ScrollRestTarget: Hashable, @unchecked Sendable {
    let id: AnyHashable
    /// The target's point that meets the same point of the scroll view (`.top`: the view's top at
    /// the top); nil: as little scrolling as shows the whole view, from the start.
    let anchor: UnitPoint?
}

nonisolated extension View {
    /// Rests the scroll views below on the view whose id the binding holds, at `anchor` (nil: its
    /// top at the top) (iOS 17).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> _ScrollPositionModifier {
        _ScrollPositionModifier(content: AnyView(self)) { id.wrappedValue.map { ScrollRestTarget(id: AnyHashable($0), anchor: anchor ?? .top) } }
    }

    /// Rests the scroll views below where the position says: at a view, an edge or a point (iOS 18).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> _ScrollPositionModifier {
        _ScrollPositionModifier(content: AnyView(self), position: { position.wrappedValue }, anchor: anchor)
    }
}

/// `scrollPosition`: the scroll views below rest where the binding says when they are resolved.
nonisolated public struct _ScrollPositionModifier: View, PrimitiveView {
    let content: AnyView
    let target: () -> ScrollRestTarget?
    var position: (() -> ScrollPosition)?
    var anchor: UnitPoint?

    init(content: AnyView, target: @escaping () -> ScrollRestTarget?) {
        self.content = content
        self.target = target
    }

    init(content: AnyView, position: @escaping () -> ScrollPosition, anchor: UnitPoint?) {
        self.content = content
        self.target = { nil }
        self.position = position
        self.anchor = anchor
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        var c = ctx
        if let position {
            let p = position()
            if let id = p.viewID { c.environment.scrollOptions.target = ScrollRestTarget(id: id, anchor: p.anchor ?? anchor ?? .top) }
            if let edge = p.edge {
                // An edge: the content's edge at the scroll view's.
                let anchor: UnitPoint = switch edge { case .top: .top; case .bottom: .bottom; case .leading: .leading; case .trailing: .trailing }
                c.environment.scrollOptions.initialOffset = anchor
            }
            if let point = p.point { c.environment.scrollOptions.offset = point }
        } else if let t = target() {
            c.environment.scrollOptions.target = t
        }
        return resolveView(content, c)
    }
}

/// A view whose content can scroll its scroll views to a view: `proxy.scrollTo(id)` called while
/// the view settles (in `onAppear`, a task) is where the scroll views inside rest in the picture.
nonisolated public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    let content: (ScrollViewProxy) -> Content

    /// Creates a reader whose content gets the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        guard let requests = ctx.environment.lifecycleLog?.scrollRequests else { return resolveView(content(ScrollViewProxy(requests: nil, key: 0)), ctx) }
        let key = requests.nextReader()
        var c = ctx
        if let target = requests[key] { c.environment.scrollOptions.target = target }
        let proxy = ScrollViewProxy(requests: requests, key: key)
        return EnvironmentValues.$current.withValue(c.environment) { resolveView(content(proxy), c) }
    }
}

/// Scrolls a `ScrollViewReader`'s scroll views to a view.
public struct ScrollViewProxy: Sendable {
    let requests: ScrollRequests?
    let key: Int

    /// Scrolls the scroll views inside the reader so the view with `id` lies at `anchor` (nil: as
    /// little scrolling as shows it). Called while the view settles, it is where the picture rests.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        requests?.record(ScrollRestTarget(id: AnyHashable(id), anchor: anchor), for: key)
    }
}

/// The scroll requests made while a view settles, kept from one resolution to the next: readers
/// are numbered in resolution order, as the lifecycle's actions are (Lifecycle.swift).
package final class ScrollRequests: @unchecked Sendable {
    private let lock = NSLock()
    private var targets: [Int: ScrollRestTarget] = [:]
    private var readers = 0

    package init() {}

    /// Starts a resolution: readers are numbered from 0 again.
    package func beginResolution() {
        lock.lock()
        readers = 0
        lock.unlock()
    }

    func nextReader() -> Int {
        lock.lock()
        defer { lock.unlock() }
        readers += 1
        return readers - 1
    }

    func record(_ target: ScrollRestTarget, for reader: Int) {
        lock.lock()
        targets[reader] = target
        lock.unlock()
    }

    subscript(reader: Int) -> ScrollRestTarget? {
        lock.lock()
        defer { lock.unlock() }
        return targets[reader]
    }
}

extension ScrollRestTarget {
    /// The content offset along one axis that puts the target (from `start`, `length` long, in
    /// the content) at its anchor in a viewport `view` long, from `current`; within the content.
    static func offset(start: CGFloat, length: CGFloat, anchor: CGFloat?, view: CGFloat, content: CGFloat, current: CGFloat) -> CGFloat {
        let wanted: CGFloat
        if let anchor {
            wanted = start + anchor * length - anchor * view
        } else if start < current {
            wanted = start
        } else if start + length > current + view {
            wanted = start + length - view
        } else {
            wanted = current
        }
        return min(max(wanted, 0), max(content - view, 0))
    }
}
