/// `--help` texts, one per command.
enum Help {
    static let commands = ["list", "render", "dump", "explain", "sheet", "gallery", "golden", "preview", "check", "docs", "catalog", "doctor", "help"]

    static func text(for command: String) -> String? {
        switch command {
        case "list": return list
        case "render": return render
        case "dump": return dump
        case "explain": return explain
        case "gallery": return gallery
        case "golden": return golden
        case "sheet": return sheet
        case "doctor": return doctor
        case "preview": return preview
        case "check": return check
        case "docs": return docs
        case "catalog": return catalog
        case "help", "-h", "--help": return main
        default: return nil
        }
    }

    static let main = """
        layoutviz: SwiftUI's layout system on Linux. Renders SwiftUI-style views at Apple device sizes.

        Usage: layoutviz <command> [options]

        Commands:
          list      List the samples and the devices
          render    Render samples to PNG/SVG for devices and orientations
          dump      Print a sample's layout tree as JSON
          explain   Show why every view of a sample has its size: proposal, answer, placement, rule
          sheet     Draw comparison sheets: an article's variants × devices × orientations, side by side
          gallery   Render every sample on every device, the sheets and Output/index.html
          golden    Verify the samples against their golden images, or record them
          preview   Render the #Preview blocks and PreviewProvider types of your own SwiftUI files
          check     List the SwiftUI API your files use that LayoutViz does not have yet
          catalog   Build a static, searchable site of every preview (and sample) in every variant
          docs      Draw the SwiftUI code blocks of Markdown/DocC articles and snippets; --check that they match
          doctor    Show this machine's rendering stack and how the goldens will compare on it
          help      Show help for a command (also: layoutviz <command> --help)

        Exit codes: 0 success, 1 the work failed (e.g. a folder that cannot be written), 2 bad command line.
        """

    static let docs = """
        Usage: layoutviz docs <article.md|folder|Catalog.docc|Snippets>... [--check | --update]
                              [--device NAME...] [--scale 1|2|3] [--format png,svg] [--catalog DIR.docc]
                              [--timeout SECONDS] [--memory SIZE] [--jobs N] [--quiet]

        Draws the SwiftUI code of documentation and keeps its pictures current. Each Markdown file's
        ```swift blocks that declare a View or a #Preview are compiled together as one module
        (`import SwiftUI` works; compile errors name the article's own lines) and drawn, in light
        and dark, into <article>.images/<block>@2x.png and <block>~dark@2x.png; right after each
        block the article gets a marked region with the picture references (a <picture> that
        follows the reader's colour scheme), and nothing else in the file changes. In a DocC
        catalog (*.docc) the pictures go into the catalog's Resources/ as <article>-<block>@2x.png
        and the region holds @Image directives. In a package's Snippets/ folder, every
        `// snippet.<name>` slice that declares a view is drawn into the catalog's Resources/ as
        <file>-<name>@2x.png (the snippet file is not changed).

        A block chooses with its info string, after `layoutviz`:
          ```swift layoutviz setup              compiled with the others, not drawn (helpers, layouts)
          ```swift layoutviz ignore             neither (fragments; blocks without a view are ignored anyway)
          ```swift layoutviz name=chips view=TagCloud layout=fit device=iphone-se,iphone-17
                                                 orientation=landscape color-scheme=dark dynamic-type=ax3 direction=rtl alt="..."
        name: the pictures' name (default: the #Preview's name or the view's type, kebab-case);
        view: the type drawn (default: the block's #Preview, else the first View it declares);
        layout: device (the whole screen, default), fit (the view's own size) or WxH in points;
        the variant options take the values of 'layoutviz render' (every combination is drawn).
        In a snippet, a `// layoutviz: layout=fit ...` comment in or just before a slice does the same.

        Options:
          --check       Write nothing; fail naming every picture that no longer matches its code (or
                        is missing, or left over) and every article whose references are out of date.
                        Pictures compare by their decoded pixels, as goldens do.
          --update      Write what changed (the default): unchanged pictures are not rewritten.
          --device      Devices for blocks that do not name theirs (default: iphone-17).
          --scale       Pixels per point of the pictures, and their @Nx name (default: 2, as Apple's docs).
          --format      png (always) and svg beside it.
          --catalog     The DocC catalog snippets' pictures go into (default: the package's only one).
          --timeout, --memory, --jobs   Limits of the drawing workers, as for 'layoutviz preview'.
          --quiet       No line per document.
        """

