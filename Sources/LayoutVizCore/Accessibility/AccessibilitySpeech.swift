import Foundation

// What VoiceOver says for an element, and the element in the JSON form of AccessibilitySnapshot's
// portable model (docs/accessibility.md, "What VoiceOver says" and "JSON").

extension AccessibilityElementRecord {
    /// What VoiceOver reads on reaching the element (US English): the label, then ": value";
    /// "Selected: " before a selected element; then the traits' words ("Button.", "Heading.",
    /// "Switch Button. On.", "Tab.", "Adjustable."...); a tab's "1 of 3." last. An element with
    /// nothing else says its hint.
    public var spokenDescription: String {
        var text = label ?? ""
        let isSwitch = traits.contains(.switchButton)
        if let value, !value.isEmpty, !(isSwitch && ["0", "1", "2"].contains(value)) {
            text = text.isEmpty ? value : text + ": " + value
        }
        if traits.contains(.selected) { text = text.isEmpty ? "Selected." : "Selected: " + text }
        var words: [String] = []
        if traits.contains(.notEnabled) { words.append("Dimmed.") }
        if traits.contains(.button) && traits.isDisjoint(with: [.keyboardKey, .switchButton, .tabBarItem, .backButton]) { words.append("Button.") }
        if traits.contains(.backButton) { words.append("Back Button.") }
        if isSwitch {
            if traits.contains(.button) { words.append("Switch Button.") }
            switch value {
            case "1": words.append("On.")
            case "0": words.append("Off.")
            case "2": words.append("Mixed.")
            default: break
            }
        }
        if traits.contains(.tabBarItem) { words.append("Tab.") }
        if traits.contains(.textEntry) { words.append(traits.contains(.secureTextField) ? "Secure Text Field." : "Text Field.") }
        if traits.contains(.header) { words.append("Heading.") }
        if traits.contains(.link) { words.append("Link.") }
        if traits.contains(.adjustable) { words.append("Adjustable.") }
        if traits.contains(.image) { words.append("Image.") }
        if traits.contains(.searchField) { words.append("Search Field.") }
        if text.isEmpty, let hint, !hint.isEmpty { text = hint }
        if !words.isEmpty {
            text = text.isEmpty ? words.joined(separator: " ") : text + (text.hasSuffix(".") ? " " : ". ") + words.joined(separator: " ")
        }
        if let series { text += " \(series.index) of \(series.count)." }
        return text
    }

    /// The hint VoiceOver reads after a pause: the author's, with how to use an adjustable
    /// element, a switch or a text field added. Nil when the hint became the description.
    public var spokenHint: String? {
        let own = (label ?? "").isEmpty && (value ?? "").isEmpty ? nil : hint.flatMap { $0.isEmpty ? nil : $0 }
        let usage: String?
        if traits.contains(.adjustable) {
            usage = "Swipe up or down with one finger to adjust the value."
        } else if traits.contains(.switchButton) {
            usage = "Double tap to toggle setting."
        } else if traits.contains(.textEntry) {
            usage = "Double tap to edit."
        } else {
            usage = nil
        }
        switch (own, usage) {
        case (let h?, let u?): return (h.hasSuffix(".") ? String(h.dropLast()) : h) + ". " + u
        case (let h?, nil): return h
        case (nil, let u?): return u
        case (nil, nil): return nil
        }
    }

    /// Whether the element does something when activated (a control, not text or an image).
    public var respondsToUserInteraction: Bool {
        !traits.isDisjoint(with: [.button, .link, .adjustable, .switchButton, .textEntry, .tabBarItem, .searchField]) || !actions.isEmpty
    }
}

/// One element in the JSON of AccessibilitySnapshot's portable model (`AccessibilitySnapshotModel`'s
/// `AccessibilityElement`: the same field names and types, so that its decoder reads LayoutViz's
/// output), plus `path`, the view the element comes from.
public struct AccessibilitySnapshotElement: Codable, Equatable, Sendable {
    /// A frame shape: `{"type": "frame", "frame": [[x, y], [width, height]]}`.
    public struct Shape: Codable, Equatable, Sendable {
        /// Always "frame".
        public var type: String
        /// `[[x, y], [width, height]]` in screen points.
        public var frame: [[Double]]
    }
    /// A custom rotor: its name, no result markers listed, no limit.
    public struct Rotor: Codable, Equatable, Sendable {
        /// The rotor's name.
        public var name: String
        /// Its results (none are listed).
        public var resultMarkers: [String]
        /// The model's result limit: `{"none": {}}`.
        public var limit: [String: [String: String]]
    }
    /// Custom content (none is recorded).
    public struct CustomContent: Codable, Equatable, Sendable {
        /// The content's label.
        public var label: String
        /// The content's value.
        public var value: String
        /// Whether VoiceOver reads it without being asked.
        public var isImportant: Bool
    }

    /// What VoiceOver says on reaching the element.
    public var description: String
    /// The label.
    public var label: String?
    /// The value.
    public var value: String?
    /// The traits' names (`button`, `header`, `switchButton`...).
    public var traits: [String]
    /// The identifier UI tests find the element by.
    public var identifier: String?
    /// The hint VoiceOver reads after a pause, with the trait's usage.
    public var hint: String?
    /// The input labels, when any.
    public var userInputLabels: [String]?
    /// The element's frame.
    public var shape: Shape
    /// Where VoiceOver activates it: `[x, y]`, the frame's centre.
    public var activationPoint: [Double]
    /// Always true: the activation point is the frame's centre.
    public var usesDefaultActivationPoint: Bool
    /// The custom actions' names.
    public var customActions: [String]
    /// Custom content (none is recorded).
    public var customContent: [CustomContent]
    /// Custom rotors, by name.
    public var customRotors: [Rotor]
    /// The language VoiceOver speaks the element in (none set).
    public var accessibilityLanguage: String?
    /// Whether the element does something when activated.
    public var respondsToUserInteraction: Bool
    /// LayoutViz's addition: the path of the view the element comes from.
    public var path: String

    /// The element as the model writes it.
    public init(_ e: AccessibilityElementRecord) {
        func n(_ v: CGFloat) -> Double { v == 0 ? 0 : Double(v) }  // no "-0" in the output
        description = e.spokenDescription
        label = e.label
        value = e.value
        traits = e.traitNames
        identifier = e.identifier
        hint = e.spokenHint
        userInputLabels = e.inputLabels.isEmpty ? nil : e.inputLabels
        shape = Shape(type: "frame", frame: [[n(e.frame.minX), n(e.frame.minY)], [n(e.frame.width), n(e.frame.height)]])
        activationPoint = [n(e.activationPoint.x), n(e.activationPoint.y)]
        usesDefaultActivationPoint = true
        customActions = e.actions
        customContent = []
        customRotors = e.rotors.map { Rotor(name: $0, resultMarkers: [], limit: ["none": [:]]) }
        accessibilityLanguage = nil
        respondsToUserInteraction = e.respondsToUserInteraction
        path = e.path
    }
}

extension AccessibilityTree {
    /// The elements as the model's JSON array, keys sorted, two-space indented: the same bytes
    /// for the same layout.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(elements.map(AccessibilitySnapshotElement.init))
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// The elements read from JSON written by `json()`.
    public static func decodeSnapshot(_ data: Data) throws -> [AccessibilitySnapshotElement] {
        try JSONDecoder().decode([AccessibilitySnapshotElement].self, from: data)
    }
}
