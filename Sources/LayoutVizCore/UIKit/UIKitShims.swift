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
    public var brightness: CGFloat = 0.5
    /// The screen's coordinate space bounds.
    public var coordinateSpace: UIScreen { self }

    init(_ environment: EnvironmentValues?) {
        let size = environment?.screenSize ?? UIKitDefaults.screenSize
        bounds = CGRect(origin: .zero, size: size)
        scale = environment?.screenSize == nil ? UIKitDefaults.scale : (environment?.displayScale ?? UIKitDefaults.scale)
    }
}

/// The screen and insets reported outside a render: the iPhone 17's, portrait.
enum UIKitDefaults {
    static let screenSize = CGSize(width: 402, height: 874)
    static let scale: CGFloat = 3
    static let safeArea = UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0)
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
        userInterfaceIdiom = min(size.width, size.height) >= 700 ? .pad : .phone
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

// MARK: Responders, views, windows, scenes

/// An object that responds to events.
open class UIResponder: Hashable, @unchecked Sendable {
    public init() {}
    public static func == (a: UIResponder, b: UIResponder) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// Gives up being the first responder.
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// Becomes the first responder.
    @discardableResult open func becomeFirstResponder() -> Bool { true }
    /// The next responder.
    open var next: UIResponder? { nil }
}

/// A touch or other event.
open class UIEvent: @unchecked Sendable {
    public init() {}
}

/// A UIKit view: its geometry, as the picture has it. Not drawn (SwiftUI views are).
open class UIView: UIResponder, @unchecked Sendable {
    /// The view's frame in its superview.
    open var frame: CGRect
    /// The view's bounds.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The view's centre.
    open var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    /// The insets of the safe area.
    open var safeAreaInsets: UIEdgeInsets = .zero
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The tint colour.
    open var tintColor: UIColor?
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity.
    open var alpha: CGFloat = 1
    /// Whether the view is opaque.
    open var isOpaque = true
    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true
    /// Whether subviews are clipped.
    open var clipsToBounds = false
    /// A number to find the view by.
    open var tag = 0
    /// The subviews.
    open private(set) var subviews: [UIView] = []
    /// The superview.
    open private(set) weak var superview: UIView?
    /// The window the view is in.
    open var window: UIWindow? { superview?.window }
    /// The view's own interface style.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The view's traits.
    open var traitCollection: UITraitCollection { UITraitCollection(EnvironmentValues.current) }

    /// A view of `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }
    /// An empty view.
    public override convenience init() { self.init(frame: .zero) }

    /// Adds a subview.
    open func addSubview(_ view: UIView) {
        subviews.append(view)
        view.superview = self
    }
    /// Removes the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    /// The deepest view at `point` (the view itself when the point is inside).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { self.point(inside: point, with: event) ? self : nil }
    /// Whether `point` is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// Lays out the subviews.
    open func layoutSubviews() {}
    /// Asks for layout.
    open func setNeedsLayout() {}
    /// Lays out now.
    open func layoutIfNeeded() {}
    /// Ends editing in the view.
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
}

/// A window: the screen's bounds and safe area.
open class UIWindow: UIView, @unchecked Sendable {
    /// The root view controller.
    open var rootViewController: UIViewController?
    /// The window's scene.
    open weak var windowScene: UIWindowScene?
    /// Whether the window is the key window.
    open var isKeyWindow: Bool { true }
    /// The window's level.
    open var windowLevel: Level = .normal
    /// The window itself.
    open override var window: UIWindow? { self }

    /// A window on `windowScene`'s screen.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: windowScene.screen.bounds)
        safeAreaInsets = windowScene.safeAreaInsets
    }
    /// A window of `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Makes the window key and shows it; a picture shows only the app's views.
    open func makeKeyAndVisible() {}
    /// Makes the window key.
    open func makeKey() {}

    /// A window's level in the stack of windows.
    public struct Level: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0), statusBar = Level(1000), alert = Level(2000)
        public static func + (l: Level, r: CGFloat) -> Level { Level(l.rawValue + r) }
        public static func - (l: Level, r: CGFloat) -> Level { Level(l.rawValue - r) }
    }
}

