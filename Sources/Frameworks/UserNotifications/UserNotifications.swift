// `import UserNotifications` on Linux: the notification center, requests, content and triggers, as
// apps schedule reminders from their view models. Nothing is delivered: authorisation is not
// determined, requests are accepted and dropped (docs/frameworks.md, "Notifications").
@_exported import Foundation

/// What the app may do with notifications.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1), sound = UNAuthorizationOptions(rawValue: 2), alert = UNAuthorizationOptions(rawValue: 4)
    public static let carPlay = UNAuthorizationOptions(rawValue: 8), criticalAlert = UNAuthorizationOptions(rawValue: 16)
    public static let provisional = UNAuthorizationOptions(rawValue: 64), timeSensitive = UNAuthorizationOptions(rawValue: 256)
}

/// Whether the app may notify.
public enum UNAuthorizationStatus: Int, Sendable { case notDetermined, denied, authorized, provisional, ephemeral }

/// The app's notification settings.
open class UNNotificationSettings: @unchecked Sendable {
    open var authorizationStatus: UNAuthorizationStatus { .notDetermined }
}

/// A notification's sound.
open class UNNotificationSound: @unchecked Sendable {
    public static let `default` = UNNotificationSound()
    public static func named(_ name: String) -> UNNotificationSound { UNNotificationSound() }
}

/// What a notification says.
open class UNNotificationContent: @unchecked Sendable {
    open var title = ""
    open var subtitle = ""
    open var body = ""
    open var badge: NSNumber?
    open var sound: UNNotificationSound?
    open var userInfo: [AnyHashable: Any] = [:]
    open var categoryIdentifier = ""
    open var threadIdentifier = ""
    public init() {}
}

/// What a notification says, to fill in.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {}

/// When a notification is delivered.
open class UNNotificationTrigger: @unchecked Sendable {
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// After a time interval.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) { self.timeInterval = timeInterval; super.init(repeats: repeats) }
}

/// At matching dates.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) { self.dateComponents = dateComponents; super.init(repeats: repeats) }
}

/// A notification to deliver.
open class UNNotificationRequest: @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        (self.identifier, self.content, self.trigger) = (identifier, content, trigger)
    }
}

/// A delivered notification.
open class UNNotification: @unchecked Sendable {
    public let request: UNNotificationRequest
    public let date: Date
    init(request: UNNotificationRequest, date: Date) { (self.request, self.date) = (request, date) }
}

/// The user's answer to a notification.
open class UNNotificationResponse: @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) { (self.notification, self.actionIdentifier) = (notification, actionIdentifier) }
}

/// How a notification shows while the app is open.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1), sound = UNNotificationPresentationOptions(rawValue: 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 8), banner = UNNotificationPresentationOptions(rawValue: 16)
}

/// What the notification center tells its delegate.
public protocol UNUserNotificationCenterDelegate: AnyObject {}

/// The app's notification center, as UserNotifications' `UNUserNotificationCenter`.
open class UNUserNotificationCenter: @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    public static func current() -> UNUserNotificationCenter { shared }
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    /// Asks to notify: not granted in a preview.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }
    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(false, nil)
    }
    open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) { completionHandler(UNNotificationSettings()) }
    /// Schedules `request`: dropped.
    open func add(_ request: UNNotificationRequest) async throws {}
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { completionHandler?(nil) }
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { [] }
    open func deliveredNotifications() async -> [UNNotification] { [] }
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
    open func removeAllPendingNotificationRequests() {}
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    open func removeAllDeliveredNotifications() {}
    open func setBadgeCount(_ newBadgeCount: Int) async throws {}
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {}
}

/// A kind of notification with its actions.
open class UNNotificationCategory: Hashable, @unchecked Sendable {
    public let identifier: String
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
    }
    public static func == (lhs: UNNotificationCategory, rhs: UNNotificationCategory) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// A button of a notification.
open class UNNotificationAction: @unchecked Sendable {
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {}
}

public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1)
}

public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1), destructive = UNNotificationActionOptions(rawValue: 2)
    public static let foreground = UNNotificationActionOptions(rawValue: 4)
}
