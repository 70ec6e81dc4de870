import Foundation

// What Foundation has on Apple platforms and not on Linux, that SwiftUI files use: localized
// strings (`String(localized:)`, `LocalizedStringResource`; without string tables the key is the
// text, as in an app that has no translations), `NSString.size(withAttributes:)`, relative
// dates (`RelativeDateTimeFormatter`, English wording) and the colour and image literals
// (`#colorLiteral`, `#imageLiteral`). docs/coverage.md, "Foundation on Linux".

extension String {
    /// A localizable string with its interpolations, as Foundation's `String.LocalizationValue`.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The text, interpolations filled in.
        let text: String
        /// A value of `text`.
        public init(_ text: String) { self.text = text }
        public init(stringLiteral value: String) { text = value }
        public init(stringInterpolation: DefaultStringInterpolation) { text = String(stringInterpolation: stringInterpolation) }
    }

    /// The string for `keyAndValue` (its own text: no string tables are read).
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        self = keyAndValue.text
    }

    /// The string for `key` (the default value: no string tables are read).
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.text
    }

    /// The string of `resource`.
    public init(localized resource: LocalizedStringResource) { self = resource.key }
}

/// A localizable string resolved later, as Foundation's `LocalizedStringResource` (iOS 16).
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key (shown as the text).
    public let key: String
    /// The default value.
    public var defaultValue: String.LocalizationValue { String.LocalizationValue(key) }
    /// A resource of `key`.
    public init(_ key: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main,
                comment: StaticString? = nil) {
        self.key = key.text
    }
    /// A resource of `key` with a default value.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = defaultValue.text
    }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }

    /// Where a resource's strings are.
    public enum BundleDescription: Hashable, Sendable {
        case main
        case forClass(String)
        case atURL(URL)
    }
}

extension Text {
    /// Text showing a localized resource's text.
    public init(_ resource: LocalizedStringResource) { self.init(verbatim: resource.key) }
}

extension NSString {
    /// The size of the string in the font of `attributes`, on one line.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attributes)
    }
}

/// Dates described relative to another, as Foundation's `RelativeDateTimeFormatter` (English
/// wording: Foundation on Linux lacks the class).
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }
    /// Whether "yesterday" and "now" may replace numbers.
    public enum DateTimeStyle: Int, Sendable { case numeric, named }
    /// How units are written.
    open var unitsStyle: UnitsStyle = .full
    /// Whether "yesterday" and "now" may replace numbers.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// The locale (the wording is English).
    open var locale: Locale! = Locale(identifier: "en_US")
    /// The calendar.
    open var calendar: Calendar! = Calendar(identifier: .gregorian)
    /// The context the text is used in.
    open var formattingContext: Context = .unknown

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `date` relative to `referenceDate`: "in 3 hours", "2 days ago" (with `.named`, "yesterday", "now").
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
    }

    /// An interval from now: "in 3 hours", "2 days ago".
    open func localizedString(fromTimeInterval interval: TimeInterval) -> String {
        let units: [(Double, String, String, String)] = [
            (365 * 86400, "year", "yr.", "y"), (30 * 86400, "month", "mo.", "mo"), (7 * 86400, "week", "wk.", "w"),
            (86400, "day", "day", "d"), (3600, "hour", "hr.", "h"), (60, "minute", "min.", "m"), (1, "second", "sec.", "s"),
        ]
        let magnitude = abs(interval)
        if dateTimeStyle == .named && magnitude < 1 { return "now" }
        let unit = units.first { magnitude >= $0.0 } ?? units[units.count - 1]
        let count = Int((magnitude / unit.0).rounded(.down))
        if dateTimeStyle == .named && unit.1 == "day" && count == 1 { return interval < 0 ? "yesterday" : "tomorrow" }
        let word: String
        switch unitsStyle {
        case .full, .spellOut: word = "\(count) \(unit.1)\(count == 1 ? "" : "s")"
        case .short: word = "\(count) \(count == 1 || unit.2.hasSuffix(".") ? unit.2 : unit.2 + "s")"
        case .abbreviated: word = "\(count)\(unit.3)"
        }
        return interval < 0 ? "\(word) ago" : "in \(word)"
    }

    /// `date` relative to now, as a formatter's string.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }
}

