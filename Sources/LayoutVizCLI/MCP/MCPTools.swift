import Foundation
import LayoutViz
import LayoutVizPreviewKit

/// The tools of `layoutviz mcp`, each with a JSON Schema for its input and its structured output
/// (docs/agents.md). A tool's own failure (a preview that does not compile, loops, crashes) is a
/// result with `isError`; a call the server cannot understand is a JSON-RPC error.
struct MCPTools: @unchecked Sendable {
    let workspace: MCPWorkspace

    // MARK: Definitions

    /// The screen and variant options the drawing tools share, as `preview`'s command line has them.
    static let screenProperties: [String: JSONValue] = [
        "device": ["type": "string", "description": "A catalog id or name ('iphone-17', 'iPad Pro 13-inch (M5)') or WIDTHxHEIGHT@SCALE. Default: iphone-17."],
        "orientation": ["type": "string", "enum": ["portrait", "landscape"], "description": "Default: portrait."],
        "look": ["type": "string", "enum": ["ios26", "ios18"], "description": "Default: ios26."],
        "colorScheme": ["type": "string", "enum": ["light", "dark"]],
        "contrast": ["type": "string", "enum": ["standard", "increased"]],
        "dynamicType": ["type": "string", "description": "xSmall … xxxLarge, accessibility1 … accessibility5 (or xs … xxxl, ax1 … ax5). Default: large."],
        "direction": ["type": "string", "enum": ["ltr", "rtl"]],
        "locale": ["type": "string", "description": "A locale identifier such as en_US, de-DE, ar. Default: en_US."],
        "pseudoLocale": ["type": "string", "enum": ["none", "long", "rtl"]],
        "widgetContext": ["type": "string", "enum": ["canvas", "home"], "description": "Widget previews: on Xcode's plain canvas or the home (lock) screen. Default: canvas."],
        "widgetAppearance": ["type": "string", "enum": ["full-color", "clear", "tinted"], "description": "Widget previews: the home screen's widget appearance. Default: full-color."],
    ]

    static let previewProperties: [String: JSONValue] = [
        "file": ["type": "string", "description": "The Swift file, relative to the workspace."],
        "preview": ["type": ["string", "integer"], "description": "The #Preview's name (or PreviewProvider's title or slug), or its index in the file. Default: the first."],
    ]

    private static func schema(_ properties: [String: JSONValue], required: [String] = []) -> JSONValue {
        ["type": "object", "properties": .object(properties), "required": .strings(required), "additionalProperties": false]
    }

    private static func tool(_ name: String, _ title: String, _ description: String, input: JSONValue, output: JSONValue) -> JSONValue {
        ["name": .string(name), "title": .string(title), "description": .string(description), "inputSchema": input, "outputSchema": output]
    }

    private static let stringList: JSONValue = ["type": "array", "items": ["type": "string"]]

