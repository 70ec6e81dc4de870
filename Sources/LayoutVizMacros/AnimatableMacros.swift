import SwiftSyntax
import SwiftSyntaxMacros

// `@Animatable` (iOS 26): conforms a type to `Animatable` and declares its `animatableData` from
// its stored `var`s, as SwiftUI's macro does: one property is its own data, several are nested
// `AnimatablePair`s in declaration order, none is `EmptyAnimatableData`. `@AnimatableIgnored`
// leaves a property out. A picture shows the values as set, so nothing reads the data, but code
// that reads or sets `animatableData` compiles and behaves.

/// `@Animatable` on a struct.
public struct AnimatableMacro: ExtensionMacro, MemberMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        [try ExtensionDeclSyntax("extension \(type.trimmed): nonisolated SwiftUI.Animatable {}")]
    }

    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let properties = try animated(declaration)
        guard !properties.isEmpty else {
            return ["nonisolated var animatableData: SwiftUI.EmptyAnimatableData { get { SwiftUI.EmptyAnimatableData() } set {} }"]
        }
        // ((a, b), c) …: a pair's first is everything before the last property.
        var type = properties[0].type, getter = properties[0].name
        var paths = [""]
        for p in properties.dropFirst() {
            type = "SwiftUI.AnimatablePair<\(type), \(p.type)>"
            getter = "SwiftUI.AnimatablePair(\(getter), \(p.name))"
            paths = paths.map { ".first" + $0 } + [".second"]
        }
        let setters = zip(properties, paths).map { "\($0.name) = newValue\($1)" }
        return ["""
            nonisolated var animatableData: \(raw: type) {
                get { \(raw: getter) }
                set { \(raw: setters.joined(separator: "; ")) }
            }
            """]
    }

    /// The stored instance `var`s that animate: their names and types, in order.
    static func animated(_ declaration: some DeclGroupSyntax) throws -> [(name: String, type: String)] {
        var found: [(String, String)] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
                  !variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "AnimatableIgnored" })
            else { continue }
            for binding in variable.bindings {
                // Computed properties are not stored; observers keep a property stored.
                if let accessors = binding.accessorBlock?.accessors {
                    if case .getter = accessors { continue }
                    if case .accessors(let list) = accessors,
                       list.contains(where: { [.keyword(.get), .keyword(.set)].contains($0.accessorSpecifier.tokenKind) }) { continue }
                }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else { continue }
                guard let type = binding.typeAnnotation?.type.trimmedDescription else {
                    throw AnimatableError(property: name)
                }
                found.append((name, type))
            }
        }
        return found
    }
}

/// `@AnimatableIgnored`: marks a property `@Animatable` leaves out; adds nothing.
public struct AnimatableIgnoredMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

struct AnimatableError: Error, CustomStringConvertible {
    let property: String
    var description: String { "@Animatable needs a type annotation on '\(property)' (var \(property): Double = ...), or @AnimatableIgnored" }
}
