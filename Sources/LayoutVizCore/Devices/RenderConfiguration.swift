import Foundation

/// Everything a picture depends on besides its view: the screen (device, orientation, scale),
/// the appearance (look, colour scheme, contrast, text size, layout direction), the locale, time
/// zone and calendar dates show in, what the screen shows besides the app (chrome), and where
/// `Image("name")` finds files (docs/devices.md, "One render configuration").
///
/// Every entry point builds one: the CLI's commands from their options, the preview workers from
/// the request the CLI sends them (`Codable`, RenderConfigurationCoding.swift), golden sessions, sheets,
/// `assertLayoutSnapshot` and `assertPreviewSnapshots`, and library code. Code below an entry
/// point that is given only a device and an orientation takes the rest from `current`, a task
/// local: `RenderConfiguration.$current.withValue(dark) { ... }` draws everything inside dark.
public struct RenderConfiguration: Hashable, Sendable {
    /// The device.
    public var device: Device
    /// Portrait or landscape.
    public var orientation: Orientation
    /// The variant: look, colour scheme, contrast, text size, layout direction, locale, pseudo-locale.
    public var appearance: Appearance
    /// The design of the system's views: iOS 26's (the default) or iOS 18's.
    public var look: SystemLook.Name {
        get { appearance.look }
        set { appearance.look = newValue }
    }
    /// Light or dark.
    public var colorScheme: ColorScheme {
        get { appearance.colorScheme }
        set { appearance.colorScheme = newValue }
    }
    /// Standard or increased contrast.
    public var contrast: ColorSchemeContrast {
        get { appearance.contrast }
        set { appearance.contrast = newValue }
    }
    /// The text size setting.
    public var dynamicTypeSize: DynamicTypeSize {
        get { appearance.dynamicTypeSize }
        set { appearance.dynamicTypeSize = newValue }
    }
    /// Left to right or right to left.
    public var layoutDirection: LayoutDirection {
        get { appearance.layoutDirection }
        set { appearance.layoutDirection = newValue }
    }
    /// The locale's identifier (`en_US`).
    public var locale: String {
        get { appearance.locale }
        set { appearance.locale = newValue }
    }
    /// The pseudo-locale texts are shown in; nil: none.
    public var pseudoLocale: PseudoLocale? {
        get { appearance.pseudoLocale }
        set { appearance.pseudoLocale = newValue }
    }
    /// The time zone's identifier (`America/Los_Angeles`).
    public var timeZone: String
    /// The calendar's identifier (`gregorian`).
    public var calendar: Calendar.Identifier
    /// What the screen shows besides the app.
    public var chrome: ScreenChrome
    /// Pixels per point when not the device's own (a sheet's thumbnails, a low-resolution check).
    public var scale: CGFloat?
    /// Where `Image("name")` and `Color("name")` look, in order (`AssetFolders` in a `RenderContext`).
    public var imageFolders: [URL]
    /// Layout overlays drawn over the picture, in this order (docs/inspector.md, "Overlays");
    /// none by default. File names add them (`iphone-17-portrait-frames.png`).
    public var overlays: [LayoutOverlay] = []
    /// How widget previews show their widgets: canvas or home screen, full colour, clear or
    /// tinted (docs/widgets.md). File names add what is not the default (`-home-tinted`).
    public var widget = WidgetDisplay()

    /// A configuration; every setting but the screen has iOS's default (iOS 26's look, light,
    /// standard contrast, Large text, left to right, en_US in Cupertino's time zone, Gregorian,
    /// the device's chrome).
    public init(device: Device, orientation: Orientation = .portrait, look: SystemLook.Name = .ios26, colorScheme: ColorScheme = .light,
                contrast: ColorSchemeContrast = .standard, dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight,
                locale: String = RenderConfiguration.defaultLocale, pseudoLocale: PseudoLocale? = nil, timeZone: String = "America/Los_Angeles",
                calendar: Calendar.Identifier = .gregorian, chrome: ScreenChrome = .device, scale: CGFloat? = nil, imageFolders: [URL] = []) {
        self.device = device
        self.orientation = orientation
        appearance = Appearance(look: look, colorScheme, contrast, dynamicTypeSize, layoutDirection: layoutDirection, locale: locale, pseudoLocale: pseudoLocale)
        self.timeZone = timeZone
        self.calendar = calendar
        self.chrome = chrome
        self.scale = scale
        self.imageFolders = imageFolders
    }

