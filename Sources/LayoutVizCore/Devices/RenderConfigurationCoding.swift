import Foundation

// A render configuration as JSON: one object with a key per setting, names as the command line
// spells them (`iphone-17`, `dark`, `accessibility3`, `rightToLeft`). Every key is optional but
// `device`; an unknown key or value is refused with a message that names it and what would be
// accepted. The preview workers receive theirs this way (`WorkerRequest`).

extension RenderConfiguration: Codable {
    /// The settings' keys.
    enum Key: String, CodingKey, CaseIterable {
        case device, orientation, look, colorScheme, contrast, dynamicTypeSize, layoutDirection, locale, pseudoLocale, timeZone, calendar
        case chrome, scale, imageFolders, overlays, widgetContext, widgetAppearance
    }

    /// Any key, to find the ones that are not settings.
    package struct AnyKey: CodingKey {
        package var stringValue: String
        package var intValue: Int? { nil }
        package init(stringValue: String) { self.stringValue = stringValue }
        package init?(intValue: Int) { nil }
    }

    private static func name<T: Equatable>(_ value: T, in names: [String: T]) -> String { names.first { $0.value == value }!.key }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(device.isCustom ? "\(formatLength(device.portraitSize.width))x\(formatLength(device.portraitSize.height))@\(formatLength(device.scale))" : device.id,
                     forKey: .device)
        try c.encode(orientation.rawValue, forKey: .orientation)
        try c.encode(look.rawValue, forKey: .look)
        try c.encode(Self.name(colorScheme, in: Self.schemeNames), forKey: .colorScheme)
        try c.encode(Self.name(contrast, in: Self.contrastNames), forKey: .contrast)
        try c.encode("\(dynamicTypeSize)", forKey: .dynamicTypeSize)
        try c.encode(Self.name(layoutDirection, in: Self.directionNames), forKey: .layoutDirection)
        try c.encode(locale, forKey: .locale)
        try c.encodeIfPresent(pseudoLocale?.rawValue, forKey: .pseudoLocale)
        try c.encode(timeZone, forKey: .timeZone)
        try c.encode(Self.name(calendar, in: Self.calendarNames), forKey: .calendar)
        try c.encode(chrome.rawValue, forKey: .chrome)
        try c.encodeIfPresent(scale.map(Double.init), forKey: .scale)
        try c.encode(imageFolders.map(\.path), forKey: .imageFolders)
        if !overlays.isEmpty { try c.encode(overlays.map(\.rawValue), forKey: .overlays) }
        if widget.context != .canvas { try c.encode(widget.context.rawValue, forKey: .widgetContext) }
        if widget.appearance != .fullColor { try c.encode(widget.appearance.rawValue, forKey: .widgetAppearance) }
    }

    public init(from decoder: any Decoder) throws {
        let any = try decoder.container(keyedBy: AnyKey.self)
        let known = Key.allCases.map(\.rawValue)
        if let unknown = any.allKeys.map(\.stringValue).sorted().first(where: { !known.contains($0) }) {
            throw RenderConfigurationError("unknown render configuration setting '\(unknown)'; the settings are \(known.sorted().joined(separator: ", "))")
        }
        let c = try decoder.container(keyedBy: Key.self)
        func string(_ key: Key) throws -> String? {
            guard c.contains(key) else { return nil }
            guard let s = try? c.decode(String.self, forKey: key) else { throw RenderConfigurationError("render configuration setting '\(key.rawValue)' must be a string") }
            return s
        }
        func pick<T>(_ key: Key, _ names: [String: T], _ fallback: T) throws -> T {
            guard let s = try string(key) else { return fallback }
            guard let v = names[s] else {
                let hint = closestMatches(to: s, in: Array(names.keys)).first.map { "; did you mean '\($0)'?" } ?? ""
                throw RenderConfigurationError("unknown \(key.rawValue) '\(s)'\(hint); use \(names.keys.sorted().joined(separator: ", "))")
            }
            return v
        }
        guard let deviceName = try string(.device) else { throw RenderConfigurationError("the render configuration names no device") }
        let device: Device
        do { device = try DeviceCatalog.resolve(deviceName) } catch { throw RenderConfigurationError("\(error)") }
        let zone = try string(.timeZone) ?? "America/Los_Angeles"
        guard TimeZone(identifier: zone) != nil else { throw RenderConfigurationError("unknown timeZone '\(zone)'; use an IANA name such as Europe/Berlin") }
        var scale: CGFloat?
        if c.contains(.scale) {
            guard let s = try? c.decode(Double.self, forKey: .scale), s.isFinite, s > 0, s <= 16 else {
                throw RenderConfigurationError("render configuration setting 'scale' must be a number from 0 to 16")
            }
            scale = CGFloat(s)
        }
        var folders: [URL] = []
        if c.contains(.imageFolders) {
            guard let list = try? c.decode([String].self, forKey: .imageFolders) else {
                throw RenderConfigurationError("render configuration setting 'imageFolders' must be a list of paths")
            }
            folders = list.map { URL(fileURLWithPath: $0) }
        }
        self.init(device: device, orientation: try pick(.orientation, Self.orientationNames, .portrait), look: try pick(.look, Self.lookNames, .ios26),
                  colorScheme: try pick(.colorScheme, Self.schemeNames, .light), contrast: try pick(.contrast, Self.contrastNames, .standard),
                  dynamicTypeSize: try pick(.dynamicTypeSize, Self.typeSizeNames, .large),
                  layoutDirection: try pick(.layoutDirection, Self.directionNames, .leftToRight), locale: try string(.locale) ?? Self.defaultLocale,
                  pseudoLocale: try pick(.pseudoLocale, Self.pseudoLocaleNames, nil), timeZone: zone, calendar: try pick(.calendar, Self.calendarNames, .gregorian),
                  chrome: try pick(.chrome, Self.chromeNames, .device), scale: scale, imageFolders: folders)
        widget = WidgetDisplay(context: try pick(.widgetContext, Dictionary(uniqueKeysWithValues: WidgetDisplay.Context.allCases.map { ($0.rawValue, $0) }), .canvas),
                               appearance: try pick(.widgetAppearance, Dictionary(uniqueKeysWithValues: WidgetDisplay.Appearance.allCases.map { ($0.rawValue, $0) }),
                                                    .fullColor))
        if c.contains(.overlays) {
            let names = LayoutOverlay.allCases.map(\.rawValue)
            guard let list = try? c.decode([String].self, forKey: .overlays) else {
                throw RenderConfigurationError("render configuration setting 'overlays' must be a list of \(names.joined(separator: ", "))")
            }
            for name in list {
                guard let overlay = LayoutOverlay(rawValue: name) else { throw RenderConfigurationError("unknown overlay '\(name)'; use \(names.joined(separator: ", "))") }
                overlays.append(overlay)
            }
        }
    }

    /// The configuration as one JSON object, keys sorted.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }

    /// Reads `jsonData()`'s form; an unknown key or value is an error naming it.
    public init(json: Data) throws(RenderConfigurationError) {
        do { self = try JSONDecoder().decode(RenderConfiguration.self, from: json) } catch let e as RenderConfigurationError {
            throw e
        } catch {
            throw RenderConfigurationError("the render configuration is not a JSON object")
        }
    }
}
