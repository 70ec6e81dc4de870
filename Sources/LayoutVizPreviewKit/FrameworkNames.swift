import Foundation

/// The Apple framework a missing piece of API belongs to, as `check` names it: by the import
/// (`import HealthKit`), by the prefix Apple's frameworks give their types and functions (`MK`,
/// `CL`, `AV`...), by the names each framework is known for (`ModelContainer`, `TipView`), and
/// otherwise SwiftUI (views, modifiers and styles). A heuristic: a user's own type that happens to
/// share a prefix is named by it.
package enum FrameworkNames {
    /// Name prefixes (followed by an uppercase letter) and their frameworks.
    static let prefixes: [(String, String)] = [
        ("MK", "MapKit"), ("CL", "CoreLocation"), ("AVPlayerViewController", "AVKit"), ("AV", "AVFoundation"), ("PHPicker", "PhotosUI"),
        ("PH", "Photos"), ("UN", "UserNotifications"), ("UI", "UIKit"), ("NS", "Foundation"), ("SK", "StoreKit"), ("WK", "WebKit"),
        ("LP", "LinkPresentation"), ("AS", "AuthenticationServices"), ("CK", "CloudKit"), ("HK", "HealthKit"), ("EK", "EventKit"),
        ("CN", "Contacts"), ("GK", "GameKit"), ("CM", "CoreMotion"), ("CB", "CoreBluetooth"), ("AR", "ARKit"), ("SF", "SafariServices"),
        ("MF", "MessageUI"), ("MPMedia", "MediaPlayer"), ("MPNowPlaying", "MediaPlayer"), ("CI", "CoreImage"), ("CG", "CoreGraphics"),
        ("CT", "CoreText"), ("VN", "Vision"), ("ML", "CoreML"), ("QL", "QuickLook"), ("PK", "PencilKit"), ("CX", "CallKit"),
    ]

    /// Names each framework is known for, besides its prefix.
    static let names: [String: String] = {
        var out: [String: String] = [:]
        let table: [(String, [String])] = [
            ("SwiftData", ["ModelContainer", "ModelContext", "ModelConfiguration", "PersistentModel", "FetchDescriptor", "Query", "Schema",
                           "VersionedSchema", "SchemaMigrationPlan", "MigrationStage", "PersistentIdentifier", "Model", "Attribute", "Relationship"]),
            ("WidgetKit", ["Widget", "WidgetBundle", "WidgetConfiguration", "StaticConfiguration", "AppIntentConfiguration", "TimelineProvider",
                           "AppIntentTimelineProvider", "TimelineEntry", "Timeline", "WidgetFamily", "WidgetCenter", "ActivityConfiguration"]),
            ("AppIntents", ["AppIntent", "AppEntity", "AppEnum", "EntityQuery", "AppShortcutsProvider", "AppShortcut", "IntentResult", "Parameter",
                            "IntentDialog", "DisplayRepresentation", "TypeDisplayRepresentation", "IntentDescription"]),
            ("TipKit", ["Tip", "Tips", "TipView", "TipGroup"]),
            ("StoreKit", ["Product", "Transaction", "AppStore", "SubscriptionStoreView", "StoreView", "ProductView", "RequestReviewAction"]),
            ("MapKit", ["Map", "Marker", "Annotation", "MapCameraPosition", "MapCamera", "MapPolyline", "MapCircle", "MapPolygon", "UserAnnotation",
                        "LookAroundPreview", "MapStyle"]),
            ("AVKit", ["VideoPlayer"]), ("PhotosUI", ["PhotosPicker", "PhotosPickerItem"]), ("Charts", ["Chart", "BarMark", "LineMark", "AreaMark",
            "PointMark", "RuleMark", "RectangleMark", "SectorMark", "AxisMarks", "AxisGridLine", "AxisTick", "AxisValueLabel", "PlottableValue"]),
            ("ActivityKit", ["Activity", "ActivityAttributes", "ActivityContent"]), ("os", ["Logger", "OSLog", "os_log", "OSSignposter"]),
            ("AuthenticationServices", ["SignInWithAppleButton"]), ("UniformTypeIdentifiers", ["UTType"]), ("Combine", ["AnyCancellable", "PassthroughSubject", "CurrentValueSubject"]),
        ]
        for (framework, list) in table { for n in list { out[n] = framework } }
        return out
    }()

    /// The framework of `api` (as `check` spells it: `import X`, `Type`, `Type.member`,
    /// `Type.init(...)`, `.modifier(...)`, `function(...)`).
    package static func framework(of api: String) -> String {
        if api.hasPrefix("import ") { return String(api.dropFirst("import ".count).split(separator: ".").first ?? "") }
        if api.hasPrefix(".") { return "SwiftUI" }
        let head = String(api.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if let known = names[head] { return known }
        for (prefix, framework) in prefixes where head.hasPrefix(prefix) {
            let rest = head.dropFirst(prefix.count)
            if prefix.count > 2 || rest.first?.isUppercase == true { return framework }
        }
        return "SwiftUI"
    }
}