/// The type `#colorLiteral` makes where no other is asked for: UIKit's colour, as on iOS.
public typealias _ColorLiteralType = UIColor
/// The type `#imageLiteral` makes where no other is asked for: UIKit's image, as on iOS.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    public convenience init(imageLiteralResourceName path: String) { self.init(named: path)! }
}

// MARK: Measurements (`Text(distance, format: .measurement(width: .abbreviated))`)

/// What a measurement is for, as Foundation's `MeasurementFormatUnitUsage`. LayoutViz shows every
/// measurement in its own unit [INF: Apple converts `.road`, `.weather`... to the locale's
/// customary unit; the picture keeps the unit the code gave].
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Codable, Sendable {
    let name: String
    public static var general: Self { Self(name: "general") }
    public static var asProvided: Self { Self(name: "asProvided") }
    public static var road: Self { Self(name: "road") }
    public static var person: Self { Self(name: "person") }
    public static var weather: Self { Self(name: "weather") }
    public static var food: Self { Self(name: "food") }
    public static var workout: Self { Self(name: "workout") }
}

extension Measurement where UnitType: Dimension {
    /// Formats a measurement as Foundation's `Measurement.FormatStyle` does on Apple platforms:
    /// the value in the locale's digits, then the unit's symbol (`5.2 km`; narrow: `5.2km`) or,
    /// wide, its name (`5.2 kilometers`) for the common units.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How much room the unit takes.
        public struct UnitWidth: Hashable, Codable, Sendable {
            let name: String
            public static var wide: UnitWidth { UnitWidth(name: "wide") }
            public static var abbreviated: UnitWidth { UnitWidth(name: "abbreviated") }
            public static var narrow: UnitWidth { UnitWidth(name: "narrow") }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType>? = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ value: Measurement<UnitType>) -> String {
            let number = (numberFormatStyle ?? FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0...2))).locale(locale).format(value.value)
            switch width {
            case .wide: return "\(number) \(Self.name(of: value.unit, plural: value.value != 1))"
            case .narrow: return number + value.unit.symbol
            default: return "\(number) \(value.unit.symbol)"
            }
        }

        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }

        /// The English names of the units SwiftUI files format most (else the symbol).
        static func name(of unit: UnitType, plural: Bool) -> String {
            let names: [String: (String, String)] = [
                "km": ("kilometer", "kilometers"), "m": ("meter", "meters"), "cm": ("centimeter", "centimeters"), "mi": ("mile", "miles"),
                "ft": ("foot", "feet"), "in": ("inch", "inches"), "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"),
                "lb": ("pound", "pounds"), "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"),
                "km/h": ("kilometer per hour", "kilometers per hour"), "mph": ("mile per hour", "miles per hour"), "L": ("liter", "liters"),
                "mL": ("milliliter", "milliliters"), "kcal": ("kilocalorie", "kilocalories"), "s": ("second", "seconds"),
                "min": ("minute", "minutes"), "hr": ("hour", "hours"),
            ]
            guard let n = names[unit.symbol] else { return unit.symbol }
            return plural ? n.1 : n.0
        }
    }

    /// The measurement formatted by `style`.
    public func formatted(_ style: FormatStyle) -> String { style.format(self) }
    /// The measurement with its unit's symbol: `5.2 km`.
    public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }
}

extension FormatStyle {
    /// A measurement with its unit: `.measurement(width: .abbreviated)`.
    public static func measurement<U: Dimension>(width: Measurement<U>.FormatStyle.UnitWidth = .abbreviated, usage: MeasurementFormatUnitUsage<U> = .general,
                                                 numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self where Self == Measurement<U>.FormatStyle {
        Measurement<U>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}
