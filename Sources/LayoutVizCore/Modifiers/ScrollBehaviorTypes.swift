import Foundation

// The types the scrolling modifiers of InteractionModifiers.swift take: target behaviours,
// positions, anchors, geometry, phases and transitions. Accepted; a picture never scrolls.

/// How a scroll view settles after a swipe. A picture never swipes, so `updateTarget` is never
/// called; your own behaviours compile.
public protocol ScrollTargetBehavior {
    /// Moves `target` (where the scroll view would settle) to where this behaviour settles it.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    /// What a behaviour knows about the scroll.
    typealias TargetContext = ScrollTargetBehaviorContext
}

extension ScrollTargetBehavior {
    /// Leaves the target where it is.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// Where a scroll view settles: a rectangle of its content and an anchor in it.
public struct ScrollTarget: Sendable {
    /// The region of the content to show.
    public var rect: CGRect
    /// Where in the scroll view the region sits, nil for the nearest edge.
    public var anchor: UnitPoint?
    /// A target of `rect` at `anchor`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour knows: the original target, the velocity and the sizes.
public struct ScrollTargetBehaviorContext: Sendable {
    /// Where the scroll view would settle without the behaviour.
    public var originalTarget: ScrollTarget
    /// The swipe's velocity.
    public var velocity: CGVector
    /// The content's size.
    public var contentSize: CGSize
    /// The scroll view's size.
    public var containerSize: CGSize
    /// The axes that scroll.
    public var axes: Axis.Set
}

/// Settles on pages the size of the scroll view.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Creates the behaviour.
    public init() {}
}

/// Settles with a view aligned to the scroll view's edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How many views a swipe may move.
    public enum LimitBehavior: Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
    /// Creates the behaviour.
    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles with a view aligned to the edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Settles with a view aligned to the edge, limiting how far a swipe moves.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// A scroll view's position (iOS 18): where it is scrolled to; a picture rests there
/// (`scrollPosition(_:)`, ScrollPosition.swift).
public struct ScrollPosition: Hashable, @unchecked Sendable {
    /// The id of the view scrolled to, if any.
    public private(set) var viewID: AnyHashable?
    /// The edge scrolled to, if any.
    public private(set) var edge: Edge?
    /// The point scrolled to, if any.
    public private(set) var point: CGPoint?
    /// Where the view scrolled to lies in the scroll view (nil: as little scrolling as shows it).
    public private(set) var anchor: UnitPoint?
    /// Whether the user has scrolled.
    public var isPositionedByUser: Bool { false }
    /// A position at `edge`.
    public init(edge: Edge? = nil) { self.edge = edge }
    /// A position at the view with `id`.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        viewID = AnyHashable(id)
        self.anchor = anchor
    }
    /// A position of ids of `idType`.
    public init(idType: (some Hashable & Sendable).Type, edge: Edge? = nil) { self.edge = edge }
    /// A position at `point`.
    public init(point: CGPoint) { self.point = point }
    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) { self.edge = edge }
    /// Scrolls to the view with `id`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        viewID = AnyHashable(id)
        self.anchor = anchor
    }
    /// Scrolls to `point`.
    public mutating func scrollTo(point: CGPoint) { self.point = point }
    /// Scrolls to `x`, `y`.
    public mutating func scrollTo(x: CGFloat? = nil, y: CGFloat? = nil) { point = CGPoint(x: x ?? 0, y: y ?? 0) }
    /// The id scrolled to as `type`.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }
}

/// Which content a default scroll anchor is for (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    let name: String
    public static let initialOffset = Self(name: "initialOffset")
    public static let sizeChanges = Self(name: "sizeChanges")
    public static let alignment = Self(name: "alignment")
}

/// A scroll view's geometry (iOS 18), as `onScrollGeometryChange` reads it: at rest, at its start.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled.
    public var contentOffset: CGPoint
    /// The content's size.
    public var contentSize: CGSize
    /// The insets of the content.
    public var contentInsets: EdgeInsets
    /// The scroll view's size.
    public var containerSize: CGSize
    /// The visible part of the content.
    public var visibleRect: CGRect
    /// The scroll view's bounds.
    public var bounds: CGRect
}

/// What a scroll view is doing (iOS 18).
public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    /// Whether the content is moving.
    public var isScrolling: Bool { self != .idle }
}

/// The context of a scroll phase change.
public struct ScrollPhaseChangeContext {
    /// The geometry when the phase changed.
    public var geometry: ScrollGeometry
    /// The velocity, if scrolling.
    public var velocity: CGVector?
}

/// The phase of a scroll transition: the view is at rest (identity) in a picture.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing
    /// Whether the view is fully visible.
    public var isIdentity: Bool { self == .identity }
    /// -1, 0 or 1.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// When a scroll transition applies.
public struct ScrollTransitionConfiguration: Sendable {
    let name: String
    public static let interactive = Self(name: "interactive")
    public static let animated = Self(name: "animated")
    public static func animated(_ animation: Animation) -> Self { Self(name: "animated") }
    public static let identity = Self(name: "identity")
    /// Sets the threshold of visibility.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> Self { self }
    /// How much of a view must show.
    public struct Threshold: Sendable {
        let value: Double
        public static let visible = Threshold(value: 1)
        public static let hidden = Threshold(value: 0)
        public static var centered: Threshold { Threshold(value: 0.5) }
        public static func visible(_ amount: Double) -> Threshold { Threshold(value: amount) }
        public static func inset(by distance: Double) -> Threshold { Threshold(value: 1) }
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold { self }
        public func inset(by distance: Double) -> Threshold { self }
    }
}
