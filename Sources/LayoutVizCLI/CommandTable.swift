import Foundation
import LayoutViz
import LayoutVizPreviewKit

/// One option of a command, declared once: its name, how many values it takes, what its values
/// are called, what it does, and how a value is checked. Parsing, `--help` and the errors for a
/// wrong option all come from these declarations.
struct OptionSpec: Sendable {
    let name: String
    let arity: Arguments.Arity
    /// What a value is called in the help: `DIR`, `NAME...`; empty for a flag.
    let placeholder: String
    let help: String
    /// Why a value is refused (the whole message), or nil when it is fine.
    let check: (@Sendable (String) -> String?)?

    init(_ name: String, _ arity: Arguments.Arity, _ placeholder: String, _ help: String, check: (@Sendable (String) -> String?)? = nil) {
        self.name = name
        self.arity = arity
        self.placeholder = placeholder
        self.help = help
        self.check = check
    }

    /// A flag: an option without a value.
    init(_ name: String, _ arity: Arguments.Arity, _ help: String) {
        self.init(name, arity, "", help)
    }

    /// `--device NAME...`.
    var synopsis: String { "--" + name + (placeholder.isEmpty ? "" : " " + placeholder) }

    /// The same option with another help text (a command's own default, say).
    func help(_ text: String) -> OptionSpec { OptionSpec(name, arity, placeholder, text, check: check) }
}

/// One command of `layoutviz`: its name and summary, its arguments, its options, what it does
/// (the help's text) and how it runs. `Commands.all` lists them; dispatch, `--help` and the list
/// of commands are made from it.
struct CommandSpec: Sendable {
    let name: String
    /// One line, for `layoutviz --help`.
    let summary: String
    /// The positional arguments in the usage line: `<sample...|all>`.
    let arguments: String
    let options: [OptionSpec]
    /// What the command does: paragraphs, each wrapped to the help's width.
    let text: [String]
    /// Lines shown after the options as they are (examples, exit codes).
    let footer: [String]
    let run: @Sendable (Console, Arguments) throws -> Void

    init(_ name: String, summary: String, arguments: String = "", options: [OptionSpec], text: [String], footer: [String] = [],
         run: @escaping @Sendable (Console, Arguments) throws -> Void) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.options = options
        self.text = text
        self.footer = footer
        self.run = run
    }

    /// The option map `Arguments` parses with.
    var arities: [String: Arguments.Arity] { Dictionary(options.map { ($0.name, $0.arity) }, uniquingKeysWith: { a, _ in a }) }

    /// The `--help` text: usage, what it does, every option, the footer.
    var help: String {
        var lines = HelpText.wrap(words: options.map { "[" + $0.synopsis + "]" },
                                  first: "Usage: layoutviz \(name)" + (arguments.isEmpty ? "" : " " + arguments), indent: "Usage: layoutviz \(name) ".count)
        for paragraph in text {
            lines.append("")
            lines += HelpText.wrap(words: paragraph.split(separator: " ").map(String.init), first: "", indent: 0)
        }
        if !options.isEmpty {
            lines += ["", "Options:"]
            let column = min(24, (options.map(\.synopsis.count).max() ?? 0) + 4)
            for o in options {
                let head = "  " + o.synopsis
                let start = head.count + 2 <= column ? head + String(repeating: " ", count: column - head.count) : head + "\n" + String(repeating: " ", count: column)
                lines += HelpText.wrap(words: o.help.split(separator: " ").map(String.init), first: start, indent: column)
            }
        }
        if !footer.isEmpty { lines += [""] + footer }
        return lines.joined(separator: "\n")
    }
}

/// Line wrapping for `--help`.
enum HelpText {
    /// The help's width.
    static let width = 100

    /// `words` after `first` (which may hold a line break), wrapped to `width`, later lines
    /// indented by `indent` spaces.
    static func wrap(words: [String], first: String, indent: Int) -> [String] {
        var lines = first.components(separatedBy: "\n")
        var line = lines.removeLast()
        for word in words {
            let blank = line.allSatisfy { $0 == " " }
            if !blank && line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
            }
            line += (line.isEmpty || line.hasSuffix(" ") ? "" : " ") + word
        }
        lines.append(line)
        return lines
    }
}

