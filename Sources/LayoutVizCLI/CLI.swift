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
        guard let command = args.first else {
            console.out(Help.main)
            return
        }
        let rest = Array(args.dropFirst())
        if rest.contains("--help") || rest.contains("-h"), let text = Help.text(for: command) {
            console.out(text)
            return
        }
        switch command {
        case "-h", "--help", "help":
            guard let topic = rest.first else { console.out(Help.main); return }
            guard let text = Help.text(for: topic) else { throw CLIError.usage(unknownCommand(topic)) }
            console.out(text)
        case "--version", "version":
            console.out("layoutviz \(LayoutVizVersion.string)")
        case "list": try ListCommand(console: console).run(rest)
        case "render": try RenderCommand(console: console).run(rest, gallery: false)
        case "gallery": try RenderCommand(console: console).run(rest, gallery: true)
        case "dump": try DumpCommand(console: console).run(rest)
        case "explain": try ExplainCommand(console: console).run(rest)
        case "golden": try GoldenCommand(console: console).run(rest)
        case "sheet": try SheetCommand(console: console).run(rest)
        case "doctor": try DoctorCommand(console: console).run(rest)
        case "preview": try PreviewCommand(console: console).run(rest)
        case "check": try CheckCommand(console: console).run(rest)
        case "docs": try DocsCommand(console: console).run(rest)
        case "catalog": try CatalogCommand(console: console).run(rest)
        default: throw CLIError.usage(unknownCommand(command))
        }
    }

    private func unknownCommand(_ c: String) -> String {
        let hint = closestMatches(to: c, in: Help.commands).first.map { "; did you mean '\($0)'?" } ?? ""
        return "unknown command '\(c)'\(hint); run 'layoutviz --help' for the list"
    }
}