/// A scene of the app.
open class UIScene: UIResponder, @unchecked Sendable {
    /// The scene's state.
    open var activationState: ActivationState { .foregroundActive }
    /// The scene's session.
    open var session: UISceneSession { UISceneSession() }
    /// A scene's state.
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
    /// Options a scene connects with.
    open class ConnectionOptions: @unchecked Sendable { public init() {} }
}

/// The app's window scene: the screen being drawn, with one window.
open class UIWindowScene: UIScene, @unchecked Sendable {
    /// The scene's screen.
    public let screen: UIScreen
    /// The safe-area insets of the scene's window.
    let safeAreaInsets: UIEdgeInsets
    /// The scene's windows: one, the size of the screen.
    open private(set) var windows: [UIWindow] = []
    /// The key window.
    open var keyWindow: UIWindow? { windows.first }
    /// The interface's orientation.
    open var interfaceOrientation: UIInterfaceOrientation { screen.bounds.width > screen.bounds.height ? .landscapeLeft : .portrait }
    /// The status bar's manager.
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager(height: safeAreaInsets.top) }
    /// The scene's traits.
    open var traitCollection: UITraitCollection { UITraitCollection(EnvironmentValues.current) }

    init(_ environment: EnvironmentValues?) {
        screen = UIScreen(environment)
        safeAreaInsets = environment?.screenSafeAreaInsets.map { UIEdgeInsets(top: $0.top, left: $0.leading, bottom: $0.bottom, right: $0.trailing) }
            ?? UIKitDefaults.safeArea
        super.init()
        let window = UIWindow(windowScene: self)
        windows = [window]
    }
}

/// The status bar's geometry.
open class UIStatusBarManager: @unchecked Sendable {
    /// The status bar's frame.
    open var statusBarFrame: CGRect
    /// Whether the status bar is hidden.
    open var isStatusBarHidden: Bool { false }
    /// The status bar's style.
    open var statusBarStyle: UIStatusBarStyle { .default }
    init(height: CGFloat) { statusBarFrame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: height) }
}

/// A scene's session.
open class UISceneSession: @unchecked Sendable {
    public init() {}
    /// The session's role.
    open var role: UISceneSession.Role { .windowApplication }
    /// A scene's role.
    public struct Role: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}

/// A scene's configuration.
open class UISceneConfiguration: @unchecked Sendable {
    /// The configuration's name.
    open var name: String?
    /// The scene delegate's class.
    open var delegateClass: AnyClass?
    /// A configuration of `name` for `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) { self.name = name }
}

/// An app delegate.
public protocol UIApplicationDelegate: AnyObject {}
extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool { true }
}
/// A scene delegate.
public protocol UISceneDelegate: AnyObject {}
/// A window scene delegate.
public protocol UIWindowSceneDelegate: UISceneDelegate {}

/// A view controller: its view. Not drawn (SwiftUI views are).
open class UIViewController: UIResponder, @unchecked Sendable {
    /// The controller's view.
    open var view: UIView! = UIView(frame: UIScreen.main.bounds)
    /// The controller presented over this one.
    open var presentedViewController: UIViewController? { nil }
    /// The controller that presented this one.
    open var presentingViewController: UIViewController? { nil }
    /// The child controllers.
    open var children: [UIViewController] { [] }
    /// The controller's own interface style.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// How the controller is presented.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The status bar style the controller prefers.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden.
    open var prefersStatusBarHidden: Bool { false }
    /// The controller's traits.
    open var traitCollection: UITraitCollection { UITraitCollection(EnvironmentValues.current) }

    public override init() { super.init() }
    /// Presents `controller`: nothing is presented in a picture.
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    /// Dismisses the presented controller.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    /// Asks the status bar to update.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Called when the view has loaded.
    open func viewDidLoad() {}
}

/// How a controller is presented.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none = -1, automatic = -2
}

/// A controller that hosts a SwiftUI view (in an overlay window, a sheet...); not drawn.
open class UIHostingController<Content: View>: UIViewController, @unchecked Sendable {
    /// The hosted view.
    open var rootView: Content
    /// How the controller sizes itself.
    open var sizingOptions: UIHostingControllerSizingOptions = []
    /// Hosts `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
    /// The size that fits `size`.
    open func sizeThatFits(in size: CGSize) -> CGSize { size }
}

