import Foundation

/// A key for a value a view hands to its layout container (SwiftUI's `LayoutValueKey`).
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("First").layoutValue(key: Rank.self, value: 1)
/// // in a Layout: subviews[0][Rank.self] == 1
/// ```
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value a subview has when it sets none.
    static var defaultValue: Value { get }
}

/// `layoutValue(key:value:)`: stores a value on each view of the content for its container.
nonisolated public struct _LayoutValueModifier: ViewModifier, PrimitiveModifier {
    let key: ObjectIdentifier
    let value: Any
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        content(ctx).map { $0.with { $0.layoutValues[key] = value } }
    }
}

nonisolated extension View {
    /// Gives this view a value its layout container reads with `subview[K.self]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent<Self, _LayoutValueModifier> {
        modifier(_LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }
}

extension LayoutSubview {
    /// The value the subview set for `key` (looked for through the modifiers around it, as a
    /// trait of the view), or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        withEngine { e in e.layoutValue(of: e.childIDs[slot], ObjectIdentifier(key)) as? K.Value } ?? K.defaultValue
    }
}

extension LayoutEngine {
    /// The value stored for `key` on node `id`, or on the view it modifies (its first child,
    /// through single-child modifiers); nil when none is set.
    func layoutValue(of id: Int32, _ key: ObjectIdentifier) -> Any? {
        var n = id
        while true {
            if let v = objects[Int(n)].layoutValues[key] { return v }
            switch nodes[n].tag {
            case .frame, .flexFrame, .padding, .fixedSize, .offset, .position, .alignmentGuide, .clip, .opacity, .shadow,
                 .aspectRatio, .secondary, .mask, .transformEffect, .blur, .composite, .ignoresSafeArea, .safeAreaPadding, .safeAreaInset, .containerRelativeFrame:
                guard nodes[n].childCount > 0 else { return nil }
                n = child(n)
            default:
                return nil
            }
        }
    }
}
