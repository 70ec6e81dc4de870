// Core Text's font registration, which `import SwiftUI` and `import UIKit` reach on iOS. It lives
// here, outside the engine, because its error parameter is a pointer type and the engine keeps
// pointer types in one file (Scripts/check-unsafe.sh). LayoutViz sets every text in Inter, so
// registering succeeds and changes nothing (docs/coverage.md, "UIKit").
import LayoutVizCore

/// Registers `font` for the process: accepted (LayoutViz draws text in Inter).
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool { true }
/// Unregisters `font`: accepted.
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool { true }
/// Registers the font files at `fontURL`: accepted.
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool { true }

/// Where a registered font is available.
public enum CTFontManagerScope: UInt32, Sendable { case none, process, persistent, session }
