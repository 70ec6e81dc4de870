import Foundation

/// Everything a picture is made with besides the view: the render configuration (what to draw),
/// the text measurer text is set with and the resolver that finds `Image("name")` files and
/// `Color("name")` colour sets (how to draw it). As resvg's options carry its font database and
/// resolvers, a context travels from the entry point down, in the environment, so layout and
/// drawing read no process-wide state (docs/engine.md, "Text measurement").
///
/// `import LayoutViz` gives `RenderContext(configuration)`: Pango's measurer and the
/// configuration's image folders.
public struct RenderContext: Sendable {
    /// What to draw: the screen, the variant, the image folders, the overlays.
    public var configuration: RenderConfiguration
    /// What text is measured with; the renderer sets text with the same one, so lines break
    /// where layout broke them.
    public var textMeasurer: any TextMeasuring
    /// Where `Image("name")` and `Color("name")` are found.
    public var images: any ImageResolving
    /// How much of the view's lifecycle runs before the picture (docs/data-flow.md, "Lifecycle").
    public var lifecycle = LifecycleMode.actions
    /// Seconds the view's tasks may take, every round together, before the picture is taken
    /// as things stand, with a warning (`--settle`; 5 by default).
    public var settleSeconds: Double = RenderContext.defaultSettleSeconds
    /// The settle limit when none is given: 5 seconds.
    public static let defaultSettleSeconds: Double = Lifecycle.taskSeconds

    /// A context; `images` defaults to none (every name missing).
    public init(configuration: RenderConfiguration, textMeasurer: any TextMeasuring, images: any ImageResolving = NoImages()) {
        self.configuration = configuration
        self.textMeasurer = textMeasurer
        self.images = images
    }

    /// This context with another configuration (same measurer and resolver).
    public func with(_ configuration: RenderConfiguration) -> RenderContext {
        var c = self
        c.configuration = configuration
        return c
    }

    /// The environment the root view is laid out in: the configuration's, with the measurer and
    /// the resolver, and `report` collecting what goes missing.
    public func environment(report: RenderReport?) -> EnvironmentValues {
        var e = configuration.environment
        e.textMeasurer = textMeasurer
        e.imageResolver = images
        e.renderReport = report
        return e
    }
}

/// Finds the files of `Image("name")` and the colour sets of `Color("name")`. `LayoutVizRender`'s
/// `AssetFolders` searches folders and their asset catalogs; a test may answer from memory.
public protocol ImageResolving: Sendable {
    /// The image file for `name`, or why there is none.
    func image(named name: String) -> ImageResolution
    /// The colour set `name` of an asset catalog, nil when there is none.
    func colorSet(named name: String) -> AssetColor?
}

/// What looking up an image name came to.
public enum ImageResolution: Hashable, Sendable {
    /// The file, with its pixel size and scale.
    case found(ImageAsset)
    /// No file has the name.
    case missing
    /// A file has the name but cannot be used, and why (outside the folders, not a regular
    /// file, empty, corrupt, too large).
    case refused(String)
}

/// A resolver that finds nothing: every image and colour name is missing.
public struct NoImages: ImageResolving {
    /// The resolver.
    public init() {}
    public func image(named name: String) -> ImageResolution { .missing }
    public func colorSet(named name: String) -> AssetColor? { nil }
}

/// How much of a view's lifecycle runs before its picture (docs/data-flow.md, "Lifecycle").
public enum LifecycleMode: String, Codable, Sendable, CaseIterable {
    /// None: the view as constructed (`--lifecycle off`).
    case off
    /// `onAppear` and `onChange(of:initial: true)`; tasks are named as not run. The default where
    /// a picture cannot wait for the main actor (a library or test call).
    case actions
    /// The actions and the tasks, waited for on the main actor: only where the main actor is free
    /// while the picture waits, as in a preview worker, whose main thread holds no actor.
    case all
}

/// What one picture asked for and did not get: image and colour names found nowhere, files found
/// and not drawn, SF Symbols drawn as the stand-in, and effects recorded but not drawn. A scene
/// makes one (`DeviceScene.report`); its views note into it while they are resolved and drawn, and
/// the renderer notes image files that fail to decode. The caller reads it afterwards to warn.
public final class RenderReport: Sendable {
    private let state = Locked(State())

    private struct State {
        var missingImages: Set<String> = []
        var missingColors: Set<String> = []
        var missingSymbols: Set<String> = []
        var notDrawn: Set<String> = []
        var imageProblems: Set<ImageProblem> = []
        var presented: [String] = []
    }

    /// An empty report.
    public init() {}

    /// `Image` names found in no image folder, sorted.
    public var missingImages: [String] { state.withLock { $0.missingImages.sorted() } }
    /// `Color("name")` names found in no asset catalog, sorted.
    public var missingColors: [String] { state.withLock { $0.missingColors.sorted() } }
    /// SF Symbol names drawn as the marked stand-in (no drawing in LayoutViz's table), sorted.
    public var missingSymbols: [String] { state.withLock { $0.missingSymbols.sorted() } }
    /// What views asked for and LayoutViz recorded without drawing (`.visualEffect`, an inner
    /// shadow, a canvas's clip, a UIKit view), sorted.
    public var notDrawn: [String] { state.withLock { $0.notDrawn.sorted() } }
    /// Image files found and not drawn, with why, sorted by name.
    public var imageProblems: [ImageProblem] { state.withLock { $0.imageProblems.sorted { ($0.name, $0.reason) < ($1.name, $1.reason) } } }
    /// The presentations drawn over the screen (sheets, alerts...), bottom first: what a run
    /// names as drawn. Not a shortfall: `isEmpty` does not count them.
    public var presented: [String] { state.withLock { $0.presented } }
    /// Whether nothing was noted.
    public var isEmpty: Bool {
        state.withLock { $0.missingImages.isEmpty && $0.missingColors.isEmpty && $0.missingSymbols.isEmpty && $0.notDrawn.isEmpty && $0.imageProblems.isEmpty }
    }

    /// Notes an image name found nowhere.
    package func noteMissingImage(_ name: String) { _ = state.withLock { $0.missingImages.insert(name) } }
    /// Notes a colour set found nowhere.
    package func noteMissingColor(_ name: String) { _ = state.withLock { $0.missingColors.insert(name) } }
    /// Notes a symbol drawn as the stand-in.
    package func noteMissingSymbol(_ name: String) { _ = state.withLock { $0.missingSymbols.insert(name) } }
    /// Notes that `what` was asked for and not drawn.
    package func noteNotDrawn(_ what: String) { _ = state.withLock { $0.notDrawn.insert(what) } }
    /// Notes a presentation drawn over the screen.
    package func notePresented(_ what: String) { state.withLock { $0.presented.append(what) } }
    /// Notes an image file that was found and is not drawn.
    package func noteImageProblem(_ problem: ImageProblem) { _ = state.withLock { $0.imageProblems.insert(problem) } }
}

private enum ImageResolverKey: EnvironmentKey { static let defaultValue: any ImageResolving = NoImages() }
private enum RenderReportKey: EnvironmentKey { static let defaultValue: RenderReport? = nil }

extension EnvironmentValues {
    /// Where `Image("name")` and `Color("name")` are found (`RenderContext.images`); none by default.
    public var imageResolver: any ImageResolving {
        get { self[ImageResolverKey.self] }
        set { self[ImageResolverKey.self] = newValue }
    }

    /// The report of the picture being made (`DeviceScene.report`); nil drops what views note.
    public var renderReport: RenderReport? {
        get { self[RenderReportKey.self] }
        set { self[RenderReportKey.self] = newValue }
    }
}
