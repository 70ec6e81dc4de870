import Foundation

// What the accessibility modifiers and the built-in controls record on a resolved view: its
// label, value, hint, traits, how it treats its children. The element tree is built from these
// and the layout's frames after layout (AccessibilityTree.swift; docs/accessibility.md).

/// The traits of one accessibility element, as UIKit's `UIAccessibilityTraits` bits (the private
/// ones VoiceOver reads included), so that they encode by the names AccessibilitySnapshot's model
/// uses.
package struct ElementTraits: OptionSet, Hashable, Sendable {
    package let rawValue: UInt64
    package init(rawValue: UInt64) { self.rawValue = rawValue }

    package static let button = ElementTraits(rawValue: 1 << 0)
    package static let link = ElementTraits(rawValue: 1 << 1)
    package static let image = ElementTraits(rawValue: 1 << 2)
    package static let selected = ElementTraits(rawValue: 1 << 3)
    package static let playsSound = ElementTraits(rawValue: 1 << 4)
    package static let keyboardKey = ElementTraits(rawValue: 1 << 5)
    package static let staticText = ElementTraits(rawValue: 1 << 6)
    package static let summaryElement = ElementTraits(rawValue: 1 << 7)
    package static let notEnabled = ElementTraits(rawValue: 1 << 8)
    package static let updatesFrequently = ElementTraits(rawValue: 1 << 9)
    package static let searchField = ElementTraits(rawValue: 1 << 10)
    package static let startsMediaSession = ElementTraits(rawValue: 1 << 11)
    package static let adjustable = ElementTraits(rawValue: 1 << 12)
    package static let allowsDirectInteraction = ElementTraits(rawValue: 1 << 13)
    package static let causesPageTurn = ElementTraits(rawValue: 1 << 14)
    package static let tabBar = ElementTraits(rawValue: 1 << 15)
    package static let header = ElementTraits(rawValue: 1 << 16)
    package static let textEntry = ElementTraits(rawValue: 1 << 18)
    package static let isEditing = ElementTraits(rawValue: 1 << 21)
    package static let secureTextField = ElementTraits(rawValue: 1 << 24)
    package static let backButton = ElementTraits(rawValue: 1 << 27)
    package static let tabBarItem = ElementTraits(rawValue: 1 << 28)
    package static let textArea = ElementTraits(rawValue: 1 << 47)
    package static let switchButton = ElementTraits(rawValue: 1 << 53)

    /// Each trait with its name in the JSON, in the order names are listed.
    package static let names: [(ElementTraits, String)] = [
        (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"), (.playsSound, "playsSound"),
        (.keyboardKey, "keyboardKey"), (.staticText, "staticText"), (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
        (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"), (.startsMediaSession, "startsMediaSession"),
        (.adjustable, "adjustable"), (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.header, "header"), (.tabBar, "tabBar"), (.textEntry, "textEntry"), (.isEditing, "isEditing"), (.secureTextField, "secureTextField"),
        (.backButton, "backButton"), (.tabBarItem, "tabBarItem"), (.textArea, "textArea"), (.switchButton, "switchButton"),
    ]

    /// The names of the traits set, in `names`' order.
    package var traitNames: [String] { Self.names.filter { contains($0.0) }.map(\.1) }

    /// SwiftUI's public traits as UIKit's.
    init(_ t: AccessibilityTraits) {
        let pairs: [(AccessibilityTraits, ElementTraits)] = [
            (.isButton, .button), (.isHeader, .header), (.isSelected, .selected), (.isLink, .link), (.isImage, .image),
            (.isStaticText, .staticText), (.isSearchField, .searchField), (.isToggle, [.button, .switchButton]), (.isModal, []),
            (.updatesFrequently, .updatesFrequently), (.playsSound, .playsSound), (.startsMediaSession, .startsMediaSession),
            (.allowsDirectInteraction, .allowsDirectInteraction), (.causesPageTurn, .causesPageTurn), (.isSummaryElement, .summaryElement),
            (.isKeyboardKey, .keyboardKey), (.isTabBar, .tabBar),
        ]
        self = pairs.reduce(into: ElementTraits()) { out, p in if t.contains(p.0) { out.formUnion(p.1) } }
    }
}

/// What a built-in view is to accessibility, set where the view is made: its element's traits
/// and, where the view's own content does not say it, its label and value.
package enum AccessibilityRole {
    /// A button (and a `NavigationLink` row, a menu, a picker's button): its label's text.
    case button
    /// A link: its label's text.
    case link
    /// A switch: value "1" or "0".
    case toggle(isOn: Bool)
    /// A slider, stepper or other adjustable control, with its value as iOS says it ("50%").
    case adjustable(value: String?)
    /// A text field: its title as the label, its text as the value.
    case textField(title: String, text: String, secure: Bool)
    /// An image: a label (nil: none; the image is still an element, as an unlabelled image is).
    case image(label: String?)
    /// A heading: a navigation title, a list section's header.
    case header
    /// A tab of a tab bar: `index` of `count`, from 1.
    case tab(index: Int, count: Int, selected: Bool)
    /// A segment of a segmented control: a button, `index` of `count`.
    case segment(index: Int, count: Int, selected: Bool)
    /// A search field: its prompt as the label, its text as the value.
    case search(prompt: String, text: String)
    /// A progress indicator, with its value ("50%").
    case progress(value: String?)
}

/// What accessibility modifiers set on one resolved view. A nearer (inner) modifier's label,
/// value, hint and identifier win over an outer one's ([INF]); traits add up.
package struct AccessibilityAttributes {
    package var role: AccessibilityRole?
    package var label: String?
    package var value: String?
    package var hint: String?
    package var identifier: String?
    package var inputLabels: [String] = []
    package var addTraits = ElementTraits()
    package var removeTraits = ElementTraits()
    /// `accessibilityHidden(true)`; an image made with `Image(decorative:)`.
    package var hidden = false
    /// `accessibilityElement(children:)`: `ignore`, `combine` or `contain`.
    package var children: String?
    package var sortPriority: Double?
    package var actions: [String] = []
    package var rotors: [String] = []
    /// `accessibilityRepresentation`: the views whose element stands for this one.
    var representation: [Node]?
    /// Whether the view's touch target is a list row's or a bar's, which iOS makes at least 44
    /// points tall, rather than its own frame.
    package var targetIsRowOrBar = false
    /// A list's row: a row of one element gives it the row's frame, as a table cell is.
    package var isListRow = false

    /// Whether a modifier said anything the element reads (a view that says something is an
    /// element even when it draws a shape).
    var saysSomething: Bool {
        label != nil || value != nil || hint != nil || identifier != nil || !addTraits.isEmpty || !actions.isEmpty || !inputLabels.isEmpty
    }

    package init() {}

    /// These attributes with `outer`'s where these set none (an outer modifier applies to a view
    /// that already has inner ones).
    func under(_ outer: AccessibilityAttributes) -> AccessibilityAttributes {
        var a = self
        a.role = role ?? outer.role
        a.label = label ?? outer.label
        a.value = value ?? outer.value
        a.hint = hint ?? outer.hint
        a.identifier = identifier ?? outer.identifier
        a.inputLabels = inputLabels.isEmpty ? outer.inputLabels : inputLabels
        a.addTraits.formUnion(outer.addTraits)
        a.removeTraits.formUnion(outer.removeTraits)
        a.hidden = hidden || outer.hidden
        a.children = children ?? outer.children
        a.sortPriority = sortPriority ?? outer.sortPriority
        a.actions = actions + outer.actions
        a.rotors = rotors + outer.rotors
        a.representation = representation ?? outer.representation
        a.targetIsRowOrBar = targetIsRowOrBar || outer.targetIsRowOrBar
        a.isListRow = isListRow || outer.isListRow
        return a
    }
}

/// The modifier every accessibility modifier is: it records what it sets on each view of its
/// content, without a layout node of its own.
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    let edit: (inout AccessibilityAttributes, EnvironmentValues) -> Void
    let resolveRepresentation: ((ResolveContext) -> [Node])?

    init(_ edit: @escaping (inout AccessibilityAttributes, EnvironmentValues) -> Void) {
        self.edit = edit
        resolveRepresentation = nil
    }

    init(representation: @escaping (ResolveContext) -> [Node]) {
        edit = { _, _ in }
        resolveRepresentation = representation
    }

    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }

    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        var mine = AccessibilityAttributes()
        edit(&mine, ctx.environment)
        if mine.role != nil { mine.targetIsRowOrBar = mine.targetIsRowOrBar || ctx.environment.isInListRow || ctx.environment.isInBar }
        if let resolveRepresentation { mine.representation = resolveRepresentation(ctx.withoutStack()) }
        return content(ctx).map { $0.withAccessibility(mine) }
    }
}

