import Foundation
import LayoutVizCore

// `layoutviz check --accessibility` (docs/accessibility.md, "The lint"): the problems an
// accessibility review finds, from a screen's elements, its layout and its drawn pixels. The
// contrast rule reads the pixels behind each text, so the lint lives beside the renderer.

/// One problem the lint found: its rule, the view's path and what is wrong, in a sentence.
public struct AccessibilityFinding: Codable, Equatable, Sendable {
    /// The rule's name (`AccessibilityLint.rules`).
    public let rule: String
    /// The view's path, as `explain` and `elements` name views.
    public let path: String
    /// What is wrong, in a sentence.
    public let message: String
    /// The element's accessibility identifier, when it has one (`--ignore RULE@IDENTIFIER`).
    public var identifier: String?

    /// A finding of `rule` on the view at `path`.
    public init(rule: String, path: String, identifier: String? = nil, message: String) {
        self.rule = rule
        self.path = path
        self.message = message
        self.identifier = identifier
    }

    /// Whether `ignore` (`RULE` or `RULE@VIEW`, VIEW a path or its last components, or an
    /// accessibility identifier) silences this finding.
    public func isSilenced(by ignore: String) -> Bool {
        let parts = ignore.split(separator: "@", maxSplits: 1).map(String.init)
        guard parts.first == rule || parts.first == "all" else { return false }
        guard parts.count == 2 else { return true }
        let view = parts[1]
        return path == view || path.hasSuffix("/" + view) || identifier == view
    }
}

/// The accessibility lint's rules.
public enum AccessibilityLint {
    /// The rules, with what each finds.
    public static let rules: [(name: String, summary: String)] = [
        ("image-label", "an image VoiceOver reads by its file or symbol name: no label given, not decorative"),
        ("control-label", "a button or link with no label, or only an SF Symbol's name"),
        ("hit-target", "a control whose touch target is under 44 × 44 points (outside list rows and bars, whose targets iOS sizes)"),
        ("clipped-text", "a text cut short (truncated or clipped) at an accessibility text size"),
        ("contrast", "a text whose contrast with the pixels behind it is under WCAG AA: 4.5:1, 3:1 for large text (18 pt, or 14 pt bold)"),
        ("overlap", "a control whose frame overlaps another element's"),
        ("duplicate-label", "two controls on one screen that say the same thing"),
    ]

    /// The smallest touch target (Apple's Human Interface Guidelines) and WCAG 2's AA ratios.
    static let minimumTarget: CGFloat = 44, normalRatio = 4.5, largeRatio = 3.0
    /// WCAG's large text: 18 points, or 14 bold.
    static let largeSize: CGFloat = 18, largeBoldSize: CGFloat = 14

    /// The findings on `scene`, with the clipped-text rule run on `accessibilitySize` (the same
    /// view at an accessibility text size), in the order of the screen's elements, then texts.
    public static func findings(_ scene: DeviceScene, accessibilitySize: DeviceScene?) throws -> [AccessibilityFinding] {
        let elements = scene.accessibilityTree(chrome: ScreenChrome.none).elements
        var out: [AccessibilityFinding] = []
        let controls: ElementTraits = [.button, .link, .adjustable, .switchButton, .textEntry, .searchField, .tabBarItem]
        func isControl(_ e: AccessibilityElementRecord) -> Bool { !e.traits.isDisjoint(with: controls) }
        func name(_ e: AccessibilityElementRecord) -> String { e.traits.contains(.link) ? "link" : e.traits.contains(.image) && !isControl(e) ? "image" : "control" }
        for e in elements {
            let label = e.label ?? ""
            if e.traits.contains(.image) && !isControl(e) && e.labelFromName {
                out.append(AccessibilityFinding(rule: "image-label", path: e.path, identifier: e.identifier,
                                                message: "image '\(label)' has no accessibility label: VoiceOver reads its name; give it Image(_:label:) or .accessibilityLabel, or make it Image(decorative:)"))
            }
            if e.traits.contains(.button) || e.traits.contains(.link) {
                if label.trimmingCharacters(in: .whitespaces).isEmpty {
                    out.append(AccessibilityFinding(rule: "control-label", path: e.path, identifier: e.identifier, message: "\(name(e)) has no label: VoiceOver says only its trait; add .accessibilityLabel"))
                } else if e.labelIsOnlySymbolNames {
                    out.append(AccessibilityFinding(rule: "control-label", path: e.path, identifier: e.identifier,
                                                    message: "\(name(e))'s only label is the symbol '\(label)': VoiceOver may say the symbol's name; add .accessibilityLabel"))
                }
            }
            if isControl(e), !e.targetIsRowOrBar, e.frame.width < minimumTarget || e.frame.height < minimumTarget {
                out.append(AccessibilityFinding(rule: "hit-target", path: e.path, identifier: e.identifier,
                                                message: "\(name(e)) '\(label)' is \(points(e.frame.width))×\(points(e.frame.height)) pt, under the 44×44 pt minimum touch target"))
            }
        }
        for (i, a) in elements.enumerated() where isControl(a) {
            for b in elements[(i + 1)...] {
                let overlap = a.frame.intersection(b.frame)
                if !overlap.isNull, overlap.width > 1, overlap.height > 1, !a.frame.contains(b.frame) || isControl(b) {
                    out.append(AccessibilityFinding(rule: "overlap", path: a.path, identifier: a.identifier,
                                                    message: "'\(a.label ?? "")' overlaps '\(b.label ?? "")' (\(b.path)) by \(points(overlap.width))×\(points(overlap.height)) pt: a touch may reach either"))
                }
            }
        }
        var seen: [String: AccessibilityElementRecord] = [:]
        for e in elements where isControl(e) {
            let key = (e.label ?? "") + "|" + e.traitNames.joined(separator: ",")
            if let first = seen[key], !(e.label ?? "").isEmpty {
                out.append(AccessibilityFinding(rule: "duplicate-label", path: e.path, identifier: e.identifier,
                                                message: "says '\(e.spokenDescription)', as \(first.path) does: VoiceOver users cannot tell them apart"))
            } else {
                seen[key] = e
            }
        }
        out += try contrast(scene)
        if let large = accessibilitySize { out += clipped(large) }
        return out
    }

