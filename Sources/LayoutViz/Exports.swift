// `import LayoutViz` is the one import users need, as `import SwiftUI` is on Apple platforms:
// the view DSL and layout engine, the Cairo renderer, and Foundation's CGFloat/CGSize/CGPoint/CGRect.
@_exported import Foundation
@_exported import LayoutVizCore
@_exported import LayoutVizRender

#if LAYOUTVIZ_MACROS
/// A preview, as SwiftUI's `#Preview`: compiles in your own package (the body is type-checked), and
/// `layoutviz preview` renders it (docs/previews.md).
@freestanding(declaration)
public macro Preview<Content: View>(_ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping () -> Content) =
    #externalMacro(module: "LayoutVizMacros", type: "PreviewMacro")

/// Marks a `#Preview` body's local state (`@Previewable @State var on = true`), as SwiftUI's.
@attached(peer)
public macro Previewable() = #externalMacro(module: "LayoutVizMacros", type: "PreviewableMacro")

/// Declares an environment value without writing its key, as SwiftUI's `@Entry`:
/// `extension EnvironmentValues { @Entry var accent: Color = .blue }`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "LayoutVizMacros", type: "EntryMacro")

/// Conforms a type to `Animatable`, its `animatableData` made of its stored `var`s (iOS 26), as
/// SwiftUI's `@Animatable`.
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "LayoutVizMacros", type: "AnimatableMacro")

/// Leaves a property out of the data `@Animatable` declares.
@attached(peer)
public macro AnimatableIgnored() = #externalMacro(module: "LayoutVizMacros", type: "AnimatableIgnoredMacro")
#endif
