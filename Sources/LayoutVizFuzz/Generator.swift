import Foundation
import LayoutViz

/// SplitMix64: a small, fast, seedable generator, so that every tree is reproducible from its seed.
package struct FuzzRNG {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<n.
    package mutating func int(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }

    /// True with probability `p`.
    package mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }

    package mutating func pick<T>(_ values: [T]) -> T { values[int(values.count)] }
}

/// A generated view with its description as Swift source, for reports.
package struct FuzzView {
    package let view: AnyView
    package let source: String
}

/// Makes random view trees: every construct LayoutViz has, hostile parameters (negative, zero,
/// infinite and NaN lengths, NaN priorities), hostile custom layouts, and hostile proposals.
package struct TreeGenerator {
    package var rng: FuzzRNG
    /// Containers nest at most this deep.
    package let maxDepth: Int
    /// The most children a container gets.
    package let maxChildren: Int

    package init(seed: UInt64, maxDepth: Int = 5, maxChildren: Int = 4) {
        rng = FuzzRNG(seed: seed)
        self.maxDepth = maxDepth
        self.maxChildren = maxChildren
    }

    // MARK: Values

    /// A length: mostly ordinary, sometimes hostile.
    package mutating func length() -> CGFloat {
        if rng.chance(0.85) { return rng.pick([0, 1, 7.5, 10, 20, 33.333, 50, 100, 150, 393, 1000]) }
        return rng.pick([-5, -100, .infinity, -.infinity, .nan, 1e9, 0.1, 1e-9, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300])
    }

    /// A length or nil.
    package mutating func optionalLength() -> CGFloat? { rng.chance(0.4) ? nil : length() }

    /// A proposal: mostly ordinary, sometimes ∞, 0, nil or hostile on an axis.
    package mutating func proposal() -> ProposedViewSize {
        let w = proposalAxis()
        return ProposedViewSize(width: w, height: proposalAxis())
    }

    private mutating func proposalAxis() -> CGFloat? {
        switch rng.int(10) {
        case 0, 1: return nil
        case 2: return 0
        case 3: return .infinity
        case 4: return rng.pick([-10, .nan, 1e9])
        default: return rng.pick([50, 100, 320, 393, 768, 1024])
        }
    }

    private func num(_ v: CGFloat) -> String {
        if v.isNaN { return ".nan" }
        if v == .infinity { return ".infinity" }
        if v == -.infinity { return "-.infinity" }
        return formatNumber(v)
    }

    private func num(_ v: CGFloat?) -> String { v.map { num($0) } ?? "nil" }

    private mutating func color() -> (Color, String) {
        rng.pick([(Color.red, "Color.red"), (Color.blue, "Color.blue"), (Color.green, "Color.green"), (Color.orange.opacity(0.5), "Color.orange.opacity(0.5)")])
    }

    private mutating func alignment() -> (Alignment, String) {
        rng.pick([(Alignment.center, ".center"), (.topLeading, ".topLeading"), (.bottomTrailing, ".bottomTrailing"), (.top, ".top"),
                  (.leading, ".leading"), (.trailing, ".trailing"), (.bottom, ".bottom")])
    }

    private mutating func vertical() -> (VerticalAlignment, String) {
        rng.pick([(VerticalAlignment.center, ".center"), (.top, ".top"), (.bottom, ".bottom"), (.firstTextBaseline, ".firstTextBaseline"),
                  (.lastTextBaseline, ".lastTextBaseline")])
    }

    private mutating func horizontal() -> (HorizontalAlignment, String) {
        rng.pick([(HorizontalAlignment.center, ".center"), (.leading, ".leading"), (.trailing, ".trailing")])
    }

    private mutating func text() -> String {
        rng.pick(["", "Hello", "Hello, world", "a\u{0}bc", "Supercalifragilisticexpialidocious", "Two\nlines", "مرحبا", "  spaced  out  ", "tab\there"])
    }

    // MARK: Views

    /// A random view tree.
    package mutating func tree() -> FuzzView { view(depth: 0) }

    private mutating func leaf() -> FuzzView {
        switch rng.int(8) {
        case 0, 1:
            let (c, s) = color()
            return FuzzView(view: AnyView(c), source: s)
        case 2: return FuzzView(view: AnyView(Rectangle()), source: "Rectangle()")
        case 3: return FuzzView(view: AnyView(Circle().fill(Color.purple)), source: "Circle().fill(Color.purple)")
        case 4:
            let r = length()
            return FuzzView(view: AnyView(RoundedRectangle(cornerRadius: r)), source: "RoundedRectangle(cornerRadius: \(num(r)))")
        case 5:
            let t = text()
            return FuzzView(view: AnyView(Text(t)), source: "Text(\(t.debugDescription))")
        case 6:
            let m = optionalLength()
            return FuzzView(view: AnyView(Spacer(minLength: m)), source: "Spacer(minLength: \(num(m)))")
        default: return FuzzView(view: AnyView(EmptyView()), source: "EmptyView()")
        }
    }

    private mutating func children(depth: Int) -> [FuzzView] {
        (0..<rng.int(maxChildren + 1)).map { _ in view(depth: depth + 1) }
    }

    private func group(_ children: [FuzzView]) -> (AnyView, String) {
        let views = children.map(\.view)
        return (AnyView(ForEach(0..<views.count) { views[$0] }), children.map(\.source).joined(separator: "; "))
    }

    private mutating func container(depth: Int) -> FuzzView {
        let kids = children(depth: depth)
        let (content, src) = group(kids)
        switch rng.int(12) {
        case 0:
            let (a, as_) = vertical(), s = optionalLength()
            return FuzzView(view: AnyView(HStack(alignment: a, spacing: s) { content }), source: "HStack(alignment: \(as_), spacing: \(num(s))) { \(src) }")
        case 1:
            let (a, as_) = horizontal(), s = optionalLength()
            return FuzzView(view: AnyView(VStack(alignment: a, spacing: s) { content }), source: "VStack(alignment: \(as_), spacing: \(num(s))) { \(src) }")
        case 2:
            let (a, as_) = alignment()
            return FuzzView(view: AnyView(ZStack(alignment: a) { content }), source: "ZStack(alignment: \(as_)) { \(src) }")
        case 3:
            let axes: [(Axis.Set, String)] = [([.horizontal, .vertical], "[.horizontal, .vertical]"), (.horizontal, ".horizontal"), (.vertical, ".vertical"), ([], "[]")]
            let (ax, axs) = rng.pick(axes)
            return FuzzView(view: AnyView(ViewThatFits(in: ax) { content }), source: "ViewThatFits(in: \(axs)) { \(src) }")
        case 4:
            let layout = HostileLayout(mode: rng.int(HostileLayout.modes), value: length())
            return FuzzView(view: AnyView(layout { content }), source: "HostileLayout(mode: \(layout.mode), value: \(num(layout.value))) { \(src) }")
        case 5:
            let choice = rng.int(3)
            let l = choice == 0 ? AnyLayout(HStackLayout(spacing: optionalLength())) : choice == 1 ? AnyLayout(VStackLayout()) : AnyLayout(ZStackLayout(alignment: .bottomLeading))
            let name = ["HStackLayout(...)", "VStackLayout()", "ZStackLayout(alignment: .bottomLeading)"][choice]
            return FuzzView(view: AnyView(l { content }), source: "AnyLayout(\(name)) { \(src) }")
        case 6:
            let inner = view(depth: depth + 1)
            let f = CGFloat(rng.pick([0.5, 1, 2]))
            return FuzzView(view: AnyView(GeometryReader { proxy in inner.view.frame(width: proxy.size.width * f / 2, height: proxy.size.height / f) }),
                            source: "GeometryReader { proxy in \(inner.source).frame(width: proxy.size.width * \(num(f)) / 2, height: proxy.size.height / \(num(f))) }")
        case 7:
            return FuzzView(view: AnyView(Group { content }), source: "Group { \(src) }")
        case 8:
            let axes: [(Axis.Set, String)] = [(.vertical, ".vertical"), (.horizontal, ".horizontal"), ([.horizontal, .vertical], "[.horizontal, .vertical]")]
            let (ax, axs) = rng.pick(axes)
            return FuzzView(view: AnyView(ScrollView(ax) { content }), source: "ScrollView(\(axs)) { \(src) }")
        case 9:
            let other = view(depth: depth + 1), h = optionalLength(), v = optionalLength(), span = rng.pick([1, 2, 5])
            return FuzzView(view: AnyView(Grid(horizontalSpacing: h, verticalSpacing: v) { GridRow { content }; other.view.gridCellColumns(span) }),
                            source: "Grid(horizontalSpacing: \(num(h)), verticalSpacing: \(num(v))) { GridRow { \(src) }; \(other.source).gridCellColumns(\(span)) }")
        case 10:
            let sizes: [(GridItem.Size, String)] = [(.fixed(length()), ".fixed"), (.flexible(minimum: length(), maximum: length()), ".flexible"),
                                                    (.adaptive(minimum: length()), ".adaptive"), (.flexible(), ".flexible()")]
            let n = 1 + rng.int(3)
            let items = (0..<n).map { _ in rng.pick(sizes) }
            let s = optionalLength()
            let columns = items.map { GridItem($0.0, spacing: s) }
            return FuzzView(view: AnyView(LazyVGrid(columns: columns, spacing: s) { content }),
                            source: "LazyVGrid(columns: [\(items.map(\.1).joined(separator: ", "))] (spacing \(num(s)))) { \(src) }")
        default:
            return FuzzView(view: content, source: "ForEach { \(src) }")
        }
    }

    private mutating func modified(depth: Int) -> FuzzView {
        let inner = view(depth: depth + 1)
        let v = inner.view, s = inner.source
        switch rng.int(22) {
        case 0:
            let w = optionalLength(), h = optionalLength(), (a, as_) = alignment()
            return FuzzView(view: AnyView(v.frame(width: w, height: h, alignment: a)), source: "\(s).frame(width: \(num(w)), height: \(num(h)), alignment: \(as_))")
        case 1:
            let l = (0..<6).map { _ in rng.chance(0.6) ? nil : length() }
            return FuzzView(view: AnyView(v.frame(minWidth: l[0], idealWidth: l[1], maxWidth: l[2], minHeight: l[3], idealHeight: l[4], maxHeight: l[5])),
                            source: "\(s).frame(minWidth: \(num(l[0])), idealWidth: \(num(l[1])), maxWidth: \(num(l[2])), minHeight: \(num(l[3])), idealHeight: \(num(l[4])), maxHeight: \(num(l[5])))")
        case 2:
            let l = length()
            return FuzzView(view: AnyView(v.padding(l)), source: "\(s).padding(\(num(l)))")
        case 3:
            let h = rng.chance(0.5), vv = rng.chance(0.5)
            return FuzzView(view: AnyView(v.fixedSize(horizontal: h, vertical: vv)), source: "\(s).fixedSize(horizontal: \(h), vertical: \(vv))")
        case 4:
            let x = length(), y = length()
            return FuzzView(view: AnyView(v.offset(x: x, y: y)), source: "\(s).offset(x: \(num(x)), y: \(num(y)))")
        case 5:
            let x = length(), y = length()
            return FuzzView(view: AnyView(v.position(x: x, y: y)), source: "\(s).position(x: \(num(x)), y: \(num(y)))")
        case 6:
            let k = length(), (g, gs) = vertical()
            return FuzzView(view: AnyView(v.alignmentGuide(g) { d in d.height - k }), source: "\(s).alignmentGuide(\(gs)) { d in d.height - \(num(k)) }")
        case 7:
            let k = length(), (g, gs) = horizontal()
            return FuzzView(view: AnyView(v.alignmentGuide(g) { d in d[HorizontalAlignment.center] + k }), source: "\(s).alignmentGuide(\(gs)) { d in d[HorizontalAlignment.center] + \(num(k)) }")
        case 8:
            let p = Double(rng.chance(0.8) ? rng.pick([-1, 0, 1, 2, 10]) : rng.pick([Double.nan, .infinity, -.infinity]))
            return FuzzView(view: AnyView(v.layoutPriority(p)), source: "\(s).layoutPriority(\(num(CGFloat(p))))")
        case 9:
            let other = view(depth: depth + 1), (a, as_) = alignment()
            return FuzzView(view: AnyView(v.background(other.view, alignment: a)), source: "\(s).background(\(other.source), alignment: \(as_))")
        case 10:
            let other = view(depth: depth + 1), (a, as_) = alignment()
            return FuzzView(view: AnyView(v.overlay(alignment: a) { other.view }), source: "\(s).overlay(alignment: \(as_)) { \(other.source) }")
        case 11:
            let r = optionalLength(), fit = rng.chance(0.5)
            return FuzzView(view: AnyView(v.aspectRatio(r, contentMode: fit ? .fit : .fill)), source: "\(s).aspectRatio(\(num(r)), contentMode: \(fit ? ".fit" : ".fill"))")
        case 12:
            if rng.chance(0.5) {
                return FuzzView(view: AnyView(v.clipShape(Circle()).opacity(0.5)), source: "\(s).clipShape(Circle()).opacity(0.5)")
            }
            let r = length(), x = length(), y = length()
            return FuzzView(view: AnyView(v.shadow(radius: r, x: x, y: y)), source: "\(s).shadow(radius: \(num(r)), x: \(num(x)), y: \(num(y)))")
        case 13:
            let (c, cs) = color()
            return FuzzView(view: AnyView(v.background(c)), source: "\(s).background(\(cs))")
        case 14:
            return FuzzView(view: AnyView(v.lineLimit(rng.chance(0.5) ? 1 : nil).font(.caption)), source: "\(s).lineLimit(...).font(.caption)")
        case 16:
            return FuzzView(view: AnyView(v.ignoresSafeArea()), source: "\(s).ignoresSafeArea()")
        case 17:
            let other = view(depth: depth + 1), sp = optionalLength()
            return FuzzView(view: AnyView(v.safeAreaInset(edge: .bottom, spacing: sp) { other.view }.safeAreaPadding(length())),
                            source: "\(s).safeAreaInset(edge: .bottom, spacing: \(num(sp))) { \(other.source) }.safeAreaPadding(...)")
        case 18:
            let count = rng.int(5), span = rng.int(4), sp = length()
            return FuzzView(view: AnyView(v.containerRelativeFrame(.horizontal, count: count, span: span, spacing: sp)),
                            source: "\(s).containerRelativeFrame(.horizontal, count: \(count), span: \(span), spacing: \(num(sp)))")
        case 19:
            let a = length(), k = length()
            return FuzzView(view: AnyView(v.rotationEffect(.degrees(Double(a))).scaleEffect(k)), source: "\(s).rotationEffect(.degrees(\(num(a)))).scaleEffect(\(num(k)))")
        case 20:
            let r = length()
            return FuzzView(view: AnyView(v.blur(radius: r).mask { Circle() }), source: "\(s).blur(radius: \(num(r))).mask { Circle() }")
        case 21:
            let min = rng.pick([0.0, 0.5, CGFloat.nan])
            return FuzzView(view: AnyView(v.background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).minimumScaleFactor(min)),
                            source: "\(s).background(LinearGradient(...)).minimumScaleFactor(\(num(min)))")
        default:
            let l = length()
            return FuzzView(view: AnyView(v.padding(.horizontal, l)), source: "\(s).padding(.horizontal, \(num(l)))")
        }
    }

    private mutating func view(depth: Int) -> FuzzView {
        if depth >= maxDepth { return leaf() }
        switch rng.int(10) {
        case 0, 1, 2: return leaf()
        case 3, 4, 5: return container(depth: depth)
        default: return modified(depth: depth)
        }
    }
}