    static let definitions: [JSONValue] = [
        tool("devices", "Devices", "The devices LayoutViz draws: ids, names, screen sizes in points and scales.", input: schema([:]),
             output: schema(["devices": ["type": "array", "items": ["type": "object"]]], required: ["devices"])),
        tool("list_previews", "List previews", "The workspace's previews by file (rebuilt when a file changed), with the files that did not compile and why.",
             input: schema([:]),
             output: schema(["root": ["type": "string"], "previews": ["type": "array", "items": ["type": "object"]],
                             "failed": ["type": "array", "items": ["type": "object"]], "problem": ["type": ["string", "null"]], "warnings": stringList],
                            required: ["root", "previews", "failed"])),
        tool("render_preview", "Render a preview", "Draws a preview on a device in a variant; returns the PNG, its path and what was not drawn.",
             input: schema(previewProperties.merging(screenProperties) { a, _ in a }.merging([
                 "accessibility": ["type": "boolean", "description": "Draw the accessibility picture: elements numbered over the screen, a legend beside it."],
             ]) { a, _ in a }, required: ["file"]),
             output: schema(["path": ["type": "string"], "width": ["type": "integer"], "height": ["type": "integer"], "preview": ["type": "string"],
                             "warnings": stringList, "notDrawn": stringList, "missingImages": stringList, "missingSymbols": stringList],
                            required: ["path", "width", "height", "preview"])),
        tool("elements", "Accessibility elements", "The elements VoiceOver would read on a preview's screen, in reading order (AccessibilitySnapshot's JSON model, plus each view's path).",
             input: schema(previewProperties.merging(screenProperties) { a, _ in a }, required: ["file"]),
             output: schema(["preview": ["type": "string"], "elements": ["type": "array", "items": ["type": "object"]]], required: ["preview", "elements"])),
        tool("explain", "Explain the layout", "Why every view of a preview has its size: the proposal it got, the size it answered, its origin and the rule that decided.",
             input: schema(previewProperties.merging(screenProperties) { a, _ in a }.merging([
                 "view": ["type": "string", "description": "Follow one view: a path ('VStack/frame#2') or its last components."],
             ]) { a, _ in a }, required: ["file"]),
             output: schema(["preview": ["type": "string"], "steps": ["type": "array", "items": ["type": "object"]]], required: ["preview", "steps"])),
        tool("check", "Check accessibility", "The accessibility lint over a file's previews (or every preview): labels, 44-point touch targets, clipped text at accessibility sizes, WCAG contrast, overlaps, duplicates; and the files that do not compile.",
             input: schema(["file": ["type": "string", "description": "A Swift file; default: every preview of the workspace."],
                            "ignore": ["type": "array", "items": ["type": "string"], "description": "RULE or RULE@VIEW to silence."]].merging(screenProperties) { a, _ in a }),
             output: schema(["findings": ["type": "array", "items": ["type": "object"]], "failed": ["type": "array", "items": ["type": "object"]],
                             "missingAPI": ["type": "array", "items": ["type": "object"]]], required: ["findings", "failed", "missingAPI"])),
        tool("golden_verify", "Verify goldens", "Compares previews with their golden pictures and layout trees (as assertPreviewSnapshots does); returns each cell's outcome, the failures with their causes and image paths.",
             input: schema(previewProperties.merging(screenProperties) { a, _ in a }.merging([
                 "goldens": ["type": "string", "description": "The goldens folder, relative to the workspace. Default: Goldens/previews."],
                 "record": ["type": "string", "enum": ["never", "missing", "failed", "all"], "description": "Record mode. Default: never (verify only)."],
             ]) { a, _ in a }),
             output: schema(["cells": ["type": "array", "items": ["type": "object"]], "failed": ["type": "integer"], "goldens": ["type": "string"]],
                            required: ["cells", "failed", "goldens"])),
        tool("render_snippet", "Render a snippet", "Draws SwiftUI code that is not saved: a view expression, or declarations with or without a #Preview. It is built beside the workspace's files, so their types can be used.",
             input: schema(["code": ["type": "string", "description": "SwiftUI code: 'Text(\"Hi\").padding()', or a struct and its #Preview."]].merging(screenProperties) { a, _ in a }.merging([
                 "accessibility": ["type": "boolean"],
             ]) { a, _ in a }, required: ["code"]),
             output: schema(["path": ["type": "string"], "width": ["type": "integer"], "height": ["type": "integer"], "preview": ["type": "string"],
                             "warnings": stringList, "notDrawn": stringList, "missingImages": stringList, "missingSymbols": stringList],
                            required: ["path", "width", "height", "preview"])),
    ]

    // MARK: Calls

    /// What a call comes to before the workers run: its answer, or one job for the workers and
    /// what makes the answer of the job's result (so that the jobs of calls waiting together run
    /// as one batch, on every worker).
    enum Plan {
        case answer(Result<JSONValue, MCPError>)
        case job(PreviewJob, finish: (PreviewJobResult) throws(MCPError) -> JSONValue)
    }

