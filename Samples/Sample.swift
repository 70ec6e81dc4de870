import Foundation
import LayoutViz

/// A view from one of the articles, registered under a stable name for the CLI, the gallery and
/// the tests.
public struct Sample: Sendable {
    /// The stable name used on the command line and in file names: `split-adaptive`.
    public let name: String
    /// The article group the sample belongs to, for comparison sheets: `split-screen`.
    public let group: String
    /// A one-line description.
    public let description: String
    /// Builds the view.
    public let makeView: @Sendable () -> AnyView

    /// Registers a view under `name`.
    public init<V: View & SendableMetatype>(name: String, group: String, description: String, view: @escaping @Sendable () -> V) {
        self.name = name
        self.group = group
        self.description = description
        self.makeView = { AnyView(view()) }
    }
}

/// Every registered sample, in a stable order.
public enum SampleCatalog {
    /// All samples, grouped by article. Their images are in `imageFolder`: a render configuration
    /// names it in its `imageFolders` (`images(_:)`).
    public static let all: [Sample] = {
        splitScreenSamples + flowSamples + dynamicStackSamples + screenSamples + settingsSamples + moreSettingsSamples + eventSamples + masterDetailSamples
    }()

    /// The folder of the samples' images (`Samples/Images`, shipped as the target's resources).
    public static var imageFolder: URL? { Bundle.module.url(forResource: "Images", withExtension: nil) }

    /// `configuration` with the samples' image folder first among its image folders.
    public static func images(_ configuration: RenderConfiguration) -> RenderConfiguration {
        var c = configuration
        if let folder = imageFolder?.standardizedFileURL, !c.imageFolders.contains(folder) { c.imageFolders.insert(folder, at: 0) }
        return c
    }

    /// The article groups in order, with their titles, for sheets and the gallery.
    public static let groups: [(id: String, title: String)] = [
        ("split-screen", "Split screen clamped between 200 and 400 pt (article 000): four ways"),
        ("flow-layout", "Flow layout of tag chips on the Layout protocol (article 002) and its edge cases"),
        ("dynamic-stack", "LoginActionsView and DynamicStack (article 004): a VStack, then four ways to switch"),
        ("screens", "Ordinary app screens: images, labels, grids, scroll views and the safe area"),
    ]

    /// The sample named `name`, if any.
    public static func sample(named name: String) -> Sample? {
        all.first { $0.name == name }
    }
}
