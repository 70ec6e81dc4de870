import Foundation

// TextField, SecureField and TextEditor as a picture shows them: the text, or the placeholder
// in the placeholder grey, one line as wide as offered (docs/controls.md, "Text input").

/// How text fields below are drawn: `.automatic`/`.plain` (the text alone) or `.roundedBorder`.
public protocol TextFieldStyle: Sendable {
    var _rounded: Bool { get }
}

/// The built-in text field styles.
public struct _BuiltInTextFieldStyle: TextFieldStyle {
    public let _rounded: Bool
}

extension TextFieldStyle where Self == _BuiltInTextFieldStyle {
    public static var automatic: _BuiltInTextFieldStyle { _BuiltInTextFieldStyle(_rounded: false) }
    public static var plain: _BuiltInTextFieldStyle { _BuiltInTextFieldStyle(_rounded: false) }
    /// A white field with a thin grey border and 5-point corners, 34 points tall with body text.
    public static var roundedBorder: _BuiltInTextFieldStyle { _BuiltInTextFieldStyle(_rounded: true) }
}

private enum RoundedTextFieldKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var roundedTextFields: Bool {
        get { self[RoundedTextFieldKey.self] }
        set { self[RoundedTextFieldKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how text fields below are drawn.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        let rounded = style._rounded
        return modifier(_EnvironmentWritingModifier { $0.roundedTextFields = rounded })
    }
}

/// UIKit's placeholderText (light): (60, 60, 67) at 30 %.

/// One line of editable text: its text, or the prompt (else the title) as a placeholder.
nonisolated public struct TextField<Label: View>: View {
    let text: String
    let placeholder: String
    var secure = false
    /// A field of a formatted value: its text in the environment's locale.
    var formatted: ((Locale) -> String)?

    @Environment(\.roundedTextFields) private var rounded
    @Environment(\.locale) private var locale
    @Environment(\.systemLook) private var look

    public var body: some View {
        let raw = formatted?(locale) ?? text
        return field(raw).accessibilityAttributes { [placeholder, secure] a, _ in a.role = .textField(title: placeholder, text: raw, secure: secure) }
    }

    @ViewBuilder private func field(_ raw: String) -> some View {
        let shown = secure ? String(repeating: "•", count: raw.count) : raw
        // What the user typed is shown as typed (never pseudo-localised); the placeholder is a title.
        let line = (shown.isEmpty ? Text(placeholder) : Text(verbatim: shown))
            .foregroundColor(shown.isEmpty ? look.tertiaryLabel : nil)
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
        if rounded {
            // UIKit's rounded-rect field (docs/look.md, "Controls").
            let f = look.textField
            AnyView(line
                .padding(.horizontal, f.horizontalPadding)
                .frame(minHeight: f.minHeight)
                .background(look.fieldBackground, in: RoundedRectangle(cornerRadius: f.cornerRadius))
                .overlay { RoundedRectangle(cornerRadius: f.cornerRadius).strokeBorder(f.border, lineWidth: f.borderWidth) })
        } else {
            AnyView(line)
        }
    }
}

extension TextField where Label == Text {
    /// A field titled `title` showing `text`.
    public init(_ title: String, text: Binding<String>) {
        self.text = text.wrappedValue
        placeholder = title
    }

    /// A field with a prompt shown while it is empty.
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.text = text.wrappedValue
        placeholder = prompt?.content ?? title
    }

    /// A field with a multi-line axis (drawn as one line here).
    public init(_ title: String, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }

    /// A field with a localised title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey.key, text: text)
    }

    /// A field with a localised title and a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { self.init(titleKey.key, text: text, prompt: prompt) }

    /// A field with a prompt and an axis (drawn as one line).
    public init(_ title: String, text: Binding<String>, prompt: Text?, axis: Axis) { self.init(title, text: text, prompt: prompt) }

    /// A field with a localised title and an axis (drawn as one line).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) { self.init(titleKey.key, text: text) }

    /// A field showing `value` formatted by `format` in the environment's locale.
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
        where F.FormatOutput == String {
        self.init(title, text: .constant(""), prompt: prompt)
        let v = value.wrappedValue
        formatted = { format.locale($0).format(v) }
    }

    /// A field showing `value` formatted by `format`, with a localised title.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
        where F.FormatOutput == String {
        self.init(titleKey.key, value: value, format: format, prompt: prompt)
    }

    /// A field showing `value` formatted by `format` (an optional value: empty when nil).
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
        where F.FormatOutput == String {
        self.init(title, text: .constant(""), prompt: prompt)
        let v = value.wrappedValue
        formatted = { locale in v.map { format.locale(locale).format($0) } ?? "" }
    }

    /// A field showing `value` formatted by `formatter`.
    public init<V>(_ title: String, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(title, text: .constant(formatter.string(for: value.wrappedValue) ?? ""), prompt: prompt)
    }

    /// A field showing `value` formatted by `formatter`, with a localised title.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(titleKey.key, value: value, formatter: formatter)
    }
}

extension TextField {
    /// A field whose label is a view (shown as the placeholder when it is a text).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let l = label()
        self.text = text.wrappedValue
        placeholder = prompt?.content ?? (l as? Text)?.content ?? ""
    }

    /// A field whose label is a view, with an axis (drawn as one line).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
    }
}

/// A text field that shows bullets instead of its text.
nonisolated public struct SecureField<Label: View>: View {
    let field: TextField<Label>
    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A secure field titled `title`.
    public init(_ title: String, text: Binding<String>) {
        var f = TextField<Text>(title, text: text)
        f.secure = true
        field = f
    }

    /// A secure field with a prompt.
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        var f = TextField<Text>(title, text: text, prompt: prompt)
        f.secure = true
        field = f
    }

    /// A secure field with a localised title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.init(titleKey.key, text: text) }
}

extension SecureField {
    /// A secure field whose label is a view.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        var f = TextField<Label>(text: text, prompt: prompt, label: label)
        f.secure = true
        field = f
    }
}

/// Editable multi-line text: its text, top-leading, filling the space offered.
nonisolated public struct TextEditor: View {
    let text: String
    /// An editor showing `text`.
    public init(text: Binding<String>) { self.text = text.wrappedValue }
    /// An editor of rich text (iOS 26): its characters, without their attributes.
    public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>? = nil) {
        self.text = String(text.wrappedValue.characters)
    }
    public var body: some View {
        Text(verbatim: text).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The selection in a rich-text editor (iOS 26); a picture shows none.
public struct AttributedTextSelection: Hashable, Sendable {
    /// No selection.
    public init() {}
}

/// The rounded-border field (the older spelling: `RoundedBorderTextFieldStyle()`).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _rounded: Bool { true }
}
/// The plain field (the older spelling).
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _rounded: Bool { false }
}
/// The system's field (the older spelling): plain.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _rounded: Bool { false }
}
