import Foundation

/// An orientation of a device.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait
    case landscape
}

/// An Apple device's screen: size in points, scale, safe areas and size classes per orientation
/// (docs/devices.md).
public struct Device: Hashable, Sendable {
    /// The marketing name, as Apple writes it: "iPhone 16 Pro".
    public let name: String
    /// A stable, lowercase, file-name-safe identifier: "iphone-16-pro".
    public let id: String
    /// The portrait screen size in points.
    public let portraitSize: CGSize
    /// Points to pixels (UIKit scale).
    public let scale: CGFloat
    /// Safe-area insets in portrait.
    public let portraitSafeArea: EdgeInsets
    /// Safe-area insets in landscape (device rotated left: the sensor housing on the leading side).
    public let landscapeSafeArea: EdgeInsets
    /// Size classes (horizontal, vertical) in portrait.
    public let portraitSizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass)
    /// Size classes (horizontal, vertical) in landscape.
    public let landscapeSizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass)
    /// True for sizes given on the command line rather than taken from the catalog.
    public let isCustom: Bool
    /// The insets another system reports on this device where they differ from
    /// `portraitSafeArea` and `landscapeSafeArea` (iOS 26's): iOS 18's, by look.
    public let otherSafeAreas: [SystemLook.Name: SafeAreas]
    /// Where the numbers come from and how sure they are: `Apple HIG Layout (2025); insets:
    /// useyourloaf (2025)`, `high`.
    public let source: String, confidence: String

    /// Creates a device description.
    public init(name: String, id: String, portraitSize: CGSize, scale: CGFloat, portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
                portraitSizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass),
                landscapeSizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass), isCustom: Bool = false,
                otherSafeAreas: [SystemLook.Name: SafeAreas] = [:], source: String = "", confidence: String = "") {
        self.name = name
        self.id = id
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
        self.isCustom = isCustom
        self.otherSafeAreas = otherSafeAreas
        self.source = source
        self.confidence = confidence
    }

    /// Safe-area insets in both orientations.
    public struct SafeAreas: Hashable, Sendable {
        public var portrait: EdgeInsets, landscape: EdgeInsets
        /// Insets in portrait and landscape.
        public init(portrait: EdgeInsets, landscape: EdgeInsets) {
            self.portrait = portrait
            self.landscape = landscape
        }
    }

    /// The device as the system of `look` reports it: its safe-area insets (iOS 26 reserves 20
    /// points at the top of Dynamic Island phones in landscape, iOS 18 none; docs/devices.md).
    public func running(_ look: SystemLook.Name) -> Device {
        guard let other = otherSafeAreas[look] else { return self }
        return Device(name: name, id: id, portraitSize: portraitSize, scale: scale, portraitSafeArea: other.portrait, landscapeSafeArea: other.landscape,
                      portraitSizeClasses: portraitSizeClasses, landscapeSizeClasses: landscapeSizeClasses, isCustom: isCustom,
                      source: source, confidence: confidence)
    }

    /// The device drawn at another number of pixels per point.
    public func with(scale: CGFloat) -> Device {
        Device(name: name, id: id, portraitSize: portraitSize, scale: scale, portraitSafeArea: portraitSafeArea, landscapeSafeArea: landscapeSafeArea,
               portraitSizeClasses: portraitSizeClasses, landscapeSizeClasses: landscapeSizeClasses, isCustom: isCustom,
               otherSafeAreas: otherSafeAreas, source: source, confidence: confidence)
    }

    public static func == (a: Device, b: Device) -> Bool { a.id == b.id && a.portraitSize == b.portraitSize && a.scale == b.scale }
    public func hash(into h: inout Hasher) { h.combine(id) }

    /// The device in one orientation.
    public func configuration(_ orientation: Orientation) -> DeviceConfiguration {
        DeviceConfiguration(device: self, orientation: orientation)
    }
}

/// A device in one orientation: what a render or layout dump is made for.
public struct DeviceConfiguration: Hashable, Sendable {
    /// The device.
    public let device: Device
    /// The orientation.
    public let orientation: Orientation

    /// Creates a configuration.
    public init(device: Device, orientation: Orientation) {
        self.device = device
        self.orientation = orientation
    }

    /// The screen size in points for this orientation.
    public var screenSize: CGSize {
        let p = device.portraitSize
        return orientation == .portrait ? p : CGSize(width: p.height, height: p.width)
    }

    /// The screen size in pixels.
    public var pixelSize: (width: Int, height: Int) {
        // Beyond any image size, the count saturates instead of trapping (callers refuse it).
        func px(_ v: CGFloat) -> Int {
            let p = (v * device.scale).rounded()
            return p < 1e15 ? Int(p) : Int(1e15)
        }
        return (px(screenSize.width), px(screenSize.height))
    }

    /// The safe-area insets for this orientation.
    public var safeAreaInsets: EdgeInsets { orientation == .portrait ? device.portraitSafeArea : device.landscapeSafeArea }

    /// The safe area in screen coordinates: what the root view is proposed.
    public var safeAreaFrame: CGRect {
        let s = screenSize, e = safeAreaInsets
        return CGRect(x: e.leading, y: e.top, width: s.width - e.horizontal, height: s.height - e.vertical)
    }

    /// The horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        orientation == .portrait ? device.portraitSizeClasses.0 : device.landscapeSizeClasses.0
    }

    /// The vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass {
        orientation == .portrait ? device.portraitSizeClasses.1 : device.landscapeSizeClasses.1
    }

    /// The environment the device gives the root view: scale and size classes.
    public var environment: EnvironmentValues {
        var e = EnvironmentValues()
        e.displayScale = device.scale
        e.horizontalSizeClass = horizontalSizeClass
        e.verticalSizeClass = verticalSizeClass
        e.screenSize = screenSize
        e.screenBottomInset = safeAreaInsets.bottom
        e.screenSafeAreaInsets = safeAreaInsets
        e.screenCornerRadius = device.hardware.cornerRadius
        return e
    }

    /// The stable file-name stem: `iphone-16-portrait`.
    public var fileStem: String { "\(device.id)-\(orientation.rawValue)" }

    /// A one-line description: `iPhone 16, portrait, 393×852 pt @3x, compact/regular`.
    public var summary: String {
        let s = screenSize
        return "\(device.name), \(orientation.rawValue), \(formatLength(s.width))×\(formatLength(s.height)) pt @\(formatLength(device.scale))x, \(horizontalSizeClass)/\(verticalSizeClass)"
    }

    public static func == (a: Self, b: Self) -> Bool { a.device == b.device && a.orientation == b.orientation }
    public func hash(into h: inout Hasher) {
        h.combine(device)
        h.combine(orientation)
    }
}
