import Foundation

/// The devices LayoutViz renders for, from docs/devices.md, and custom sizes.
public enum DeviceCatalog {
    /// Where the sizes of the current devices come from (docs/devices.md, "Screens and size classes").
    static let hig = "Apple HIG Layout (2025-09-09)", insets = "useyourloaf, iPhone 17 screen sizes (2025-09)"
    static let older = "Apple HIG Layout; insets: useyourloaf and Apple's simulators (iOS 18)"

    /// iPhones are regular width in landscape only from 414 pt portrait width (docs/devices.md).
    /// `landscapeTop` is what iOS 26 reserves at the top in landscape; `ios18` is what iOS 18
    /// reports where it differs (nil: the phone never ran iOS 18, or it reports the same).
    private static func iPhone(_ name: String, _ id: String, _ w: CGFloat, _ h: CGFloat, scale: CGFloat,
                               top: CGFloat, bottom: CGFloat, landscapeTop: CGFloat = 0, landscapeSide: CGFloat, landscapeBottom: CGFloat,
                               ios18: (landscapeTop: CGFloat, landscapeBottom: CGFloat)? = nil, source: String, confidence: String) -> Device {
        let portrait = EdgeInsets(top: top, bottom: bottom)
        func landscape(_ t: CGFloat, _ b: CGFloat) -> EdgeInsets { EdgeInsets(top: t, leading: landscapeSide, bottom: b, trailing: landscapeSide) }
        var other: [SystemLook.Name: Device.SafeAreas] = [:]
        if let ios18 { other[.ios18] = Device.SafeAreas(portrait: portrait, landscape: landscape(ios18.landscapeTop, ios18.landscapeBottom)) }
        return Device(name: name, id: id, portraitSize: CGSize(width: w, height: h), scale: scale,
                      portraitSafeArea: portrait, landscapeSafeArea: landscape(landscapeTop, landscapeBottom),
                      portraitSizeClasses: (.compact, .regular),
                      landscapeSizeClasses: (w >= 414 ? .regular : .compact, .compact),
                      otherSafeAreas: other, source: source, confidence: confidence)
    }