/// A custom layout that does what user layouts sometimes do: report non-finite or negative sizes,
/// place subviews at NaN, twice, far away, or not at all.
package struct HostileLayout: Layout {
    package static let modes = 6
    package let mode: Int
    package let value: CGFloat

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        switch mode {
        case 0: return proposal.replacingUnspecifiedDimensions()
        case 1: return CGSize(width: value, height: value)
        case 2:
            // The sum of the ideal sizes, as a naive stack would.
            return subviews.reduce(CGSize.zero) { s, v in
                let c = v.sizeThatFits(.unspecified)
                return CGSize(width: s.width + c.width, height: max(s.height, c.height))
            }
        case 3: return CGSize(width: proposal.width ?? value, height: .nan)
        default: return proposal.replacingUnspecifiedDimensions(by: CGSize(width: value, height: -value))
        }
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, s) in subviews.enumerated() {
            switch mode {
            case 0: s.place(at: CGPoint(x: bounds.minX + CGFloat(i) * value, y: bounds.minY), proposal: proposal)
            case 1: if i % 2 == 0 { s.place(at: bounds.origin, anchor: .center, proposal: ProposedViewSize(width: value, height: nil)) }
            case 2:
                s.place(at: bounds.origin, proposal: .zero)
                s.place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: .infinity)
            case 3: s.place(at: CGPoint(x: CGFloat.nan, y: bounds.midY), proposal: .unspecified)
            case 4: s.dimensions(in: proposal).width.isNaN ? () : s.place(at: CGPoint(x: value, y: -value), anchor: .bottom, proposal: proposal)
            default: break  // never placed: centred by the engine
            }
        }
    }

    package func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        mode == 4 ? value : nil
    }
}
