import Foundation

// Previews as SwiftUI declares them: `PreviewProvider` types and `#Preview` blocks
// (docs/previews.md). `layoutviz preview` finds them in source files and renders each one; the
// types here carry what a preview asks for (name, layout, device, orientation).

/// A type that produces previews, as SwiftUI's `PreviewProvider`: each top-level view of
/// `previews` (the views of a `Group` or `ForEach`) is one preview.
@MainActor @preconcurrency public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder static var previews: Previews { get }
    /// The platform the previews are for; LayoutViz draws iOS.
    static var platform: PreviewPlatform? { get }
}

nonisolated extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// A platform previews can be for.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// How a preview is sized: on a device screen, at the view's ideal size, or at a fixed size.
public enum PreviewLayout: Hashable, Sendable {
    /// On the device's screen, as the app's root view (the default).
    case device
    /// At the size the view proposes itself with an unspecified proposal.
    case sizeThatFits
    /// At a fixed size, in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview asks for, by Apple's name (`"iPhone 16 Pro"`).
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device's name as Xcode lists it.
    public let rawValue: String
    /// Names a device.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Names a device.
    public init(stringLiteral value: String) { rawValue = value }
}

/// The orientation of a device screen, as SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable, Identifiable {
    /// The orientation's name.
    public let id: String
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    /// Whether the screen is wider than tall in this orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// What one preview asks for. Fields a preview leaves unset are nil.
public struct PreviewTraits: Hashable, Sendable {
    /// The name (`previewDisplayName`, or `#Preview`'s first argument).
    public var name: String?
    /// The layout (`previewLayout`, or the `.sizeThatFitsLayout` / `.fixedLayout` traits).
    public var layout: PreviewLayout?
    /// The device (`previewDevice`).
    public var device: PreviewDevice?
    /// The orientation (`previewInterfaceOrientation`, or the orientation traits).
    public var orientation: InterfaceOrientation?

    /// Creates traits.
    public init(name: String? = nil, layout: PreviewLayout? = nil, device: PreviewDevice? = nil, orientation: InterfaceOrientation? = nil) {
        self.name = name
        self.layout = layout
        self.device = device
        self.orientation = orientation
    }

    /// These traits, with the unset ones taken from `outer`.
    func filled(from outer: PreviewTraits) -> PreviewTraits {
        PreviewTraits(name: name ?? outer.name, layout: layout ?? outer.layout, device: device ?? outer.device, orientation: orientation ?? outer.orientation)
    }
}

/// A trait of a `#Preview`, as SwiftUI's `PreviewTrait` (`traits: .landscapeLeft, .sizeThatFitsLayout`).
public struct PreviewTrait: Sendable {
    let apply: @Sendable (inout PreviewTraits) -> Void
    /// What the trait puts around the preview's view (`.modifier(_:)`), if anything.
    let wrap: _PreviewWrapper?

    init(wrap: _PreviewWrapper? = nil, apply: @escaping @Sendable (inout PreviewTraits) -> Void) {
        self.apply = apply
        self.wrap = wrap
    }

    public static let portrait = PreviewTrait { $0.orientation = .portrait }
    public static let portraitUpsideDown = PreviewTrait { $0.orientation = .portraitUpsideDown }
    public static let landscapeLeft = PreviewTrait { $0.orientation = .landscapeLeft }
    public static let landscapeRight = PreviewTrait { $0.orientation = .landscapeRight }
    /// The view at its ideal size.
    public static let sizeThatFitsLayout = PreviewTrait { $0.layout = .sizeThatFits }
    /// The device screen.
    public static let defaultLayout = PreviewTrait { $0.layout = .device }
    /// A fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait { $0.layout = .fixed(width: width, height: height) }
    }
}

/// One `#Preview`: its name, traits and body. `layoutviz preview` turns each `#Preview` block of a
/// file into one of these.
public struct Preview {
    /// What the preview asks for.
    public let traits: PreviewTraits
    /// The preview's view.
    public let content: () -> AnyView
    /// A preview of several pictures (a widget's timeline: one per entry): each page's name and
    /// view, made when the previews are listed. Nil for an ordinary preview.
    package var pages: (() -> [(name: String, view: AnyView)])?

