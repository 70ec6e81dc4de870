import Foundation

// SwiftUI's accessibility modifiers. Each records what it sets on the views it modifies
// (AccessibilityAttributes.swift); `layoutviz elements`, `--accessibility` pictures and
// `check --accessibility` read them (docs/accessibility.md). None changes layout or drawing.

nonisolated extension View {
    /// Sets the label VoiceOver reads for the view's element.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let s = String(label)
        return accessibilityAttributes { a, _ in a.label = s }
    }
    /// Sets the label VoiceOver reads for the view's element.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttributes { a, env in a.label = label.accessibilityString(in: env) }
    }
    /// Sets the label VoiceOver reads, from a localized key.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(Text(labelKey))
    }
    /// Sets the hint VoiceOver reads after a pause.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let s = String(hint)
        return accessibilityAttributes { a, _ in a.hint = s }
    }
    /// Sets the hint VoiceOver reads after a pause.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttributes { a, env in a.hint = hint.accessibilityString(in: env) }
    }
    /// Sets the hint, from a localized key.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(Text(hintKey))
    }
    /// Sets the element's value (a slider's "50%", a rating's "4 stars").
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let s = String(value)
        return accessibilityAttributes { a, _ in a.value = s }
    }
    /// Sets the element's value.
    public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttributes { a, env in a.value = value.accessibilityString(in: env) }
    }
    /// Sets the element's value, from a localized key.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(Text(valueKey))
    }
    /// Sets the identifier UI tests find the element by (not read aloud).
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttributes { a, _ in a.identifier = identifier }
    }
    /// Hides the view and everything in it from accessibility when `hidden`.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttributes { a, _ in a.hidden = hidden }
    }
    /// Makes the view one element: its children ignored (`.ignore`), merged into it (`.combine`),
    /// or kept as elements grouped in it (`.contain`).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttributes { a, _ in a.children = children.name }
    }
    /// Adds traits to the element.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttributes { a, _ in a.addTraits.formUnion(ElementTraits(traits)) }
    }
    /// Removes traits from the element.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttributes { a, _ in a.removeTraits.formUnion(ElementTraits(traits)) }
    }
    /// Orders the element among its container's: higher first; equal priorities by position.
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttributes { a, _ in a.sortPriority = sortPriority }
    }
    /// Adds an action of `actionKind` (the default action, escape, magic tap...): recorded, not listed.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttributes { _, _ in }
    }
    /// Adds a custom action VoiceOver lists in its Actions rotor.
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let s = String(name)
        return accessibilityAttributes { a, _ in a.actions.append(s) }
    }
    /// Adds a custom action named by `name`.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttributes { a, env in a.actions.append(name.accessibilityString(in: env)) }
    }
    /// Makes the element adjustable (swipe up or down).
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttributes { a, _ in a.addTraits.insert(.adjustable) }
    }
    /// Gives the view the element of `representation` (its label, value and traits), at the view's frame.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let r = representation()
        return modifier(AccessibilityAttachmentModifier(representation: { ctx in resolveView(r, ctx) }))
    }
    /// Marks the element a heading (VoiceOver's rotor moves between headings).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttributes { a, _ in a.addTraits.insert(.header) }
    }
    /// Sets the names Voice Control and Full Keyboard Access accept for the element.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttributes { a, env in a.inputLabels = inputLabels.map { $0.accessibilityString(in: env) } }
    }
    /// Sets the input labels from strings.
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let labels = inputLabels.map { String($0) }
        return accessibilityAttributes { a, _ in a.inputLabels = labels }
    }
    /// Adds a VoiceOver rotor named `label`; its entries are not listed.
    public func accessibilityRotor<C: AccessibilityRotorContent>(_ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> C) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttributes { a, env in a.rotors.append(label.accessibilityString(in: env)) }
    }
    /// Adds a VoiceOver rotor named by a key.
    public func accessibilityRotor<C: AccessibilityRotorContent>(_ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> C) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityRotor(Text(labelKey), entries: entries)
    }
    /// Adds a VoiceOver rotor named `label`.
    public func accessibilityRotor<L: StringProtocol, C: AccessibilityRotorContent>(_ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> C) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let s = String(label)
        return accessibilityAttributes { a, _ in a.rotors.append(s) }
    }

    // The older API (iOS 13).

    /// Sets the label (the older API).
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityLabel(label) }
    /// Sets the hint (the older API).
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityHint(hint) }
    /// Hides the view from accessibility (the older API).
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityHidden(hidden) }
    /// Adds traits (the older API).
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAddTraits(traits) }
    /// Removes traits (the older API).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityRemoveTraits(traits) }
    /// Sets the value (the older API).
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityValue(value) }
    /// Sets the identifier (the older API).
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityIdentifier(identifier) }
    /// Sets the sort priority (the older API).
    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilitySortPriority(sortPriority) }
}
