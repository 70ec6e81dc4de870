import Foundation
import LayoutVizCore

// Accented rendering (docs/widgets.md, "Appearances"): on a clear or tinted home screen the system
// draws a widget's views as template images in two colours, one for the accent group
// (`widgetAccentable()`) and one for the rest; images follow `widgetAccentedRenderingMode`.

/// How an image is drawn in accented rendering, as WidgetKit's `WidgetAccentedRenderingMode`.
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    let name: String
    /// In the accent group's colour, as `widgetAccentable()`.
    public static let accented = WidgetAccentedRenderingMode(name: "accented")
    /// The accent group's colour, as opaque as each pixel is light.
    public static let accentedDesaturated = WidgetAccentedRenderingMode(name: "accentedDesaturated")
    /// The primary group's colour, as opaque as each pixel is light.
    public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
    /// The image's own colours.
    public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

/// The colours of accented rendering's two groups, set by a widget preview drawn accented.
private enum WidgetGroupColorsKey: EnvironmentKey { static let defaultValue: WidgetGroupColors? = nil }

/// The primary and accent groups' colours.
struct WidgetGroupColors: Sendable {
    var primary: Color
    var accent: Color
}

extension EnvironmentValues {
    /// The groups' colours when the widget is drawn accented, else nil.
    var widgetGroupColors: WidgetGroupColors? {
        get { self[WidgetGroupColorsKey.self] }
        set { self[WidgetGroupColorsKey.self] = newValue }
    }
}

/// A view in one of accented rendering's treatments, when the widget is drawn accented.
nonisolated public struct _WidgetAccentedView<Content: View>: View {
    let content: Content
    let mode: WidgetAccentedRenderingMode?
    @Environment(\.widgetGroupColors) private var colors

    public var body: some View {
        if let colors, let mode {
            switch mode {
            case .fullColor: content._fullColorRendering()
            case .desaturated: content._desaturatedRendering(colors.primary, name: "widgetAccentedRenderingMode")
            case .accentedDesaturated: content._desaturatedRendering(colors.accent, name: "widgetAccentedRenderingMode")
            default: content._templateRendering(colors.accent, name: "widgetAccentable")
            }
        } else {
            content
        }
    }
}

nonisolated extension View {
    /// Puts the view in the widget's accent group: in accented rendering (a clear or tinted home
    /// screen) it takes the accent colour, the rest the primary colour. `false` does not take a
    /// view out of an accentable group around it, as in WidgetKit.
    public func widgetAccentable(_ accentable: Bool = true) -> _WidgetAccentedView<Self> {
        _WidgetAccentedView(content: self, mode: accentable ? .accented : nil)
    }
}

extension Image {
    /// How the image is drawn in accented rendering: in the accent group, desaturated into either
    /// group's colour, or in its own colours (nil: as the group around it).
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> _WidgetAccentedView<Image> {
        _WidgetAccentedView(content: self, mode: renderingMode)
    }
}
