import Foundation

// The Core Foundation, Core Graphics and Core Text calls apps make to register a font file they
// bundle (`CTFontManagerRegisterGraphicsFont`), which `import SwiftUI` reaches on iOS. LayoutViz
// sets every text in Inter, so registering succeeds and changes nothing; the types exist so that
// such files compile (docs/coverage.md, "UIKit"). The registration functions themselves live in
// the UIKit module (Sources/Frameworks/UIKit/CoreText.swift).

/// Core Foundation's string, as Swift bridges it: a `String`.
public typealias CFString = String
/// Core Foundation's URL, as Swift bridges it: a `URL`.
public typealias CFURL = URL
/// Core Foundation's index type.
public typealias CFIndex = Int

/// A Core Foundation error.
public final class CFError: Error, @unchecked Sendable {
    let code: CFIndex
    let text: String
    init(code: CFIndex, text: String) {
        self.code = code
        self.text = text
    }
}

/// The error's code.
public func CFErrorGetCode(_ error: CFError) -> CFIndex { error.code }
/// The error's description.
public func CFErrorCopyDescription(_ error: CFError) -> CFString? { error.text }

/// A source of data for Core Graphics (a font file).
public final class CGDataProvider: @unchecked Sendable {
    let url: URL?
    /// A provider of the file at `url`; nil when there is no such file.
    public init?(url: CFURL) {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        self.url = url
    }
    /// A provider of `data`.
    public init?(data: Data) { url = nil }
}

/// A font Core Graphics read from a provider.
public final class CGFont: @unchecked Sendable {
    /// The font of `provider`.
    public init?(_ provider: CGDataProvider) {}
    /// The font named `name`.
    public init?(_ name: CFString) {}
}

