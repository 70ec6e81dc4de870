import Foundation

// Pseudo-localisation: texts changed by a fixed rule so that a picture shows where a translation
// would be cut or clipped, without translations (docs/variants.md, "Pseudo-localisation").

extension PseudoLocale {
    /// `text` as this pseudo-locale shows it.
    ///
    /// - `long`: every ASCII letter accented (`a` → `á`, `S` → `Š`), the whole in brackets, and a
    ///   space and filler words (or, with one character to add, a `·`) so the text is at least
    ///   40 % longer, counted in characters:
    ///   `Settings` (8) → `[Šéţţîñĝš ļ]` (12 = ⌈8 × 1.4⌉).
    /// - `rtl`: the text between a right-to-left override and its end (U+202E … U+202C), so its
    ///   letters run right to left as a right-to-left language's would.
    ///
    /// Text without letters (a count, a time, a symbol) stays as it is; line breaks stay where they are.
    public func apply(to text: String) -> String {
        guard text.unicodeScalars.contains(where: \.properties.isAlphabetic) else { return text }
        switch self {
        case .rtl:
            return "\u{202E}" + text + "\u{202C}"
        case .long:
            let accented = String(String.UnicodeScalarView(text.unicodeScalars.map { Self.accents[$0] ?? $0 }))
            let count = text.count
            let target = (count * 14 + 9) / 10  // ⌈1.4 n⌉
            let fill = target - count - 2  // what the brackets leave to fill
            if fill <= 0 { return "[" + accented + "]" }
            if fill == 1 { return "[" + accented + "·]" }
            // One space, then as much of the filler as fits (ending in a letter, not a space).
            var padding = String(Self.filler.prefix(fill - 1))
            if padding.hasSuffix(" ") { padding = padding.dropLast() + "ļ" }
            return "[" + accented + " " + padding + "]"
        }
    }

    /// The accented form of each ASCII letter.
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let marked = "áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÁƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, marked.unicodeScalars))
    }()

    /// Words of accented filler, long enough for any text (repeated as needed).
    private static let filler: String = String(repeating: "ļöŕéɱ îþšûɱ ðöļöŕ šîţ áɱéţ ", count: 400)
}
