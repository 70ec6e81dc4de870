import SwiftSyntax
import SwiftSyntaxMacros
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

// `#Preview` and `@Previewable` inside a user's own package (docs/previews.md). The macros are
// built against the toolchain's own SwiftSyntax libraries (`usr/lib/swift/host`), the only
// SwiftSyntax a machine without the internet has, through the compiler-plugin message handling
// those libraries include.

/// `#Preview("name", traits: ...) { body }` becomes a type conforming to `PreviewRegistry` whose
/// `makePreview()` returns the `Preview`, as SwiftUI's macro makes one: the body is type-checked as
/// Xcode checks it, `layoutviz preview` finds the block in the file, and a program linking the
/// module finds the type at run time (`assertPreviewSnapshots` in a test process). The type is
/// `nonisolated`, so its conformance is not isolated even in a module whose default isolation is
/// the main actor (where a cast to the protocol off the main actor would fail); `makePreview()` is
/// main-actor isolated, as the body's views are.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let name = context.makeUniqueName("PreviewRegistry")
        let arguments = node.arguments.trimmedDescription
        guard let closure = node.trailingClosure else {
            return ["enum \(name) {}"]
        }
        // `@Previewable` marks a body's local state; without it the local `@State` is plain Swift.
        let body = PreviewableRemover().rewrite(closure).trimmedDescription
        // A widget preview's labelled closures (`timeline:`, `timelineProvider:`) follow the body.
        let more = node.additionalTrailingClosures.isEmpty ? "" : " " + node.additionalTrailingClosures.trimmedDescription
        let path = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
        let id = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = path.map { "\($0.file)" } ?? "\"\""
        let fileID = id.map { "\($0.file)" } ?? "\"\""
        let line = path.map { "\($0.line)" } ?? "0"
        let column = path.map { "\($0.column)" } ?? "0"
        return ["""
            nonisolated enum \(name): LayoutVizCore.PreviewRegistry {
                static var fileID: String { \(raw: fileID) }
                static var filePath: String { \(raw: file) }
                static var line: Int { \(raw: line) }
                static var column: Int { \(raw: column) }
                @MainActor static func makePreview() -> LayoutVizCore.Preview {
                    LayoutVizCore.Preview(\(raw: arguments)) \(raw: body)\(raw: more)
                }
            }
            """]
    }
}

/// `@Previewable`: a marker on a preview body's local state; expands to nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

/// Removes `@Previewable` from the local declarations of a preview body.
final class PreviewableRemover: SyntaxRewriter {
    override func visit(_ node: AttributeListSyntax) -> AttributeListSyntax {
        let kept = node.filter { element in
            guard case .attribute(let a) = element else { return true }
            return a.attributeName.trimmedDescription != "Previewable"
        }
        return kept
    }
}

/// `@Entry var name: Type = value` in an `EnvironmentValues` extension: the property reads and
/// writes a generated key whose default is `value` (nil for an optional without one).
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let name = Self.name(of: declaration) else { return [] }
        return ["get { self[__Key_\(raw: name).self] }", "set { self[__Key_\(raw: name).self] = newValue }"]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let name = Self.name(of: declaration), let type = binding.typeAnnotation?.type.trimmedDescription else {
            throw EntryError()
        }
        let value = binding.initializer?.value.trimmedDescription ?? "nil"
        return ["private struct __Key_\(raw: name): SwiftUI.EnvironmentKey { static var defaultValue: \(raw: type) { \(raw: value) } }"]
    }

    static func name(of declaration: some DeclSyntaxProtocol) -> String? {
        declaration.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    }
}

struct EntryError: Error, CustomStringConvertible {
    var description: String { "@Entry needs a property with a type annotation (var name: Type = value)" }
}

struct Provider: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        switch typeName {
        case "PreviewMacro": return PreviewMacro.self
        case "PreviewableMacro": return PreviewableMacro.self
        case "EntryMacro": return EntryMacro.self
        case "AnimatableMacro": return AnimatableMacro.self
        case "AnimatableIgnoredMacro": return AnimatableIgnoredMacro.self
        case "ModelMacro": return ModelMacro.self
        case "ModelActorMacro": return ModelActorMacro.self
        case "QueryMacro": return QueryMacro.self
        case "StorageMarkerMacro": return StorageMarkerMacro.self
        case "StorageDeclarationMacro": return StorageDeclarationMacro.self
        default: throw UnknownMacro(name: typeName)
        }
    }
}

struct UnknownMacro: Error, CustomStringConvertible {
    let name: String
    var description: String { "LayoutVizMacros has no macro named \(name)" }
}

@main
struct LayoutVizMacrosPlugin {
    static func main() throws {
        let listener = CompilerPluginMessageListener(connection: try StandardIOMessageConnection(), provider: Provider())
        try listener.main()
    }
}