    /// Texts whose contrast with what is drawn behind them is under WCAG AA. The background is
    /// the screen drawn without its texts, the median of the pixels in the text's frame.
    static func contrast(_ scene: DeviceScene) throws -> [AccessibilityFinding] {
        var list = scene.displayList(chrome: ScreenChrome.none)
        list.items = list.items.filter { if case .text = $0 { return false } else { return true } }
        let bitmap = try CairoRenderer.bitmap(list)
        let scale = list.scale
        var out: [AccessibilityFinding] = []
        let screen = CGRect(origin: .zero, size: list.size)
        for t in scene.tree.drawnTexts() {
            let frame = t.frame.intersection(screen)
            guard !frame.isNull, frame.width >= 1, frame.height >= 1, t.color.alpha > 0 else { continue }
            // Sample a grid across the text's box; the median luminance stands for the background.
            var samples: [(Double, RGBA8)] = []
            for i in 0..<5 {
                for j in 0..<3 {
                    let x = frame.minX + frame.width * (CGFloat(i) + 0.5) / 5, y = frame.minY + frame.height * (CGFloat(j) + 0.5) / 3
                    let p = bitmap.pixel(atPoint: x, y, scale: scale)
                    samples.append((luminance(Double(p.r) / 255, Double(p.g) / 255, Double(p.b) / 255), p))
                }
            }
            let background = samples.sorted { $0.0 < $1.0 }[samples.count / 2].1
            let (br, bg, bb) = (Double(background.r) / 255, Double(background.g) / 255, Double(background.b) / 255)
            // The text's colour over the background, as its alpha blends it.
            let a = t.color.alpha
            let fg = luminance(t.color.red * a + br * (1 - a), t.color.green * a + bg * (1 - a), t.color.blue * a + bb * (1 - a))
            let ratio = (max(fg, luminance(br, bg, bb)) + 0.05) / (min(fg, luminance(br, bg, bb)) + 0.05)
            let font = t.request.font
            let large = font.size >= largeSize || (font.size >= largeBoldSize && font.weight >= .semibold)
            let needed = large ? largeRatio : normalRatio
            if ratio < needed {
                out.append(AccessibilityFinding(rule: "contrast", path: t.path,
                                                message: "'\(excerpt(t.request.string))' has contrast \(String(format: "%.2f", ratio)):1 with its background, under WCAG AA's \(String(format: "%g", needed)):1 for \(large ? "large" : "body") text"))
            }
        }
        return out
    }

    /// Texts cut short at the scene's text size: a line limit or a height that holds fewer lines
    /// than the text needs at its width.
    static func clipped(_ scene: DeviceScene) -> [AccessibilityFinding] {
        guard let measurer = scene.tree.screenEnvironment.textMeasurer else { return [] }
        let size = scene.render.dynamicTypeSize
        var out: [AccessibilityFinding] = []
        for t in scene.tree.drawnTexts() where !t.inField {
            var full = t.request
            full.maxLines = nil
            full.wrapWidth = t.frame.width.isFinite ? max(t.frame.width, 1) : nil
            let needs = measurer.measure(full)
            let shown = measurer.measure(t.request)
            if needs.lineCount > shown.lineCount || needs.size.height > t.frame.height + 1 {
                out.append(AccessibilityFinding(rule: "clipped-text", path: t.path,
                                                message: "'\(excerpt(t.request.string))' is cut short at the \(size) text size: it needs \(needs.lineCount) line\(needs.lineCount == 1 ? "" : "s") and shows \(min(shown.lineCount, needs.lineCount))\(shown.lineCount >= needs.lineCount ? " (clipped by its height)" : "")"))
            }
        }
        return out
    }

    /// WCAG 2's contrast ratio of two opaque sRGB colours: 1 to 21.
    public static func contrastRatio(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a.red, a.green, a.blue), lb = luminance(b.red, b.green, b.blue)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// WCAG 2's relative luminance of an sRGB colour.
    static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
        func lin(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    }

    private static func points(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v)) }

    private static func excerpt(_ s: String) -> String {
        let line = s.replacingOccurrences(of: "\n", with: " ")
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }
}
