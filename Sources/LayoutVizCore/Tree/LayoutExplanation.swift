import Foundation

// Why each view has its size: the proposal its parent made in the final pass, the size it
// answered, where it was placed, and the rule of its construct that decided the size, read from
// the layout tree and (for ViewThatFits' candidates) from the engine's remembered sizes. Nothing
// is recorded while laying out, so explaining costs nothing when nobody asks.
// docs/inspector.md describes the rules and how `layoutviz explain` prints them.

/// One view of a laid-out tree, as the negotiation left it.
public struct LayoutStep: Sendable, Equatable, Codable {
    /// The view's path from the root: custom view names or kinds, numbered among equal siblings
    /// (`AdaptiveLayoutView/GeometryReader/VStack/frame`).
    public let path: String
    /// 0 for the root.
    public let depth: Int
    /// The view's kind (`VStack`, `frame`, `Text`...) and parameters (`height: 400`).
    public let kind: String
    public let detail: String
    /// The custom view whose body produced the view, if any.
    public let viewName: String?
    /// What the parent proposed in the final pass (nil: "your ideal size" on that axis).
    public let proposal: ProposedViewSize
    /// The size the view answered, and where the parent placed it (screen points, unrounded).
    public let frame: CGRect
    /// The rule that decided the size, in words with the numbers (`height clamped to maxHeight 400
    /// (offered 759)`); "" where the construct has nothing to say beyond its children.
    public let rule: String
    /// Every distinct question the view was asked during the layout, in order, when probes were
    /// traced (`layoutviz explain --probes`); empty otherwise, and for leaves and fixed frames,
    /// which answer before the engine records (a colour fills whatever it is offered).
    public var probes: [LayoutProbe] = []

    /// The JSON form, as `layoutviz explain --json` prints it and workers send it: the proposal
    /// and the frame as objects, a nil proposal axis and an empty `detail`, `view` and `probes`
    /// left out.
    private struct Form: Codable {
        var path: String, depth: Int, kind: String, detail: String?, view: String?
        var proposal: Axes, frame: Box, rule: String, probes: [LayoutProbe]?
    }

    public func encode(to encoder: Encoder) throws {
        try Form(path: path, depth: depth, kind: kind, detail: detail.isEmpty ? nil : detail, view: viewName, proposal: Axes(proposal),
                 frame: Box(frame), rule: rule, probes: probes.isEmpty ? nil : probes).encode(to: encoder)
    }

    public init(from decoder: Decoder) throws {
        let f = try Form(from: decoder)
        self.init(path: f.path, depth: f.depth, kind: f.kind, detail: f.detail ?? "", viewName: f.view, proposal: f.proposal.proposal,
                  frame: f.frame.rect, rule: f.rule)
        probes = f.probes ?? []
    }

    package init(path: String, depth: Int, kind: String, detail: String, viewName: String?, proposal: ProposedViewSize, frame: CGRect, rule: String) {
        self.path = path
        self.depth = depth
        self.kind = kind
        self.detail = detail
        self.viewName = viewName
        self.proposal = proposal
        self.frame = frame
        self.rule = rule
    }
}

/// One question a view was asked while its parent sized it: a proposal, the answer, and how
/// many times it was asked (the engine remembers answers, so repeats cost nothing).
public struct LayoutProbe: Sendable, Equatable, Codable {
    public let proposal: ProposedViewSize
    public let size: CGSize
    public var count: Int

    public init(proposal: ProposedViewSize, size: CGSize, count: Int = 1) {
        self.proposal = proposal
        self.size = size
        self.count = count
    }

    private struct Form: Codable {
        var proposal: Axes, size: Axes, count: Int
    }

    public func encode(to encoder: Encoder) throws {
        try Form(proposal: Axes(proposal), size: Axes(ProposedViewSize(size)), count: count).encode(to: encoder)
    }

    public init(from decoder: Decoder) throws {
        let f = try Form(from: decoder)
        self.init(proposal: f.proposal.proposal, size: CGSize(width: f.size.width ?? 0, height: f.size.height ?? 0), count: f.count)
    }
}

/// A width and a height, either possibly nil, as JSON: `{"width": 402, "height": 778}`.
private struct Axes: Codable {
    var width: Double?, height: Double?
    init(_ p: ProposedViewSize) {
        width = p.width.map(Double.init)
        height = p.height.map(Double.init)
    }
    var proposal: ProposedViewSize { ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }) }
}

