import Foundation
import LayoutViz
import LayoutVizGolden
import LayoutVizPreviewKit

/// `layoutviz docs PATH...`: draws the SwiftUI code blocks of Markdown articles, DocC catalogs and
/// DocC snippets, writes the pictures beside them with references after each block, and with
/// `--check` fails when a picture no longer matches its code (docs/docs-command.md).
struct DocsCommand {
    let console: Console

    struct Options {
        var paths: [String]
        var check = false
        var devices: [Device] = []
        var scale = 2
        var formats: [ImageFormat] = [.png]
        var quiet = false
        var limits = PreviewLimits()
        var lifecycle = LifecycleMode.all
        var catalog: URL?
    }

    /// What a run found and did, for the summary.
    struct Tally {
        var documents = 0
        var blocks = 0
        var pictures = 0
        var written: [String] = []
        var stale: [String] = []
        var removed: [String] = []
        var articles: [String] = []
        var failed: [String] = []
    }

    static let spec = CommandSpec("docs", summary: "Draw the SwiftUI code blocks of Markdown/DocC articles and snippets; --check that they match",
                                  arguments: "<article.md|folder|Catalog.docc|Snippets>...", options: [
        OptionSpec("check", .flag, "Write nothing; fail naming every picture that no longer matches its code (or is missing, or left over) and every article whose references are out of date. Pictures compare by their decoded pixels, as goldens do."),
        OptionSpec("update", .flag, "Write what changed (the default): unchanged pictures are not rewritten."),
        SharedOptions.device.help("Devices for blocks that do not name theirs. Default: iphone-17."),
        OptionSpec("scale", .one, "N", "Pixels per point of the pictures, and their @Nx name: 1, 2 or 3. Default: 2, as Apple's docs.", check: { v in
            Int(v).map { (1...3).contains($0) } == true ? nil : "invalid --scale '\(v)': expected 1, 2 or 3 (pixels per point; pictures are named @1x, @2x, @3x)"
        }),
        SharedOptions.format.help("png (always) and svg beside it."),
        OptionSpec("catalog", .one, "DIR.docc", "The DocC catalog snippets' pictures go into. Default: the package's only one."),
    ] + SharedOptions.limits + [SharedOptions.quiet.help("No line per document.")], text: [
        "Draws the SwiftUI code of documentation and keeps its pictures current. Each Markdown file's ```swift blocks that declare a View or a #Preview are compiled together as one module (`import SwiftUI` works; compile errors name the article's own lines) and drawn, in light and dark, into <article>.images/<block>@2x.png and <block>~dark@2x.png; right after each block the article gets a marked region with the picture references (a <picture> that follows the reader's colour scheme), and nothing else in the file changes. In a DocC catalog (*.docc) the pictures go into the catalog's Resources/ as <article>-<block>@2x.png and the region holds @Image directives. In a package's Snippets/ folder, every `// snippet.<name>` slice that declares a view is drawn into the catalog's Resources/ as <file>-<name>@2x.png (the snippet file is not changed).",
        "A block chooses with its info string, after `layoutviz`: `setup` (compiled with the others, not drawn), `ignore` (neither), name= (the pictures' name), view= (the type drawn), layout=device|fit|WxH, device=, orientation=, the variant options of 'layoutviz render' (color-scheme=dark, dynamic-type=ax3, direction=rtl: every combination is drawn) and alt=. In a snippet, a `// layoutviz: layout=fit ...` comment in or just before a slice does the same. docs/docs-command.md.",
    ]) { console, a in try DocsCommand(console: console).run(a) }

    func run(_ a: Arguments) throws {
        guard !a.positionals.isEmpty else { throw CLIError.usage("'docs' needs Markdown files, DocC catalogs, Snippets folders or folders holding them; see 'layoutviz docs --help'") }
        if a.has("check") && a.has("update") { throw CLIError.usage("--check and --update do not go together: --check writes nothing, --update writes what changed") }
        var o = Options(paths: a.positionals)
        o.check = a.has("check")
        o.devices = try Resolve.devices(a.list("device") ?? [Defaults.device])
        if let s = a.value("scale").flatMap(Int.init) { o.scale = s }
        o.formats = try Resolve.formats(a.list("format") ?? ["png"])
        if !o.formats.contains(.png) { o.formats.insert(.png, at: 0) }
        o.quiet = a.has("quiet")
        o.limits = try PreviewCommand.limits(a)
        o.lifecycle = PreviewCommand.lifecycle(a)
        if let c = a.value("catalog") {
            var isDir: ObjCBool = false
            guard c.hasSuffix(".docc"), FileManager.default.fileExists(atPath: c, isDirectory: &isDir), isDir.boolValue else {
                throw CLIError.usage("--catalog '\(c)' is not a DocC catalog (a folder named *.docc)")
            }
            o.catalog = URL(fileURLWithPath: c).standardizedFileURL
        }
        let documents = try DocsInputs(catalog: o.catalog).documents(o.paths)
        guard !documents.isEmpty else {
            throw CLIError.failure("no Markdown files or snippets in \(o.paths.map { "'\($0)'" }.joined(separator: ", "))")
        }
        if let problem = PangoTextMeasurer.fontProblem { throw CLIError.failure(problem) }
        var tally = Tally()
        for doc in documents { try draw(doc, o, &tally) }
        try summarize(tally, o)
    }

