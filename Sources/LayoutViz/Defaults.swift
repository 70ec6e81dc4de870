import Foundation
import LayoutVizCore
import LayoutVizRender

// What `import LayoutViz` adds to the engine's entry points: the parts the engine leaves to its
// caller. The engine reads no process-wide state: text is measured with the environment's
// `textMeasurer`, and `Image("name")` is found by its `imageResolver`. These forms bring Pango's
// measurer and the configuration's image folders, so a library user who sets nothing up gets
// text measured and images found (docs/engine.md, "Text measurement").

extension RenderContext {
    /// The measurer the forms below bring: made (its fonts read) on first use, then shared by
    /// every context that names no other. LayoutViz's own tools make their own.
    public static let standardTextMeasurer = PangoTextMeasurer()

    /// A context for `configuration`: `standardTextMeasurer` and the configuration's image folders.
    public init(_ configuration: RenderConfiguration) {
        self.init(configuration, textMeasurer: Self.standardTextMeasurer)
    }
}

extension EnvironmentValues {
    /// The default environment with `RenderContext.standardTextMeasurer`: what
    /// `LayoutTree(view, proposal:)` lays out in. Start from it to change a value and keep text
    /// measured (`var e = EnvironmentValues.standard; e.colorScheme = .dark`).
    public static var standard: EnvironmentValues {
        var e = EnvironmentValues()
        e.textMeasurer = RenderContext.standardTextMeasurer
        return e
    }
}

extension LayoutTree {
    /// Lays `view` out for `proposal` with its top-leading corner at the origin, in
    /// `EnvironmentValues.standard`.
    public init(_ view: consuming some View, proposal: ProposedViewSize) {
        self.init(consume view, proposal: proposal, environment: .standard)
    }

    /// Lays `view` out as an app's root in `safeArea` (views that ignore it grow into `screen`),
    /// in `EnvironmentValues.standard`.
    public init(_ view: consuming some View, safeArea: CGRect, screen: CGRect? = nil) {
        self.init(consume view, safeArea: safeArea, screen: screen, environment: .standard)
    }
}

extension LayoutSession {
    /// Resolves `view` in `EnvironmentValues.standard`, to lay it out again and again.
    public convenience init(_ view: consuming some View, safeArea: CGRect? = nil, screen: CGRect? = nil) {
        self.init(consume view, environment: .standard, safeArea: safeArea, screen: screen)
    }
}

extension DeviceScene {
    /// Lays `view` out as `configuration` says, with `RenderContext(configuration)`: Pango's
    /// measurer and the configuration's image folders.
    public init(_ view: consuming some View, configuration: RenderConfiguration, environment: (inout EnvironmentValues) -> Void = { _ in }) {
        self.init(consume view, context: RenderContext(configuration), environment: environment)
    }

    /// Lays `view` out on the device, with the rest of the configuration from
    /// `RenderConfiguration.current` (else the defaults); `environment` changes apply on top.
    public init(_ view: consuming some View, configuration: DeviceConfiguration, environment: (inout EnvironmentValues) -> Void = { _ in }) {
        self.init(consume view, configuration: RenderConfiguration.on(configuration), environment: environment)
    }
}
