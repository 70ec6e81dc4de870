import Foundation
import LayoutVizCore

/// A piece of HTML markup in which every string that came from outside LayoutViz's own code is
/// escaped: the one way pages are made (docs/pages.md).
///
/// Made with string interpolation. The literal parts are markup written here; an interpolated
/// `String` is text, escaped for element content and double-quoted attribute values alike; an
/// interpolated `HTML` is kept as it is. Links and image sources have labels of their own, which
/// check the address and escape it:
///
///     let row: HTML = "<a href=\"\(href: page)\">\(title)</a>"
///
/// There is no way to turn a `String` into markup unescaped, so a preview's name, a file name or
/// a `Text`'s content can never become an element or an attribute of a page.
package struct HTML: Sendable, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The markup.
    package private(set) var markup: String

    /// Markup written in LayoutViz's code.
    package init(stringLiteral markup: StaticString) { self.markup = "\(markup)" }

    package init(stringInterpolation: StringInterpolation) { markup = stringInterpolation.markup }

    private init(markup: String) { self.markup = markup }

    /// No markup.
    package static let empty = HTML(markup: "")

    package var description: String { markup }

    /// The pieces one after another, with `separator` between them.
    package static func joined(_ parts: [HTML], separator: HTML = .empty) -> HTML {
        HTML(markup: parts.map(\.markup).joined(separator: separator.markup))
    }

    package static func + (a: HTML, b: HTML) -> HTML { HTML(markup: a.markup + b.markup) }
    package static func += (a: inout HTML, b: HTML) { a.markup += b.markup }

    package struct StringInterpolation: StringInterpolationProtocol {
        var markup = ""

        package init(literalCapacity: Int, interpolationCount: Int) { markup.reserveCapacity(literalCapacity + 16 * interpolationCount) }

        /// The literal parts: markup.
        package mutating func appendLiteral(_ literal: StaticString) { markup += "\(literal)" }

        /// Text: `&`, `<`, `>`, `"` and `'` escaped.
        package mutating func appendInterpolation(_ text: String) { markup += HTML.escaped(text) }

        /// Text of any other kind (a substring, a character).
        package mutating func appendInterpolation<S: StringProtocol>(_ text: S) { markup += HTML.escaped(String(text)) }

        /// A number.
        package mutating func appendInterpolation(_ n: Int) { markup += String(n) }

        /// A length in points or CSS pixels, as `formatLength` writes it (`12.5`).
        package mutating func appendInterpolation(number: CGFloat) { markup += HTML.escaped(formatLength(number)) }

        /// Markup made elsewhere by these same rules.
        package mutating func appendInterpolation(_ html: HTML) { markup += html.markup }

        /// Pieces of markup, one after another.
        package mutating func appendInterpolation(_ parts: [HTML]) { for p in parts { markup += p.markup } }

        /// An address for `href`: a path relative to the page, a fragment (`#view=x`), or an
        /// `http:` or `https:` address; anything else (`javascript:`, `data:`, `file:`, `//host`)
        /// becomes `#`. Escaped for a double-quoted attribute.
        package mutating func appendInterpolation(href: String) { markup += HTML.escaped(HTML.safeAddress(href)) }

        /// A relative file path for `href` or `src`, each component percent-encoded
        /// (`Card Views/dark mode.png` → `Card%20Views/dark%20mode.png`); a path that is absolute,
        /// names a scheme or climbs with `..` becomes `#`.
        package mutating func appendInterpolation(file path: String) { markup += HTML.escaped(HTML.fileAddress(path)) }

        /// An image source: a relative file path as `file:` takes it, or a `data:image/png` or
        /// `data:image/svg+xml` address LayoutViz made itself (a picture embedded in its page).
        package mutating func appendInterpolation(imageSource source: String) {
            let isData = source.hasPrefix("data:image/png;base64,") && source.dropFirst(22).allSatisfy { $0.isLetter || $0.isNumber || "+/=".contains($0) }
            markup += HTML.escaped(isData ? source : HTML.fileAddress(source))
        }
    }

    /// `s` with the characters HTML gives meaning escaped, for text and quoted attribute values.
    package static func escaped(_ s: String) -> String { escaping(s, markupEscape) }

    /// The character reference for a character HTML and XML give meaning, else nil.
    package static func markupEscape(_ ch: Unicode.Scalar) -> String? {
        switch ch {
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return "&gt;"
        case "\"": return "&quot;"
        case "'": return "&#39;"
        default: return nil
        }
    }

    /// `address` when it is safe to follow from a page LayoutViz wrote, else `#`.
    package static func safeAddress(_ address: String) -> String {
        let lower = address.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") { return address.contains(where: \.isWhitespace) ? "#" : address }
        if address.hasPrefix("#") { return address }
        return isRelative(address) ? address : "#"
    }

    /// A relative file path as a URL path, each component percent-encoded; `#` when the path is
    /// not a relative one inside the page's folder.
    package static func fileAddress(_ path: String) -> String {
        guard isRelative(path), !path.split(separator: "/").contains("..") else { return "#" }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#%;:")
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }.joined(separator: "/")
    }

    /// A path relative to the page: not empty, not absolute, not `//host`, no scheme (`x:` before
    /// any `/`), no backslash or control character (browsers read `\` as `/` and drop tabs and
    /// line breaks, which would make `java\tscript:` a scheme).
    static func isRelative(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first != "/", first != "\\" else { return false }
        if s.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\\" || $0.value == 0x7F }) { return false }
        let head = s.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !head.contains(":")
    }

    /// JSON text made safe inside a `<script type="application/json">` element: `<`, `>` and `&`
    /// (which could close the element or start a comment) and the line separators U+2028 and
    /// U+2029 written as `\u` escapes. These characters only occur inside JSON strings, where the
    /// escapes mean the same, so `JSON.parse` of the element's text gives the data back exactly.
    package static func scriptSafeJSON(_ json: String) -> String {
        escaping(json) { ch in
            switch ch {
            case "<": return "\\u003c"
            case ">": return "\\u003e"
            case "&": return "\\u0026"
            case "\u{2028}": return "\\u2028"
            case "\u{2029}": return "\\u2029"
            default: return nil
            }
        }
    }
}