/// How a hosting controller sizes itself.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = Self(rawValue: 1)
    public static let intrinsicContentSize = Self(rawValue: 2)
}

// MARK: Images and fonts

/// An image, as UIKit names one: `UIImage(named:)` finds the same files `Image(_:)` does.
public final class UIImage: @unchecked Sendable {
    /// The name it was made from.
    let name: String?
    /// Whether it is a symbol.
    let isSymbol: Bool
    /// An image named `name`. Never nil, so that `UIImage(named:)!` draws as iOS draws the app's
    /// own image: a name no image folder has is drawn as nothing and named in the image warning.
    public init?(named name: String, in bundle: Bundle? = nil, with configuration: Any? = nil) {
        self.name = name
        isSymbol = false
    }
    /// An SF Symbol.
    public init?(systemName: String) {
        name = systemName
        isSymbol = true
    }
    /// An image from file data: not decoded (nil).
    public init?(data: Data) { return nil }
    /// An image from file data and scale: not decoded (nil).
    public init?(data: Data, scale: CGFloat) { return nil }
    /// An image from a file: not decoded (nil).
    public init?(contentsOfFile path: String) { return nil }
    /// An empty image.
    public init() {
        name = nil
        isSymbol = false
    }
    /// The image's size in points (0 × 0: the file is measured when drawn).
    public var size: CGSize { .zero }
    /// Points to pixels.
    public var scale: CGFloat { 1 }
    /// The same image with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    /// The same image tinted.
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    /// PNG data: none.
    public func pngData() -> Data? { nil }
    /// JPEG data: none.
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
    /// How an image is drawn.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
}

extension Image {
    /// An image made from a `UIImage`: the named file or symbol it was made from (an image made
    /// from data draws nothing and is named in the image warning, as a missing file is).
    public init(uiImage: UIImage) {
        if uiImage.isSymbol, let name = uiImage.name { self.init(systemName: name) } else { self.init(uiImage.name ?? "") }
    }
}

/// A font, as UIKit names one: Inter at the size and weight asked for.
public struct UIFont: Hashable, Sendable {
    /// The point size.
    public let pointSize: CGFloat
    /// The weight.
    let weight: Font.Weight
    /// The text style, for preferred fonts.
    let style: TextStyle?

    init(size: CGFloat, weight: Font.Weight, style: TextStyle? = nil) {
        pointSize = size
        self.weight = weight
        self.style = style
    }
    /// A font named `fontName` (drawn in Inter).
    public init?(name fontName: String, size fontSize: CGFloat) { self.init(size: fontSize, weight: .regular) }
    /// The system font of `size` and `weight`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont { UIFont(size: size, weight: weight.fontWeight) }
    /// The bold system font.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size, weight: .bold) }
    /// The italic system font (drawn upright).
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size, weight: .regular) }
    /// The monospaced system font (drawn in Inter).
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(size: size, weight: weight.fontWeight) }
    /// The monospaced-digit system font (drawn in Inter).
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(size: size, weight: weight.fontWeight) }
    /// The font of a text style at the Large text size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let f = style.font
        return UIFont(size: f.size, weight: f.weight, style: style)
    }
    /// The system's default font size (17).
    public static var systemFontSize: CGFloat { 17 }
    /// The label font size (17).
    public static var labelFontSize: CGFloat { 17 }
    /// The line height, as Inter's metrics give it (1.21 em).
    public var lineHeight: CGFloat { pointSize * 1.21 }
    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(size: size, weight: weight, style: style) }
    /// The font's family name.
    public var familyName: String { "Inter" }
    /// The font's name.
    public var fontName: String { "Inter" }

    /// A font weight, as UIKit names them.
    public struct Weight: Hashable, Sendable {
        let fontWeight: Font.Weight
        public static let ultraLight = Weight(fontWeight: .ultraLight), thin = Weight(fontWeight: .thin), light = Weight(fontWeight: .light)
        public static let regular = Weight(fontWeight: .regular), medium = Weight(fontWeight: .medium), semibold = Weight(fontWeight: .semibold)
        public static let bold = Weight(fontWeight: .bold), heavy = Weight(fontWeight: .heavy), black = Weight(fontWeight: .black)
    }

    /// A text style, as UIKit names them.
    public struct TextStyle: Hashable, Sendable {
        let font: Font
        public static let largeTitle = TextStyle(font: .largeTitle), title1 = TextStyle(font: .title), title2 = TextStyle(font: .title2)
        public static let title3 = TextStyle(font: .title3), headline = TextStyle(font: .headline), subheadline = TextStyle(font: .subheadline)
        public static let body = TextStyle(font: .body), callout = TextStyle(font: .callout), footnote = TextStyle(font: .footnote)
        public static let caption1 = TextStyle(font: .caption), caption2 = TextStyle(font: .caption2)
    }
}

