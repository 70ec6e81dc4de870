// `import OSLog` on Linux: Apple's unified logging as SwiftUI apps call it (`Logger`,
// `os_log`). A preview program has no log store: messages are accepted and dropped, so a view
// model that logs compiles and runs unchanged (docs/coverage.md, "Foundation on Linux").
@_exported import Foundation

/// How important a log message is, as OSLog's `OSLogType`.
public struct OSLogType: Hashable, Sendable {
    let rawValue: UInt8
    public static let `default` = OSLogType(rawValue: 0)
    public static let info = OSLogType(rawValue: 1)
    public static let debug = OSLogType(rawValue: 2)
    public static let error = OSLogType(rawValue: 16)
    public static let fault = OSLogType(rawValue: 17)
}

/// Whether an interpolated value is shown in the log, as OSLog's `OSLogPrivacy`.
public struct OSLogPrivacy: Hashable, Sendable {
    let rawValue: UInt8
    public static let `public` = OSLogPrivacy(rawValue: 0)
    public static let `private` = OSLogPrivacy(rawValue: 1)
    public static let sensitive = OSLogPrivacy(rawValue: 2)
    public static let auto = OSLogPrivacy(rawValue: 3)
    /// Private, with a hash of the value shown.
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
    /// Sensitive, with a hash of the value shown.
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .sensitive }
    /// How a private value is masked.
    public struct Mask: Hashable, Sendable {
        public static let hash = Mask()
        public static let none = Mask()
    }
}

/// A log message with interpolations, as OSLog's `OSLogMessage`.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    /// The text, interpolations filled in.
    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// The parts of a log message.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }
        public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, format: OSLogFloatFormatting = .fixed, privacy: OSLogPrivacy = .auto) where T: BinaryFloatingPoint {
            text += String(describing: value())
        }
        public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }
    }
}

/// How a floating-point value is written in a log message.
public struct OSLogFloatFormatting: Hashable, Sendable {
    public static let fixed = OSLogFloatFormatting()
    public static func fixed(precision: Int) -> OSLogFloatFormatting { OSLogFloatFormatting() }
}

/// How an interpolated string is aligned in a log message.
public struct OSLogStringAlignment: Hashable, Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// A log of a subsystem and category, as OSLog's `Logger`: messages are accepted and dropped.
public struct Logger: Sendable {
    /// The default log.
    public init() {}
    /// The log of `subsystem` and `category`.
    public init(subsystem: String, category: String) {}
    /// A logger writing to `logObj`.
    public init(_ logObj: OSLog) {}
    /// Logs `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    /// Logs `message` at the default level.
    public func log(_ message: OSLogMessage) {}
    /// Logs a trace message.
    public func trace(_ message: OSLogMessage) {}
    /// Logs a debug message.
    public func debug(_ message: OSLogMessage) {}
    /// Logs an informative message.
    public func info(_ message: OSLogMessage) {}
    /// Logs a notice.
    public func notice(_ message: OSLogMessage) {}
    /// Logs a warning.
    public func warning(_ message: OSLogMessage) {}
    /// Logs an error.
    public func error(_ message: OSLogMessage) {}
    /// Logs a critical message.
    public func critical(_ message: OSLogMessage) {}
    /// Logs a fault.
    public func fault(_ message: OSLogMessage) {}
}

/// A log object, as OSLog's `OSLog`.
public final class OSLog: Sendable {
    /// The log of `subsystem` and `category`.
    public init(subsystem: String, category: String) {}
    /// The default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that drops everything.
    public static let disabled = OSLog(subsystem: "", category: "")
}

/// Logs a formatted message: accepted and dropped.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {}

/// Logs a message at a level: accepted and dropped.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}