/// A frame as JSON: `{"x": 0, "y": 62, "width": 402, "height": 389}`.
private struct Box: Codable {
    var x, y, width, height: Double
    init(_ r: CGRect) { (x, y, width, height) = (r.minX, r.minY, r.width, r.height) }
    var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

extension [LayoutStep] {
    /// The steps as JSON that `decodedSteps(_:)` reads back (non-finite numbers as strings);
    /// `readable`: indented, keys sorted, as `layoutviz explain --json` prints it.
    public func encodedSteps(readable: Bool = false) throws -> Data {
        let e = JSONEncoder()
        if readable { e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] }
        e.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try e.encode(self)
    }

    /// Steps from `encodedSteps()`.
    public static func decodedSteps(_ data: Data) throws -> [LayoutStep] {
        let d = JSONDecoder()
        d.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try d.decode([LayoutStep].self, from: data)
    }
}

extension LayoutTree {
    /// Every view of the tree, depth first, with its proposal, answer, frame and deciding rule.
    public func explanation() -> [LayoutStep] {
        let asked = probesByNode()
        var out: [LayoutStep] = []
        var stack: [(LayoutNode, String, Int)] = [(root, root.pathName, 0)]
        while let (n, path, depth) = stack.popLast() {
            var step = LayoutStep(path: path, depth: depth, kind: n.kind, detail: n.detail, viewName: n.viewName,
                                  proposal: n.proposal, frame: n.frame, rule: n.sizeRule)
            step.probes = asked[n.nodeID] ?? []
            out.append(step)
            let children = n.children
            let labels = LayoutNode.pathLabels(children.map(\.pathName))
            for (child, label) in zip(children, labels).reversed() { stack.append((child, path + "/" + label, depth + 1)) }
        }
        return out
    }

    /// The traced probes of each node: distinct proposals in the order first asked, counted.
    private func probesByNode() -> [Int32: [LayoutProbe]] {
        guard let engine = root.arena.engine, engine.tracesProbes else { return [:] }
        var out: [Int32: [LayoutProbe]] = [:]
        for r in engine.probes {
            var list = out[r.id] ?? []
            if let i = list.firstIndex(where: { $0.proposal == r.proposal }) {
                list[i].count += 1
            } else {
                list.append(LayoutProbe(proposal: r.proposal, size: r.size))
            }
            out[r.id] = list
        }
        return out
    }
}

extension LayoutNode {
    /// The rule that decided this view's size, from its construct's parameters, its proposal, its
    /// size and its children's sizes.
    var sizeRule: String {
        guard let node else { return "" }
        let p = proposal, size = frame.size
        let content = children.first?.frame.size
        switch node.kind {
        case .flexFrame(let f):
            let rules = [Self.flexRule("width", p.width, size.width, content?.width, f.minWidth, f.maxWidth),
                         Self.flexRule("height", p.height, size.height, content?.height, f.minHeight, f.maxHeight)].compactMap { $0 }
            return rules.joined(separator: "; ")
        case .frame(let f):
            var parts: [String] = []
            if let w = f.width { parts.append("width fixed at \(formatLength(w))") }
            if let h = f.height { parts.append("height fixed at \(formatLength(h))") }
            if let c = content, c != size { parts.append("content \(Self.sizeText(c)) inside") }
            return parts.joined(separator: "; ")
        case .fixedSize(let h, let v):
            let axes = h && v ? "both axes" : h ? "width" : "height"
            return "ideal size on \(axes): proposes nil to its content whatever it is offered"
        case .geometryReader:
            return "takes the whole proposal (\(Self.proposalText(p)))"
        case .viewThatFits(let axes):
            return viewThatFitsRule(axes)
        case .spacer(let minLength, _):
            return "flexible: the space its stack left" + (minLength.map { ", at least \(formatLength($0))" } ?? "")
        case .leaf(.color), .leaf(.shape), .leaf(.paint):
            return p.width == nil || p.height == nil ? "fills the proposal (10 on an axis proposed nil)" : "fills the proposal"
        case .text:
            guard let request = textRequest else { return "" }
            if let w = request.wrapWidth { return "wrapped at width \(formatLength(w))" + (request.maxLines.map { ", at most \($0) lines" } ?? "") }
            return "one line at its ideal width"
        case .stack(let axis, _, let spacing):
            let along = axis == .vertical ? "height" : "width"
            let n = childCount
            if n <= 1 { return n == 0 ? "empty" : "its child's \(along)" }
            let sum = "\(n) children's \(along)s + " + (spacing.map { "spacing \(formatLength($0))" } ?? "default spacing") + " between them"
            // How the space was shared: by layout priority where a child sets one, else the least
            // flexible child first (docs/layout/stacks.md).
            let priorities = Set(children.map { $0.node?.explicitPriority ?? 0 })
            return sum + (priorities.count > 1 ? "; shared by layoutPriority (\(priorities.sorted(by: >).map { formatLength(CGFloat($0)) }.joined(separator: " > "))), then the least flexible child first"
                                               : "; shared out least flexible child first")
        case .padding:
            return content.map { "content \(Self.sizeText($0)) + insets" } ?? ""
        case .secondary(_, let isOverlay):
            return "the primary's size; the \(isOverlay ? "overlay" : "background") is offered that size"
        case .ignoresSafeArea:
            return "expanded into the safe area on its ignored edges"
        case .scroll(let axes, let options):
            let rest = options.initialOffset.map { "; at rest with its content's point (\(formatLength($0.x)), \(formatLength($0.y))) at its own (defaultScrollAnchor)" } ?? ""
            return "takes the proposal; content proposed nil \(axes == .vertical ? "vertically" : axes == .horizontal ? "horizontally" : "on both axes")" + rest
        case .image(let i):
            return i.resizable ? "resizable: fills the proposal" : "its own size"
        default:
            return ""
        }
    }

