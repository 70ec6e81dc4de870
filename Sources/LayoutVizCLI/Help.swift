/// The version LayoutViz reports.
public enum LayoutVizVersion {
    /// Semantic version of the tool and library.
    public static let string = "0.1.0"
}

/// `--help` texts, one per command.
enum Help {
    static let commands = ["list", "render", "dump", "gallery", "help"]

    static func text(for command: String) -> String? {
        switch command {
        case "list": return list
        case "render": return render
        case "dump": return dump
        case "gallery": return gallery
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
          gallery   Render every sample on every device, both orientations, PNG and SVG, into Output/
          help      Show help for a command (also: layoutviz <command> --help)

        Exit codes: 0 success, 1 the work failed (e.g. a folder that cannot be written), 2 bad command line.
        """

    static let list = """
        Usage: layoutviz list [--samples] [--devices]

        Lists the registered samples with their descriptions, and the device catalog with sizes in
        points, scales, size classes (C compact, R regular; horizontal/vertical) and safe-area insets
        (top,leading,bottom,trailing). With no option, lists both.
        """

    static let render = """
        Usage: layoutviz render <sample...|all> [--device NAME...|all] [--orientation portrait|landscape|both]
                                [--format png,svg] [--out DIR] [--quiet]

        Renders each sample on each device and orientation, the root view proposed the safe area and
        centred in it, the safe-area bands shaded. Files are named <DIR>/<sample>/<device>-<orientation>.<ext>
        and written atomically (a temporary file renamed into place).

        Options:
          --device NAME...   Catalog ids or names ('iphone-16', "iPhone 16 Pro"), 'all', or custom sizes
                             WIDTHxHEIGHT@SCALE in points (e.g. 390x844@3). Default: iphone-16
          --orientation O    portrait, landscape or both. Default: portrait
          --format F         png, svg or png,svg. Default: png
          --out DIR          Output folder. Default: Output
          --quiet            No progress lines

        Example: layoutviz render all --device all --orientation both --format png,svg
        """

    static let dump = """
        Usage: layoutviz dump <sample> [--device NAME] [--orientation portrait|landscape] [--out FILE]

        Prints the sample's layout tree as JSON: each view's kind, parameters, custom view name, .id
        and frame in screen points (unrounded), children in source order. Default device: iphone-16.
        """

    static let gallery = """
        Usage: layoutviz gallery [--device NAME...|all] [--orientation O] [--format F] [--out DIR] [--quiet]

        Renders every sample; the defaults are every device, both orientations, PNG and SVG, into Output/.
        """
}