extension Font {
    /// A SwiftUI font of a UIKit font's size and weight (a text style's scales with Dynamic Type).
    public init(_ font: UIFont) {
        self = font.style.map { $0.font.weight(font.weight) } ?? .system(size: font.pointSize, weight: font.weight)
    }
}

/// Scales sizes with Dynamic Type, as UIKit's `UIFontMetrics`: by the text style's row of the
/// table, in the environment being drawn.
public struct UIFontMetrics: Sendable {
    let style: UIFont.TextStyle
    /// The body style's metrics.
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }
    /// `value` scaled as the style's size is from Large.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        let size = EnvironmentValues.current?.dynamicTypeSize ?? .large
        let large = style.font.size, scaled = style.font.scaled(for: size).size
        return large > 0 ? value * scaled / large : value
    }
    /// `font` scaled as the style's size is.
    public func scaledFont(for font: UIFont) -> UIFont { font.withSize(scaledValue(for: font.pointSize)) }
}

extension NSAttributedString.Key {
    /// The font of a stretch of text.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of a stretch of text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background colour of a stretch of text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The letter spacing of a stretch of text.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline style of a stretch of text.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The paragraph style of a stretch of text.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

extension String {
    /// The size of the string in the font of `attributes` (`.font`, else 12-point system), on one
    /// line, as the text measurer sets it.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = (attributes?[.font] as? UIFont).map { Font($0) } ?? .system(size: 12)
        let request = TextLayoutRequest(string: self, font: font, wrapWidth: nil, maxLines: nil, truncation: .tail, alignment: .leading)
        return EnvironmentValues.current?.textMeasurer?.measure(request).size ?? .zero
    }
}

// MARK: Shapes

/// Which corners of a rectangle (UIKit's, left and right as on screen).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1), topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4), bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A Core Graphics path: SwiftUI's `Path` stands for it (`Path(bezier.cgPath)`).
public typealias CGPath = Path

extension Path {
    /// A path of a Core Graphics path.
    public init(_ path: CGPath) { self = path }
}

/// A path built as UIKit's `UIBezierPath` builds one (`cgPath` gives it to `Path`).
public final class UIBezierPath: @unchecked Sendable {
    /// The path.
    public private(set) var cgPath: CGPath
    /// The line width for strokes.
    public var lineWidth: CGFloat = 1

    /// An empty path.
    public init() { cgPath = Path() }
    /// A rectangle.
    public init(rect: CGRect) { cgPath = Path(rect) }
    /// An ellipse in `rect`.
    public init(ovalIn rect: CGRect) { cgPath = Path(ellipseIn: rect) }
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { cgPath = Path(roundedRect: rect, cornerRadius: cornerRadius) }
    /// A rectangle with `corners` rounded to `cornerRadii`.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = cornerRadii.width
        cgPath = UnevenRoundedRectangle(topLeadingRadius: corners.contains(.topLeft) ? r : 0, bottomLeadingRadius: corners.contains(.bottomLeft) ? r : 0,
                                        bottomTrailingRadius: corners.contains(.bottomRight) ? r : 0, topTrailingRadius: corners.contains(.topRight) ? r : 0)
            .path(in: rect)
    }
    /// An arc.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        cgPath = Path()
        cgPath.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }
    /// Moves to `point`.
    public func move(to point: CGPoint) { cgPath.move(to: point) }
    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    /// Adds a cubic curve.
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic curve.
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { cgPath.addQuadCurve(to: point, control: controlPoint) }
    /// Closes the subpath.
    public func close() { cgPath.closeSubpath() }
    /// Appends `path`.
    public func append(_ path: UIBezierPath) { cgPath.addPath(path.cgPath) }
}