    /// One axis of a flexible frame: clamped, raised, filling, or the content's.
    private static func flexRule(_ axis: String, _ offered: CGFloat?, _ size: CGFloat, _ content: CGFloat?, _ min: CGFloat?, _ max: CGFloat?) -> String? {
        let offer = offered.map { "offered \(formatLength($0))" } ?? "offered nil"
        if let max, max.isFinite, abs(size - max) < 0.001, offered.map({ $0 > max }) ?? (content.map { $0 > max } ?? false) {
            return "\(axis) clamped to max\(axis.prefix(1).uppercased())\(axis.dropFirst()) \(formatLength(max)) (\(offer))"
        }
        if let min, abs(size - min) < 0.001, offered.map({ $0 < min }) ?? (content.map { $0 < min } ?? false) {
            return "\(axis) raised to min\(axis.prefix(1).uppercased())\(axis.dropFirst()) \(formatLength(min)) (\(offer))"
        }
        if max == .infinity, let offered, abs(size - offered) < 0.001 {
            return "\(axis) takes the offer \(formatLength(offered)) (max\(axis.prefix(1).uppercased())\(axis.dropFirst()): .infinity)"
        }
        if min == nil && max == nil { return nil }
        if let content, abs(size - content) < 0.001 { return "\(axis) of its content, \(formatLength(content)), within its bounds" }
        return "\(axis) \(formatLength(size)) within its bounds (\(offer))"
    }

    /// ViewThatFits: each candidate's ideal size and whether it fits; the chosen one is placed.
    private func viewThatFitsRule(_ axes: Axis.Set) -> String {
        guard let engine = arena.engine else { return "" }
        let id = nodeID
        let p = proposal
        let count = engine.nodes[id].childCount
        guard count > 0 else { return "no candidates" }
        let chosen = engine.fittingChild(id, p)
        var parts: [String] = []
        for k in 0..<count {
            let c = engine.child(id, k)
            let ideal = engine.size(c, .unspecified)
            let name = engine.objects[Int(c)].viewName ?? engine.objects[Int(c)].kindName
            let fitsH = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 + 0.0001 } ?? true
            let fitsV = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 + 0.0001 } ?? true
            let verdict = fitsH && fitsV ? "fits" : !fitsH ? "wider than \(formatLength(p.width ?? 0))" : "taller than \(formatLength(p.height ?? 0))"
            parts.append("\(name) ideal \(Self.sizeText(ideal)) \(verdict)" + (c == chosen ? " — chosen" : ""))
        }
        return "first candidate whose ideal size fits: " + parts.joined(separator: "; ")
    }

    package static func sizeText(_ s: CGSize) -> String { "\(formatLength(s.width))×\(formatLength(s.height))" }

    /// A proposal as `393×759`, with `nil` for an unspecified axis.
    package static func proposalText(_ p: ProposedViewSize) -> String {
        "\(p.width.map { formatLength($0) } ?? "nil")×\(p.height.map { formatLength($0) } ?? "nil")"
    }
}
