// What `import Foundation` brings on Apple platforms that Foundation on Linux lacks: Combine's
// types (`ObservableObject`, `@Published`, `Timer.publish`), localized strings,
// `RelativeDateTimeFormatter`, and the networking types (`URLSession`, `URLRequest`), which live in
// FoundationNetworking on Linux (nothing is fetched in a picture: `.task` and `onAppear` do not run). `layoutviz preview` and `check` import this module into every
// file implicitly, so a view model that imports only Foundation compiles as it does in Xcode
// (docs/previews.md, "How layoutviz preview works").
@_exported import Combine
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import class LayoutVizCore.RelativeDateTimeFormatter
@_exported import struct LayoutVizCore.LocalizedStringResource
@_exported import typealias LayoutVizCore.CFString
@_exported import typealias LayoutVizCore.CFURL
@_exported import typealias LayoutVizCore.CFIndex
@_exported import class LayoutVizCore.CFError
@_exported import func LayoutVizCore.CFErrorGetCode
@_exported import func LayoutVizCore.CFErrorCopyDescription
@_exported import func UIKit.CTFontManagerRegisterGraphicsFont
@_exported import func UIKit.CTFontManagerUnregisterGraphicsFont
@_exported import func UIKit.CTFontManagerRegisterFontsForURL
@_exported import enum UIKit.CTFontManagerScope
