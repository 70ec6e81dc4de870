import Foundation

// UIKit's feedback generators, pasteboard, accessibility settings and appearance proxies:
// accepted and not honoured, as a still picture has no use for them (docs/coverage.md, "UIKit").

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