/// A node's accessibility attributes behind one reference, so that the nodes without any (nearly
/// all) stay small and a modifier's copy of a node's attributes copies a pointer.
final class AccessibilityRecord {
    let value: AccessibilityAttributes
    init(_ value: AccessibilityAttributes) { self.value = value }
}

extension Node {
    /// The node with `outer` recorded beneath what it already has.
    func withAccessibility(_ outer: AccessibilityAttributes) -> Node {
        with { $0.accessibility = AccessibilityRecord($0.accessibility.map { $0.value.under(outer) } ?? outer) }
    }

    /// The node with `role` recorded (a built-in view's).
    func withAccessibilityRole(_ role: AccessibilityRole) -> Node {
        var a = AccessibilityAttributes()
        a.role = role
        return withAccessibility(a)
    }
}

nonisolated extension View {
    /// The view with accessibility attributes edited by `edit`.
    func accessibilityAttributes(_ edit: @escaping (inout AccessibilityAttributes, EnvironmentValues) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(edit))
    }
}

/// What `view` says to accessibility in `environment` (its texts, else its images' labels), for
/// a control whose label is a view not drawn (a slider's).
func accessibilityText<V: View>(of view: V, in environment: EnvironmentValues) -> String? {
    var summary = Summary()
    for node in resolveView(view, ResolveContext(environment: environment, stackAxis: nil)) { summary.add(node) }
    return summary.label
}

extension Text {
    /// The text's string as it is shown in `environment` (formatted, localized), for labels.
    func accessibilityString(in environment: EnvironmentValues) -> String { localized(in: environment).0 }

    /// The text's string as written, where there is no environment to format it in.
    var plainContent: String { parts.map { $0.map(\.plainContent).joined() } ?? content }
}
