import Foundation
import LayoutViz
import Samples

/// The `layoutviz` command line: `list`, `render`, `dump`, `sheet`, `gallery`, `golden`, `preview`, `check`, `doctor`, `help`;
/// each command has a file of its own (`ListCommand.swift`, `RenderCommand.swift`...).
///
/// `run` never traps on bad input: every failure becomes one line on standard error,
/// `layoutviz: error: <cause>`, and a non-zero exit code (2 for a wrong command line, 1 when the
/// work itself failed).
public struct CLI {
    let console: Console

    /// A CLI writing to `console`.
    public init(console: Console = .standard()) { self.console = console }

    /// Runs one command line (without the program name) and returns the exit code.
    public func run(_ args: [String]) -> Int32 {
        do {
            try dispatch(args)
            return 0
        } catch let e as CLIError {
            console.err("layoutviz: error: \(e.message)")
            return e.exitCode
        } catch {
            console.err("layoutviz: error: \(describe(error))")
            return 1
        }
    }

    private func dispatch(_ args: [String]) throws {
        guard let name = args.first else {
            console.out(Commands.mainHelp)
            return
        }
        var rest = Array(args.dropFirst())
        switch name {
        case "-h", "--help", "help":
            guard let topic = rest.first, !["--help", "-h", "help"].contains(topic) else { console.out(Commands.mainHelp); return }
            let sub = rest.count > 1 ? rest[1] : nil
            guard let spec = Commands.spec(topic, sub) else { throw CLIError.usage(Self.unknownCommand(topic)) }
            console.out(spec.help)
            return
        case "--version", "version":
            console.out("layoutviz \(LayoutVizVersion.string)")
            return
        default:
            break
        }
        guard var spec = Commands.spec(name, nil) else { throw CLIError.usage(Self.unknownCommand(name)) }
        if let sub = rest.first, let subSpec = Commands.spec(name, sub), subSpec.name != spec.name {
            spec = subSpec
            rest.removeFirst()
        }
        if rest.contains("--help") || rest.contains("-h") {
            console.out(spec.help)
            return
        }
        try spec.run(console, try Arguments(rest, spec: spec))
    }

    private static func unknownCommand(_ c: String) -> String {
        let hint = closestMatches(to: c, in: Commands.all.map(\.name) + ["help"]).first.map { "; did you mean '\($0)'?" } ?? ""
        return "unknown command '\(c)'\(hint); run 'layoutviz --help' for the list"
    }
}

/// The commands of `layoutviz`, in the order the help lists them: what each takes and does is
/// declared once, in its own file (`RenderCommand.spec`...), and dispatch, `--help` and option
/// errors are made from it.
enum Commands {
    static let all: [CommandSpec] = [
        ListCommand.spec, RenderCommand.spec, DumpCommand.spec, ExplainCommand.spec, ElementsCommand.spec, SheetCommand.spec, GalleryCommand.spec, GoldenCommand.spec,
        PreviewCommand.spec, CheckCommand.spec, CatalogCommand.spec, DocsCommand.spec, MCPCommand.spec, DoctorCommand.spec,
    ]

    /// Commands with subcommands of their own (`golden merge`).
    static let subcommands: [CommandSpec] = [GoldenCommand.mergeSpec]

    /// The command `name` (with its subcommand `sub`, when it has one by that name).
    static func spec(_ name: String, _ sub: String?) -> CommandSpec? {
        if let sub, let s = subcommands.first(where: { $0.name == name + " " + sub }) { return s }
        return all.first { $0.name == name }
    }

    /// `layoutviz --help`.
    static var mainHelp: String {
        let width = (all.map(\.name.count).max() ?? 0) + 2
        func row(_ name: String, _ summary: String) -> String { "  " + name + String(repeating: " ", count: width - name.count) + summary }
        return (["layoutviz: SwiftUI's layout system on Linux. Renders SwiftUI-style views at Apple device sizes.", "",
                 "Usage: layoutviz <command> [options]", "", "Commands:"]
            + all.map { row($0.name, $0.summary) } + [row("help", "Show help for a command (also: layoutviz <command> --help)"), "",
            "Exit codes: 0 success, 1 the work failed (e.g. a folder that cannot be written), 2 bad command line."]).joined(separator: "\n")
    }
}
