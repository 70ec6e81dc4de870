import Foundation

// UIKit's responders, views, windows, scenes and hosting controllers, as SwiftUI files reach for
// them: built and kept, never shown (docs/coverage.md, "UIKit").

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
        public static let normal = Level(0), statusBar = Level(1000), alert = Level(2000)  // not a look value: Apple's documented default
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