    /// Runs tool `name` at once: its result (`content`, `structuredContent`, `isError`) or a protocol error.
    func call(name: String, arguments: JSONValue, progress: @escaping (Double, Double?, String) -> Void) -> Result<JSONValue, MCPError> {
        switch plan(name: name, arguments: arguments, progress: progress) {
        case .answer(let r): return r
        case .job(let job, let finish):
            do throws(MCPError) { return .success(try finish(try workspace.run(job))) } catch { return Self.answer(error) }
        }
    }

    /// A tool's own failure as its result (`isError`), or a protocol error for invalid arguments.
    static func answer(_ error: MCPError) -> Result<JSONValue, MCPError> {
        if error.code == -32602 { return .failure(error) }
        return .success(["content": [["type": "text", "text": .string(error.message)]], "isError": true])
    }

    /// Plans tool `name`: checks its arguments, rebuilds when a file changed, and answers or
    /// makes the job it needs.
    func plan(name: String, arguments: JSONValue, progress: @escaping (Double, Double?, String) -> Void) -> Plan {
        guard let definition = Self.definitions.first(where: { $0["name"]?.string == name }) else {
            return .answer(.failure(MCPError(code: -32602, message: "unknown tool '\(name)'; the tools are \(Self.definitions.compactMap { $0["name"]?.string }.joined(separator: ", "))")))
        }
        guard case .object(let args) = arguments else { return .answer(.failure(.invalid("the arguments of '\(name)' must be an object"))) }
        let known = definition["inputSchema"]?["properties"]?.object ?? [:]
        if let unknown = args.keys.sorted().first(where: { known[$0] == nil }) {
            return .answer(.failure(.invalid("unknown argument '\(unknown)' for '\(name)'; it takes \(known.keys.sorted().joined(separator: ", "))")))
        }
        for required in definition["inputSchema"]?["required"]?.array?.compactMap(\.string) ?? [] where args[required] == nil {
            return .answer(.failure(.invalid("'\(name)' needs '\(required)'")))
        }
        do throws(MCPError) {
            switch name {
            case "devices": return .answer(.success(Self.structured(devices())))
            case "list_previews":
                try workspace.refresh { progress(0, nil, $0) }
                return .answer(.success(Self.structured(previews())))
            default:
                try workspace.refresh { progress(0, nil, $0) }
                return try drawingPlan(name, arguments, progress: progress)
            }
        } catch {
            return .answer(Self.answer(error))
        }
    }

    /// A result whose text is the structured value's JSON, as the specification asks of tools
    /// with an output schema.
    static func structured(_ value: JSONValue, extra: [JSONValue] = []) -> JSONValue {
        ["content": .array([["type": "text", "text": .string(value.text)]] + extra), "structuredContent": value, "isError": false]
    }

    private func devices() -> JSONValue {
        ["devices": .array(DeviceCatalog.all.map { d in
            ["id": .string(d.id), "name": .string(d.name), "width": .number(Double(d.portraitSize.width)), "height": .number(Double(d.portraitSize.height)),
             "scale": .number(Double(d.scale))]
        })]
    }

    private func previews() -> JSONValue {
        let root = workspace.root.path
        func relative(_ p: String) -> String { p.hasPrefix(root + "/") ? String(p.dropFirst(root.count + 1)) : p }
        var counts: [String: Int] = [:]
        let items: [JSONValue] = workspace.listing.items.map { item in
            let file = relative(URL(fileURLWithPath: item.entry.file).resolvingSymlinksInPath().path)
            let index = counts[file, default: 0]
            counts[file] = index + 1
            return ["file": .string(file), "name": .string(item.title), "index": .number(Double(index)), "kind": .string(item.kind),
                    "layout": .string(item.listed.layout.description), "device": .optional(item.listed.device)]
        }
        let failed: [JSONValue] = workspace.failing.keys.sorted().map { ["file": .string(relative($0)), "errors": .number(Double(workspace.failing[$0]!))] }
            + workspace.listing.failures.map { f -> JSONValue in ["file": .string(f.label), "errors": .number(0), "reason": .string("\(f.failure)")] }
        return ["root": .string(root), "previews": .array(items), "failed": .array(failed), "problem": .optional(workspace.buildProblem),
                "warnings": .strings(workspace.warnings)]
    }
}
