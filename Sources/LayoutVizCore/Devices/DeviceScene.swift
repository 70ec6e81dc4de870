import Foundation

/// A view laid out on a device screen as an app's root, and the picture of the whole screen.
///
/// The root is proposed the safe-area size and centred in it (docs/layout/README.md); the device's scale and
/// size classes are in the environment. The picture covers the full screen, as the device shows
/// it: the app's views with the status bar, sensor housing and home indicator over them.
public struct DeviceScene {
    /// Everything the picture depends on besides the view.
    public let render: RenderConfiguration
    /// The device and orientation (with the configuration's scale).
    public var configuration: DeviceConfiguration { render.screen }
    /// The layout, frames in screen points.
    public let tree: LayoutTree
    /// What the picture asked for and did not get (images and colours found nowhere, symbols
    /// drawn as the stand-in, effects not drawn); complete once the display list is drawn, as the
    /// renderer notes image files that fail to decode.
    public let report: RenderReport

    /// The screen's background in light mode (iOS's system background).
    public static var screenColor: Color { SystemLook().chrome.screen }
    /// The colour of the safe-area bands (status bar, home indicator, sensor housing) in `--chrome bands`.
    public static var safeAreaBandColor: Color { SystemLook().chrome.bands }

    /// The screen's colour scheme (the configuration's, or the one the view prefers or wraps
    /// itself in): decides the background and the chrome's ink.
    public var colorScheme: ColorScheme { look.colorScheme }
    /// The screen's look: its background and the chrome's metrics and ink.
    var look: SystemLook { tree.screenEnvironment.systemLook }

    /// Lays `view` out as `context` says (its configuration, measurer and image resolver);
    /// `environment` changes apply on top of the configuration's; what goes missing is noted in
    /// `report` (a new one by default; a sheet passes one for all its screens). `import LayoutViz`
    /// adds `DeviceScene(view, configuration:)`, which brings Pango's measurer and the
    /// configuration's image folders.
    ///
    /// The view's lifecycle runs first (`onAppear`, `task`...; docs/data-flow.md, "Lifecycle").
    public init(_ view: consuming some View, context: RenderContext, report: RenderReport = RenderReport(),
                environment: (inout EnvironmentValues) -> Void = { _ in }) {
        self.render = context.configuration
        let screen = render.screen
        self.report = report
        var env = context.environment(report: report)
        environment(&env)
        let root = view
        let full = CGRect(origin: .zero, size: screen.screenSize)
        // The view's lifecycle first (onAppear, task...), then the picture of where it settled.
        let (session, outcome) = Lifecycle.settle(environment: env, mode: context.lifecycle, seconds: context.settleSeconds) { env in
            LayoutSession(root, environment: env, safeArea: screen.safeAreaFrame, screen: full)
        }
        if let unsettled = outcome.unsettled { report.noteNotDrawn("the view's lifecycle did not settle (\(unsettled)); drawn as it stood") }
        tree = session.layout(ProposedViewSize(screen.safeAreaFrame.size))
    }

    /// The screen's drawing with the configuration's chrome.
    public func displayList() -> DisplayList { displayList(chrome: render.chrome) }

    /// The screen's drawing, views snapped to device pixels: the system background, the views,
    /// and then, by `chrome`, the status bar, sensor housing and home indicator over them
    /// (`.device`), the unsafe regions shaded under them (`.bands`), or nothing (`.none`); last,
    /// the configuration's layout overlays.
    public func displayList(chrome: ScreenChrome) -> DisplayList {
        let screen = CGRect(origin: .zero, size: configuration.screenSize)
        let safe = configuration.safeAreaFrame
        var list = DisplayList(size: screen.size, scale: configuration.device.scale, textMeasurer: tree.screenEnvironment.textMeasurer, report: report)
        var chromeLook = look.chrome
        if tree.screenEnvironment.lightStatusBar { chromeLook = SystemLook.ChromeLook(ink: look.onFill, screen: chromeLook.screen, homeIndicatorInk: chromeLook.ink) }
        list.items.append(.fill(Path(screen), chromeLook.screen))
        if chrome == .bands {
            let bands = [
                CGRect(x: 0, y: 0, width: screen.width, height: safe.minY),
                CGRect(x: 0, y: safe.maxY, width: screen.width, height: screen.height - safe.maxY),
                CGRect(x: 0, y: safe.minY, width: safe.minX, height: safe.height),
                CGRect(x: safe.maxX, y: safe.minY, width: screen.width - safe.maxX, height: safe.height),
            ]
            for b in bands where b.width > 0 && b.height > 0 {
                list.items.append(.fill(Path(snapToPixels(b, scale: list.scale)), chromeLook.bands))
            }
        }
        list.items += tree.displayList(scale: list.scale, canvas: screen).items
        if chrome == .device {
            list.items += ChromePainter(configuration: configuration, look: chromeLook, measurer: tree.screenEnvironment.textMeasurer,
                                        statusBar: tree.screenEnvironment.statusBarContent).items()
        }
        for overlay in render.overlays { list.items += tree.overlayItems(overlay, canvas: screen, scale: list.scale) }
        if render.overlays.contains(.accessibility) { return accessibilityTree(chrome: chrome).picture(of: list) }
        return list
    }

    /// The elements VoiceOver would read on this screen: the status bar's (when `chrome` draws
    /// it), then the app's in reading order, rows 8 points apart on an iPhone and 13 on an iPad
    /// (docs/accessibility.md).
    public func accessibilityTree(chrome: ScreenChrome? = nil) -> AccessibilityTree {
        let screen = CGRect(origin: .zero, size: configuration.screenSize)
        let app = AccessibilityTree(tree, canvas: screen, rowTolerance: configuration.device.isPad ? 13 : 8)  // not a look value: geometry
        guard (chrome ?? render.chrome) == .device else { return app }
        let bar = ChromePainter(configuration: configuration, look: look.chrome, measurer: tree.screenEnvironment.textMeasurer,
                                statusBar: tree.screenEnvironment.statusBarContent).statusBarElements()
        return AccessibilityTree(elements: bar + app.elements)
    }
}
