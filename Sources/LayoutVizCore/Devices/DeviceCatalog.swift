import Foundation

/// The devices LayoutViz renders for, from docs/devices.md, and custom sizes.
public enum DeviceCatalog {
    /// iPhones are regular width in landscape only from 414 pt portrait width (docs/devices.md).
    private static func iPhone(_ name: String, _ id: String, _ w: CGFloat, _ h: CGFloat, scale: CGFloat,
                               top: CGFloat, bottom: CGFloat, landscapeSide: CGFloat, landscapeBottom: CGFloat) -> Device {
        Device(name: name, id: id, portraitSize: CGSize(width: w, height: h), scale: scale,
               portraitSafeArea: EdgeInsets(top: top, bottom: bottom),
               landscapeSafeArea: EdgeInsets(leading: landscapeSide, bottom: landscapeBottom, trailing: landscapeSide),
               portraitSizeClasses: (.compact, .regular),
               landscapeSizeClasses: (w >= 414 ? .regular : .compact, .compact))
    }

    /// iPads with a home indicator: 24 top / 20 bottom in both orientations (docs/devices.md; the
    /// landscape value is inferred there), regular/regular full screen.
    private static func iPad(_ name: String, _ id: String, _ w: CGFloat, _ h: CGFloat) -> Device {
        let insets = EdgeInsets(top: 24, bottom: 20)
        return Device(name: name, id: id, portraitSize: CGSize(width: w, height: h), scale: 2,
                      portraitSafeArea: insets, landscapeSafeArea: insets,
                      portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular))
    }

    /// Every catalog device, phones by size, then iPads.
    public static let all: [Device] = [
        // Home-button iPhone: the status bar (20) in portrait; iOS hides it in landscape.
        iPhone("iPhone SE (3rd generation)", "iphone-se-3", 375, 667, scale: 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0),
        iPhone("iPhone 16e", "iphone-16e", 390, 844, scale: 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21),
        iPhone("iPhone 16", "iphone-16", 393, 852, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21),
        // [INF] Sources give 20 or 21 for the 16 Pro family's landscape bottom inset; 21 is used.
        iPhone("iPhone 16 Pro", "iphone-16-pro", 402, 874, scale: 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21),
        iPhone("iPhone 16 Plus", "iphone-16-plus", 430, 932, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21),
        iPhone("iPhone 16 Pro Max", "iphone-16-pro-max", 440, 956, scale: 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21),
        iPad("iPad mini (A17 Pro)", "ipad-mini-a17-pro", 744, 1133),
        iPad("iPad (10th generation)", "ipad-10", 820, 1180),
        iPad("iPad Pro 13-inch (M4)", "ipad-pro-13", 1032, 1376),
    ]

    /// The default set for goldens and sheets (docs/devices.md): a home-button phone, a current phone,
    /// the one phone that is regular width in landscape, and two iPads.
    public static var defaultSet: [Device] {
        ["iphone-se-3", "iphone-16", "iphone-16-pro-max", "ipad-10", "ipad-pro-13"].compactMap { device(named: $0) }
    }

    /// Other names users type for catalog devices.
    static let aliases: [String: String] = [
        "iphone-se": "iphone-se-3", "se": "iphone-se-3", "iphone-se-3rd-generation": "iphone-se-3",
        "ipad-mini": "ipad-mini-a17-pro", "ipad-mini-7": "ipad-mini-a17-pro",
        "ipad": "ipad-10", "ipad-10th-generation": "ipad-10",
        "ipad-pro": "ipad-pro-13", "ipad-pro-13-inch": "ipad-pro-13", "ipad-pro-13-inch-m4": "ipad-pro-13",
    ]

    /// Lower-case letters and digits only, so "iPhone 16 Pro" and "iphone-16-pro" match.
    static func normalise(_ s: String) -> String {
        String(s.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
    }

    /// The catalog device with this id, name or alias (case, spaces and punctuation ignored).
    public static func device(named name: String) -> Device? {
        let key = normalise(name)
        if let d = all.first(where: { normalise($0.id) == key || normalise($0.name) == key }) { return d }
        if let target = aliases.first(where: { normalise($0.key) == key })?.value {
            return all.first { $0.id == target }
        }
        return nil
    }

    /// A device for a name or a custom `WIDTHxHEIGHT@SCALE` size (scale optional, 1 by default).
    public static func resolve(_ spec: String) throws(DeviceSpecError) -> Device {
        if let d = device(named: spec) { return d }
        if spec.contains(where: { $0 == "x" || $0 == "X" || $0 == "@" }), spec.first.map({ $0.isNumber || $0 == "-" || $0 == "." || $0 == "+" }) == true {
            return try customDevice(spec)
        }
        let names = all.map(\.id)
        throw .unknownDevice(spec, suggestions: closestMatches(to: spec, in: names + Array(aliases.keys)).map { aliases[$0] ?? $0 }.uniqued())
    }

    /// Parses `WIDTHxHEIGHT@SCALE` (e.g. `390x844@3`, `1024x768@2x`, `800x600`).
    ///
    /// Custom sizes have no safe area. [INF] Their size classes follow the window width and height:
    /// regular width from 678 pt (the iPad split-view threshold in docs/devices.md), regular height
    /// from 500 pt (every iPhone landscape height is at most 440 pt, every iPad height at least 744).
    public static func customDevice(_ spec: String) throws(DeviceSpecError) -> Device {
        let parts = spec.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { throw .malformed(spec) }
        let dims = parts[0].lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard dims.count == 2, let w = Double(dims[0]), let h = Double(dims[1]) else { throw .malformed(spec) }
        var scale = 1.0
        if parts.count == 2 {
            var s = parts[1].lowercased()
            if s.hasSuffix("x") { s.removeLast() }
            guard let v = Double(s) else { throw .malformed(spec) }
            scale = v
        }
        guard w.isFinite, h.isFinite, w > 0, h > 0 else { throw .nonPositiveSize(spec) }
        guard scale.isFinite, scale > 0 else { throw .invalidScale(spec) }
        guard w * scale >= 1, h * scale >= 1 else { throw .noPixels(spec) }
        let width = CGFloat(w), height = CGFloat(h)
        let id = "\(formatLength(width))x\(formatLength(height))@\(formatLength(CGFloat(scale)))x"
        func classes(_ w: CGFloat, _ h: CGFloat) -> (UserInterfaceSizeClass, UserInterfaceSizeClass) {
            (w >= 678 ? .regular : .compact, h >= 500 ? .regular : .compact)
        }
        return Device(name: id, id: id, portraitSize: CGSize(width: width, height: height), scale: CGFloat(scale),
                      portraitSafeArea: EdgeInsets(), landscapeSafeArea: EdgeInsets(),
                      portraitSizeClasses: classes(width, height), landscapeSizeClasses: classes(height, width), isCustom: true)
    }
}

