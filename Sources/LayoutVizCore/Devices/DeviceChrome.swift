import Foundation

// The chrome choice and the hardware around a device's screen (the sensor housing, the corners,
// the home indicator's presence). What iOS draws there is in `ChromePainter.swift`, its numbers
// in `SystemLook.ChromeLook`. Sizes and sources are in docs/devices.md ("Screen chrome").

/// How a device picture shows the system's parts of the screen.
public enum ScreenChrome: String, Sendable, CaseIterable {
    /// As the device shows the app: status bar (9:41, signal, Wi-Fi, battery), Dynamic Island or
    /// notch, and home indicator, drawn over the content.
    case device
    /// The unsafe regions shaded, for checking layout against the safe area.
    case bands
    /// The content alone.
    case none
}

/// What the status bar shows over a screen.
public enum StatusBarContent: Sendable, Equatable {
    /// The time, signal, Wi-Fi and battery.
    case full
    /// All but the time (the lock screen, whose clock is its own).
    case withoutTime
    /// Nothing (`statusBarHidden()`).
    case hidden
}

/// What the status bar a view asks for shows (`statusBarHidden(_:)`); nil when none asks. The
/// first in the view's order wins, as with `preferredColorScheme` [INF].
public struct _StatusBarKey: PreferenceKey {
    public static let defaultValue: StatusBarContent? = nil
    public static func reduce(value: inout StatusBarContent?, nextValue: () -> StatusBarContent?) {
        if value == nil { value = nextValue() }
    }
}

private enum StatusBarContentKey: EnvironmentKey { static let defaultValue = StatusBarContent.full }

extension EnvironmentValues {
    /// What the screen's status bar shows (set on the screen's environment from the views' asks).
    package var statusBarContent: StatusBarContent {
        get { self[StatusBarContentKey.self] }
        set { self[StatusBarContentKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Hides the status bar (its time, signal, Wi-Fi and battery; VoiceOver no longer reads
    /// them); the sensor housing and the home indicator stay. The safe area keeps the status
    /// bar's room [INF: where the status bar alone makes the top inset (home-button iPhones,
    /// iPads) iOS gives it back to the app; not modelled]. The first view that asks, in the
    /// view's order, decides.
    public func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, _PreferenceWritingModifier<_StatusBarKey>> {
        _statusBar(hidden ? .hidden : .full)
    }

    /// Asks the screen for a status bar that shows `content` (`statusBarHidden`, and the lock
    /// screen's, which leaves the time to its clock).
    package func _statusBar(_ content: StatusBarContent) -> ModifiedContent<Self, _PreferenceWritingModifier<_StatusBarKey>> {
        preference(key: _StatusBarKey.self, value: content)
    }
}

/// The hardware around a device's screen, as far as a picture of the screen shows it.
public struct DeviceHardware: Hashable, Sendable {
    /// What interrupts the top of the screen in portrait.
    public enum Sensor: Hashable, Sendable {
        /// No cut-out: a home-button iPhone, an iPad, a custom size.
        case none
        /// The notch of Face ID iPhones before the Dynamic Island: its size in points.
        case notch(width: CGFloat, height: CGFloat)
        /// The Dynamic Island: a pill of `size` whose top is `top` points below the screen's edge.
        case island(size: CGSize, top: CGFloat)
    }

    /// The sensor housing.
    public var sensor: Sensor
    /// The radius of the screen's rounded corners in points (0: square corners).
    public var cornerRadius: CGFloat
    /// Whether iOS shows a home indicator (Face ID iPhones and iPads without a home button).
    public var hasHomeIndicator: Bool

    /// Creates a description.
    public init(sensor: Sensor, cornerRadius: CGFloat, hasHomeIndicator: Bool) {
        self.sensor = sensor
        self.cornerRadius = cornerRadius
        self.hasHomeIndicator = hasHomeIndicator
    }

    /// The hardware of catalog devices by id (docs/devices.md, "Screen chrome").
    static let catalog: [String: DeviceHardware] = {
        // The Dynamic Island of the 2024–25 phones: 125 × 37 points, 14 below the screen's top
        // edge (20 on the Air); the 18 Pro's is narrower (95 points, one source: low confidence).
        // The base iPhone 16 and 16 Plus keep theirs 11 from the top.
        let island = CGSize(width: 125, height: 37), narrowIsland = CGSize(width: 95, height: 37)
        func phone(_ sensor: Sensor, _ radius: CGFloat) -> DeviceHardware { DeviceHardware(sensor: sensor, cornerRadius: radius, hasHomeIndicator: true) }
        func pad(_ radius: CGFloat) -> DeviceHardware { DeviceHardware(sensor: .none, cornerRadius: radius, hasHomeIndicator: true) }
        let notch = Sensor.notch(width: 162, height: 34)
        return [
            "iphone-se-3": DeviceHardware(sensor: .none, cornerRadius: 0, hasHomeIndicator: false),
            "iphone-17e": phone(notch, 47.33), "iphone-16e": phone(notch, 47.33),
            "iphone-17": phone(.island(size: island, top: 14), 62), "iphone-17-pro": phone(.island(size: island, top: 14), 62),
            "iphone-17-pro-max": phone(.island(size: island, top: 14), 62), "iphone-air": phone(.island(size: island, top: 20), 62),
            "iphone-18-pro": phone(.island(size: narrowIsland, top: 14), 62), "iphone-18-pro-max": phone(.island(size: narrowIsland, top: 14), 62),
            "iphone-16": phone(.island(size: island, top: 11), 55), "iphone-16-plus": phone(.island(size: island, top: 11), 55),
            "iphone-16-pro": phone(.island(size: island, top: 14), 62), "iphone-16-pro-max": phone(.island(size: island, top: 14), 62),
            "ipad-a16": pad(25), "ipad-10": pad(25), "ipad-mini-a17-pro": pad(21.5),
            "ipad-air-11-m4": pad(18), "ipad-air-13-m4": pad(18),
            "ipad-pro-11-m5": pad(30), "ipad-pro-13-m5": pad(30), "ipad-pro-13": pad(30),
        ]
    }()

    /// Nothing at all: custom sizes.
    static let plain = DeviceHardware(sensor: .none, cornerRadius: 0, hasHomeIndicator: false)

    /// The sensor housing's colour: black glass, in every scheme.
    static let sensorColor = Color.black
    /// The notch's outline: 6-point fillets where it meets the screen's edge, bottom corners of
    /// 20, drawn with Bézier quarter arcs whose control points lie 0.5523 of the radius along
    /// ([INF] from device templates, docs/devices.md).
    static let notchFillet: CGFloat = 6, notchCornerRadius: CGFloat = 20, notchCurve: CGFloat = 0.5523
}

extension Device {
    /// The hardware around the screen: the catalog's for catalog devices, none for custom sizes.
    public var hardware: DeviceHardware { isCustom ? .plain : DeviceHardware.catalog[id] ?? .plain }

    /// True for iPads (a status bar in both orientations, with the date).
    var isPad: Bool { id.hasPrefix("ipad") }
}