// MARK: Feedback, pasteboard, accessibility, appearance

/// Haptic feedback for an impact: nothing is felt in a picture.
public final class UIImpactFeedbackGenerator: @unchecked Sendable {
    /// The strength of an impact.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle = .medium) {}
    public init() {}
    public func prepare() {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

/// Haptic feedback for an outcome: nothing is felt in a picture.
public final class UINotificationFeedbackGenerator: @unchecked Sendable {
    /// An outcome.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public init() {}
    public func prepare() {}
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Haptic feedback for a selection: nothing is felt in a picture.
public final class UISelectionFeedbackGenerator: @unchecked Sendable {
    public init() {}
    public func prepare() {}
    public func selectionChanged() {}
}

/// The pasteboard: empty in a picture.
public final class UIPasteboard: @unchecked Sendable {
    /// The general pasteboard.
    public static var general: UIPasteboard { UIPasteboard() }
    /// The string on it.
    public var string: String?
    /// The strings on it.
    public var strings: [String]?
    /// The URL on it.
    public var url: URL?
    /// The image on it.
    public var image: UIImage?
    /// Whether it holds strings.
    public var hasStrings: Bool { string != nil }
}

/// Accessibility settings: the defaults, as a picture is drawn.
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isVoiceOverRunning: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { EnvironmentValues.current?.colorSchemeContrast == .increased }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    /// Posts an accessibility notification: nothing to post to.
    public static func post(notification: Notification, argument: Any?) {}
    /// An accessibility notification.
    public struct Notification: Hashable, Sendable {
        let name: String
        public static let announcement = Notification(name: "announcement"), layoutChanged = Notification(name: "layoutChanged")
        public static let screenChanged = Notification(name: "screenChanged")
    }
}

/// UIKit classes whose `appearance()` proxies SwiftUI code sets (`UITabBar.appearance().isHidden
/// = true`): accepted, not honoured; LayoutViz draws SwiftUI's own bars.
public protocol UIAppearance: AnyObject {
    init()
}

extension UIAppearance {
    /// A proxy whose settings are accepted and not honoured.
    public static func appearance() -> Self { Self() }
    /// A proxy for views inside `containerTypes`; accepted, not honoured.
    public static func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> Self { Self() }
}

/// Text attributes, as UIKit's appearance APIs take them.
public typealias UITextAttributes = [NSAttributedString.Key: Any]

/// A navigation bar's appearance proxy.
public final class UINavigationBar: UIAppearance, @unchecked Sendable {
    public required init() {}
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    public var barTintColor: UIColor?
    public var tintColor: UIColor?
    public var backgroundColor: UIColor?
    public var isTranslucent = true
    public var prefersLargeTitles = false
    public var shadowImage: UIImage?
    public var standardAppearance = UINavigationBarAppearance()
    public var scrollEdgeAppearance: UINavigationBarAppearance?
    public var compactAppearance: UINavigationBarAppearance?
    public var compactScrollEdgeAppearance: UINavigationBarAppearance?
    public func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {}
}

/// Bar metrics.
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt = 101, compactPrompt }

/// A bar's appearance.
public class UIBarAppearance: @unchecked Sendable {
    public required init() {}
    public var backgroundColor: UIColor?
    public var backgroundEffect: Any?
    public var backgroundImage: UIImage?
    public var shadowColor: UIColor?
    public var shadowImage: UIImage?
    public func configureWithOpaqueBackground() {}
    public func configureWithTransparentBackground() {}
    public func configureWithDefaultBackground() {}
}

/// A navigation bar's appearance.
public final class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var buttonAppearance = UIBarButtonItemAppearance()
    public var backButtonAppearance = UIBarButtonItemAppearance()
    public func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
}

/// A bar button item's appearance.
public final class UIBarButtonItemAppearance: @unchecked Sendable {
    public init() {}
    public init(style: Int) {}
    public var normal = UIBarButtonItemStateAppearance()
}

