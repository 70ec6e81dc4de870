import Foundation
import LayoutVizCore

/// The models a view shows, fetched from the environment's model context when the view's body
/// reads them, as SwiftData's `@Query` (the animation is accepted; a picture does not move).
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    let descriptor: FetchDescriptor<Element>

    /// The objects the query asks for, in order; empty without a container. (`Result` is always
    /// `[Element]`: every initializer says so.)
    public var wrappedValue: Result {
        let context = EnvironmentValues.current?.modelContext
        let objects = (try? context?.fetch(descriptor)) ?? []
        return objects as! Result
    }

    /// What went wrong fetching; nil in LayoutViz.
    public var fetchError: (any Error)? { nil }
    /// The context the query reads.
    public var modelContext: ModelContext { EnvironmentValues.current?.modelContext ?? ModelContext.standalone }

    /// Every object of `Element`, in insertion order (`@Query var items: [Item]`).
    public init() where Result == [Element] { descriptor = FetchDescriptor() }

    /// A query of `descriptor`.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) where Result == [Element] {
        self.descriptor = descriptor
    }

    /// A query filtered by `filter` and sorted by `sort`.
    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation = .default) where Result == [Element] {
        descriptor = FetchDescriptor(predicate: filter, sortBy: sort)
    }

    /// A query filtered by `filter` and sorted by one key path.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, animation: Animation = .default) where Result == [Element] {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }

    /// A query filtered by `filter` and sorted by one optional key path.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, animation: Animation = .default) where Result == [Element] {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }
}

#if LAYOUTVIZ_MACROS
// `@Query var items: [Item]` names `Element` only through the property's type, which a property
// wrapper cannot infer it from (`Result` is what the wrapped value is); as in SwiftData's own SDK, a
// macro of the same name reads it there and declares the `Query` as the property's `_items`.

/// All the objects of the property's element type (`@Query var items: [Item]`).
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query() = #externalMacro(module: "LayoutVizMacros", type: "QueryMacro")
/// A query of `descriptor`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) =
    #externalMacro(module: "LayoutVizMacros", type: "QueryMacro")
/// A query filtered by `filter` and sorted by `sort`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation = .default) =
    #externalMacro(module: "LayoutVizMacros", type: "QueryMacro")
/// A query filtered by `filter` and sorted by one key path.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel, Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                                               order: SortOrder = .forward, animation: Animation = .default) =
    #externalMacro(module: "LayoutVizMacros", type: "QueryMacro")
/// A query filtered by `filter` and sorted by one optional key path.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel, Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                                               order: SortOrder = .forward, animation: Animation = .default) =
    #externalMacro(module: "LayoutVizMacros", type: "QueryMacro")
#endif

extension ModelContext {
    /// The context a view reads when no container is set above it: empty.
    static let standalone: ModelContext = ModelContext((try? ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))!)
}

private enum ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext { ModelContext.standalone }
}

extension EnvironmentValues {
    /// The model context views insert into and query (`.modelContainer` sets its main context).
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Gives the views below `container`'s main context.
    public func modelContainer(_ container: ModelContainer) -> some View {
        modifier(_ModelContainerModifier(container: container))
    }

    /// Gives the views below a new container for `modelType` (kept in memory).
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Gives the views below a new container for `modelTypes` (kept in memory).
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        let made = Swift.Result { try ModelContainer(for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)]) }
        onSetup(made)
        return modifier(_ModelContainerModifier(container: (try? made.get()) ?? ModelContext.standalone.container))
    }

    /// Gives the views below `context`.
    public func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }
}

/// Sets the environment's model context to a container's main context; a container asked to keep
/// its store on disk is named in the run's warning (LayoutViz keeps it in memory).
nonisolated public struct _ModelContainerModifier: ViewModifier {
    let container: ModelContainer
    @Environment(\.renderReport) private var report

    public func body(content: Content) -> some View {
        if container.asksForDisk { report?.noteNotDrawn("SwiftData store on disk (kept in memory)") }
        return content.environment(\.modelContext, MainActorBody.call({ $0.mainContext }, with: container))
    }
}

extension Scene {
    /// Gives the scene's views `container`'s main context.
    public func modelContainer(_ container: ModelContainer) -> some Scene { self }
    /// Gives the scene's views a container for `modelType`.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene { self }
    /// Gives the scene's views a container for `modelTypes`.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene { self }
}