/// Options several commands share, declared once.
enum SharedOptions {
    static let device = OptionSpec("device", .many, "NAME...",
                                   "Catalog ids or names ('iphone-17', \"iPhone 17 Pro\"), 'all', or custom sizes WIDTHxHEIGHT@SCALE in points (e.g. 390x844@3).")
    static let oneDevice = OptionSpec("device", .one, "NAME", "A catalog id or name, or a custom size WIDTHxHEIGHT@SCALE in points. Default: iphone-17.")
    static let orientation = OptionSpec("orientation", .one, "O", "portrait, landscape or both.", check: { v in
        ["portrait", "landscape", "both", "all"].contains(v.lowercased()) ? nil : "unknown orientation '\(v)'; use portrait, landscape or both"
    })
    static let oneOrientation = OptionSpec("orientation", .one, "O", "portrait or landscape. Default: portrait.", check: orientation.check)
    static let format = OptionSpec("format", .many, "F", "png, svg or png,svg.", check: { v in
        ImageFormat(rawValue: v.lowercased()) == nil ? "unknown format '\(v)'; use png, svg or png,svg" : nil
    })
    static let out = OptionSpec("out", .one, "DIR", "The output folder.")
    static let quiet = OptionSpec("quiet", .flag, "No progress lines.")
    static let chrome = OptionSpec("chrome", .one, "C",
                                   "device (status bar, Dynamic Island or notch and home indicator over the app), bands (the unsafe regions shaded, to check layout against the safe area) or none (the app alone). Default: device.")
    static let overlay = OptionSpec("overlay", .many, "O...",
                                    "Draw the layout over the picture: frames (every view's outline and size), proposals (dashed: what each view was offered where it took another size; nil and ∞ marked) and guides (stacks' alignment lines and spacing), any of them. File names add them: iphone-17-portrait-frames.png.")
    static let accessibility = OptionSpec("accessibility", .flag,
                                          "Draw the accessibility picture (the same as --overlay accessibility): the screen in grey, each element VoiceOver would read outlined in its colour and numbered, and a legend beside it in reading order with what VoiceOver says, the hint and custom actions; the elements' JSON is written beside it (.elements.json, as 'layoutviz elements' prints it). docs/accessibility.md. File names add -accessibility.")
    static let widgetContext = OptionSpec("widget-context", .one, "C",
                                          "Where widget previews stand: canvas (alone on a plain ground, as Xcode's canvas shows them) or home (on the home screen's wallpaper where the first widget goes, the name under it; lock-screen families under the lock screen's clock). File names add -home. Default: canvas.",
                                          check: { v in WidgetDisplay.Context(rawValue: v) == nil ? "unknown --widget-context '\(v)'; use canvas or home" : nil })
    static let widgetAppearance = OptionSpec("widget-appearance", .one, "A",
                                             "The home screen's widget appearance for widget previews: full-color (the widget's own colours), clear (Liquid Glass, the content white) or tinted (the tint behind, the content in its groups' colours); accented rendering, docs/widgets.md. File names add -clear or -tinted. Default: full-color.",
                                             check: { v in WidgetDisplay.Appearance(rawValue: v) == nil ? "unknown --widget-appearance '\(v)'; use full-color, clear or tinted" : nil })
    static let images = OptionSpec("images", .many, "DIR...",
                                   "More folders where Image(\"name\") looks for name.png, name@2x.png, name@3x.png, .jpg and *.xcassets/name.imageset. A folder named as a symbolic link is read at its target, with a warning.")
    static let package = OptionSpec("package", .one, "DIR", "A Swift package: its Sources folder, each target its own module.")
    static let target = OptionSpec("target", .many, "NAME...",
                                   "With a project (an .xcodeproj, an XcodeGen project.yml or a Package.swift in the folder given): the targets to preview. Default: every target but tests (docs/projects.md).")
    static let jobs = OptionSpec("jobs", .one, "N", "Workers drawing at once. Default: one per core.", check: { v in
        Int(v).map { (1...256).contains($0) } == true ? nil : "invalid --jobs '\(v)': expected a number of workers from 1 to 256"
    })
    static let timeout = OptionSpec("timeout", .one, "S", "Seconds one preview may take on one screen. Default: 20.", check: { v in
        PreviewLimitsText.seconds(v)
    })
    static let memory = OptionSpec("memory", .one, "SIZE", "Memory one worker may use, such as 512M or 2G. Default: half the machine's, shared by the workers.",
                                   check: { v in PreviewLimitsText.bytes(v) })

    /// The variant options of every command that draws (docs/variants.md).
    static let variants: [OptionSpec] = [
        OptionSpec("look", .many, "L", "ios26 (Liquid Glass: floating glass bars and tab bar, capsule controls), ios18 (opaque bars, flat items), ios26,ios18 or all. Default: ios26."),
        OptionSpec("color-scheme", .many, "S", "light, dark, light,dark or all. Default: light."),
        OptionSpec("contrast", .many, "C", "standard, increased or all. Default: standard."),
        OptionSpec("dynamic-type", .many, "T", "Text sizes by SwiftUI's names (xSmall … xxxLarge, accessibility1 … 5), or xs … xxxl, ax1 … ax5, or all; text styles scale by iOS's table. Default: large."),
        OptionSpec("direction", .many, "D", "ltr, rtl or all: right to left mirrors every placement (leading is the right edge), as iOS does for Arabic and Hebrew. Default: ltr."),
        OptionSpec("locale", .many, "L", "Locale identifiers (en_US, de-DE, ar, ja_JP): dates, numbers and currencies that LayoutViz formats follow it. Default: en_US."),
        OptionSpec("pseudo-locale", .many, "P", "none, long (texts 40 % longer, accented, bracketed) or rtl (right to left, letters reversed), or all. Default: none. Every combination of the variant options is drawn; names add -ios18, -dark, -increased-contrast, -ax3, -rtl, -de-DE, -pseudo-long for the axes not at their default."),
    ]

    static let lifecycle = OptionSpec("lifecycle", .one, "MODE",
                                      "on: onAppear, task and onChange(initial: true) run before each picture, which waits for the tasks (docs/data-flow.md); off: each view as constructed. Default: on.",
                                      check: { v in ["on", "off"].contains(v) ? nil : "invalid --lifecycle '\(v)': use on or off" })

    static let settle = OptionSpec("settle", .one, "S",
                                   "Seconds a preview's .task work may take, every round together, before its picture is taken as things stand (named in a warning); inside --timeout. Default: 5, or half of a shorter --timeout.",
                                   check: { v in PreviewLimitsText.seconds(v, option: "settle") })

    /// The limits of the preview workers, and how much of a view's lifecycle they run.
    static let limits = [timeout, memory, jobs, lifecycle, settle]
}

/// The checks of the worker limits' values, with the messages the commands give.
enum PreviewLimitsText {
    static func seconds(_ v: String, option: String = "timeout") -> String? {
        PreviewLimits.parseSeconds(v) == nil ? "invalid --\(option) '\(v)': expected seconds, such as 20 or 2.5" : nil
    }
    static func bytes(_ v: String) -> String? {
        PreviewLimits.parseBytes(v) == nil ? "invalid --memory '\(v)': expected a size of at least 64M, such as 512M or 2G" : nil
    }
}