    /// The locale pictures are drawn in unless told: en_US, the same on every machine.
    public static let defaultLocale = "en_US"

    /// The configuration in force for code below an entry point (a task local), or nil.
    @TaskLocal public static var current: RenderConfiguration?

    /// `screen` with everything else from `current` (else the defaults).
    public static func on(_ screen: DeviceConfiguration) -> RenderConfiguration {
        var c = current ?? RenderConfiguration(device: screen.device)
        c.device = screen.device
        c.orientation = screen.orientation
        return c
    }

    /// What the file names of this configuration's pictures add to the screen's
    /// (`<device>-<orientation>`): `Appearance.variantSuffix`, nothing for the defaults
    /// (docs/variants.md, "File names").
    public var variantSuffix: String { appearance.variantSuffix }

    /// A text size's short name in file names: `xs` … `xxxl`, `ax1` … `ax5`.
    public static func shortName(_ size: DynamicTypeSize) -> String {
        switch size {
        case .xSmall: return "xs"
        case .small: return "s"
        case .medium: return "m"
        case .large: return "l"
        case .xLarge: return "xl"
        case .xxLarge: return "xxl"
        case .xxxLarge: return "xxxl"
        case .accessibility1: return "ax1"
        case .accessibility2: return "ax2"
        case .accessibility3: return "ax3"
        case .accessibility4: return "ax4"
        case .accessibility5: return "ax5"
        }
    }

    /// A picture's file name without its extension: `iphone-16-portrait-dark`.
    public var fileStem: String { screen.fileStem + variantSuffix + widget.fileSuffix + overlays.map { "-" + $0.rawValue }.joined() }

    /// This configuration in another appearance.
    public func with(_ appearance: Appearance) -> RenderConfiguration {
        var c = self
        c.appearance = appearance
        return c
    }

    /// This configuration on another screen.
    public func on(_ device: Device, _ orientation: Orientation) -> RenderConfiguration {
        var c = self
        c.device = device
        c.orientation = orientation
        return c
    }

    /// The device and orientation as this look's system reports them (its safe-area insets,
    /// `Device.running(_:)`), with the scale if it is set.
    public var screen: DeviceConfiguration {
        let d = device.running(look)
        guard let scale, scale != d.scale else { return DeviceConfiguration(device: d, orientation: orientation) }
        return DeviceConfiguration(device: d.with(scale: scale), orientation: orientation)
    }

    /// The environment the root view is laid out in: the screen's (scale, size classes), the
    /// appearance and the locale (`RenderContext.environment(report:)` adds the measurer and the
    /// image resolver).
    public var environment: EnvironmentValues {
        var e = screen.environment
        e.systemLookName = look
        e.colorScheme = colorScheme
        e.colorSchemeContrast = contrast
        e.dynamicTypeSize = dynamicTypeSize
        e.layoutDirection = pseudoLocale == .rtl ? .rightToLeft : layoutDirection
        e.locale = Locale(identifier: locale)
        e.pseudoLocale = pseudoLocale
        if let zone = TimeZone(identifier: timeZone) { e.timeZone = zone }
        e.calendar = Calendar(identifier: calendar)
        e.widgetDisplay = widget
        return e
    }
}

// MARK: - JSON

/// Why a render configuration was refused: one line naming the field and the value.
public struct RenderConfigurationError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}

