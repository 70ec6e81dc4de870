import Foundation

// DatePicker in iOS's compact style, and ColorPicker (docs/controls.md, "Dates and colours").

/// Which parts of a date a picker shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Day, month and year.
    public static let date = DatePickerComponents(rawValue: 1)
    /// Hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A date picker style; every style is drawn compact [INF: the graphical calendar and the wheels
/// are not drawn yet].
public protocol DatePickerStyle: Sendable {}
/// The built-in date picker styles.
public struct _BuiltInDatePickerStyle: DatePickerStyle {}
extension DatePickerStyle where Self == _BuiltInDatePickerStyle {
    public static var automatic: _BuiltInDatePickerStyle { _BuiltInDatePickerStyle() }
    public static var compact: _BuiltInDatePickerStyle { _BuiltInDatePickerStyle() }
    public static var graphical: _BuiltInDatePickerStyle { _BuiltInDatePickerStyle() }
    public static var wheel: _BuiltInDatePickerStyle { _BuiltInDatePickerStyle() }
}

nonisolated extension View {
    /// Sets how date pickers below are drawn (all draw compact).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> Self { self }
}

/// A date and time at rest, as iOS 14+ draws the compact style: the label leading, then the date
/// and the time, each in a grey rounded pill, trailing.
///
/// The date shows in the environment's locale, time zone and calendar (en_US and Cupertino's
/// zone by default, so pictures are the same everywhere): "Jun 10, 2024" and "9:41 AM". A
/// preview that passes `Date()` draws the day it runs on.
nonisolated public struct DatePicker<Label: View>: View {
    let label: Label
    let date: Date
    let components: DatePickerComponents

    /// A picker labelled by `label`.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.label = label()
        date = selection.wrappedValue
        components = displayedComponents
    }

    /// A picker limited to a range (the range is not drawn).
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker limited to dates from a day on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker limited to dates up to a day.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar
    @Environment(\.isInListRow) private var inRow
    @Environment(\.systemLook) private var look
    @Environment(\.labelsHidden) private var labelsHidden

    /// The date in `style` for the date part, `time` for the time part.
    private func format(date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        f.calendar = calendar
        f.dateStyle = dateStyle
        f.timeStyle = timeStyle
        // ICU puts a narrow no-break space before "AM"; a plain space draws the same in Inter.
        return f.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
    }

    public var body: some View {
        let d = look.datePicker
        HStack {
            if !labelsHidden {
                label
                Spacer(minLength: d.labelGap).layoutPriority(-1)
            }
            HStack(spacing: d.pillSpacing) {
                if components.contains(.date) { DatePill(text: format(date: .medium, time: .none)) }
                if components.contains(.hourAndMinute) { DatePill(text: format(date: .none, time: .short)) }
            }
            // In a list row the pills are centred like a UIKit accessory: the row stays 44 tall.
            .listRowAccessory(inRow, look)
        }
    }
}

extension DatePicker where Label == Text {
    /// A picker titled `title`.
    public init(_ title: String, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled `title`, limited to a range.
    public init(_ title: String, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled `title`, limited to dates from a day on.
    public init(_ title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// One part of a compact date picker: 17-point text 11 points in from the sides and 6 from the
/// top and bottom of a grey rounded rectangle (tertiarySystemFill, radius 6) [INF: not measured].
nonisolated struct DatePill: View {
    let text: String
    @Environment(\.systemLook) private var look
    var body: some View {
        let d = look.datePicker
        Text(verbatim: text)
            .lineLimit(1)
            .padding(.horizontal, d.pillHorizontalPadding)
            .padding(.vertical, d.pillVerticalPadding)
            .background(look.tertiaryFill, in: RoundedRectangle(cornerRadius: d.pillRadius))
    }
}

/// A colour choice at rest: the label leading and UIKit's colour well trailing.
nonisolated public struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color

    /// A picker labelled by `label` (opacity support is not drawn).
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        color = selection.wrappedValue
    }

    @Environment(\.systemLook) private var look
    @Environment(\.labelsHidden) private var labelsHidden

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer(minLength: look.datePicker.labelGap).layoutPriority(-1)
            }
            ColorWell(color: color)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled `title`.
    public init(_ title: String, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// UIColorWell: a 28-point circle ringed by the hue wheel, a white gap, and the colour inside
/// [INF: size and ring widths not measured; the ring is an angular gradient of the hues].
nonisolated struct ColorWell: View {
    let color: Color
    @Environment(\.systemLook) private var look
    var body: some View {
        let d = look.datePicker
        Circle()
            .fill(AngularGradient(colors: d.wellHues, center: .center))
            .overlay { Circle().fill(look.raised).padding(d.wellRing) }
            .overlay { Circle().fill(color).padding(d.wellSwatchInset) }
            .frame(width: d.wellSide, height: d.wellSide)
    }
}
