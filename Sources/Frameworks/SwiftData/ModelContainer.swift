import Foundation

/// Where a container keeps its objects, as SwiftData's `ModelConfiguration`. LayoutViz keeps every
/// store in memory; one asked for on disk is kept in memory too, and the preview says so.
public struct ModelConfiguration: Hashable, Sendable {
    /// The configuration's name.
    public let name: String
    /// Whether the store was asked to stay in memory.
    public let isStoredInMemoryOnly: Bool
    /// Whether saving is allowed.
    public let allowsSave: Bool
    /// The store's file, when one was named (never written).
    public let url: URL

    /// A configuration.
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        url = URL(fileURLWithPath: "/dev/null")
    }

    /// A configuration with a store file.
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        self.url = url
    }

    /// An in-memory (or not) configuration.
    public init(isStoredInMemoryOnly: Bool) { self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly && lhs.url == rhs.url }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// An app group's container; accepted.
    public struct GroupContainer: Hashable, Sendable {
        public static let automatic = GroupContainer()
        public static let none = GroupContainer()
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer() }
    }

    /// A CloudKit database; accepted (nothing syncs).
    public struct CloudKitDatabase: Hashable, Sendable {
        public static let automatic = CloudKitDatabase()
        public static let none = CloudKitDatabase()
        public static func `private`(_ identifier: String) -> CloudKitDatabase { CloudKitDatabase() }
    }
}

/// The objects of a container: every inserted object, in insertion order.
final class ModelStore: @unchecked Sendable {
    private let lock = NSLock()
    private var objects: [any PersistentModel] = []
    private var ids = Set<ObjectIdentifier>()

    func insert(_ object: any PersistentModel) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard ids.insert(ObjectIdentifier(object)).inserted else { return false }
        objects.append(object)
        return true
    }

    func delete(_ object: AnyObject) {
        lock.lock(); defer { lock.unlock() }
        guard ids.remove(ObjectIdentifier(object)) != nil else { return }
        objects.removeAll { $0 === object }
    }

    func all() -> [any PersistentModel] {
        lock.lock(); defer { lock.unlock() }
        return objects
    }

    func removeAll() {
        lock.lock(); defer { lock.unlock() }
        objects = []
        ids = []
    }
}

/// A store of models and its main context, as SwiftData's `ModelContainer`.
public final class ModelContainer: @unchecked Sendable {
    /// The schema.
    public let schema: Schema
    /// The configurations.
    public let configurations: [ModelConfiguration]
    let store = ModelStore()
    private lazy var main = ModelContext(self)

    /// A container for `types`.
    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container for `schema`.
    public convenience init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container for `schema`.
    public init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]) throws {
        self.schema = schema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
    }

    /// Whether any configuration asked for a store on disk (kept in memory here).
    var asksForDisk: Bool { configurations.contains { !$0.isStoredInMemoryOnly } }

    /// The context bound to the main actor.
    @MainActor public var mainContext: ModelContext { main }

    /// Deletes every object.
    public func deleteAllData() { store.removeAll() }
}

/// A view of a container's objects to insert, delete and fetch, as SwiftData's `ModelContext`.
public final class ModelContext: @unchecked Sendable {
    /// The container.
    public let container: ModelContainer
    /// Whether changes are saved automatically; kept.
    public var autosaveEnabled = true
    /// Whether there are unsaved changes.
    public private(set) var hasChanges = false

    /// A context of `container`.
    public init(_ container: ModelContainer) { self.container = container }

    /// Inserts `model`, and the models its properties hold (relationships), as SwiftData does.
    public func insert<T: PersistentModel>(_ model: T) { insertGraph(model) }

    private func insertGraph(_ model: any PersistentModel) {
        guard container.store.insert(model) else { return }
        hasChanges = true
        for child in Mirror(reflecting: model).children {
            if let related = child.value as? any PersistentModel {
                insertGraph(related)
            } else if let related = child.value as? [any PersistentModel] {
                related.forEach(insertGraph)
            }
        }
    }

    /// Deletes `model`.
    public func delete<T: PersistentModel>(_ model: T) {
        container.store.delete(model)
        hasChanges = true
    }

    /// Deletes every `T` that `predicate` accepts.
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for object in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(object) }
    }

    /// The `T`s that `descriptor` asks for: filtered, sorted, offset and limited.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var objects = container.store.all().compactMap { $0 as? T }
        if let predicate = descriptor.predicate { objects = try objects.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { objects.sort(using: descriptor.sortBy) }
        if let offset = descriptor.fetchOffset { objects = Array(objects.dropFirst(max(0, offset))) }
        if let limit = descriptor.fetchLimit { objects = Array(objects.prefix(max(0, limit))) }
        return objects
    }

    /// How many `T`s `descriptor` asks for.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { try fetch(descriptor).count }

    /// The identifiers of the `T`s `descriptor` asks for.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The object with `id`, if this context has it.
    public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? {
        container.store.all().lazy.compactMap { $0 as? T }.first { $0.persistentModelID == id }
    }

    /// Saves: the changes are already in the store.
    public func save() throws { hasChanges = false }
    /// Forgets unsaved changes; LayoutViz keeps them.
    public func rollback() { hasChanges = false }
    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }
    /// Nothing is pending: changes apply at once.
    public func processPendingChanges() {}
}

/// What to fetch, as SwiftData's `FetchDescriptor`.
public struct FetchDescriptor<T: PersistentModel> {
    /// Which objects.
    public var predicate: Predicate<T>?
    /// Their order.
    public var sortBy: [SortDescriptor<T>]
    /// At most this many.
    public var fetchLimit: Int?
    /// Skipping this many.
    public var fetchOffset: Int?
    /// Accepted.
    public var includePendingChanges = true
    /// Accepted.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Accepted.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// What runs a model actor's work, as SwiftData's `ModelExecutor`.
public protocol ModelExecutor: AnyObject, Sendable {
    /// The context the actor works in.
    var modelContext: ModelContext { get }
}

/// The executor `@ModelActor` gives an actor.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
    public let modelContext: ModelContext
    public init(modelContext: ModelContext) { self.modelContext = modelContext }
}

/// An actor that works on a container in a context of its own, as SwiftData's `ModelActor`
/// (`@ModelActor actor Store {}`).
public protocol ModelActor: Actor {
    /// The container.
    nonisolated var modelContainer: ModelContainer { get }
    /// The executor holding the actor's context.
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's context.
    public var modelContext: ModelContext { modelExecutor.modelContext }
}
