import Foundation
import LayoutVizCore

// What goes inside `Chart { }`: marks, `ForEach` over data, and content of your own
// (`struct Bars: ChartContent { var body: some ChartContent { ... } }`), as in Swift Charts. Each
// piece resolves to mark specifications the chart lays out (ChartLayout.swift) and draws
// (ChartViews.swift); modifiers change the specifications they hold.

/// Content of a chart: marks, and content made of marks.
public protocol ChartContent {
    /// The content this content is made of.
    associatedtype Body: ChartContent
    /// The content this content is made of.
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {
    public var body: Never { return fatalError("Never has no body") }
}

/// Content that is marks itself (marks, groups, `ForEach`), not made of other content.
protocol PrimitiveChartContent {
    var marks: [MarkSpec] { get }
}

extension ChartContent {
    /// The marks this content holds, in order.
    var resolvedMarks: [MarkSpec] {
        if let primitive = self as? any PrimitiveChartContent { return primitive.marks }
        return body.resolvedMarks
    }
}

/// Marks together, as a builder combines them.
public struct _ChartContentGroup: ChartContent, PrimitiveChartContent {
    let marks: [MarkSpec]
    public var body: Never { return fatalError("a mark group has no body") }
}

/// Builds a chart's content from marks, `ForEach`, `if` and `for`.
@resultBuilder public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> _ChartContentGroup { _ChartContentGroup(marks: content.resolvedMarks) }
    public static func buildBlock(_ parts: _ChartContentGroup...) -> _ChartContentGroup { _ChartContentGroup(marks: parts.flatMap(\.marks)) }
    public static func buildOptional(_ part: _ChartContentGroup?) -> _ChartContentGroup { part ?? _ChartContentGroup(marks: []) }
    public static func buildEither(first: _ChartContentGroup) -> _ChartContentGroup { first }
    public static func buildEither(second: _ChartContentGroup) -> _ChartContentGroup { second }
    public static func buildArray(_ parts: [_ChartContentGroup]) -> _ChartContentGroup { _ChartContentGroup(marks: parts.flatMap(\.marks)) }
    public static func buildLimitedAvailability(_ part: _ChartContentGroup) -> _ChartContentGroup { part }
}

extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { return fatalError("ForEach has no chart body") }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    var marks: [MarkSpec] { data.flatMap { content($0).resolvedMarks } }
}

extension ForEach where Content: ChartContent {
    /// Marks for `data`'s elements, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, idOf: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: ChartContent, ID == Data.Element.ID, Data.Element: Identifiable {
    /// Marks for `data`'s identifiable elements.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, idOf: { $0.id }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Marks for each number of a range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, idOf: { $0 }, content: content)
    }
}

/// The kinds of mark.
enum MarkKind: Hashable {
    case bar, line, area, point, rule, rectangle, sector
}

/// A size of a mark along an axis (a bar's width, a sector's radius).
public struct MarkDimension: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    enum Kind: Sendable { case automatic, fixed(CGFloat), inset(CGFloat), ratio(CGFloat) }
    let kind: Kind
    /// The chart's choice.
    public static let automatic = MarkDimension(kind: .automatic)
    /// `value` points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// The available room less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    /// A share of the available room.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    init(kind: Kind) { self.kind = kind }
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

    /// The size in `room` points; `automatic` where the dimension is automatic.
    func resolve(_ room: CGFloat, automatic: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: return automatic
        case .fixed(let v): return v
        case .inset(let v): return max(room - v, 0)
        case .ratio(let r): return room * r
        }
    }
}

/// One mark as written: its values and what its modifiers set.
struct MarkSpec {
    var kind: MarkKind
    var x: PlotDatum?, y: PlotDatum?
    var xLabel = "", yLabel = ""
    var xStart: PlotDatum?, xEnd: PlotDatum?, yStart: PlotDatum?, yEnd: PlotDatum?
    /// A sector's value, and its radii and gap.
    var angle: Double?
    var innerRadius = MarkDimension.automatic, outerRadius = MarkDimension.automatic
    var angularInset: CGFloat = 0
    /// A bar's or rectangle's thickness, and a rectangle's height.
    var width = MarkDimension.automatic, height = MarkDimension.automatic
    /// The series a line or area belongs to (`series:`), the group its colour comes from
    /// (`foregroundStyle(by:)`), the group it sits beside (`position(by:)`), its symbol's group.
    var series: PlotDatum?
    var styleGroup: (label: String, value: PlotDatum)?
    var positionGroup: PlotDatum?
    var symbolGroup: PlotDatum?
    /// `lineStyle(by:)`: the group whose dash the line takes.
    var lineStyleGroup: PlotDatum?
    var style: AnyShapeStyle?
    var opacity = 1.0
    var cornerRadius: CGFloat = 0
    var lineStyle: StrokeStyle?
    var interpolation = InterpolationMethod.linear
    var symbol: ChartSymbol?
    /// `symbol { view }`: a view of your own drawn at the point instead of a symbol.
    var symbolView: AnyView?
    var symbolSize: CGFloat?
    var annotations: [(position: AnnotationPosition, alignment: Alignment, spacing: CGFloat?, view: AnyView)] = []
    var stacking = MarkStackingMethod.standard
    /// A function plot's function: the mark stands for its samples, made when the chart knows
    /// the x axis's domain (`ChartModel.sampled`).
    var function: MarkFunction?
    /// A line drawn through its points in their order, not sorted along x (a parametric plot).
    var keepsOrder = false
    /// What VoiceOver reads for the mark (`accessibilityLabel`, `accessibilityValue`,
    /// `accessibilityHidden` on chart content; ChartAccessibility.swift).
    var accessibilityLabel: Text?, accessibilityValue: Text?
    var accessibilityHidden = false
}

/// A function plot's function: each sample's x, y and (for a band) its start.
struct MarkFunction {
    /// The domain sampled (of x, or of t for a parametric plot); nil: the x axis's.
    let domain: ClosedRange<Double>?
    /// Whether the points go in t's order rather than x's.
    let parametric: Bool
    let point: (Double) -> (x: Double, y: Double, yStart: Double?)
}

/// A mark, which is content of its own.
protocol ChartMark: ChartContent, PrimitiveChartContent where Body == Never {
    var spec: MarkSpec { get set }
}

extension ChartMark {
    var marks: [MarkSpec] { [spec] }
    public var body: Never { return fatalError("a mark has no body") }
}
