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

/// `@Attribute`, `@Relationship`, `@Transient`: markers on a model's properties; expand to nothing.
public struct StorageMarkerMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

/// `#Index` and `#Unique` in a model's body: accepted, expand to nothing.
public struct StorageDeclarationMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}
