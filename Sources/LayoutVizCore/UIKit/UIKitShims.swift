import Foundation

// The part of UIKit that SwiftUI files reach for (`import SwiftUI` brings UIKit on iOS):
// the screen's bounds, the key window's safe-area insets, fonts and images, feedback
// generators, appearance proxies, and the window and hosting classes of overlay-window code.
// What a still picture can read (the screen, the safe area, the device) answers as the device
// being drawn does; what acts (opening URLs, haptics, extra windows) is accepted and does
// nothing; `appearance()` settings are accepted and not honoured (docs/coverage.md, "UIKit").
// Values come from the environment of the view being resolved (`EnvironmentValues.current`),
// so code that reads them outside a render gets the default device's.

// MARK: Screen, device and application

/// The device's screen, as the picture being drawn has it.
public final class UIScreen: @unchecked Sendable {
    /// The screen of the device being drawn (iPhone 17 portrait outside a render).
    public static var main: UIScreen { UIScreen(EnvironmentValues.current) }

    /// The screen in points, in the current orientation.
    public let bounds: CGRect
    /// Points to pixels.
    public let scale: CGFloat
    /// The screen in pixels, portrait.
    public var nativeBounds: CGRect {
        let w = min(bounds.width, bounds.height) * scale, h = max(bounds.width, bounds.height) * scale
        return CGRect(x: 0, y: 0, width: w, height: h)
    }
    /// Points to pixels.
    public var nativeScale: CGFloat { scale }
    /// The backlight's brightness (0...1); setting it does nothing.
    public var brightness: CGFloat = 0.5  // not a look value: a value the picture does not show
    /// The screen's coordinate space bounds.
    public var coordinateSpace: UIScreen { self }

    init(_ environment: EnvironmentValues?) {
        let size = environment?.screenSize ?? UIKitDefaults.screenSize
        bounds = CGRect(origin: .zero, size: size)
        scale = environment?.screenSize == nil ? UIKitDefaults.scale : (environment?.displayScale ?? UIKitDefaults.scale)
    }
}

/// The screen and insets reported outside a render: the device catalog's iPhone 17, portrait.
enum UIKitDefaults {
    static let screen = DeviceCatalog.device(named: "iphone-17")!.configuration(.portrait)
    static var screenSize: CGSize { screen.screenSize }
    static var scale: CGFloat { screen.device.scale }
    static var safeArea: UIEdgeInsets {
        let e = screen.safeAreaInsets
        return UIEdgeInsets(top: e.top, left: e.leading, bottom: e.bottom, right: e.trailing)
    }
}

/// Edge insets as UIKit spells them (left and right, not leading and trailing).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top, left, bottom, right: CGFloat
    /// Insets of the four edges.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// No insets.
    public init() { self = .zero }
}

extension EdgeInsets {
    /// UIKit's insets as SwiftUI's (left is leading).
    public init(_ insets: UIEdgeInsets) { self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right) }
}

/// The device, as the picture being drawn has it.
public final class UIDevice: @unchecked Sendable {
    /// The device being drawn.
    public static var current: UIDevice { UIDevice(EnvironmentValues.current) }
    /// Phone or pad.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The system's name.
    public let systemName = "iOS"
    /// The system's version.
    public let systemVersion = "26.0"
    /// The device's name.
    public var name: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The device's model.
    public var model: String { name }
    /// The device's orientation.
    public let orientation: UIDeviceOrientation
    /// Whether the battery is watched.
    public var isBatteryMonitoringEnabled = false
    /// The battery's charge: full, as the status bar draws it.
    public var batteryLevel: Float { 1 }
    /// A per-vendor identifier.
    public var identifierForVendor: UUID? { nil }

    init(_ environment: EnvironmentValues?) {
        let size = environment?.screenSize ?? UIKitDefaults.screenSize
        userInterfaceIdiom = min(size.width, size.height) >= 700 ? .pad : .phone  // not a look value: geometry
        orientation = size.width > size.height ? .landscapeLeft : .portrait
    }
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// The device's physical orientation.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
}

/// The interface's orientation.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// Light or dark, as UIKit names it.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The status bar's text colour.
public enum UIStatusBarStyle: Int, Sendable {
    case `default`, lightContent, darkContent
}

/// The traits of an environment, as UIKit describes them.
public final class UITraitCollection: @unchecked Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Phone or pad.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Points to pixels.
    public let displayScale: CGFloat
    /// The traits of the view being drawn.
    public static var current: UITraitCollection { UITraitCollection(EnvironmentValues.current) }

    init(_ environment: EnvironmentValues?) {
        userInterfaceStyle = environment?.colorScheme == .dark ? .dark : .light
        userInterfaceIdiom = UIDevice(environment).userInterfaceIdiom
        displayScale = environment?.displayScale ?? UIKitDefaults.scale
    }

    /// The traits of a view drawn in `scheme`.
    convenience init(scheme: ColorScheme) {
        var e = EnvironmentValues.current ?? EnvironmentValues()
        e.colorScheme = scheme
        self.init(e)
    }
}

/// The application: its one window scene, on the screen being drawn. Actions do nothing.
public final class UIApplication: UIResponder, @unchecked Sendable {
    /// The application.
    public static var shared: UIApplication { UIApplication(EnvironmentValues.current) }
    /// The scenes: one window scene.
    public let connectedScenes: Set<UIScene>
    /// The key window's scene's windows (the older API).
    public var windows: [UIWindow] { (connectedScenes.first as? UIWindowScene)?.windows ?? [] }
    /// The key window (the older API).
    public var keyWindow: UIWindow? { windows.first }
    /// The application's state.
    public var applicationState: State { .active }
    /// The badge on the app's icon.
    public var applicationIconBadgeNumber = 0
    /// Whether the screen may sleep.
    public var isIdleTimerDisabled = false
    /// Whether the app can change its icon.
    public var supportsAlternateIcons: Bool { true }
    /// The app's other icon, if one is set.
    public var alternateIconName: String? { nil }
    /// The URL of the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"
    /// The URL of the app's notification settings.
    public static let openNotificationSettingsURLString = "app-settings:notifications"
    /// Where the layout direction runs.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        EnvironmentValues.current?.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    init(_ environment: EnvironmentValues?) {
        connectedScenes = [UIWindowScene(environment)]
        super.init()
    }

    /// Opens `url`: nothing happens in a picture.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
    /// Opens `url` (async).
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }
    /// Whether an app opens `url`.
    public func canOpenURL(_ url: URL) -> Bool { false }
    /// Sends an action along the responder chain (`resignFirstResponder` to end editing): nothing to do.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
    /// Changes the app's icon: nothing happens in a picture.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(nil) }
    /// Changes the app's icon (async).
    public func setAlternateIconName(_ alternateIconName: String?) async throws {}
    /// Asks to receive remote notifications.
    public func registerForRemoteNotifications() {}
    /// Ends editing in every window.
    public func endEditing(_ force: Bool) {}

    /// The application's state.
    public enum State: Int, Sendable { case active, inactive, background }
    /// Options for `open(_:options:)`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
    /// Launch options.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// The layout direction, as UIKit names it.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

/// A method's name, as the Objective-C runtime names it (`#selector(...)` cannot be written on
/// Linux; `Selector("resignFirstResponder")` can).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The name.
    public let name: String
    /// A selector of `name`.
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
}