    static let catalog = """
        Usage: layoutviz catalog [<file.swift|folder>...] [--package DIR] [--samples all|NAME...] [--out DIR]
                                 [--device NAME...] [--orientation portrait|landscape|both]
                                 \(variantSynopsis)
                                 [--internal] [--title TEXT] [--images DIR...]
                                 [--timeout SECONDS] [--memory SIZE] [--jobs N] [--quiet]

        Builds a static site of every #Preview and PreviewProvider in the files (built as 'layoutviz
        preview' builds them) and of the samples named with --samples, into DIR (default:
        Output/catalog): index.html, grouped by file, with a thumbnail per preview and a search
        field; and p/<preview>.html, the preview with a toggle per axis — device, orientation, look,
        colour scheme, contrast, Dynamic Type, direction, locale — switching among pictures drawn
        beforehand on every combination, and a link to the layout inspector of the picture shown.
        The choice and the search are kept in the address, so links open the same view. The site
        opens from file:// and from any static host; nothing is fetched.

        Drawn unless told: iphone-17 and iphone-se-3, portrait, iOS 26's and iOS 18's looks, light and
        dark, Large and accessibility3 text, left to right and right to left (32 pictures per
        preview), at 2 pixels per point. The variant options take lists as for 'layoutviz render'.

        Previews whose name starts with '_', or with a '// layoutviz: internal' line right before
        them, are internal and left out unless --internal is given.
        """

    static let preview = """
        Usage: layoutviz preview <file.swift|folder>... [--package DIR] [--list] [--watch [--port N]]
                                 [--device NAME...|all] [--orientation portrait|landscape|both]
                                 \(variantSynopsis)
                                 [--format png,svg] [--chrome device|bands|none] [--overlay frames,proposals,guides]
                                 [--images DIR...] [--out DIR]
                                 [--timeout SECONDS] [--memory SIZE] [--jobs N] [--quiet]

        Finds every #Preview block and PreviewProvider type in the files (folders are searched; with
        --package, the package's Sources, each target its own module), compiles the files against
        LayoutViz (`import SwiftUI` works unchanged) and renders each preview into
        <DIR>/<file>/<preview>/<device>-<orientation>.png, with a comparison sheet per file
        (<DIR>/<file>/sheet.png) and <DIR>/index.html. Default DIR: Output/previews. A preview's own
        orientation and layout traits (#Preview(traits:), a PreviewProvider's .previewLayout and
        .previewInterfaceOrientation) and a PreviewProvider's .previewDevice apply unless --device or
        --orientation is given (preview modifiers inside a #Preview are not honoured: a warning says
        so); so do the variants it asks for around its whole view (.preferredColorScheme,
        .environment(\\.dynamicTypeSize, ...), \\.sizeCategory, \\.layoutDirection, \\.locale,
        \\.colorScheme). A trait LayoutViz draws as another (portraitUpsideDown) is named in a warning. With variant options, every preview is drawn in each variant, the file names adding the
        variant (<device>-<orientation>-dark-rtl.png).

        The files are compiled with one swiftc against LayoutViz's modules, which the first preview
        prepares from this program's build into the cache folder (LAYOUTVIZ_CACHE, else
        ~/.cache/layoutviz) in about a second; files of several targets are built with SwiftPM there
        (its first build also compiles LayoutViz). A file that does not compile is shown with the
        compiler's messages and left out; the others are rendered, and the exit code is 1.

        Each preview is drawn in a worker process under limits: one that crashes, loops, calls exit()
        or runs out of memory is named with the cause, and the others are drawn (exit code 1). No
        worker or build outlives the command, however it is stopped.

        Options:
          --list         Print the previews found (JSON lines) instead of rendering them
        \(variantOptions)
          --chrome C     device (status bar, Dynamic Island or notch, home indicator over the app),
                         bands (the unsafe regions shaded) or none. Default: device
          --overlay O    frames, proposals and/or guides drawn over each preview (docs/inspector.md);
                         file names add them (iphone-17-portrait-frames.png)
          --images DIR   A folder where Image("name") looks for name.png, name@2x.png, name@3x.png,
                         .jpg and *.xcassets/name.imageset; the inputs' folders, their Resources
                         folders and asset catalogs are searched too. A name found nowhere, or one
                         that leads outside these folders, is drawn as nothing and named in a warning
          --timeout S    Seconds one preview may take on one screen (default 20)
          --memory SIZE  Memory one worker may use, such as 512M or 2G (default: half the machine's,
                         shared by the workers)
          --jobs N       Workers drawing at once (default: one per core)
          --watch        Render again whenever a file is saved (debounced; a save during a build restarts
                         it), print one line per round, and serve a live page on 127.0.0.1 that reloads
                         the pictures and shows a compile error above the last good ones. Ctrl-C stops.
          --port N       The live page's port (default 8765; the next free one of the ten after it)
        """