    /// iPads with a home indicator: 24 top / 20 bottom in both orientations (docs/devices.md; the
    /// landscape value is inferred there), regular/regular full screen; `top` where iPadOS 26 was
    /// measured to reserve more (the iPad (A16): 32), iOS 18's 24 kept for that look.
    private static func iPad(_ name: String, _ id: String, _ w: CGFloat, _ h: CGFloat, top: CGFloat = 24, source: String, confidence: String) -> Device {
        let insets = EdgeInsets(top: top, bottom: 20), older = EdgeInsets(top: 24, bottom: 20)
        return Device(name: name, id: id, portraitSize: CGSize(width: w, height: h), scale: 2,
                      portraitSafeArea: insets, landscapeSafeArea: insets,
                      portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular),
                      otherSafeAreas: top == 24 ? [:] : [.ios18: Device.SafeAreas(portrait: older, landscape: older)],
                      source: source, confidence: confidence)
    }

    /// Every catalog device: the current iPhones by size, the older ones, then iPads (current
    /// first). Each line's numbers and sources are in docs/devices.md.
    public static let all: [Device] = [
        // Home-button iPhone: the status bar (20) in portrait; iOS hides it in landscape.
        iPhone("iPhone SE (3rd generation)", "iphone-se-3", 375, 667, scale: 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0,
               source: older, confidence: "high"),
        iPhone("iPhone 17e", "iphone-17e", 390, 844, scale: 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21,
               source: "Apple tech specs 126470; insets as the iPhone 16e", confidence: "medium-high"),
        iPhone("iPhone 17", "iphone-17", 402, 874, scale: 3, top: 62, bottom: 34, landscapeTop: 20, landscapeSide: 62, landscapeBottom: 20,
               ios18: (0, 21), source: "\(hig); \(insets)", confidence: "high; landscape medium"),
        iPhone("iPhone 17 Pro", "iphone-17-pro", 402, 874, scale: 3, top: 62, bottom: 34, landscapeTop: 20, landscapeSide: 62, landscapeBottom: 20,
               ios18: (0, 21), source: "\(hig); \(insets)", confidence: "high; landscape medium"),
        iPhone("iPhone Air", "iphone-air", 420, 912, scale: 3, top: 68, bottom: 34, landscapeTop: 20, landscapeSide: 68, landscapeBottom: 29,
               ios18: (0, 21), source: "\(hig); \(insets); artembolotov, iPhone Air (2025-09-11)", confidence: "high; landscape bottom medium"),
        iPhone("iPhone 17 Pro Max", "iphone-17-pro-max", 440, 956, scale: 3, top: 62, bottom: 34, landscapeTop: 20, landscapeSide: 62, landscapeBottom: 20,
               ios18: (0, 21), source: "\(hig); \(insets)", confidence: "high; landscape medium"),
        // The iOS 27 simulator reports no top inset in landscape for the 18 Pro family.
        iPhone("iPhone 18 Pro", "iphone-18-pro", 402, 874, scale: 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 20,
               source: "Xcode 27 simulators (actions/runner-images, 2026-10)", confidence: "size medium-high; island width low"),
        iPhone("iPhone 18 Pro Max", "iphone-18-pro-max", 440, 956, scale: 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 20,
               source: "Xcode 27 simulators (actions/runner-images, 2026-10)", confidence: "size medium-high; island width low"),
        iPhone("iPhone 16e", "iphone-16e", 390, 844, scale: 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, source: older, confidence: "high"),
        iPhone("iPhone 16", "iphone-16", 393, 852, scale: 3, top: 59, bottom: 34, landscapeTop: 20, landscapeSide: 59, landscapeBottom: 20,
               ios18: (0, 21), source: older, confidence: "high; iOS 26 landscape medium"),
        // [INF] Sources give 20 or 21 for the 16 Pro family's landscape bottom inset under iOS 18; 21 is used.
        iPhone("iPhone 16 Pro", "iphone-16-pro", 402, 874, scale: 3, top: 62, bottom: 34, landscapeTop: 20, landscapeSide: 62, landscapeBottom: 20,
               ios18: (0, 21), source: older, confidence: "high; iOS 26 landscape medium"),
        iPhone("iPhone 16 Plus", "iphone-16-plus", 430, 932, scale: 3, top: 59, bottom: 34, landscapeTop: 20, landscapeSide: 59, landscapeBottom: 20,
               ios18: (0, 21), source: older, confidence: "high; iOS 26 landscape medium"),
        iPhone("iPhone 16 Pro Max", "iphone-16-pro-max", 440, 956, scale: 3, top: 62, bottom: 34, landscapeTop: 20, landscapeSide: 62, landscapeBottom: 20,
               ios18: (0, 21), source: older, confidence: "high; iOS 26 landscape medium"),
        iPad("iPad (A16)", "ipad-a16", 820, 1180, top: 32, source: "\(hig); top inset measured on iPadOS 26.1", confidence: "high; top 32 medium"),
        iPad("iPad mini (A17 Pro)", "ipad-mini-a17-pro", 744, 1133, source: hig, confidence: "high"),
        iPad("iPad Air 11-inch (M4)", "ipad-air-11-m4", 820, 1180, source: hig, confidence: "high"),
        iPad("iPad Air 13-inch (M4)", "ipad-air-13-m4", 1024, 1366, source: hig, confidence: "high"),
        iPad("iPad Pro 11-inch (M5)", "ipad-pro-11-m5", 834, 1210, source: hig, confidence: "high"),
        iPad("iPad Pro 13-inch (M5)", "ipad-pro-13-m5", 1032, 1376, source: hig, confidence: "high"),
        iPad("iPad (10th generation)", "ipad-10", 820, 1180, top: 32, source: "\(older); iPadOS 26 top as the iPad (A16)", confidence: "high; top 32 medium"),
        iPad("iPad Pro 13-inch (M4)", "ipad-pro-13", 1032, 1376, source: older, confidence: "high"),
    ]

    /// The default set for goldens and sheets (docs/devices.md): the 375-point home-button
    /// phone, the current phone, the large phone that is regular width in landscape, the
    /// current iPad and the largest one.
    public static var defaultSet: [Device] {
        ["iphone-se-3", "iphone-17", "iphone-17-pro-max", "ipad-a16", "ipad-pro-13-m5"].compactMap { device(named: $0) }
    }

    /// Other names users type for catalog devices.
    static let aliases: [String: String] = [
        "iphone-se": "iphone-se-3", "se": "iphone-se-3", "iphone-se-3rd-generation": "iphone-se-3",
        "air": "iphone-air", "iphone": "iphone-17", "pro-max": "iphone-17-pro-max", "17-pro-max": "iphone-17-pro-max",
        "ipad-mini": "ipad-mini-a17-pro", "ipad-mini-7": "ipad-mini-a17-pro",
        "ipad": "ipad-a16", "ipad-11th-generation": "ipad-a16", "ipad-10th-generation": "ipad-10",
        "ipad-air": "ipad-air-11-m4", "ipad-air-11": "ipad-air-11-m4", "ipad-air-13": "ipad-air-13-m4",
        "ipad-air-11-inch-m4": "ipad-air-11-m4", "ipad-air-13-inch-m4": "ipad-air-13-m4",
        "ipad-pro": "ipad-pro-13-m5", "ipad-pro-13-inch": "ipad-pro-13-m5", "ipad-pro-11": "ipad-pro-11-m5", "ipad-pro-11-inch": "ipad-pro-11-m5",
        "ipad-pro-13-inch-m5": "ipad-pro-13-m5", "ipad-pro-11-inch-m5": "ipad-pro-11-m5", "ipad-pro-13-inch-m4": "ipad-pro-13",
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
