import Foundation

/// How a widget preview shows its widget (docs/widgets.md): where it stands (`--widget-context`)
/// and in which of the home screen's appearances (`--widget-appearance`). Other previews ignore it.
public struct WidgetDisplay: Hashable, Sendable {
    /// Where the widget stands.
    public enum Context: String, CaseIterable, Sendable {
        /// As Xcode's canvas shows it: alone on a plain ground (a dark one for lock-screen families).
        case canvas
        /// On the device's home screen (lock screen for accessory families): the wallpaper, the
        /// widget where the first one goes, the app's name under it; on iPad at the size the home
        /// screen shows it.
        case home
    }

    /// The home screen's widget appearance (iOS 26's Customize menu; light or dark follows the
    /// colour scheme).
    public enum Appearance: String, CaseIterable, Sendable {
        /// The widget's own colours (`WidgetRenderingMode.fullColor`).
        case fullColor = "full-color"
        /// Clear: the background replaced by Liquid Glass, the content white (`.accented`).
        case clear
        /// Tinted: the background replaced by the tint, the content in the groups' colours (`.accented`).
        case tinted
    }

    /// Where the widget stands (`--widget-context`).
    public var context: Context
    /// The home screen's widget appearance (`--widget-appearance`).
    public var appearance: Appearance

    /// The canvas, in full colour (Xcode's default).
    public init(context: Context = .canvas, appearance: Appearance = .fullColor) {
        self.context = context
        self.appearance = appearance
    }

    /// What file names add for it: `-home`, `-clear`, `-tinted`, nothing for the default.
    public var fileSuffix: String {
        (context == .canvas ? "" : "-" + context.rawValue) + (appearance == .fullColor ? "" : "-" + appearance.rawValue)
    }
}

private enum WidgetDisplayKey: EnvironmentKey { static let defaultValue = WidgetDisplay() }

extension EnvironmentValues {
    /// How widget previews show their widgets (`RenderConfiguration.widget`).
    package var widgetDisplay: WidgetDisplay {
        get { self[WidgetDisplayKey.self] }
        set { self[WidgetDisplayKey.self] = newValue }
    }
}
