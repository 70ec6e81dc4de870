import Foundation

// The element tree VoiceOver would read, built from a laid-out tree: which views are elements,
// what each says, and the reading order (docs/accessibility.md). Built after layout from the
// resolved views' recorded attributes and the frames; nothing here changes a node.

/// One element VoiceOver would read: what it says and where it is, in screen points.
public struct AccessibilityElementRecord: Equatable, Sendable {
    /// The label (nil: none).
    public var label: String?
    /// The value: a switch's "1" or "0", a slider's "50%", what `accessibilityValue` set.
    public var value: String?
    /// The hint as the author gave it (the spoken hint adds the trait's usage: `spokenHint`).
    public var hint: String?
    /// The identifier UI tests find the element by.
    public var identifier: String?
    package var traits: ElementTraits
    /// The names Voice Control and Full Keyboard Access accept.
    public var inputLabels: [String]
    /// The element's frame in screen points (unrounded).
    public var frame: CGRect
    /// Custom actions' names, in the order they were added.
    public var actions: [String]
    /// Custom rotors' names.
    public var rotors: [String]
    /// The path of the view the element comes from (`ContentView/VStack/Button`), as `explain` names views.
    public var path: String
    /// For a tab: its place among the bar's tabs, from 1.
    public var series: (index: Int, count: Int)?
    /// Whether the touch target is a list row's or a bar's rather than the frame.
    package var targetIsRowOrBar = false
    /// Whether the label is an image's file or symbol name, not a label given to it.
    package var labelFromName = false
    /// Whether the label came only from an SF Symbol's name (the lint's `symbol-label`).
    package var labelFromSymbol = false

    /// The traits' names in the JSON's order (`button`, `header`, `switchButton`...).
    public var traitNames: [String] { traits.traitNames }
    /// Whether the label is only SF Symbols' names: iOS may say something else, and a reader
    /// may hear a name like "square and arrow up" (`layoutviz check --accessibility`).
    public var labelIsOnlySymbolNames: Bool { labelFromSymbol }
    /// Where VoiceOver activates the element: its frame's centre.
    public var activationPoint: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// Whether two elements say the same thing at the same place, from the same view.
    public static func == (a: Self, b: Self) -> Bool {
        a.label == b.label && a.value == b.value && a.hint == b.hint && a.identifier == b.identifier && a.traits == b.traits
            && a.inputLabels == b.inputLabels && a.frame == b.frame && a.actions == b.actions && a.rotors == b.rotors && a.path == b.path
            && a.series?.index == b.series?.index && a.series?.count == b.series?.count
    }
}

/// The elements of a laid-out view in VoiceOver's reading order.
public struct AccessibilityTree {
    /// The elements, first read first.
    public let elements: [AccessibilityElementRecord]

    /// The elements of `tree` within `canvas` (elements wholly outside it, such as rows a lazy
    /// list has not made, are left out; nil: every element), read as `direction` reads: VoiceOver goes row by row
    /// from the top, each row from the leading edge; a row is the elements whose tops are less
    /// than `rowTolerance` apart (8 points on a phone, 13 on an iPad).
    public init(_ tree: LayoutTree, canvas: CGRect? = nil, rowTolerance: CGFloat = 8) {
        let builder = AccessibilityBuilder(rightToLeft: tree.screenEnvironment.layoutDirection == .rightToLeft, tolerance: rowTolerance)
        let items = LargeStack.run { builder.items(of: tree.root, path: tree.root.pathName, inherited: nil) }
        let all = builder.ordered(items)
        guard let bounds = canvas else {
            elements = all
            return
        }
        elements = all.filter { $0.frame.intersects(bounds) || $0.frame.isEmpty && bounds.contains($0.frame.origin) }
    }

    package init(elements: [AccessibilityElementRecord]) { self.elements = elements }
}