    static let check = """
        Usage: layoutviz check <file.swift|folder>... [--package DIR] [--quiet]

        Compiles the files against LayoutViz (as `layoutviz preview` does) and prints one table of the
        SwiftUI API they use that LayoutViz does not have yet (types, functions, modifiers, static
        members such as styles), ranked by uses, with where each is used; then any other compiler
        errors. Exit code 1 when anything is missing, 0 when the files compile.
        Swift reports one missing modifier per chain at a time, so fixing or removing those can
        reveal more.
        """

    static let doctor = """
        Usage: layoutviz doctor [--goldens DIR]

        Prints this machine's rendering stack (Cairo, pixman, Pango, HarfBuzz, FreeType, libpng,
        LayoutViz, the Inter font files, the architecture) and compares it with the fingerprint of
        every golden in DIR (default: Tests/Goldens): goldens recorded on the same stack compare
        exactly; others compare with the tolerant profile, and the differing components are named;
        goldens without a readable fingerprint fail until re-recorded.

        Exit codes: 0 done, 1 the goldens folder given does not exist, 2 bad command line.
        """

    static let list = """
        Usage: layoutviz list [--samples] [--devices]

        Lists the registered samples with their descriptions, and the device catalog with sizes in
        points, scales, size classes (C compact, R regular; horizontal/vertical) and safe-area insets
        (top,leading,bottom,trailing). With no option, lists both.
        """

    /// The variant options' synopsis, shared by every command that draws.
    static let variantSynopsis = "[--look L] [--color-scheme S] [--contrast C] [--dynamic-type T] [--direction D] [--locale L] [--pseudo-locale P]"

    /// The variant options, shared by every command that draws (docs/variants.md).
    static let variantOptions = """
          --look L           ios26 (Liquid Glass: floating glass bars and tab bar, capsule controls),
                             ios18 (opaque bars, flat items), ios26,ios18 or all. Default: ios26
          --color-scheme S   light, dark, light,dark or all. Default: light
          --contrast C       standard, increased or all. Default: standard
          --dynamic-type T   Text sizes by SwiftUI's names (xSmall … xxxLarge, accessibility1 … 5), or
                             xs … xxxl, ax1 … ax5, or all; text styles scale by iOS's table. Default: large
          --direction D      ltr, rtl or all: right to left mirrors every placement (leading is the
                             right edge), as iOS does for Arabic and Hebrew. Default: ltr
          --locale L         Locale identifiers (en_US, de-DE, ar, ja_JP): dates, numbers and currencies
                             that LayoutViz formats follow it. Default: en_US
          --pseudo-locale P  none, long (texts 40 % longer, accented, bracketed) or rtl (right to left,
                             letters reversed), or all. Default: none
                             (Every combination is drawn; names add -ios18, -dark, -increased-contrast,
                             -ax3, -rtl, -de-DE, -pseudo-long for the axes not at their default.)
        """

