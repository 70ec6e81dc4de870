import Foundation

// An app's entry point compiles, so that a folder with an `App` file can be previewed; LayoutViz
// draws views, not scenes, and never runs an app (`layoutviz preview` leaves `@main` out).

/// An app, as SwiftUI's `App`.
@MainActor @preconcurrency public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Creates the app.
    init()
}

nonisolated extension App {
    /// Runs the app: not possible in LayoutViz, which draws views; says so and exits.
    public static func main() {
        FileHandle.standardError.write(Data("LayoutViz draws views and previews; it does not run apps\n".utf8))
        exit(1)
    }
}

/// A part of an app's interface, as SwiftUI's `Scene`.
@MainActor @preconcurrency public protocol Scene {}

/// A window showing `content`, as SwiftUI's `WindowGroup`.
nonisolated public struct WindowGroup<Content: View>: Scene {
    let content: Content
    /// Creates the window group.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Creates a titled window group.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Creates a window group with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// Several scenes.
nonisolated public struct _TupleScene<T>: Scene {
    let value: T
}

/// Builds scenes, as SwiftUI's `SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _TupleScene<(repeat each S)> { _TupleScene(value: (repeat each scenes)) }
}

nonisolated extension Scene {
    /// Puts an object into the scene's environment; ignored (previews provide their own).
    public func environmentObject<T: ObservableObject>(_ object: T) -> Self { self }
}