    /// A preview made by another module (a widget preview, with its pages).
    package init(traits: PreviewTraits, pages: @escaping () -> [(name: String, view: AnyView)]) {
        self.traits = traits
        self.pages = pages
        content = { pages().first?.view ?? AnyView(EmptyView()) }
    }

    /// Creates a preview (`#Preview("Dark") { ContentView() }`).
    public init<Content: View>(_ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping () -> Content) {
        var t = PreviewTraits(name: name)
        for trait in traits { trait.apply(&t) }
        self.traits = t
        let wrappers = traits.compactMap(\.wrap)
        if wrappers.isEmpty {
            content = { AnyView(body()) }
        } else {
            // The body runs when the view is resolved, inside what the modifiers put around it, so
            // that its `@Previewable` properties (`@Query`) read the environment they set.
            content = { wrappers.reduce(AnyView(_PreviewBody(make: body))) { $1.wrap($0) } }
        }
    }
}

nonisolated extension View {
    /// Names the preview.
    public func previewDisplayName(_ value: String?) -> ModifiedContent<Self, _PreviewTraitsModifier> {
        modifier(_PreviewTraitsModifier(traits: PreviewTraits(name: value)))
    }
    /// Sizes the preview (`.sizeThatFits`, `.fixed(width:height:)`, `.device`).
    public func previewLayout(_ value: PreviewLayout) -> ModifiedContent<Self, _PreviewTraitsModifier> {
        modifier(_PreviewTraitsModifier(traits: PreviewTraits(layout: value)))
    }
    /// Shows the preview on a device, by Apple's name.
    public func previewDevice(_ value: PreviewDevice?) -> ModifiedContent<Self, _PreviewTraitsModifier> {
        modifier(_PreviewTraitsModifier(traits: PreviewTraits(device: value)))
    }
    /// Shows the preview in an orientation.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> ModifiedContent<Self, _PreviewTraitsModifier> {
        modifier(_PreviewTraitsModifier(traits: PreviewTraits(orientation: value)))
    }
}

/// The preview traits of a top-level view of `previews` (`previewDisplayName`...).
enum PreviewTraitsKey: ViewTraitKey { static let defaultValue: PreviewTraits? = nil }

/// Records preview traits on the views it modifies; layout-neutral.
nonisolated public struct _PreviewTraitsModifier: ViewModifier, PrimitiveModifier {
    let traits: PreviewTraits
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        // The innermost setting wins: fill only what the views do not set themselves.
        content(ctx).map { n in n.with { $0.traits[PreviewTraitsKey.self] = ($0.traits[PreviewTraitsKey.self] ?? PreviewTraits()).filled(from: traits) } }
    }
}

/// The previews of a `PreviewProvider`'s `previews` (or any view), one per top-level view.
public enum PreviewViews {
    /// The traits of each top-level view of `previews`, resolved in `environment`.
    public static func traits(of previews: some View, environment: EnvironmentValues = EnvironmentValues()) -> [PreviewTraits] {
        let ctx = ResolveContext(environment: environment, stackAxis: nil)
        return resolveView(previews, ctx).map { $0.traits[PreviewTraitsKey.self] ?? PreviewTraits() }
    }

    /// The top-level view at `index` of `previews`, as a view of its own.
    public static func view(_ index: Int, of previews: some View) -> AnyView {
        AnyView(PreviewItemView(index: index, previews: AnyView(previews)))
    }
}

/// The `index`-th top-level view of `previews`, resolved in the environment it is placed in.
nonisolated struct PreviewItemView: View, PrimitiveView {
    let index: Int
    let previews: AnyView
    var body: Never { neverBody() }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        let nodes = previews.resolve(ctx)
        return nodes.indices.contains(index) ? [nodes[index]] : []
    }
}