extension RenderConfiguration {
    /// The names each setting is written with in JSON.
    static let lookNames = Dictionary(uniqueKeysWithValues: SystemLook.Name.allCases.map { ($0.rawValue, $0) })
    static let schemeNames: [String: ColorScheme] = ["light": .light, "dark": .dark]
    static let contrastNames: [String: ColorSchemeContrast] = ["standard": .standard, "increased": .increased]
    static let typeSizeNames = Dictionary(uniqueKeysWithValues: DynamicTypeSize.allCases.map { ("\($0)", $0) })
    static let directionNames: [String: LayoutDirection] = ["leftToRight": .leftToRight, "rightToLeft": .rightToLeft]
    static let pseudoLocaleNames: [String: PseudoLocale?] = ["none": nil, "long": .long, "rtl": .rtl]
    static let chromeNames = Dictionary(uniqueKeysWithValues: ScreenChrome.allCases.map { ($0.rawValue, $0) })
    static let orientationNames = Dictionary(uniqueKeysWithValues: Orientation.allCases.map { ($0.rawValue, $0) })
    static let calendarNames: [String: Calendar.Identifier] = [
        "gregorian": .gregorian, "buddhist": .buddhist, "chinese": .chinese, "coptic": .coptic, "hebrew": .hebrew, "indian": .indian,
        "islamic": .islamic, "islamicCivil": .islamicCivil, "islamicUmmAlQura": .islamicUmmAlQura, "iso8601": .iso8601,
        "japanese": .japanese, "persian": .persian, "republicOfChina": .republicOfChina,
    ]
}

/// The axes of a picture that the commands draw variants of: look, colour scheme, contrast,
/// text size, layout direction, locale and pseudo-locale (docs/variants.md).
public struct Appearance: Hashable, Sendable {
    /// The design of the system's views: iOS 26's Liquid Glass (the default) or iOS 18's.
    public var look: SystemLook.Name
    public var colorScheme: ColorScheme
    public var contrast: ColorSchemeContrast
    public var dynamicTypeSize: DynamicTypeSize
    public var layoutDirection: LayoutDirection
    /// The locale's identifier (`en_US`, `de_DE`, `ar`).
    public var locale: String
    /// Texts lengthened or turned right to left without translations; nil: none.
    public var pseudoLocale: PseudoLocale?

    /// An appearance; iOS's defaults unless given.
    public init(look: SystemLook.Name = .ios26, _ colorScheme: ColorScheme = .light, _ contrast: ColorSchemeContrast = .standard, _ dynamicTypeSize: DynamicTypeSize = .large,
                layoutDirection: LayoutDirection = .leftToRight, locale: String = RenderConfiguration.defaultLocale, pseudoLocale: PseudoLocale? = nil) {
        self.look = look
        self.colorScheme = colorScheme
        self.contrast = contrast
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.locale = locale
        self.pseudoLocale = pseudoLocale
    }

    /// iOS 26's look, light, standard contrast, Large text, left to right, en_US.
    public static let standard = Appearance()

    /// What file names add for it, in this order, nothing for a default: the look when it is
    /// not iOS 26's (`-ios18`), `-dark`,
    /// `-increased-contrast`, the text size when it is not Large (`-xs` … `-xxxl`, `-ax1` …
    /// `-ax5`), `-rtl`, the locale when it is not en_US (`-de-DE`), `-pseudo-long` or `-pseudo-rtl`.
    public var variantSuffix: String {
        changedAxes.map { axis, value in
            switch axis {
            case .look, .colorScheme, .direction: return "-" + value
            case .contrast: return "-increased-contrast"
            case .dynamicType: return "-" + RenderConfiguration.shortName(dynamicTypeSize)
            case .locale: return "-" + value.replacingOccurrences(of: "_", with: "-")
            case .pseudoLocale: return "-pseudo-" + value
            }
        }.joined()
    }
}

/// A pseudo-locale: every text changed by a fixed rule, to find truncation and mirroring bugs
/// without translations (docs/variants.md, "Pseudo-localisation").
public enum PseudoLocale: String, CaseIterable, Hashable, Sendable {
    /// Texts 40 % longer, their letters accented, in brackets: `[Šéţţîñĝš ļ]`.
    case long
    /// Right to left: the layout direction, and every text shown with its letters running
    /// right to left (a right-to-left override), as a right-to-left language would be.
    case rtl
}
