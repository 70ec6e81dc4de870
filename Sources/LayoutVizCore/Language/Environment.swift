import Foundation

/// A key for a value stored in `EnvironmentValues`, as in SwiftUI.
public protocol EnvironmentKey {
    /// The type of the stored value.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
}

/// The values views read from their surroundings: display scale, size classes, layout direction,
/// foreground colour. The device being rendered sets them at the root; `.environment(_:_:)` overrides
/// them for a subtree.
// @unchecked: values are stored type-erased; the keys LayoutViz defines hold value types, and an
// environment is only read while one thread resolves a view tree.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    /// Each value in a box of its own type, so that a read is a class check rather than a cast
    /// out of `Any` (views read the environment hundreds of times a screen; docs/benchmarks.md).
    private var storage: [ObjectIdentifier: AnyObject] = [:]

    /// One stored value.
    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Creates an environment with every key at its default.
    public init() {}

    /// Reads or writes the value for `key`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (storage[ObjectIdentifier(key)] as? Box<K.Value>)?.value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = Box(newValue) }
    }

    public var description: String {
        "EnvironmentValues(displayScale: \(formatLength(displayScale)), horizontalSizeClass: \(horizontalSizeClass.map { "\($0)" } ?? "nil"), verticalSizeClass: \(verticalSizeClass.map { "\($0)" } ?? "nil"), layoutDirection: \(layoutDirection))"
    }

    /// The environment of the view whose body is being evaluated; read by `@Environment`.
    @TaskLocal package static var current: EnvironmentValues?
}

/// A horizontal or vertical size class.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    case compact
    case regular
}

private enum DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private enum HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private enum VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private enum LayoutDirectionKey: EnvironmentKey { static let defaultValue: LayoutDirection = .leftToRight }
private enum ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// Points to pixels: 2 or 3 on current iPhones. Drawn frames snap to 1/displayScale.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The horizontal size class; nil when unknown (no device).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class; nil when unknown (no device).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The layout direction. Layout is computed left to right; right-to-left is not mirrored yet.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The colour shapes are filled with when no `fill` is given; nil means `.primary`.
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }

    /// The foreground colour as drawn here: the environment's (`.primary` when none), a system
    /// colour resolved by this environment's scheme and contrast.
    var resolvedForeground: Color { (foregroundColor ?? .primary).resolved(in: self) }
}

/// Reads a value of the environment inside `body`, as SwiftUI's `@Environment`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: (EnvironmentValues) -> Value

    /// Reads the value at `keyPath` (`@Environment(\.horizontalSizeClass)`).
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    init(read: @escaping (EnvironmentValues) -> Value) { self.read = read }

    /// The value in the environment of the view being evaluated.
    public var wrappedValue: Value { read(EnvironmentValues.current ?? EnvironmentValues()) }
}

nonisolated extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0[keyPath: keyPath] = value })
    }

    /// Sets the foreground colour used by shapes (and, later, text) below this view.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.foregroundColor = color })
    }

    /// Sets the foreground style used by shapes below this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        // A colour stays unresolved until it is drawn, in the environment where it is drawn.
        modifier(_EnvironmentWritingModifier { $0.foregroundColor = (style as? Color) ?? style._resolveColor(in: $0) })
    }

    /// Sets the primary and secondary foreground styles below (a palette symbol's two layers).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { e in
            let colors = [(primary as? Color) ?? primary._resolveColor(in: e), (secondary as? Color) ?? secondary._resolveColor(in: e)]
            e.foregroundColor = colors[0]
            e.symbolPalette = colors
        })
    }

    /// Sets the primary, secondary and tertiary foreground styles below (a palette symbol's layers).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3)
        -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { e in
            let colors = [(primary as? Color) ?? primary._resolveColor(in: e), (secondary as? Color) ?? secondary._resolveColor(in: e),
                          (tertiary as? Color) ?? tertiary._resolveColor(in: e)]
            e.foregroundColor = colors[0]
            e.symbolPalette = colors
        })
    }
}

/// Changes the environment for the modified content.
nonisolated public struct _EnvironmentWritingModifier: ViewModifier, PrimitiveModifier {
    let update: (inout EnvironmentValues) -> Void
    /// A modifier applying `update` (the frameworks' modules write their own keys with it).
    package init(_ update: @escaping (inout EnvironmentValues) -> Void) { self.update = update }
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        var inner = ctx
        update(&inner.environment)
        let nodes = content(inner)
        // A changed layout direction is marked on the nodes it reaches (docs/layout/right-to-left.md).
        let direction = inner.environment.layoutDirection
        guard direction != ctx.environment.layoutDirection else { return nodes }
        return nodes.map { $0.laidOut(in: direction) }
    }
}

private enum SymbolPaletteKey: EnvironmentKey { static let defaultValue: [Color] = [] }

extension EnvironmentValues {
    /// The colours of a palette symbol's layers below (`foregroundStyle(_:_:)`), primary first;
    /// empty when one style is set.
    var symbolPalette: [Color] {
        get { self[SymbolPaletteKey.self] }
        set { self[SymbolPaletteKey.self] = newValue }
    }
}
