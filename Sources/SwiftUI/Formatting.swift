import Foundation
import LayoutVizCore

// Numbers a preview's own code formats, in the picture's locale (docs/variants.md, "Locale, time
// zone and calendar"). Foundation on Linux fixes the process's locale at en_001, whose currency
// format is "US$10,790.00" where an en_US iPhone shows "$10,790.00"; a format style made with
// `.currency(code:)`, `.number` or `.percent` carries that locale. These overloads, more specific
// than Foundation's generic `formatted(_:)` and so chosen for a `Double` or an `Int`, format with
// the locale of the view being drawn (the environment's, which `--locale` sets; en_US outside a
// body) when the style still has the process's locale; a style given its own locale keeps it.

/// The locale a style made with the process's locale is formatted in: the view's, else en_US.
private func pictureLocale(for style: Locale) -> Locale {
    guard style.identifier == Locale.current.identifier else { return style }
    return EnvironmentValues.current?.locale ?? Locale(identifier: "en_US")
}

extension Double {
    /// A currency amount, in the picture's locale unless the style names one.
    public func formatted(_ style: FloatingPointFormatStyle<Double>.Currency) -> String {
        style.locale(pictureLocale(for: style.locale)).format(self)
    }
    /// A number, in the picture's locale unless the style names one.
    public func formatted(_ style: FloatingPointFormatStyle<Double>) -> String {
        style.locale(pictureLocale(for: style.locale)).format(self)
    }
    /// A percentage, in the picture's locale unless the style names one.
    public func formatted(_ style: FloatingPointFormatStyle<Double>.Percent) -> String {
        style.locale(pictureLocale(for: style.locale)).format(self)
    }
}

extension Int {
    /// A currency amount, in the picture's locale unless the style names one.
    public func formatted(_ style: IntegerFormatStyle<Int>.Currency) -> String {
        style.locale(pictureLocale(for: style.locale)).format(self)
    }
    /// A number, in the picture's locale unless the style names one.
    public func formatted(_ style: IntegerFormatStyle<Int>) -> String {
        style.locale(pictureLocale(for: style.locale)).format(self)
    }
    /// A percentage, in the picture's locale unless the style names one.
    public func formatted(_ style: IntegerFormatStyle<Int>.Percent) -> String {
        style.locale(pictureLocale(for: style.locale)).format(self)
    }
}

extension Decimal {
    /// A currency amount, in the picture's locale unless the style names one.
    public func formatted(_ style: Decimal.FormatStyle.Currency) -> String {
        style.locale(pictureLocale(for: style.locale)).format(self)
    }
}