/// A bar button item's appearance in one state.
public final class UIBarButtonItemStateAppearance: @unchecked Sendable {
    public init() {}
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// A tab bar's appearance proxy.
public final class UITabBar: UIAppearance, @unchecked Sendable {
    public required init() {}
    public var isHidden = false
    public var barTintColor: UIColor?
    public var tintColor: UIColor?
    public var unselectedItemTintColor: UIColor?
    public var backgroundColor: UIColor?
    public var backgroundImage: UIImage?
    public var shadowImage: UIImage?
    public var isTranslucent = true
    public var standardAppearance = UITabBarAppearance()
    public var scrollEdgeAppearance: UITabBarAppearance?
}

/// A tab bar's appearance.
public final class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {
    public var stackedLayoutAppearance = UITabBarItemAppearance()
    public var inlineLayoutAppearance = UITabBarItemAppearance()
    public var compactInlineLayoutAppearance = UITabBarItemAppearance()
}

/// A tab bar item's appearance.
public final class UITabBarItemAppearance: @unchecked Sendable {
    public init() {}
    public var normal = UITabBarItemStateAppearance()
    public var selected = UITabBarItemStateAppearance()
}

/// A tab bar item's appearance in one state.
public final class UITabBarItemStateAppearance: @unchecked Sendable {
    public init() {}
    public var iconColor: UIColor?
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// A table view's appearance proxy (lists were table views before iOS 16).
public final class UITableView: UIAppearance, @unchecked Sendable {
    public required init() {}
    public var backgroundColor: UIColor?
    public var separatorStyle: SeparatorStyle = .singleLine
    public var separatorColor: UIColor?
    public var tableFooterView: UIView?
    public var tableHeaderView: UIView?
    public var showsVerticalScrollIndicator = true
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
}

/// A table cell's appearance proxy.
public final class UITableViewCell: UIAppearance, @unchecked Sendable {
    public required init() {}
    public var backgroundColor: UIColor?
    public var selectionStyle = 0
}

/// A collection view's appearance proxy.
public final class UICollectionView: UIAppearance, @unchecked Sendable {
    public required init() {}
    public var backgroundColor: UIColor?
}

/// A scroll view's appearance proxy.
public final class UIScrollView: UIAppearance, @unchecked Sendable {
    public required init() {}
    public var bounces = true
    public var isScrollEnabled = true
    public var isPagingEnabled = false
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    public var keyboardDismissMode: KeyboardDismissMode = .none
    public var contentInset = UIEdgeInsets.zero
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
}

/// A page control's appearance proxy (`TabView`'s page dots).
public final class UIPageControl: UIAppearance, @unchecked Sendable {
    public required init() {}
    public var currentPageIndicatorTintColor: UIColor?
    public var pageIndicatorTintColor: UIColor?
    public var backgroundStyle: Int = 0
}

/// A segmented control's appearance proxy.
public final class UISegmentedControl: UIAppearance, @unchecked Sendable {
    public required init() {}
    public var selectedSegmentTintColor: UIColor?
    public var backgroundColor: UIColor?
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}

/// A control's states.
public enum UIControl {
    /// A control's state.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([]), highlighted = State(rawValue: 1), disabled = State(rawValue: 2), selected = State(rawValue: 4)
    }
}

/// A text field's appearance proxy.
public final class UITextField: UIAppearance, @unchecked Sendable {
    public required init() {}
    public var backgroundColor: UIColor?
    public var tintColor: UIColor?
    public var clearButtonMode = 0
}

/// A text view's appearance proxy.
public final class UITextView: UIAppearance, @unchecked Sendable {
    public required init() {}
    public var backgroundColor: UIColor?
}

/// A switch's appearance proxy.
public final class UISwitch: UIAppearance, @unchecked Sendable {
    public required init() {}
    public var onTintColor: UIColor?
    public var thumbTintColor: UIColor?
}

/// A date picker's appearance proxy.
public final class UIDatePicker: UIAppearance, @unchecked Sendable {
    public required init() {}
    public var minuteInterval = 1
}

/// A label's appearance proxy.
public final class UILabel: UIAppearance, @unchecked Sendable {
    public required init() {}
    public var textColor: UIColor?
    public var font: UIFont?
    public var adjustsFontSizeToFitWidth = false
}

/// A refresh control's appearance proxy.
public final class UIRefreshControl: UIAppearance, @unchecked Sendable {
    public required init() {}
    public var tintColor: UIColor?
}

/// A keyboard's appearance.
public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light }
