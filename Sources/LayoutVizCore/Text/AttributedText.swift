import Foundation

// SwiftUI's attributes of an `AttributedString` (`string.foregroundColor = .red`,
// `string[range].font = .headline`), and `Text(_: AttributedString)` drawing them: each run of
// the string becomes a text of its own, styled by its attributes, and the runs are joined as
// `Text + Text` joins them (docs/layout/text.md, "Attributed strings"). Attributes LayoutViz does
// not draw are kept on the string and ignored.

extension AttributeScopes {
    /// The attributes SwiftUI reads from an attributed string, and Foundation's.
    public struct SwiftUIAttributes: AttributeScope {
        /// The run's colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The run's background colour (not drawn).
        public let backgroundColor: BackgroundColorAttribute
        /// The run's font.
        public let font: FontAttribute
        /// The run's underline.
        public let underlineStyle: UnderlineStyleAttribute
        /// The run's strikethrough.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// Extra space between the run's characters.
        public let kern: KerningAttribute
        /// Extra space between the run's characters.
        public let tracking: TrackingAttribute
        /// How far the run is raised from the baseline.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (links, inline presentation intents...).
        public let foundation: FoundationAttributes
    }

    /// SwiftUI's attribute scope.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeScopes.SwiftUIAttributes {
    /// A run's colour.
    public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "SwiftUI.ForegroundColor"
    }
    /// A run's background colour.
    public enum BackgroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "SwiftUI.BackgroundColor"
    }
    /// A run's font.
    public enum FontAttribute: AttributedStringKey {
        public typealias Value = Font
        public static let name = "SwiftUI.Font"
    }
    /// A run's underline.
    public enum UnderlineStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.UnderlineStyle"
    }
    /// A run's strikethrough.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.StrikethroughStyle"
    }
    /// Extra space after each of a run's characters.
    public enum KerningAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Kern"
    }
    /// Extra space between a run's characters.
    public enum TrackingAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Tracking"
    }
    /// How far a run is raised from the baseline.
    public enum BaselineOffsetAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.BaselineOffset"
    }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name: `string.foregroundColor`, `run.font`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Text drawing an attributed string: each run in its own colour, font, underline,
    /// strikethrough, tracking and baseline offset (SwiftUI's attributes); a run's background
    /// colour and Foundation's attributes are not drawn.
    public init(_ attributedContent: AttributedString) {
        typealias A = AttributeScopes.SwiftUIAttributes
        var joined: Text?
        for run in attributedContent.runs {
            var t = Text(verbatim: String(attributedContent[run.range].characters))
            if let font = run[A.FontAttribute.self] { t = t.font(font) }
            if let color = run[A.ForegroundColorAttribute.self] { t = t.foregroundColor(color) }
            if let line = run[A.UnderlineStyleAttribute.self] { t = t.underline(true, pattern: line.pattern, color: line.color) }
            if let line = run[A.StrikethroughStyleAttribute.self] { t = t.strikethrough(true, pattern: line.pattern, color: line.color) }
            if let tracking = run[A.TrackingAttribute.self] ?? run[A.KerningAttribute.self] { t = t.tracking(tracking) }
            if let offset = run[A.BaselineOffsetAttribute.self] { t = t.baselineOffset(offset) }
            joined = joined.map { $0 + t } ?? t
        }
        self = joined ?? Text(verbatim: "")
    }
}
