import Foundation

// The variant axes by name, as the command line and a project's `.layoutviz.json` spell them
// (docs/variants.md, "On the command line"; docs/goldens.md, "The variant matrix").

/// One axis of variants, named as the command-line option that sets it.
public enum VariantAxis: String, CaseIterable, Sendable {
    case look
    case colorScheme = "color-scheme"
    case contrast
    case dynamicType = "dynamic-type"
    case direction
    case locale
    case pseudoLocale = "pseudo-locale"
}

/// Why a variant value was refused: one line naming the axis, the value and the choices.
public struct VariantError: Error, CustomStringConvertible, Sendable {
    public let description: String
    package init(_ description: String) { self.description = description }
}

extension Appearance {
    /// Every combination of the values given for each axis (an absent axis takes its default),
    /// in the order of `VariantAxis`'s cases, without repeats. A value may be a comma-separated
    /// list; `all` stands for every choice of an axis (not of `locale`). Names are SwiftUI's
    /// (`dark`, `accessibility3`, `rightToLeft`) or the short ones (`ax3`, `rtl`), in any case.
    public static func combinations(_ values: [VariantAxis: [String]]) throws(VariantError) -> [Appearance] {
        func list(_ axis: VariantAxis) -> [String]? {
            values[axis].map { $0.flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } } }
        }
        let looks = try pick(list(.look), axis: .look, choices: SystemLook.Name.allCases, default: .ios26,
                             choicesText: SystemLook.Name.allCases.map(\.rawValue).joined(separator: ", ")) { [$0.rawValue] }
        let schemes = try pick(list(.colorScheme), axis: .colorScheme, choices: [ColorScheme.light, .dark], default: .light, choicesText: "light, dark") { ["\($0)"] }
        let contrasts = try pick(list(.contrast), axis: .contrast, choices: [ColorSchemeContrast.standard, .increased], default: .standard,
                                 choicesText: "standard, increased") { ["\($0)"] }
        let sizes = try pick(list(.dynamicType), axis: .dynamicType, choices: DynamicTypeSize.allCases, default: .large,
                             choicesText: DynamicTypeSize.allCases.map { "\($0)" }.joined(separator: ", ") + " (or xs … xxxl, ax1 … ax5)") {
            ["\($0)", RenderConfiguration.shortName($0)]
        }
        let directions = try pick(list(.direction), axis: .direction, choices: [LayoutDirection.leftToRight, .rightToLeft], default: .leftToRight,
                                  choicesText: "ltr, rtl (or leftToRight, rightToLeft)") {
            $0 == .leftToRight ? ["ltr", "leftToRight"] : ["rtl", "rightToLeft"]
        }
        var locales: [String] = []
        for name in list(.locale) ?? [RenderConfiguration.defaultLocale] {
            let id = try locale(name)
            if !locales.contains(id) { locales.append(id) }
        }
        let pseudo = try pick(list(.pseudoLocale), axis: .pseudoLocale, choices: [PseudoLocale?.none, .long, .rtl], default: nil,
                              choicesText: "none, long, rtl") { [$0?.rawValue ?? "none"] }
        return looks.flatMap { k in schemes.flatMap { s in contrasts.flatMap { c in sizes.flatMap { t in directions.flatMap { d in
            locales.flatMap { l in pseudo.map { Appearance(look: k, s, c, t, layoutDirection: d, locale: l, pseudoLocale: $0) } }
        } } } } }
    }

    /// A locale identifier as Foundation spells it (`de_DE` for `de-DE`), if ICU knows its language.
    public static func locale(_ name: String) throws(VariantError) -> String {
        let id = name.replacingOccurrences(of: "-", with: "_")
        let language = id.split(separator: "_").first.map(String.init) ?? ""
        guard !language.isEmpty, knownLanguages.contains(language) else {
            throw VariantError("unknown --locale '\(name)'; use a locale identifier such as en_US, de-DE, ar or ja_JP")
        }
        return id
    }

    private static let knownLanguages = Set(Locale.availableIdentifiers.map { $0.split(separator: "_").first.map(String.init) ?? $0 })

    /// The values a list names (any case; `all` for every choice), in order and without repeats;
    /// `d` when the axis is absent.
    private static func pick<T: Equatable>(_ values: [String]?, axis: VariantAxis, choices: [T], default d: T, choicesText: String,
                                           names: (T) -> [String]) throws(VariantError) -> [T] {
        guard let values else { return [d] }
        var out: [T] = []
        for v in values {
            let key = v.lowercased()
            if key == "all" { return choices }
            guard let found = choices.first(where: { names($0).map { $0.lowercased() }.contains(key) }) else {
                throw VariantError("unknown --\(axis.rawValue) '\(v)'; use \(choicesText) or all")
            }
            if !out.contains(found) { out.append(found) }
        }
        return out.isEmpty ? [d] : out
    }
}