    /// Draws one document's blocks into a temporary folder, then compares each picture with the
    /// one beside the document and writes (or, with `--check`, reports) what differs.
    private func draw(_ doc: DocsDocument, _ o: Options, _ tally: inout Tally) throws {
        tally.documents += 1
        let drawn = doc.blocks.enumerated().filter { $0.element.role == .render }
        tally.blocks += drawn.count
        // Every block's screens, found before anything is built: a bad device is a usage error.
        var screens: [Int: DocsScreens] = [:]
        for (k, block) in drawn { screens[k] = try DocsScreens(block: block, defaultDevices: o.devices, place: "\(doc.display):\(block.openLine): block '\(block.name)'") }
        if !drawn.isEmpty || doc.text.contains(DocsReferences.open), let problem = doc.imageFolderProblem {
            tally.failed.append(problem)
            console.err("layoutviz: error: \(problem)")
            return
        }
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-docs-\(getpid())-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: temp) }
        // Interrupted (Ctrl-C, a kill), the run cannot remove it: the reaper does.
        try? FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        ProcessGroup.shared.removeOnExit(temp)
        var pictures: [DocsPicture] = []
        // Blocks that failed to draw keep their pictures and references as they are.
        var failed = Set<Int>()
        if !drawn.isEmpty {
            guard let made = try render(doc, screens: screens, o, into: temp, tally: &tally) else { return }
            failed = made.failed
            pictures = made.pictures.filter { !failed.contains($0.block) }
        }
        tally.pictures += pictures.count
        var changes = 0
        // Pictures: new or changed ones written (or reported), unchanged ones left alone.
        for p in pictures {
            let target = doc.imageFolder.appendingPathComponent(p.file)
            let status = DocsPicture.compare(p.rendered, with: target)
            guard status != .same else { continue }
            changes += 1
            let block = doc.blocks[p.block]
            let line = "\(doc.display):\(block.openLine): block '\(block.name)': \(displayPath(target.path)) \(status == .missing ? "is missing" : "no longer matches its code\(status.detail)")"
            if o.check {
                tally.stale.append(line)
            } else {
                do { try AtomicFile.write(try Data(contentsOf: p.rendered), to: target, inside: doc.imageRoot) } catch {
                    throw CLIError.failure("cannot write '\(target.path)': \(describe(error))")
                }
                tally.written.append(displayPath(target.path))
            }
        }
        // Pictures in the article's own image folder that no block draws any more: only regular
        // files named as the command names them, that its regions reference (an earlier run wrote
        // them) or that start with one of its blocks' names, and only in an article it draws or
        // drew; the folder is read and emptied without following links (a folder of hand-made
        // pictures beside an article without drawn blocks is not touched).
        if doc.ownsImageFolder && (!drawn.isEmpty || doc.text.contains(DocsReferences.open)) {
            let expected = Set(pictures.map(\.file))
            let referenced = doc.referencedPictures
            let bases = doc.blocks.filter { $0.role == .render }.map { doc.imageBase($0) }
            let present = ConfinedFiles.list(doc.imageFolderName, inside: doc.imageRoot).filter { name, kind in
                kind == .file && !name.hasPrefix(".") && (1...3).contains { name.hasSuffix("@\($0)x.png") || name.hasSuffix("@\($0)x.svg") }
                    && (referenced.contains(name) || bases.contains { name.hasPrefix($0 + "-") || name.hasPrefix($0 + "~") || name.hasPrefix($0 + "@") })
            }.keys.sorted()
            let kept = failed.map { doc.imageBase(doc.blocks[$0]) }
            for name in present where !expected.contains(name) && !kept.contains(where: { name.hasPrefix($0) }) {
                let url = doc.imageFolder.appendingPathComponent(name)
                changes += 1
                if o.check {
                    tally.stale.append("\(doc.display): \(displayPath(url.path)) is left over (no block draws it)")
                } else {
                    do { try ConfinedFiles.removeFile(doc.imageFolderName + "/" + name, inside: doc.imageRoot) } catch {
                        throw CLIError.failure(describe(error))
                    }
                    tally.removed.append(displayPath(url.path))
                }
            }
            // An emptied folder goes too.
            if !o.check && ConfinedFiles.list(doc.imageFolderName, inside: doc.imageRoot).isEmpty {
                ConfinedFiles.removeEmptyFolder(doc.imageFolderName, inside: doc.imageRoot)
            }
        }
        // The references after each block.
        if !doc.isSnippet {
            let updated = DocsReferences.apply(to: doc, pictures: pictures, scale: o.scale, keeping: failed)
            if updated != doc.text {
                changes += 1
                if o.check {
                    tally.stale.append("\(doc.display): the picture references after its blocks are out of date")
                } else {
                    do { try AtomicFile.write(Data(updated.utf8), to: URL(fileURLWithPath: doc.path)) } catch {
                        throw CLIError.failure("cannot write '\(doc.display)': \(describe(error))")
                    }
                    tally.articles.append(doc.display)
                }
            }
        }
        if !o.quiet {
            let what = changes == 0 ? "up to date" : o.check ? "\(changes) out of date" : "\(changes) updated"
            console.err("\(doc.display): \(drawn.count) block\(drawn.count == 1 ? "" : "s"), \(pictures.count) picture\(pictures.count == 1 ? "" : "s"): \(what)")
        }
    }

    /// Builds the document's blocks as one module and draws every block on its screens into
    /// `temp`: the pictures planned and the blocks that failed (named in `tally.failed`); nil when
    /// the document did not compile.
    private func render(_ doc: DocsDocument, screens: [Int: DocsScreens], _ o: Options, into temp: URL, tally: inout Tally) throws -> (pictures: [DocsPicture], failed: Set<Int>)? {
        let source = DocsParser.swiftSource(doc)
        let file = PreviewProject.SourceFile(path: doc.path, text: source.text, scan: SourceScanner.scan(source.text), originalLines: source.lines)
        var options = PreviewCommand.Options(inputs: [doc.display], devices: o.devices, orientations: [.portrait], formats: o.formats, out: temp,
                                             quiet: true, list: false, devicesGiven: true, orientationGiven: true)
        options.limits = o.limits
        options.lifecycle = o.lifecycle
        options.scale = CGFloat(o.scale)
        options.imageFolders = ImageFolders.near([URL(fileURLWithPath: doc.path).deletingLastPathComponent().path], warn: { [console] in console.err($0) })
        var plan: [DocsPicture] = []
        var problems: [String] = []
        var failedBlocks = Set<Int>()
        let console = self.console
        // What the build and the workers say, with the document's absolute path shown as given.
        let shown = Console(out: { _ in }, err: { [console, doc] in console.err(Self.shown($0.hasSuffix("\n") ? String($0.dropLast()) : $0, doc)) })
        let session = PreviewSession(request: options.request, limits: o.limits, quiet: true, log: { shown.err($0) }, output: { shown.err($0) })
        defer { session.shutdown() }
        var outcome = PreviewCommand.Outcome()
        let built: PreviewListing?
        do { built = try PreviewCommand.prepare(session, sources: [file], inputs: [doc.display], console: shown, outcome: &outcome) } catch let e as CLIError {
            let message = e.message.hasPrefix(doc.display) ? e.message : "\(doc.display): \(e.message)"
            tally.failed.append(message)
            console.err("layoutviz: error: \(message)")
            return nil
        }
        if let listing = built {
            var jobs: [PreviewJob] = []
            var blockOf: [Int] = []  // job id → block
            var warned = Set<String>()
            let base = options.base
            for (k, block) in doc.blocks.enumerated() {
                guard let screens = screens[k] else { continue }
                let items = listing.items.filter { item in
                    item.entry.file == doc.path && (source.previewLine[k] == item.entry.line || (block.hasPreviews && source.codeLines[k]?.contains(item.entry.line) == true))
                }
                let label = "\(doc.display):\(block.openLine): block '\(block.name)'"
                guard !items.isEmpty else {
                    // A listing that failed is reported below, by its block.
                    if listing.failures.isEmpty { problems.append("\(label): no preview to draw (its #Preview or view was not found after building)") }
                    failedBlocks.insert(k)
                    continue
                }
                for (n, item) in items.enumerated() {
                    let name = items.count == 1 ? doc.imageBase(block) : "\(doc.imageBase(block))-\(item.slug)"
                    for screen in screens.jobs {
                        let stem = DocsPicture.fileStem(name, screen: screen, screens: screens, scale: o.scale)
                        let layout = screens.layout ?? item.listed.layout
                        jobs.append(.render(item, on: base.on(screen.device, screen.orientation).with(screen.appearance), path: stem, layout: layout, title: label))
                        blockOf.append(k)
                        for format in o.formats {
                            plan.append(DocsPicture(block: k, item: n, file: stem + "." + format.rawValue, rendered: temp.appendingPathComponent(stem + "." + format.rawValue),
                                                    screen: screen, layout: layout, alt: block.alt(item: item, screen: screen, layout: layout)))
                        }
                    }
                }
            }
            session.run(jobs) { job, outcome in
                // One message per block: the first of its screens that failed.
                switch outcome {
                case .success(let r):
                    if let error = r.error, failedBlocks.insert(blockOf[job.id]).inserted { problems.append("\(job.title): \(error)") }
                    let images = r.missingImages.map { "Image '\($0)' found in no image folder; drawn as nothing" }
                        + r.imageProblems.map { "image \($0); drawn as nothing" }
                        + r.missingColors.map { "no colour named '\($0)' (<name>.colorset); drawn clear, as SwiftUI does" }
                        + r.missingSymbols.map { "no drawing for SF Symbol '\($0)'; drawn as a marked stand-in" }
                    for w in r.warnings + images + r.notDrawn.map({ "not drawn: \($0)" }) where warned.insert(w).inserted {
                        console.err("layoutviz: warning: \(job.title): \(w)")
                    }
                case .failure(let f):
                    if failedBlocks.insert(blockOf[job.id]).inserted { problems.append("\(job.title) \(f)") }
                }
            }
        }
        if !outcome.failing.isEmpty {
            tally.failed.append("\(doc.display) does not compile (messages above)")
            return nil
        }
        // A preview whose listing failed: named by its block (the label's line is the generated text's).
        for (label, failure) in outcome.failedPreviews {
            let line = label.split(separator: ":").dropFirst().first.flatMap { Int($0) }
            let k = line.flatMap { l in doc.blocks.indices.first { source.previewLine[$0] == l || source.codeLines[$0]?.contains(l) == true } }
            guard let k else {
                tally.failed.append("\(Self.shown(label, doc)) \(failure)")
                console.err("layoutviz: error: \(Self.shown(label, doc)) \(failure)")
                return nil
            }
            problems.append("\(doc.display):\(doc.blocks[k].openLine): block '\(doc.blocks[k].name)' \(failure)")
            failedBlocks.insert(k)
        }
        for p in problems { console.err("layoutviz: error: \(p)") }
        tally.failed += problems
        return (plan, failedBlocks)
    }

    /// A compiler message with the document's absolute path shown as the user gave it.
    static func shown(_ line: String, _ doc: DocsDocument) -> String {
        doc.path == doc.display ? line : line.replacingOccurrences(of: doc.path, with: doc.display)
    }

    private func summarize(_ t: Tally, _ o: Options) throws {
        let counts = "\(t.documents) document\(t.documents == 1 ? "" : "s"), \(t.blocks) block\(t.blocks == 1 ? "" : "s"), \(t.pictures) picture\(t.pictures == 1 ? "" : "s")"
        if o.check {
            for line in t.stale { console.err("layoutviz: stale: \(line)") }
        } else {
            for f in t.written { console.err("wrote \(f)") }
            for f in t.removed { console.err("removed \(f) (no block draws it)") }
            for f in t.articles { console.err("updated the picture references in \(f)") }
        }
        if !t.failed.isEmpty || !t.stale.isEmpty {
            var why: [String] = []
            if !t.failed.isEmpty { why.append("\(t.failed.count) problem\(t.failed.count == 1 ? "" : "s") (above)") }
            if !t.stale.isEmpty { why.append("\(t.stale.count) picture\(t.stale.count == 1 ? "" : "s") or reference\(t.stale.count == 1 ? "" : "s") out of date; 'layoutviz docs --update \(o.paths.joined(separator: " "))' rewrites them") }
            console.out("docs: \(counts); " + why.joined(separator: "; "))
            throw CLIError.failure(why.joined(separator: "; "))
        }
        let changed = t.written.count + t.removed.count + t.articles.count
        console.out("docs: \(counts); " + (o.check ? "every picture matches its code" : changed == 0 ? "nothing changed" : "\(t.written.count) picture\(t.written.count == 1 ? "" : "s") written, \(t.removed.count) removed, \(t.articles.count) document\(t.articles.count == 1 ? "" : "s") updated"))
    }
}