/// An element, or a group read together (`accessibilityElement(children: .contain)`).
indirect enum AccessibilityItem {
    case element(AccessibilityElementRecord, priority: Double)
    case group([AccessibilityItem], priority: Double)

    var priority: Double {
        switch self {
        case .element(_, let p), .group(_, let p): return p
        }
    }
}

struct AccessibilityBuilder {
    let rightToLeft: Bool
    let tolerance: CGFloat

    /// The items of `n`'s subtree. `inherited`: attributes set on a container that is not an
    /// element, which apply to each element inside it ([INF]).
    func items(of n: LayoutNode, path: String, inherited: AccessibilityAttributes?) -> [AccessibilityItem] {
        guard let node = n.node else { return [] }
        if case .composite(.hidden) = node.kind { return [] }
        if case .opacity(let o) = node.kind, o <= 0 { return [] }
        let own = node.accessibility
        let a = own.map { inherited.map($0.under) ?? $0 } ?? inherited
        if a?.hidden == true { return [] }
        if let a, let representation = a.representation {
            var summary = Summary()
            for r in representation { summary.add(r) }
            var record = element(a, frame: n.frame, path: path, summary: summary, role: a.role)
            if a.label == nil { record.label = summary.label }
            return [.element(record, priority: a.sortPriority ?? 0)]
        }
        if let a, own?.children != nil || own?.role != nil {
            switch a.children {
            case "contain":
                return [.group(childItems(of: n, path: path, inherited: nil), priority: a.sortPriority ?? 0)]
            case "ignore":
                return [.element(element(a, frame: n.frame, path: path, summary: nil, role: a.role), priority: a.sortPriority ?? 0)]
            default:
                // `.combine`, or a built-in control: one element merging what is inside.
                let inner = leafItems(n, path: path, nil) ?? childItems(of: n, path: path, inherited: nil)
                return [.element(element(a, frame: n.frame, path: path, summary: Summary(ordered(inner)), role: a.role), priority: a.sortPriority ?? 0)]
            }
        }
        if own?.isListRow == true {
            // A row of one element is read as its cell: the element at the row's frame.
            var inner = a
            inner?.isListRow = false
            let items = childItems(of: n, path: path, inherited: inner?.saysSomething == true ? inner : nil)
            guard items.count == 1, case .element(var e, let p) = items[0] else { return items }
            e.frame = n.frame
            return [.element(e, priority: p)]
        }
        if let leaf = leafItems(n, path: path, a) { return leaf }
        let items = childItems(of: n, path: path, inherited: a)
        if items.isEmpty, let own, own.saysSomething, let a {
            // A view with nothing to read inside (a shape, a colour) given a label, value, hint
            // or traits is an element of its own.
            return [.element(element(a, frame: n.frame, path: path, summary: nil, role: nil), priority: a.sortPriority ?? 0)]
        }
        return items
    }

    /// The element of a text or an image (nil for any other view): a text says its string, an
    /// image its label, else its name (a symbol's name in words); `Image(decorative:)` says nothing.
    private func leafItems(_ n: LayoutNode, path: String, _ a: AccessibilityAttributes?) -> [AccessibilityItem]? {
        switch n.node?.kind {
        case .text(let content)?:
            guard !content.string.isEmpty || a?.label != nil else { return [] }
            var attributes = a ?? AccessibilityAttributes()
            if attributes.label == nil { attributes.label = content.string }
            var record = element(attributes, frame: n.frame, path: path, summary: nil, role: nil)
            record.traits.insert(.staticText)
            record.traits.subtract(attributes.removeTraits)
            return [.element(record, priority: attributes.sortPriority ?? 0)]
        case .image(let image)?:
            if image.isDecorative { return [] }
            var attributes = a ?? AccessibilityAttributes()
            var fromSymbol = false, fromName = false
            if attributes.label == nil {
                attributes.label = image.accessibilityLabel ?? (image.symbol != nil ? Self.symbolLabel(image.name) : image.name)
                fromName = image.accessibilityLabel == nil
                fromSymbol = image.symbol != nil && fromName
            }
            var record = element(attributes, frame: n.frame, path: path, summary: nil, role: .image(label: attributes.label))
            record.labelFromSymbol = fromSymbol
            record.labelFromName = fromName
            return [.element(record, priority: attributes.sortPriority ?? 0)]
        default:
            return nil
        }
    }

