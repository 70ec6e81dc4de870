import Foundation

// Anchor preferences: a view's geometry passed up as a preference and read, in another view's
// coordinates, by a `GeometryReader` above it (`proxy[anchor]`), as SwiftUI's
// `anchorPreference(key:value:transform:)` (docs/layout/geometry-reader.md, "Anchors").
//
// Preferences are settled when the tree is resolved, before layout, so an anchor carries a slot
// that its view's frame is written into when the view is placed (by a reader laid behind the
// view). Placement runs breadth first, so a reader may ask for an anchor before its view is
// placed: the slot then says so, and the session lays the tree out once more, reading the frames
// the first pass wrote (layout is deterministic, and what reads an anchor cannot change the
// anchored view's size, which its ancestors settled first).

/// A geometry value of a view (its bounds, a point in it), resolved in the space of the
/// `GeometryReader` that reads it: `proxy[anchor]`.
public struct Anchor<Value> {
    let slot: AnchorSlot
    let make: @Sendable (CGRect) -> Value

    /// Where an anchor's value comes from: a function of the view's bounds.
    public struct Source: Sendable {
        let make: @Sendable (CGRect) -> Value
    }
}

extension Anchor: @unchecked Sendable where Value: Sendable {}

extension Anchor<CGRect>.Source {
    /// The view's bounds.
    public static var bounds: Self { Self { $0 } }
    /// `rect` in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Self { Self { rect.offsetBy(dx: $0.minX, dy: $0.minY) } }
}

extension Anchor<CGPoint>.Source {
    /// `point` in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Self { Self { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) } }
    /// The point at `unitPoint` of the view's bounds.
    public static func unitPoint(_ unitPoint: UnitPoint) -> Self {
        Self { CGPoint(x: $0.minX + unitPoint.x * $0.width, y: $0.minY + unitPoint.y * $0.height) }
    }
    public static var topLeading: Self { unitPoint(.topLeading) }
    public static var top: Self { unitPoint(.top) }
    public static var topTrailing: Self { unitPoint(.topTrailing) }
    public static var leading: Self { unitPoint(.leading) }
    public static var center: Self { unitPoint(.center) }
    public static var trailing: Self { unitPoint(.trailing) }
    public static var bottomLeading: Self { unitPoint(.bottomLeading) }
    public static var bottom: Self { unitPoint(.bottom) }
    public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

/// Where an anchored view lies: written when it is placed, read by readers above it.
final class AnchorSlot: @unchecked Sendable {
    /// The view's frame in root coordinates, as the pass `pass` placed it.
    private var frame = CGRect.zero
    private var pass = -1

    /// Records the view's frame in root coordinates.
    func record(_ frame: CGRect, _ ledger: AnchorLedger?) -> Color {
        self.frame = frame
        pass = ledger?.pass ?? -1
        return .clear
    }

    /// The view's frame in root coordinates: this pass's, else (when the ledger retries) the
    /// previous pass's; if neither, what it has, and the ledger notes that the pass must run again.
    func frame(_ ledger: AnchorLedger?) -> CGRect {
        guard let ledger else { return frame }
        if pass != ledger.pass && !(ledger.acceptsPrevious && pass == ledger.pass - 1) { ledger.missed = true }
        return frame
    }
}

/// A layout engine's record of its anchors' passes: which pass runs, and whether a reader asked
/// for an anchor its pass had not yet placed.
final class AnchorLedger: @unchecked Sendable {
    private(set) var pass = 0
    private(set) var acceptsPrevious = false
    /// A reader read an anchor not placed in this pass.
    var missed = false

    /// Starts a pass; a retry reads what the previous pass placed.
    func begin(retrying: Bool) {
        pass += 1
        acceptsPrevious = retrying
        missed = false
    }
}

extension GeometryProxy {
    /// The anchor's value in this reader's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        let f = anchor.slot.frame(anchors)
        return anchor.make(f.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY))
    }
}

/// `anchorPreference(key:value:transform:)`.
nonisolated public struct _AnchorWritingModifier<A, Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let source: Anchor<A>.Source
    let transform: (Anchor<A>) -> Key.Value
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        let slot = AnchorSlot()
        let value = transform(Anchor(slot: slot, make: source.make))
        let recorded = _NodesView(nodes: content(ctx)).background(GeometryReader { proxy in slot.record(proxy.frame(in: .global), proxy.anchors) })
        return resolveView(recorded, ctx).map { $0.with { $0.preferences.set(Key.self, value) } }
    }
}

nonisolated extension View {
    /// Gives the views above this one `transform`'s value of an anchor to this view's geometry,
    /// for `key`; a `GeometryReader` above reads it with `proxy[anchor]`.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> ModifiedContent<Self, _AnchorWritingModifier<A, K>> {
        modifier(_AnchorWritingModifier(source: value, transform: transform))
    }
}
