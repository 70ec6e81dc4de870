import Foundation
import LayoutViz
import Samples

/// `layoutviz list`: the samples with their descriptions and the devices with their sizes.
struct ListCommand {
    let console: Console

    static let spec = CommandSpec("list", summary: "List the samples and the devices", options: [
        OptionSpec("samples", .flag, "The registered samples with their descriptions."),
        OptionSpec("devices", .flag, "The device catalog with sizes in points, scales, size classes (C compact, R regular; horizontal/vertical) and safe-area insets (top,leading,bottom,trailing), with their sources."),
    ], text: ["Lists the registered samples and the device catalog. With no option, lists both."]) { console, a in
        try ListCommand(console: console).run(a)
    }

    func run(_ a: Arguments) throws {
        if let extra = a.positionals.first { throw CLIError.usage("unexpected argument '\(extra)' for 'list'") }
        let both = !a.has("samples") && !a.has("devices")
        if both || a.has("samples") {
            console.out("Samples:")
            let width = SampleCatalog.all.map(\.name.count).max() ?? 0
            for s in SampleCatalog.all {
                console.out("  \(s.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(s.description)")
            }
        }
        if both { console.out("") }
        if both || a.has("devices") {
            console.out("Devices (also any WIDTHxHEIGHT@SCALE in points, e.g. 390x844@3); safe-area insets top,leading,bottom,trailing as iOS 26 reports them, another look's in brackets where they differ:")
            let width = DeviceCatalog.all.map(\.id.count).max() ?? 0
            for d in DeviceCatalog.all {
                let p = d.configuration(.portrait), l = d.configuration(.landscape)
                func classes(_ c: DeviceConfiguration) -> String {
                    "\(c.horizontalSizeClass == .regular ? "R" : "C")/\(c.verticalSizeClass == .regular ? "R" : "C")"
                }
                func insets(_ e: EdgeInsets) -> String {
                    [e.top, e.leading, e.bottom, e.trailing].map { Int($0).description }.joined(separator: ",")
                }
                let size = "\(Int(d.portraitSize.width))×\(Int(d.portraitSize.height)) pt @\(Int(d.scale))x"
                var line = "  \(d.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(d.name.padding(toLength: 26, withPad: " ", startingAt: 0)) \(size.padding(toLength: 18, withPad: " ", startingAt: 0)) portrait \(classes(p)) safe \(insets(d.portraitSafeArea)); landscape \(classes(l)) safe \(insets(d.landscapeSafeArea))"
                for look in SystemLook.Name.allCases {
                    guard let other = d.otherSafeAreas[look] else { continue }
                    line += " (\(look.rawValue): \(insets(other.portrait)); \(insets(other.landscape)))"
                }
                console.out(line)
                console.out("  \(String(repeating: " ", count: width))  source: \(d.source); confidence: \(d.confidence)")
            }
        }
    }
}
