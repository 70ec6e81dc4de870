import Foundation

/// A named or built-in coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The root's coordinates (the screen, when rendering for a device).
    case global
    /// The reader's own coordinates.
    case local
    /// The space of the view that `coordinateSpace(name:)` named.
    case named(AnyHashable)

    /// The space of the nearest enclosing scroll view (iOS 17).
    public static var scrollView: CoordinateSpace { .named(ScrollViewSpaceName()) }
    /// The space of the nearest enclosing scroll view on `axis` (iOS 17).
    public static func scrollView(axis: Axis) -> CoordinateSpace { .named(ScrollViewSpaceName()) }
}

/// The name of the scroll view's own coordinate space.
struct ScrollViewSpaceName: Hashable, Sendable {}

/// A coordinate space, as iOS 17's protocol names them (`.named("x")`, `.scrollView`).
public protocol CoordinateSpaceProtocol {
    /// The space.
    var coordinateSpace: CoordinateSpace { get }
}

/// A space named by a view (iOS 17).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The root's space (iOS 17).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own space (iOS 17).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space a view named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The nearest scroll view's space.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName())) }
    /// The nearest scroll view's space on `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName())) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The root's space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// A view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// What a `GeometryReader`'s content knows about the reader.
public struct GeometryProxy: Sendable {
    /// The reader's size (its proposal, nil axes as 10).
    public let size: CGSize
    /// The parts of the safe-area insets of the screen that overlap the reader.
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect
    /// The engine's record of anchor passes (`proxy[anchor]`).
    var anchors: AnchorLedger?

    /// The reader's frame in `space`. A named space (and the scroll view's) is drawn as the
    /// root's: LayoutViz does not yet track where named views lie (docs/coverage.md).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global, .named: return globalFrame
        case .local: return CGRect(origin: .zero, size: size)
        }
    }

    /// The reader's frame in `space` (iOS 17 spelling).
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

    /// The reader's bounds in `space` (iOS 17).
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? { frame(in: space.coordinateSpace) }
}

/// A view that takes the space it is offered and builds its content from that size (docs/layout/geometry-reader.md).
///
/// The content is proposed the reader's size and placed at its top-leading corner; several
/// children overlap rather than stack.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    /// Creates a reader whose content is built from a `GeometryProxy`.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        let content = self.content
        let inner = ctx.withoutStack()
        return [Node(.geometryReader(content: { proxy in
            let view = EnvironmentValues.$current.withValue(inner.environment) { content(proxy) }
            return resolveView(view, inner)
        }))]
    }
}
