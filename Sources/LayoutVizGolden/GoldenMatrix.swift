import Foundation
import LayoutViz

/// The variants a project keeps goldens for: every cell gets an exact layout-tree golden in each
/// appearance of the matrix, and the appearances in `pixelAppearances` a pixel golden too
/// (docs/goldens.md, "The variant matrix").
///
/// A project states it in `.layoutviz.json` beside its `Package.swift`:
///
/// ```json
/// {
///   "goldens": {
///     "variants": { "color-scheme": ["light", "dark"], "dynamic-type": ["large", "xxxLarge", "accessibility3"],
///                   "direction": ["ltr", "rtl"] },
///     "pixels": [{}, { "color-scheme": "dark" }, { "dynamic-type": "accessibility3" }, { "direction": "rtl" }]
///   }
/// }
/// ```
///
/// `variants` takes the variant options of the command line (every combination is a cell);
/// `pixels` lists the appearances that also keep pixels, each as those options with one value
/// each (`{}` is the default appearance), or `"all"`. Without `pixels`, only the default
/// appearance keeps pixels.
public struct GoldenMatrix: Sendable, Equatable {
    /// Every appearance a cell is verified in, in a stable order.
    public var appearances: [Appearance]
    /// The appearances whose cells keep a pixel golden as well.
    public var pixelAppearances: Set<Appearance>

    /// A matrix of `appearances`, pixels for `pixelAppearances` (those among `appearances`).
    public init(appearances: [Appearance], pixelAppearances: Set<Appearance> = [.standard]) {
        self.appearances = appearances.isEmpty ? [.standard] : appearances
        self.pixelAppearances = pixelAppearances
    }

    /// The default appearance alone, with pixels: what a project without a matrix verifies.
    public static let standard = GoldenMatrix(appearances: [.standard])

    /// The project file's name.
    public static let fileName = ".layoutviz.json"

    /// Whether cells in `appearance` keep a pixel golden.
    public func keepsPixels(_ appearance: Appearance) -> Bool { pixelAppearances.contains(appearance) }

    /// Reads the `goldens` object of a project file; `source` names the file in errors.
    public init(json: Data, source: String) throws(VariantError) {
        guard let root = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any] else {
            throw VariantError("\(source): not a JSON object")
        }
        for key in root.keys.sorted() where key != "goldens" && key != "standIns" {
            throw VariantError("\(source): unknown setting '\(key)'; the settings are: goldens, standIns")
        }
        guard let goldens = root["goldens"] else { self = .standard; return }
        guard let g = goldens as? [String: Any] else { throw VariantError("\(source): 'goldens' must be an object") }
        for key in g.keys.sorted() where key != "variants" && key != "pixels" {
            throw VariantError("\(source): unknown setting 'goldens.\(key)'; the settings are: variants, pixels")
        }
        func axes(_ object: Any?, _ path: String, single: Bool) throws(VariantError) -> [VariantAxis: [String]] {
            guard let object else { return [:] }
            guard let o = object as? [String: Any] else { throw VariantError("\(source): '\(path)' must be an object") }
            var out: [VariantAxis: [String]] = [:]
            for (key, value) in o.sorted(by: { $0.key < $1.key }) {
                guard let axis = VariantAxis(rawValue: key) else {
                    throw VariantError("\(source): unknown variant '\(path).\(key)'; use \(VariantAxis.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                if let s = value as? String {
                    out[axis] = [s]
                } else if !single, let list = value as? [String] {
                    out[axis] = list
                } else {
                    throw VariantError("\(source): '\(path).\(key)' must be \(single ? "a string" : "a string or a list of strings")")
                }
            }
            return out
        }
        func parsed(_ values: [VariantAxis: [String]], _ path: String) throws(VariantError) -> [Appearance] {
            do { return try Appearance.combinations(values) } catch { throw VariantError("\(source): \(path): \(error.description)") }
        }
        let all = try parsed(try axes(g["variants"], "goldens.variants", single: false), "goldens.variants")
        var pixels: Set<Appearance> = [.standard]
        if let p = g["pixels"] {
            if let s = p as? String, s == "all" {
                pixels = Set(all)
            } else if let list = p as? [Any] {
                pixels = []
                for (i, entry) in list.enumerated() {
                    let path = "goldens.pixels[\(i)]"
                    let found = try parsed(try axes(entry, path, single: true), path)
                    guard let a = found.first, all.contains(a) else {
                        throw VariantError("\(source): \(path) is not among goldens.variants")
                    }
                    pixels.insert(a)
                }
            } else {
                throw VariantError("\(source): 'goldens.pixels' must be a list of variants or \"all\"")
            }
        }
        self.init(appearances: all, pixelAppearances: pixels.intersection(all))
    }

    /// The matrix of the project file in `folder`, or nil when there is none.
    public static func load(projectFolder folder: URL) throws(VariantError) -> GoldenMatrix? {
        let url = folder.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try GoldenMatrix(json: data, source: url.path)
    }
}
