import Foundation

// Named colours from asset catalogs: `Color("Brand")` reads `*.xcassets/Brand.colorset/Contents.json`
// in the image folders, with its dark and high-contrast appearances (docs/variants.md, "Asset
// colours").

/// A colour set of an asset catalog: its variants by appearance.
public struct AssetColor: Sendable, Equatable {
    /// One appearance's colour.
    public struct Variant: Sendable, Equatable {
        /// `luminosity`: nil for any, else dark (true) or light (false).
        var dark: Bool?
        /// `contrast` high; nil for any.
        var high: Bool?
        var rgba: (Double, Double, Double, Double)

        public static func == (a: Variant, b: Variant) -> Bool {
            a.dark == b.dark && a.high == b.high && a.rgba == b.rgba
        }
    }

    /// The appearances, in the file's order.
    var variants: [Variant]

    /// The variant for `scheme` and `contrast`: of those that fit (each appearance either
    /// unstated or the same), the one stating the most; the first of equals. Xcode's own rule.
    nonisolated func resolve(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) -> (Double, Double, Double, Double)? {
        var best: (score: Int, rgba: (Double, Double, Double, Double))?
        for v in variants {
            if let d = v.dark, d != (scheme == .dark) { continue }
            if let h = v.high, h != (contrast == .increased) { continue }
            let score = (v.dark == nil ? 0 : 1) + (v.high == nil ? 0 : 1)
            if best == nil || score > best!.score { best = (score, v.rgba) }
        }
        return best?.rgba
    }

    /// Reads a colour set's `Contents.json`; nil when it holds no colour LayoutViz can read.
    public init?(contents data: Data) {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let colors = json["colors"] as? [[String: Any]] else { return nil }
        var out: [Variant] = []
        for entry in colors {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "iphone", "ipad"].contains(idiom), let color = entry["color"] as? [String: Any],
                  let rgba = Self.components(color) else { continue }
            var v = Variant(dark: nil, high: nil, rgba: rgba)
            for a in entry["appearances"] as? [[String: Any]] ?? [] {
                switch (a["appearance"] as? String, a["value"] as? String) {
                case ("luminosity", "dark"): v.dark = true
                case ("luminosity", "light"): v.dark = false
                case ("contrast", "high"): v.high = true
                default: break
                }
            }
            out.append(v)
        }
        guard !out.isEmpty else { return nil }
        variants = out
    }

    /// A colour's components: `"0.200"` (0...1), `"51"` (0...255) or `"0x33"`, in sRGB, extended
    /// sRGB, linear sRGB, Display P3 [INF: as sRGB, as `Color(.displayP3, ...)` draws it] or a
    /// grey (`white`).
    private static func components(_ color: [String: Any]) -> (Double, Double, Double, Double)? {
        guard let c = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            guard let raw = c[key] else { return nil }
            let s = (raw as? String) ?? (raw as? NSNumber)?.stringValue ?? ""
            if s.lowercased().hasPrefix("0x") { return UInt8(s.dropFirst(2), radix: 16).map { Double($0) / 255 } }  // not a look value: a unit conversion
            guard let d = Double(s) else { return nil }
            return !s.contains(".") && d > 1 ? d / 255 : d  // not a look value: a unit conversion
        }
        let space = (color["color-space"] as? String ?? "srgb").lowercased()
        let alpha = value("alpha") ?? 1
        if let w = value("white") { return (w, w, w, alpha) }
        guard var r = value("red"), var g = value("green"), var b = value("blue") else { return nil }
        if space.contains("linear") {
            let f = Color.RGBColorSpace.sRGBLinear.sRGB
            (r, g, b) = (f(r), f(g), f(b))
        }
        return (r, g, b, alpha)
    }
}

extension Color {
    /// The colour named `name` in an asset catalog (`Assets.xcassets/Brand.colorset`) of the image
    /// folders, in the environment's scheme and contrast. A name found nowhere draws clear, as
    /// SwiftUI draws it, and is named in a warning.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(0, 0, 0, 0, name: "\"\(name)\"", asset: name)
    }
}

/// A colour set of an asset catalog, as the symbols Xcode generates name it (`ColorResource.brand`).
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name.
    public let name: String
    /// The colour set named `name` (`bundle` is accepted; every image folder is searched).
    public init(name: String, bundle: Bundle? = nil) { self.name = name }
}

/// An image set of an asset catalog, as the symbols Xcode generates name it (`ImageResource.logo`).
public struct ImageResource: Hashable, Sendable {
    /// The image set's name.
    public let name: String
    /// The image set named `name` (`bundle` is accepted; every image folder is searched).
    public init(name: String, bundle: Bundle? = nil) { self.name = name }
}

extension Color {
    /// The asset catalog colour of `resource`, as `Color("name")`.
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension Image {
    /// The asset catalog image of `resource`, as `Image("name")`.
    public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension UIColor {
    /// The asset catalog colour of `resource`.
    public init(resource: ColorResource) { self.init(Color(resource.name)) }
}

extension UIImage {
    /// The asset catalog image of `resource`.
    public convenience init(resource: ImageResource) { self.init(named: resource.name)! }
}
