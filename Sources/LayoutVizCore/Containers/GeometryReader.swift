import Foundation

/// A named or built-in coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, Sendable {
    /// The root's coordinates (the screen, when rendering for a device).
    case global
    /// The reader's own coordinates.
    case local
}

/// What a `GeometryReader`'s content knows about the reader.
public struct GeometryProxy: Sendable {
    /// The reader's size (its proposal, nil axes as 10).
    public let size: CGSize
    /// The parts of the safe-area insets of the screen that overlap the reader.
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect

    /// The reader's frame in `space`.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: size)
        }
    }
}

/// A view that takes the space it is offered and builds its content from that size (docs/layout/geometry-reader.md).
///
/// The content is proposed the reader's size and placed at its top-leading corner; several
/// children overlap rather than stack.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    /// Creates a reader whose content is built from a `GeometryProxy`.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public var body: Never { neverBody() }

    func resolve(_ ctx: ResolveContext) -> [Node] {
        let content = self.content
        let inner = ctx.withoutStack()
        return [Node(.geometryReader(content: { proxy in
            let view = EnvironmentValues.$current.withValue(inner.environment) { content(proxy) }
            return resolveView(view, inner)
        }))]
    }
}