    private func childItems(of n: LayoutNode, path: String, inherited: AccessibilityAttributes?) -> [AccessibilityItem] {
        let children = n.children
        let labels = LayoutNode.pathLabels(children.map(\.pathName))
        var out: [AccessibilityItem] = []
        for (child, label) in zip(children, labels) {
            out += items(of: child, path: path + "/" + label, inherited: inherited)
        }
        return out
    }

    /// An element of `frame` from `a`, a role and what is inside it (`summary`).
    private func element(_ a: AccessibilityAttributes, frame: CGRect, path: String, summary: Summary?, role: AccessibilityRole?) -> AccessibilityElementRecord {
        var traits = summary?.traits ?? ElementTraits()
        var label = a.label ?? summary?.label
        var value = a.value ?? summary?.value
        var series: (Int, Int)?
        var labelFromSymbol = a.label == nil && (summary?.labelFromSymbol ?? false)
        if summary != nil && role != nil { traits.remove(.staticText) }
        // A title beside an icon makes the element text, not an image.
        if let summary, !summary.texts.isEmpty || a.label != nil, role == nil { traits.remove(.image) }
        switch role {
        case .button?: traits.insert(.button); traits.remove(.image)
        case .link?: traits.insert(.link); traits.remove(.image)
        case .toggle(let on)?:
            traits.formUnion([.button, .switchButton])
            value = a.value ?? (on ? "1" : "0")
        case .adjustable(let v)?:
            traits.insert(.adjustable)
            value = a.value ?? v
        case .progress(let v)?:
            traits.insert(.updatesFrequently)
            value = a.value ?? v
        case .textField(let title, let text, let secure)?:
            traits = secure ? [.textEntry, .secureTextField] : [.textEntry]
            label = a.label ?? title
            value = a.value ?? (text.isEmpty ? nil : secure ? String(repeating: "•", count: text.count) : text)
            labelFromSymbol = false
        case .search(let prompt, let text)?:
            traits = [.searchField]
            label = a.label ?? prompt
            value = a.value ?? (text.isEmpty ? nil : text)
            labelFromSymbol = false
        case .image(let l)?:
            traits.insert(.image)
            label = a.label ?? l
        case .header?: traits.insert(.header)
        case .tab(let index, let count, let selected)?:
            traits.formUnion([.button, .tabBarItem])
            traits.remove(.image)
            if selected { traits.insert(.selected) }
            series = (index, count)
        case .segment(let index, let count, let selected)?:
            traits.insert(.button)
            if selected { traits.insert(.selected) }
            series = (index, count)
        case nil: break
        }
        traits.formUnion(a.addTraits)
        traits.subtract(a.removeTraits)
        var record = AccessibilityElementRecord(label: label, value: value, hint: a.hint, identifier: a.identifier, traits: traits, inputLabels: a.inputLabels,
                                                frame: frame, actions: a.actions + (summary?.actions ?? []), rotors: a.rotors, path: path, series: series)
        record.targetIsRowOrBar = a.targetIsRowOrBar
        if case .tab? = role { record.targetIsRowOrBar = true }
        record.labelFromSymbol = labelFromSymbol
        return record
    }

    /// SF Symbols' names as VoiceOver would say them where iOS has no label of its own ([INF]:
    /// iOS labels many symbols; the name's words stand in, without the `fill` variant).
    static func symbolLabel(_ name: String) -> String {
        let words = name.split(separator: ".")
        let kept = words.count > 1 ? words.filter { $0 != "fill" } : words
        return kept.joined(separator: " ")
    }