    static let render = """
        Usage: layoutviz render <sample...|all> [--device NAME...|all] [--orientation portrait|landscape|both]
                                \(variantSynopsis)
                                [--format png,svg] [--chrome device|bands|none] [--overlay frames,proposals,guides]
                                [--images DIR...] [--out DIR] [--quiet]

        Renders each sample on each device and orientation as the device shows it: the root view
        proposed the safe area and centred in it, the status bar, Dynamic Island or notch and home
        indicator drawn over it (SF Symbols and SF Pro cannot ship: the symbols are drawn as vector
        shapes and Inter stands in for the font). Files are named <DIR>/<sample>/<device>-<orientation>.<ext>,
        with the variant added (iphone-17-portrait-dark-ax3-rtl.png), and written atomically (a temporary
        file renamed into place).

        Options:
          --device NAME...   Catalog ids or names ('iphone-17', "iPhone 17 Pro"), 'all', or custom sizes
                             WIDTHxHEIGHT@SCALE in points (e.g. 390x844@3). Default: iphone-17
          --orientation O    portrait, landscape or both. Default: portrait
        \(variantOptions)
          --format F         png, svg or png,svg. Default: png
          --chrome C         device (as above), bands (the unsafe regions shaded instead, to check
                             layout against the safe area) or none (the app alone). Default: device
          --overlay O...     Draw the layout over the picture: frames (every view's outline and size)
                             proposals (dashed: what each view was offered where it took another size;
                             nil and ∞ marked) and guides (stacks' alignment lines and spacing), any
                             of them. Files add them: iphone-17-portrait-frames.png
          --images DIR...    More folders where Image("name") looks for name.png, name@2x.png,
                             name@3x.png, .jpg and *.xcassets/name.imageset (the samples' own are built in)
          --out DIR          Output folder. Default: Output
          --jobs N           Worker threads. Default: one per core
          --quiet            No progress lines

        Example: layoutviz render all --device all --orientation both --format png,svg
        """

    static let dump = """
        Usage: layoutviz dump <sample> [--device NAME] [--orientation portrait|landscape]
                              \(variantSynopsis) [--out FILE]

        Prints the sample's layout tree as JSON: each view's kind, parameters, custom view name, .id
        and frame in screen points (unrounded), children in source order. Default device: iphone-17,
        iOS 26's look, light, standard contrast, large text, left to right, en_US; one value of each variant option.
        """

    static let explain = """
        Usage: layoutviz explain <sample|file.swift[:PREVIEW]> [--device NAME] [--orientation portrait|landscape]
                                 \(variantSynopsis) [--view PATH] [--probes] [--json | --html FILE]

        Prints the negotiation behind the sample's layout, one view a line, indented as the tree: the
        proposal its parent made in the final pass (nil: "your ideal size" on that axis), the size it
        answered and where it was placed (screen points, unrounded), and the rule that decided the size
        (a frame's clamp between its minimum and maximum, fixedSize's ideal size, a GeometryReader taking
        the whole proposal, ViewThatFits' candidates with their ideal sizes and the one chosen, a text's
        wrapping width...). --view PATH follows one view: its ancestors and its subtree (a path from the
        root, or its last components: 'frame', 'VStack/frame#2'). --json prints the same as a JSON array.
        --probes adds, under each view, every distinct question it was asked while its parent sized it
        (proposal → answer, with repeats counted): a stack's minimum and maximum probes, ViewThatFits'
        ideal-size checks. --html FILE writes the inspector page instead: the picture with every view selectable, one file
        that opens from disk (FILE#view=PATH opens with a view selected).
        A Swift file is built as 'preview' builds it (messages at your file's lines when it does not
        compile) and its preview PREVIEW (a #Preview's name or a PreviewProvider, by title or file-name
        slug; default the first) is laid out as 'preview' draws it. Default device: iphone-17; one
        value of each variant option. docs/inspector.md.
        """

