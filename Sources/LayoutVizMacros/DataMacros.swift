import SwiftSyntax
import SwiftSyntaxMacros

// SwiftData's macros for `import SwiftData` on Linux (docs/frameworks.md, "SwiftData").

/// `@Model class Trip { ... }` conforms the class to `PersistentModel` (which is `Observable`);
/// its stored properties stay plain stored properties, which the in-memory store reads as they are.
public struct ModelMacro: ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { throw ModelError() }
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel, Observation.Observable {}")]
    }
}

struct ModelError: Error, CustomStringConvertible {
    var description: String { "@Model applies to a class" }
}

/// `@ModelActor actor Store {}` gives the actor a container, an executor holding a context of its
/// own, and `init(modelContainer:)`, and conforms it to `ModelActor`.
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        [
            "nonisolated let modelExecutor: any SwiftData.ModelExecutor",
            "nonisolated let modelContainer: SwiftData.ModelContainer",
            """
            init(modelContainer: SwiftData.ModelContainer) {
                self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: SwiftData.ModelContext(modelContainer))
                self.modelContainer = modelContainer
            }
            """,
        ]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.ModelActor {}")]
    }
}

/// `@Query(args) var items: [Item]` becomes `var items: [Item] { get { _items.wrappedValue } }` and
/// `private var _items = SwiftData.Query<Item, [Item]>(args)`: the element type is read from the
/// property's type, which a property wrapper cannot infer it from.
public struct QueryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let name = property(declaration)?.name else { return [] }
        return ["get { _\(raw: name).wrappedValue }"]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let (name, type) = property(declaration) else { throw QueryError() }
        let element: String
        if let array = type.as(ArrayTypeSyntax.self) {
            element = array.element.trimmedDescription
        } else if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Array", let arg = generic.genericArgumentClause?.arguments.first {
            element = arg.argument.trimmedDescription
        } else {
            throw QueryError()
        }
        let arguments = node.arguments?.as(LabeledExprListSyntax.self)?.trimmedDescription ?? ""
        let access = (declaration.as(VariableDeclSyntax.self)?.modifiers.contains { $0.name.text == "private" } ?? false) ? "private " : ""
        return ["\(raw: access)var _\(raw: name) = SwiftData.Query<\(raw: element), [\(raw: element)]>(\(raw: arguments))"]
    }

    static func property(_ declaration: some DeclSyntaxProtocol) -> (name: String, type: TypeSyntax)? {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = binding.typeAnnotation?.type else { return nil }
        return (name, type)
    }
}

struct QueryError: Error, CustomStringConvertible {
    var description: String { "@Query needs a property with an array type (@Query var items: [Item])" }
}

/// `@Attribute`, `@Relationship`, `@Transient`: markers on a model's properties; expand to nothing.
public struct StorageMarkerMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

/// `#Index` and `#Unique` in a model's body: accepted, expand to nothing.
public struct StorageDeclarationMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}