extension Appearance {
    /// The axes not at their default, in `VariantAxis` order, each with its value as the command
    /// line spells it: `[(.colorScheme, "dark"), (.direction, "rtl")]`. File names, labels and
    /// command lines are made from it.
    var changedAxes: [(axis: VariantAxis, value: String)] {
        var out: [(VariantAxis, String)] = []
        if look != .ios26 { out.append((.look, look.rawValue)) }
        if colorScheme == .dark { out.append((.colorScheme, "dark")) }
        if contrast == .increased { out.append((.contrast, "increased")) }
        if dynamicTypeSize != .large { out.append((.dynamicType, "\(dynamicTypeSize)")) }
        if layoutDirection == .rightToLeft { out.append((.direction, "rtl")) }
        if locale != RenderConfiguration.defaultLocale { out.append((.locale, locale)) }
        if let pseudoLocale { out.append((.pseudoLocale, pseudoLocale.rawValue)) }
        return out
    }

    /// The axes not at their default, in words, in file-name order: `iOS 18, dark, increased contrast,
    /// accessibility3, right to left, de_DE, pseudo-locale long`; `default` for none.
    public var label: String {
        let parts = changedAxes.map { axis, value in
            switch axis {
            case .look: return look.title
            case .colorScheme, .dynamicType, .locale: return value
            case .contrast: return "increased contrast"
            case .direction: return "right to left"
            case .pseudoLocale: return "pseudo-locale " + value
            }
        }
        return parts.isEmpty ? "default" : parts.joined(separator: ", ")
    }

    /// The command-line options that select this appearance (empty for the default):
    /// `--color-scheme dark --dynamic-type accessibility3 --direction rtl`.
    public var commandLineOptions: String {
        changedAxes.map { "--\($0.axis.rawValue) \($0.value)" }.joined(separator: " ")
    }
}

extension Appearance: Codable {
    private enum CodingKeys: String, CodingKey { case look, colorScheme, contrast, dynamicTypeSize, layoutDirection, locale, pseudoLocale }

    /// Reads the names `RenderConfiguration`'s JSON uses (`dark`, `accessibility3`, `rightToLeft`);
    /// every key is optional.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func pick<T>(_ key: CodingKeys, _ names: [String: T], _ fallback: T) throws -> T {
            guard let s = try c.decodeIfPresent(String.self, forKey: key) else { return fallback }
            guard let v = names[s] else {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "unknown \(key.rawValue) '\(s)'")
            }
            return v
        }
        self.init(look: try pick(.look, RenderConfiguration.lookNames, .ios26), try pick(.colorScheme, RenderConfiguration.schemeNames, .light), try pick(.contrast, RenderConfiguration.contrastNames, .standard),
                  try pick(.dynamicTypeSize, RenderConfiguration.typeSizeNames, .large),
                  layoutDirection: try pick(.layoutDirection, RenderConfiguration.directionNames, .leftToRight),
                  locale: try c.decodeIfPresent(String.self, forKey: .locale) ?? RenderConfiguration.defaultLocale,
                  pseudoLocale: try pick(.pseudoLocale, RenderConfiguration.pseudoLocaleNames, nil))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(look.rawValue, forKey: .look)
        try c.encode("\(colorScheme)", forKey: .colorScheme)
        try c.encode("\(contrast)", forKey: .contrast)
        try c.encode("\(dynamicTypeSize)", forKey: .dynamicTypeSize)
        try c.encode(layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight", forKey: .layoutDirection)
        try c.encode(locale, forKey: .locale)
        try c.encodeIfPresent(pseudoLocale?.rawValue, forKey: .pseudoLocale)
    }
}