/// Why a device name or size could not be used.
public enum DeviceSpecError: Error, Equatable, CustomStringConvertible {
    case unknownDevice(String, suggestions: [String])
    case malformed(String)
    case nonPositiveSize(String)
    case invalidScale(String)
    /// The size times the scale is less than one pixel on an axis.
    case noPixels(String)

    public var description: String {
        switch self {
        case .unknownDevice(let name, let suggestions):
            let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?"
            return "unknown device '\(name)'\(hint) (see 'layoutviz list --devices', or give a size as WIDTHxHEIGHT@SCALE)"
        case .malformed(let s):
            return "malformed size '\(s)': expected WIDTHxHEIGHT@SCALE in points, e.g. 390x844@3"
        case .nonPositiveSize(let s):
            return "invalid size '\(s)': width and height must be positive numbers of points"
        case .invalidScale(let s):
            return "invalid scale in '\(s)': the scale after '@' must be a positive number, e.g. @2"
        case .noPixels(let s):
            return "invalid size '\(s)': at that scale the image would be less than one pixel wide or high"
        }
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

/// The candidates closest to `name` by edit distance (case-insensitive), best first: those within
/// a third of the name's length (at least 2) edits, or starting with it, at most `limit`.
public func closestMatches(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
    let target = Array(name.lowercased())
    func distance(_ b: [Character]) -> Int {
        if target.isEmpty { return b.count }
        var prev = Array(0...b.count), cur = prev
        for (i, ca) in target.enumerated() {
            cur[0] = i + 1
            for (j, cb) in b.enumerated() {
                cur[j + 1] = Swift.min(prev[j + 1] + 1, cur[j] + 1, prev[j] + (ca == cb ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }
    let scored = candidates.map { ($0, distance(Array($0.lowercased()))) }
    let threshold = max(2, target.count / 3)
    let prefixMatches = candidates.filter { $0.lowercased().hasPrefix(name.lowercased()) && !name.isEmpty }
    let near = scored.filter { $0.1 <= threshold }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.map(\.0)
    return Array((prefixMatches.sorted() + near).uniqued().prefix(limit))
}
