// `import SwiftData` on Linux: models, containers, contexts, fetches and `@Query`, working in memory
// (docs/frameworks.md, "SwiftData"). A preview's store lives as long as its worker: objects
// inserted into a container are what its fetches and queries return, filtered by Foundation's own
// `Predicate` and sorted by its `SortDescriptor`.
@_exported import Foundation
import LayoutVizCore
@_exported import Observation

/// A class SwiftData stores, as SwiftData's `PersistentModel`: `@Model` makes a class one.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// The object's identity in its store.
    var persistentModelID: PersistentIdentifier { get }
}

extension PersistentModel {
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(object: ObjectIdentifier(self), entityName: String(describing: Self.self)) }
    public var id: PersistentIdentifier { persistentModelID }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// The context the object was inserted into; nil in LayoutViz (objects do not point back).
    public var modelContext: ModelContext? { nil }
    /// Whether the object was deleted from its context.
    public var isDeleted: Bool { false }
    /// Whether the object has unsaved changes.
    public var hasChanges: Bool { false }
}

/// The identity of a stored object, as SwiftData's `PersistentIdentifier`.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    let object: Int
    /// The model's type name.
    public let entityName: String

    init(object: ObjectIdentifier, entityName: String) {
        self.object = object.hashValue
        self.entityName = entityName
    }

    /// The store the object belongs to; LayoutViz has one per container.
    public var storeIdentifier: String? { nil }
    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.entityName, lhs.object) < (rhs.entityName, rhs.object) }
    public var description: String { "\(entityName)#\(object)" }
}

/// The models of a store and its version, as SwiftData's `Schema`.
public final class Schema: @unchecked Sendable {
    /// The model types.
    public let types: [any PersistentModel.Type]
    /// The version.
    public let version: Version

    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.types = types
        self.version = version
    }

    /// A schema of `types`.
    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) { self.init(types, version: version) }

    /// The schema of a versioned schema.
    public convenience init(versionedSchema: any VersionedSchema.Type) { self.init(versionedSchema.models, version: versionedSchema.versionIdentifier) }

    /// A schema version, as SwiftData's `Schema.Version`.
    public struct Version: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
        public let major: Int, minor: Int, patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) { (self.major, self.minor, self.patch) = (major, minor, patch) }
        public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch) }
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// Options of a stored property (`@Attribute(.unique)`); accepted, not enforced.
    public struct Attribute {
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let spotlight = Option(name: "spotlight")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            public static let ephemeral = Option(name: "ephemeral")
            public static let encrypt = Option(name: "encrypt")
            public static func transformable(by transformerType: Any.Type) -> Option { Option(name: "transformable") }
            public static func transformable(by transformerName: String) -> Option { Option(name: "transformable") }
        }
    }

    /// What deleting an object does to the objects it relates to; accepted.
    public struct Relationship {
        public enum DeleteRule: Hashable, Sendable { case noAction, nullify, cascade, deny }
        public struct Option: Hashable, Sendable { public static let unique = Option() }
    }
}

/// A version of a schema, for migrations, as SwiftData's `VersionedSchema`.
public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

/// How a store migrates between versions, as SwiftData's `SchemaMigrationPlan`; LayoutViz's stores
/// start empty, so nothing migrates.
public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

extension SchemaMigrationPlan {
    public static var stages: [MigrationStage] { [] }
}

/// A migration step; accepted.
public enum MigrationStage {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}

#if LAYOUTVIZ_MACROS
/// Makes a class a stored, observable model, as SwiftData's `@Model`.
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "LayoutVizMacros", type: "ModelMacro")

/// Gives an actor a container and a context of its own, as SwiftData's `@ModelActor`.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "LayoutVizMacros", type: "ModelActorMacro")

/// Options of a stored property (`@Attribute(.unique)`); accepted.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "LayoutVizMacros", type: "StorageMarkerMacro")

/// A relationship to other models (`@Relationship(deleteRule: .cascade, inverse: \Trip.stops)`); accepted.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "LayoutVizMacros", type: "StorageMarkerMacro")

/// A property that is not stored; accepted.
@attached(peer)
public macro Transient() = #externalMacro(module: "LayoutVizMacros", type: "StorageMarkerMacro")

/// Indexes of a model (`#Index<Trip>([\.name], [\.start, \.name])`); accepted.
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) = #externalMacro(module: "LayoutVizMacros", type: "StorageDeclarationMacro")

/// Unique key sets of a model (`#Unique<Person>([\.email])`); accepted, not enforced.
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) = #externalMacro(module: "LayoutVizMacros", type: "StorageDeclarationMacro")
#endif