    // MARK: Reading order

    /// The elements of `items` in reading order: higher sort priority first; then row by row
    /// from the top, each row from the leading edge; a group where its first element would be.
    func ordered(_ items: [AccessibilityItem]) -> [AccessibilityElementRecord] {
        let keyed = items.enumerated().map { (offset: $0.offset, item: $0.element, origin: sortOrigin($0.element)) }
        let sorted = keyed.sorted { x, y in
            if x.item.priority != y.item.priority { return x.item.priority > y.item.priority }
            if precedes(x.origin, y.origin) { return true }
            if precedes(y.origin, x.origin) { return false }
            return x.offset < y.offset
        }
        return sorted.flatMap { k -> [AccessibilityElementRecord] in
            switch k.item {
            case .element(let e, _): return [e]
            case .group(let inner, _): return ordered(inner)
            }
        }
    }

    private func precedes(_ a: CGPoint, _ b: CGPoint) -> Bool {
        if a.y != b.y, abs(a.y - b.y) >= tolerance { return a.y < b.y }
        return rightToLeft ? a.x > b.x : a.x < b.x
    }

    /// Where an item sorts: an element's top-leading corner (top-trailing in a right-to-left
    /// layout, whose rows read from the right), a group's first element's.
    private func sortOrigin(_ item: AccessibilityItem) -> CGPoint {
        switch item {
        case .element(let e, _): return CGPoint(x: rightToLeft ? e.frame.maxX : e.frame.minX, y: e.frame.minY)
        case .group(let inner, _):
            return inner.map(sortOrigin).min { precedes($0, $1) } ?? CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
        }
    }
}

/// What a control's content says, merged into the control's one element: the labels of its
/// texts joined with ", " (image labels only when there is no text, as a button with a `Label`
/// reads its title alone), values joined, traits and actions gathered.
struct Summary {
    var texts: [String] = []
    var images: [String] = []
    var values: [String] = []
    var traits = ElementTraits()
    var actions: [String] = []
    var imagesFromSymbols = true

    init() {}

    init(_ elements: [AccessibilityElementRecord]) {
        for e in elements {
            if let l = e.label, !l.isEmpty {
                if e.traits.contains(.image) && !e.traits.contains(.button) {
                    images.append(l)
                    imagesFromSymbols = imagesFromSymbols && e.labelFromSymbol
                } else {
                    texts.append(l)
                }
            }
            if let v = e.value, !v.isEmpty { values.append(v) }
            traits.formUnion(e.traits)
            actions += e.actions
        }
    }

    /// Adds what a resolved (not laid out) view says: an `accessibilityRepresentation`'s.
    mutating func add(_ node: Node) {
        if node.accessibility?.hidden == true { return }
        if let a = node.accessibility {
            if let l = a.label { texts.append(l); traits.formUnion(a.addTraits); return }
            if let v = a.value { values.append(v) }
            traits.formUnion(a.addTraits)
            switch a.role {
            case .button?: traits.insert(.button)
            case .toggle(let on)?: traits.formUnion([.button, .switchButton]); values.append(on ? "1" : "0")
            case .adjustable(let v)?: traits.insert(.adjustable); if let v { values.append(v) }
            case .link?: traits.insert(.link)
            default: break
            }
        }
        switch node.kind {
        case .text(let c): texts.append(c.string)
        case .image(let i) where !i.isDecorative: images.append(i.accessibilityLabel ?? i.name)
        default: for c in node.children { add(c) }
        }
    }

    var label: String? {
        let parts = texts.isEmpty ? images : texts
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
    var value: String? { values.isEmpty ? nil : values.joined(separator: ", ") }
    /// Whether the label is made only of SF Symbols' names.
    var labelFromSymbol: Bool { texts.isEmpty && !images.isEmpty && imagesFromSymbols }
}
