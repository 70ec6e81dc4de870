import Foundation

// `containerBackground(_:for:)` (iOS 17): the background of the container a view is shown in. A
// widget's (WidgetKit's `.widget` placement) is drawn behind the view; the navigation and tab
// containers' are accepted (docs/frameworks.md, "WidgetKit").

/// The container whose background `containerBackground` sets, as SwiftUI's `ContainerBackgroundPlacement`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    package let name: String
    package init(name: String) { self.name = name }
    /// A navigation stack's.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// A split view's.
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    /// A tab view's.
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}

nonisolated extension View {
    /// Sets the background of the container the view is shown in to `style`.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        _ContainerBackground(content: self, container: container, background: AnyView(Rectangle().fill(style).ignoresSafeArea()))
    }

    /// Sets the background of the container the view is shown in to `content`.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        _ContainerBackground(content: self, container: container, background: AnyView(content()))
    }
}

/// A view with its container's background: for a widget, handed to the widget's container when
/// it is drawn in one (which fills the whole widget with it, margins and all), else drawn behind
/// the view; otherwise accepted.
nonisolated struct _ContainerBackground<Content: View>: View {
    let content: Content
    let container: ContainerBackgroundPlacement
    let background: AnyView
    @Environment(\.isInWidgetContainer) private var inWidget
    var body: some View {
        if container.name == "widget" && inWidget {
            content.preference(key: WidgetBackgroundKey.self, value: WidgetBackground(view: background))
        } else if container.name == "widget" {
            content.background(background)
        } else {
            content
        }
    }
}

/// A widget's container background, as its view set it.
package struct WidgetBackground {
    package let view: AnyView
}

/// The container background a widget's view set (the first one).
package enum WidgetBackgroundKey: PreferenceKey {
    package static var defaultValue: WidgetBackground? { nil }
    package static func reduce(value: inout WidgetBackground?, nextValue: () -> WidgetBackground?) { value = value ?? nextValue() }
}

private enum WidgetContainerKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the view is drawn in a widget's container (a widget preview), which draws its
    /// container background.
    package var isInWidgetContainer: Bool {
        get { self[WidgetContainerKey.self] }
        set { self[WidgetContainerKey.self] = newValue }
    }
}
