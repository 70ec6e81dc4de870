import Foundation

// Alignment guides as the engine reads them (docs/layout/alignment.md): the codes that answer the
// built-in guides without a call, child alignment inside a container, and the three ways a
// construct answers an explicit guide (pass its child's through, offset its placed child's, or
// merge its placed children's). Which construct does which is `LayoutEngine.explicitGuide`.

/// How a guide's default value follows from a length: 0, half of it, all of it, or (for custom
/// alignment IDs and anything a child may override) only through `ViewDimensions`.
enum AlignCode: UInt8 {
    case start, center, end, other

    init(_ g: HorizontalAlignment) {
        switch g.key {
        case HorizontalAlignment.leading.key: self = .start
        case HorizontalAlignment.center.key: self = .center
        case HorizontalAlignment.trailing.key: self = .end
        default: self = .other
        }
    }

    init(_ g: VerticalAlignment) {
        switch g.key {
        case VerticalAlignment.top.key: self = .start
        case VerticalAlignment.center.key: self = .center
        // Views without text report their height for both baselines (docs/layout/alignment.md).
        case VerticalAlignment.bottom.key, VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key: self = .end
        default: self = .other
        }
    }

    /// A stack's minor-axis alignment.
    init(_ s: StackAlignment) {
        switch s {
        case .horizontal(let a): self.init(a)
        case .vertical(let a): self.init(a)
        }
    }

    /// The guide's default value in a length; the same arithmetic as the built-in `AlignmentID`s.
    @inline(__always) func value(_ length: CGFloat) -> CGFloat {
        switch self {
        case .start: return 0
        case .center: return length / 2
        default: return length
        }
    }
}

extension LayoutEngine {
    /// The node's alignment guides at `size`, which it answered for proposal `p`; explicit ones
    /// are looked up only when asked for. A guide depends on the proposal, not only on the size:
    /// two proposals may give one size and place the children differently.
    func dimensions(_ id: Int32, _ size: CGSize, _ p: ProposedViewSize) -> ViewDimensions {
        // Most subtrees set no guide at all: skip the lookup machinery for them.
        guard nodes[id].hasExplicitGuides else { return ViewDimensions(size) }
        return ViewDimensions(size) { key in self.explicitGuide(id, key, size, p) }
    }

    /// A child proposed `cp` and aligned in a container of size `s`. The codes give the guides'
    /// default values; a child that may override a guide, or a custom guide, goes through
    /// `ViewDimensions` and the alignment of node `container` (−1: centre) instead.
    @inline(__always) func aligned(_ c: Int32, _ cp: ProposedViewSize, in s: CGSize, _ h: AlignCode, _ v: AlignCode, _ container: Int32) -> PlacedRecord {
        let cs = size(c, cp)
        let o: CGPoint
        if h != .other && v != .other && !nodes[c].hasExplicitGuides {
            o = CGPoint(x: h.value(s.width) - h.value(cs.width), y: v.value(s.height) - v.value(cs.height))
        } else {
            let alignment = container < 0 ? Alignment.center : self.alignment(of: container)
            o = alignment.offset(of: dimensions(c, cs, cp), in: ViewDimensions(s))
        }
        return PlacedRecord(id: c, frame: CGRect(origin: o, size: cs), proposal: cp)
    }

    /// The alignment a frame, ZStack or background/overlay uses (from its node: slow path only).
    func alignment(of id: Int32) -> Alignment {
        switch objects[Int(id)].kind {
        case .frame(let f): return f.alignment
        case .flexFrame(let f): return f.alignment
        case .zstack(let a), .secondary(let a, _), .safeAreaInset(_, let a, _), .mask(let a): return a
        case .containerRelativeFrame(let f): return f.alignment
        default: return .center
        }
    }

    /// The guide of a node whose child sits at its origin with its size (offset, drawing
    /// effects, background/overlay's primary): the child's.
    func childGuide(_ id: Int32, _ g: AlignmentKey, _ size: CGSize, _ p: ProposedViewSize) -> CGFloat? {
        explicitGuide(child(id), g, size, p)
    }

    /// The guide of a modifier with one child placed somewhere inside it (which modifiers: see
    /// `LayoutEngine.explicitGuide`): the child's, moved by where the child sits. Every guide passes
    /// through, the built-in ones too.
    func placedChildGuide(_ id: Int32, _ g: AlignmentKey, _ size: CGSize, _ p: ProposedViewSize) -> CGFloat? {
        withScratch(repeating: PlacedRecord.unplaced, count: 1) { out -> CGFloat? in
            var trial = PlacementPass.trial
            guard placeChildren(id, size: size, proposal: p, pass: &trial, into: out) == 1,
                  let v = explicitGuide(out[0].id, g, out[0].frame.size, out[0].proposal) else { return nil }
            return v + (g.axis == .horizontal ? out[0].frame.origin.x : out[0].frame.origin.y)
        }
    }

    /// The guide of a container (stacks, ZStack, ViewThatFits, custom layouts by default): its
    /// placed children's explicit values merged (`AlignmentKey.merge`). The built-in edge and
    /// centre guides never propagate out of a container.
    func mergedChildGuides(_ id: Int32, _ g: AlignmentKey, _ size: CGSize, _ p: ProposedViewSize) -> CGFloat? {
        if g.isFrameAlignment { return nil }
        let capacity = placementCapacity(id)
        let values = withScratch(repeating: PlacedRecord.unplaced, count: capacity) { out -> [CGFloat] in
            var trial = PlacementPass.trial
            let count = placeChildren(id, size: size, proposal: p, pass: &trial, into: out)
            return (0..<count).compactMap { k -> CGFloat? in
                guard let v = explicitGuide(out[k].id, g, out[k].frame.size, out[k].proposal) else { return nil }
                return v + (g.axis == .horizontal ? out[k].frame.origin.x : out[k].frame.origin.y)
            }
        }
        return g.merge(values)
    }
}