    static let golden = """
        Usage: layoutviz golden verify|record [<sample>...] [--device NAME...] [--orientation portrait|landscape|both]
                                              [--config FILE] \(variantSynopsis)
                                              [--mode missing|never|failed|all] [--shard i/n [--timings FILE]]
                                              [--goldens DIR] [--artifacts DIR] [--prune] [--strict] [--jobs N] [--quiet]
               layoutviz golden merge <artifacts-dir>... [--out DIR] [--quiet]

        Renders each cell (sample × device × orientation; by default every sample on iphone-se-3, iphone-17,
        iphone-17-pro-max, ipad-a16 and ipad-pro-13-m5, both orientations) and compares it with its golden:
        <goldens>/<sample>/<device>-<orientation>.png (decoded pixels), .layout.json (the layout tree) and
        .meta.json (the render fingerprint and digests: a passing cell decodes no PNG). Same fingerprint:
        pixels must be identical. Other fingerprint: the tolerant profile (YIQ 0.1, anti-aliasing excluded,
        at most max(8 px, 0.01 %) changed pixels, no 8×8 window with more than 8), announced in the output.

        Record modes: missing writes absent goldens (verify's default; never when CI is set, or as set by
        LAYOUTVIZ_RECORD); never writes nothing; failed rewrites failing goldens (record's default); all
        rewrites every golden whose output changed. Byte-identical files are never rewritten.

        Failures print the cell, the numbers beside their thresholds, the changed regions in points with the
        views there, the views that moved, fingerprint differences and the command that accepts the golden;
        images and report.html / report.json / junit.xml go to the artifacts folder (default
        layoutviz-artifacts, or LAYOUTVIZ_ARTIFACTS).

        Variants: a project's .layoutviz.json (in the current folder, or --config FILE) lists the variants
        every cell is verified in and which of them keep pixel goldens; the others keep the layout tree
        alone (<device>-<orientation>-dark-rtl.layout.json), compared exactly. Variant options given here
        replace the file's variants. Without a file: the default variant, with pixels (docs/goldens.md).

        Options:
          --config FILE  The project file with the variant matrix. Default: ./.layoutviz.json if present
        \(variantOptions)
          --shard i/n    Only the i-th of n shards of about equal cost, the same on every machine (for CI matrices)
          --timings FILE Balance the shards by the seconds a report.json of an earlier run measured
                         (default: by pixel count)
          --goldens DIR  Golden folder. Default: Tests/Goldens
          --prune        After a complete, passing run, delete goldens no cell used
          --jobs N       Worker threads. Default: one per core
          --strict       Fail when orphaned goldens are found

        merge joins the reports of shards run apart (their artifacts folders) into one report.html,
        report.json and junit.xml in --out (default layoutviz-artifacts), with their failure images.

        Exit codes: 0 all passed (or written), 1 a golden failed (or merge could not read a report), 2 bad
        command line.
        """

    static let gallery = """
        Usage: layoutviz gallery [--device NAME...|all] [--orientation O] [--format F] [--out DIR] [--jobs N] [--quiet]

        Renders every sample (defaults: every device, both orientations, PNG and SVG) into <DIR>/<sample>/,
        the comparison sheets into <DIR>/sheets/ and an offline <DIR>/index.html. Default DIR: Output.
        """

    static let sheet = """
        Usage: layoutviz sheet <sample...|all> [--device NAME...|all] [--orientation portrait|landscape|both]
                               \(variantSynopsis) [--rows samples|variants] [--overlay frames,proposals,guides]
                               [--format png,svg] [--out DIR] [--quiet]

        One sheet per article group: rows are the given samples of the group, columns are devices ×
        orientations × appearances, every screen scaled to a common height and labelled with the device,
        its size in points, scale, size classes and appearance. Written to <DIR>/sheets/<group>.png and
        .svg; a sheet of one other appearance is <group>-dark.png (as render names files), one of several
        <group>-variants.png. A sheet whose columns are all dark is dark itself.
        Defaults: iphone-se-3, iphone-17, iphone-17-pro-max, ipad-a16, ipad-pro-13-m5; both orientations;
        the default variant; Output.

        Options:
        \(variantOptions)
          --rows R           samples: a row per sample, the variants on the columns (the default);
                             variants: a row per sample and variant, the columns devices × orientations
        """
}
