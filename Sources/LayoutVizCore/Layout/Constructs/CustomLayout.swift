import Foundation

// Containers running a `Layout` of the user's (and `AnyLayout`), and the built-in stack layouts
// when a custom layout or `AnyLayout` runs them. See docs/layout/custom-layouts.md.

/// Where `LayoutSubview.place(at:anchor:proposal:)` writes while a custom layout places: its
/// children's records (frames relative to the container, whose root-coordinate origin is `origin`).
struct PlacementTarget {
    var out: StoreWindow<PlacedRecord>
    var firstSlot: Int32
    var origin: CGPoint
}

extension LayoutEngine {
    /// The layout's `sizeThatFits`.
    @inline(never) func customSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        guard case .custom(let box) = objects[Int(id)].kind else { return .zero }
        return box.size(p, subviews(of: id))
    }

    /// The subview proxies of a container.
    func subviews(of id: Int32) -> LayoutSubviews {
        let g = nodes[id]
        return LayoutSubviews(engine: self, base: g.firstChild, range: 0..<Int(g.childCount), layoutDirection: mirrors && rightToLeft[id] ? .rightToLeft : .leftToRight)
    }

    /// Runs the layout's `placeSubviews` in global bounds, its `place` calls writing straight
    /// into `out`; a subview it never places is centred and sized for the container's proposal.
    func placeCustom(_ id: Int32, size s: CGSize, proposal p: ProposedViewSize, origin globalOrigin: CGPoint,
                     into out: StoreWindow<PlacedRecord>) -> Int {
        guard case .custom(let box) = objects[Int(id)].kind else { return 0 }
        let g = nodes[id]
        for k in 0..<out.count { out[k] = .unplaced }
        placing.append(PlacementTarget(out: out, firstSlot: g.firstChild, origin: globalOrigin))
        box.place(in: CGRect(origin: globalOrigin, size: s), p, subviews(of: id))
        placing.removeLast(1)
        for k in 0..<Int(g.childCount) where out[k].id < 0 {
            let c = childIDs[g.firstChild + Int32(k)]
            let cs = size(c, p)
            out[k] = PlacedRecord(id: c, frame: CGRect(x: (s.width - cs.width) / 2, y: (s.height - cs.height) / 2, width: cs.width, height: cs.height), proposal: p)
        }
        return Int(g.childCount)
    }

    /// `LayoutSubview.place`: records the subview in slot `slot` when its container is the one
    /// placing; the last call wins.
    func recordPlacement(slot: Int32, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard placing.count > 0 else { return }
        let r = placing[placing.count - 1]
        guard slot >= r.firstSlot, slot < r.firstSlot + Int32(r.out.count) else { return }
        let c = childIDs[slot]
        let s = size(c, proposal)
        r.out[Int(slot - r.firstSlot)] = PlacedRecord(
            id: c, frame: CGRect(x: position.x - anchor.x * s.width - r.origin.x, y: position.y - anchor.y * s.height - r.origin.y,
                                 width: s.width, height: s.height),
            proposal: proposal)
    }

    /// The layout's `explicitAlignment`, or by default its placed children's values merged.
    func customGuide(_ id: Int32, _ g: AlignmentKey, _ size: CGSize, _ p: ProposedViewSize) -> CGFloat? {
        if case .custom(let box) = objects[Int(id)].kind,
           let v = box.explicitAlignment(g, in: CGRect(origin: .zero, size: size), p, subviews(of: id)) {
            return v
        }
        return mergedChildGuides(id, g, size, p)
    }

    /// The layout's `spacing(subviews:cache:)`.
    func customSpacing(_ id: Int32) -> ViewSpacing {
        guard case .custom(let box) = objects[Int(id)].kind else { return .none }
        return box.spacing(subviews(of: id))
    }

    /// A custom layout may answer any guide.
    var customTraits: ConstructTraits { ConstructTraits(guides: .own) }

    // MARK: Built-in stack layouts run through `Layout`

    /// `sizeThatFits` of HStackLayout, VStackLayout or ZStackLayout (`kind`) over `subviews`.
    func nativeSize(_ kind: Node.Kind, _ subviews: LayoutSubviews, _ p: ProposedViewSize) -> CGSize {
        nativeRun(kind, subviews, p, place: nil)
    }

    /// `placeSubviews` of HStackLayout, VStackLayout or ZStackLayout (`kind`) over `subviews`.
    func nativePlace(_ kind: Node.Kind, _ subviews: LayoutSubviews, in bounds: CGRect, _ p: ProposedViewSize) {
        _ = nativeRun(kind, subviews, p, place: bounds)
    }

    /// The engine's stack or ZStack algorithm over the subviews' nodes; when placing, each
    /// subview is then placed through its proxy, as a custom layout would.
    private func nativeRun(_ kind: Node.Kind, _ subviews: LayoutSubviews, _ p: ProposedViewSize, place bounds: CGRect?) -> CGSize {
        let n = subviews.count
        guard n > 0 else { return .zero }
        // The subviews' slots are contiguous: they are a range of the container's children.
        let first = subviews[subviews.startIndex].slot
        return withScratch(repeating: PlacedRecord.unplaced, count: n) { out -> CGSize in
            let s: CGSize
            switch kind {
            case .stack(let axis, let alignment, let spacing):
                s = withScratch(of: CGFloat.self, count: n) { gaps -> CGSize in
                    for k in 0..<n {
                        gaps[k] = k == 0 ? 0 : spacing ?? preferredDistance(childIDs[first + Int32(k) - 1], childIDs[first + Int32(k)], along: axis)
                    }
                    var q = p
                    if let b = bounds { q[axis.other] = p[axis.other] ?? b.size[axis.other] }
                    return stackRun(children: childIDs.window(Int(first), n), gaps: gaps, axis: axis, alignmentCode: AlignCode(alignment),
                                    alignment: alignment, alignmentOf: -1, bounds == nil ? p : q, out: bounds == nil ? nil : out)
                }
            case .zstack(let alignment):
                s = bounds.map { b in
                    zstackPlacements(first, Int32(n), AlignCode(alignment.horizontal), AlignCode(alignment.vertical), alignment, size: b.size, into: out)
                    return b.size
                } ?? zstackSize(first, Int32(n), p)
            default:
                return .zero
            }
            if let b = bounds {
                for k in 0..<n {
                    subviews[subviews.startIndex + k].place(at: CGPoint(x: b.minX + out[k].frame.origin.x, y: b.minY + out[k].frame.origin.y),
                                                            anchor: .topLeading, proposal: out[k].proposal)
                }
            }
            return s
        }
    }
}
