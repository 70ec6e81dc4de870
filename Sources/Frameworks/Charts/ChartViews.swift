import Foundation
import LayoutVizCore

// `Chart`: the plot, its axes and its legend, as Swift Charts lays them out on iOS (docs/charts.md):
// the plot takes the space left by the y axis's labels (trailing by default) and the x axis's
// row of labels below it; the legend sits under the axis, leading. A chart is flexible, as a
// shape is: `.frame(height:)` is the usual way to size it. Every metric is the look's
// (`ChartLook`).

/// A chart of marks, as Swift Charts' `Chart`.
nonisolated public struct Chart<Content: ChartContent>: View {
    let content: Content

    @Environment(\.systemLook) private var look
    @Environment(\.chartEnvironment) private var env

    /// A chart of `content`'s marks.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

    /// A chart of the marks `content` makes for each identifiable element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// A chart of the marks `content` makes for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    public var body: some View {
        let c = look.chart
        let model = ChartModel(marks: content.resolvedMarks, settings: env.settings, look: c)
        return ChartBody(model: model, env: env)
            .frame(idealWidth: c.idealWidth, maxWidth: .infinity, idealHeight: c.idealHeight, maxHeight: .infinity)
    }
}

/// One axis's marks as drawn: each tick's position (a fraction along the axis), label and parts.
struct AxisTicks {
    var ticks: [(fraction: CGFloat, label: String, parts: AxisParts, view: AnyView?)] = []
    var leading = false
    var labels: [String] { ticks.filter { $0.parts.label }.map(\.label) }
}

nonisolated struct ChartBody: View {
    let model: ChartModel
    let env: ChartEnvironment

    @Environment(\.systemLook) private var look

    var body: some View {
        let c = look.chart
        let showLegend = model.hasLegend && !env.legendHidden
        VStack(alignment: .leading, spacing: c.legendGap) {
            if showLegend && env.legendPosition == .top { legend }
            if model.isPie {
                plot(x: AxisTicks(), y: AxisTicks())
            } else {
                // Each axis's ticks (the y axis's trailing unless asked), made once: the axis
                // marks' closures run once per value.
                axesAndPlot(x: env.xAxis.hidden ? AxisTicks() : ticks(model.x, env.xAxis, vertical: false),
                            y: env.yAxis.hidden ? AxisTicks() : ticks(model.y, env.yAxis, vertical: true))
            }
            if showLegend && env.legendPosition != .top { legend }
        }
    }

    private func ticks(_ scale: ChartScale, _ setting: AxisSetting, vertical: Bool) -> AxisTicks {
        var out = AxisTicks()
        // The default marks: grid lines and labels; a category axis's labels alone.
        let marks = setting.marks.isEmpty ? [AxisMarks(values: .automatic)] : setting.marks
        for m in marks {
            out.leading = out.leading || m.position == .leading || m.position == .top
            let values = AxisMarkSampler.values(m.values, scale, desired: look.chart.tickIntervals)
            for (i, v) in values.enumerated() {
                var parts = m.make(AxisValue(datum: v.datum, index: i, count: values.count))
                if setting.marks.isEmpty && scale.kind == .categories { parts.grid = false }
                let label = parts.format?(v.datum) ?? v.label
                let f = scale.fraction(v.datum)
                // A date's label starts at its line: one too near the axis's end has no room [INF].
                if !vertical && scale.kind == .dates && f > look.chart.dateLabelRoom { parts.label = false }
                out.ticks.append((f, label, parts, parts.labelView))
            }
        }
        return out
    }

    private func axesAndPlot(x: AxisTicks, y: AxisTicks) -> some View {
        let c = look.chart, yLabels = y.labels
        return VStack(alignment: .leading, spacing: c.axisGap) {
            if let title = env.yAxisLabel {
                Text(title).font(c.axisFont).foregroundStyle(look.secondaryLabel)
                    .frame(maxWidth: .infinity, alignment: y.leading ? .leading : .trailing)
            }
            HStack(spacing: c.axisGap) {
                if y.leading && !yLabels.isEmpty { yColumn(y) }
                plot(x: x, y: y)
                if !y.leading && !yLabels.isEmpty { yColumn(y) }
            }
            if !x.labels.isEmpty {
                HStack(spacing: c.axisGap) {
                    if y.leading && !yLabels.isEmpty { labelWidths(yLabels).frame(height: 0) }
                    xRow(x)
                    if !y.leading && !yLabels.isEmpty { labelWidths(yLabels).frame(height: 0) }
                }
            }
            if let title = env.xAxisLabel {
                Text(title).font(c.axisFont).foregroundStyle(look.secondaryLabel).frame(maxWidth: .infinity, alignment: .trailing)
            }
        }
    }

    /// Hidden labels: as wide as the widest.
    private func labelWidths(_ labels: [String]) -> some View {
        ZStack {
            ForEach(labels.indices, id: \.self) { i in Text(verbatim: labels[i]).font(look.chart.axisFont).fixedSize() }
        }
        .hidden()
    }

    /// The y axis's labels, each centred on its value's height.
    private func yColumn(_ t: AxisTicks) -> some View {
        // Categories run from the top down; values from the bottom up.
        let categories = model.y.kind == .categories
        return labelWidths(t.labels)
            .frame(maxHeight: .infinity)
            .overlay {
                GeometryReader { proxy in
                    ForEach(t.ticks.indices, id: \.self) { i in
                        if t.ticks[i].parts.label {
                            label(t.ticks[i].label, t.ticks[i].view)
                                .frame(width: proxy.size.width, alignment: t.leading ? .trailing : .leading)
                                .position(x: proxy.size.width / 2, y: proxy.size.height * (categories ? t.ticks[i].fraction : 1 - t.ticks[i].fraction))
                        }
                    }
                }
            }
    }

    /// The x axis's labels: a category's centred under its band, a date's just past its grid line.
    /// The x axis's labels: a category's centred under its band, a date's just past its grid line.
    /// Labels that would collide are thinned: every label if their widths (and the least gap)
    /// fit the axis, else every second, third... [INF: Swift Charts resolves collisions; its
    /// rule is unpublished].
    private func xRow(_ t: AxisTicks) -> some View {
        let labelled = t.ticks.indices.filter { t.ticks[$0].parts.label }
        let strides = Array(1...max(min(labelled.count, look.chart.maxLabelStride), 1))
        return ViewThatFits(in: .horizontal) {
            ForEach(strides, id: \.self) { k in
                xRow(t, keeping: labelled.enumerated().filter { $0.offset % k == 0 }.map(\.element))
            }
        }
    }

    /// The row with the labels of `kept` ticks: as wide ideally as those labels side by side.
    private func xRow(_ t: AxisTicks, keeping kept: [Int]) -> some View {
        let c = look.chart, dates = model.x.kind == .dates
        return HStack(spacing: c.labelGap) {
            ForEach(kept, id: \.self) { i in label(t.ticks[i].label, t.ticks[i].view) }
        }
        .hidden()
        .frame(maxWidth: .infinity)
        .overlay {
            GeometryReader { proxy in
                ForEach(kept, id: \.self) { i in
                    label(t.ticks[i].label, t.ticks[i].view)
                        .frame(width: 0, alignment: dates ? .leading : .center)
                        .position(x: proxy.size.width * t.ticks[i].fraction + (dates ? c.dateLabelInset : 0), y: proxy.size.height / 2)
                }
            }
        }
    }

    /// An axis label: not read by VoiceOver, which reads each mark's values instead
    /// (ChartAccessibility.swift).
    private func label(_ text: String, _ view: AnyView?) -> some View {
        Group {
            if let view { view } else { Text(verbatim: text) }
        }
        .font(look.chart.axisFont)
        .foregroundStyle(look.secondaryLabel)
        .lineLimit(1)
        .fixedSize()
        .accessibilityHidden(true)
    }

    /// The plot: grid lines, then the marks, with the overlay and background views.
    private func plot(x: AxisTicks, y: AxisTicks) -> some View {
        let area = GeometryReader { proxy in
            let size = proxy.size
            let proxyValue = ChartProxy(model: model, plotSize: size)
            ZStack(alignment: .topLeading) {
                if let background = env.background { background(proxyValue) }
                if !model.isPie { grid(x: x, y: y, size) }
                let items = model.drawables(in: size)
                ForEach(items.indices, id: \.self) { i in drawable(items[i], priority: Double(items.count - i)) }
                if let overlay = env.overlay { overlay(proxyValue) }
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
            // The marks' elements read together, in the data's order, wherever they stand.
            .accessibilityElement(children: .contain)
        }
        return Group {
            if let style = env.plotStyle { style(AnyView(area)) } else { area }
        }
    }

    /// The grid: a hairline across the plot at each tick that has one.
    private func grid(x: AxisTicks, y: AxisTicks, _ size: CGSize) -> some View {
        var p = Path()
        for t in y.ticks where t.parts.grid || t.parts.tick {
            let py = size.height * (model.y.kind == .categories ? t.fraction : 1 - t.fraction)
            p.move(to: CGPoint(x: 0, y: py))
            p.addLine(to: CGPoint(x: size.width, y: py))
        }
        for t in x.ticks where t.parts.grid || t.parts.tick {
            let px = size.width * t.fraction
            p.move(to: CGPoint(x: px, y: 0))
            p.addLine(to: CGPoint(x: px, y: size.height))
        }
        return p.stroke(look.chartGridLine, lineWidth: look.chart.gridWidth)
    }

    /// A mark at its opacity (no modifier when opaque: each mark is its own view in the tree,
    /// framed where it lies, so `explain` shows its size and place).
    @ViewBuilder private func faded(_ view: some View, _ opacity: Double) -> some View {
        if opacity < 1 { view.opacity(opacity) } else { view }
    }

    /// A drawable as a view; an accessibility element sorted by `priority` (the data's order).
    @ViewBuilder private func drawable(_ d: ChartDrawable, priority: Double) -> some View {
        switch d {
        case .fill(let path, let style, let opacity):
            let r = path.boundingRect
            faded(path.offsetBy(dx: -r.minX, dy: -r.minY).fill(style), opacity).frame(width: r.width, height: r.height).position(x: r.midX, y: r.midY)
        case .stroke(let path, let style, let stroke, let opacity):
            let r = path.boundingRect
            faded(path.offsetBy(dx: -r.minX, dy: -r.minY).stroke(style, style: stroke), opacity).frame(width: r.width, height: r.height).position(x: r.midX, y: r.midY)
        case .symbol(let symbol, let centre, let side, let style, let opacity):
            faded(ChartSymbolShape(symbol: symbol, look: look.chart).fill(style), opacity).frame(width: side, height: side).position(centre)
        case .annotation(let view, let p, let position, let spacing, let alignment):
            annotation(view, p, position, spacing, alignment)
        case .element(let r, let label, let value):
            let element = Color.clear.frame(width: r.width, height: r.height).accessibilityElement().accessibilityLabel(label)
                .accessibilitySortPriority(priority)
            Group { if let value { element.accessibilityValue(value) } else { element } }
                .position(x: r.midX, y: r.midY)
        }
    }

    /// An annotation beside its anchor: above or below it (its horizontal alignment kept, a
    /// leading one starting at the anchor), or before or after it.
    @ViewBuilder private func annotation(_ view: AnyView, _ p: CGPoint, _ position: AnnotationPosition, _ spacing: CGFloat, _ alignment: Alignment) -> some View {
        let content = view.font(look.chart.axisFont).foregroundStyle(look.secondaryLabel).fixedSize()
        let h = alignment.horizontal == .leading ? HorizontalAlignment.leading : alignment.horizontal == .trailing ? .trailing : .center
        switch position {
        case .bottom: content.frame(width: 0, height: 0, alignment: Alignment(horizontal: h, vertical: .top)).position(x: p.x, y: p.y + spacing)
        case .leading: content.frame(width: 0, height: 0, alignment: .trailing).position(x: p.x - spacing, y: p.y)
        case .trailing: content.frame(width: 0, height: 0, alignment: .leading).position(x: p.x + spacing, y: p.y)
        case .overlay: content.frame(width: 0, height: 0).position(p)
        default: content.frame(width: 0, height: 0, alignment: Alignment(horizontal: h, vertical: .bottom)).position(x: p.x, y: p.y - spacing)
        }
    }

    /// The legend: each group's symbol and name, in order: a colour group's circle, a
    /// line-style group's short line in its dash (in its colour when it is a colour group too,
    /// else the secondary label's).
    private var legend: some View {
        let c = look.chart
        let entries = model.legendEntries
        return LegendFlow(spacing: c.legendSpacing, lineSpacing: c.legendSymbolGap) {
            ForEach(entries.indices, id: \.self) { i in
                HStack(spacing: c.legendSymbolGap) {
                    if let dash = entries[i].dash {
                        LegendLine()
                            .stroke(entries[i].style ?? AnyShapeStyle(look.secondaryLabel), style: StrokeStyle(lineWidth: c.lineWidth, dash: dash))
                            .frame(width: c.legendLineLength, height: c.legendSymbol)
                    } else if let style = entries[i].style {
                        Circle().fill(style).frame(width: c.legendSymbol, height: c.legendSymbol)
                    }
                    Text(verbatim: entries[i].name).font(c.legendFont).foregroundStyle(look.secondaryLabel).lineLimit(1)
                }
                .fixedSize()
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityHidden(true)
    }
}

/// A legend entry's line: across the middle of its frame.
struct LegendLine: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX, y: rect.midY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        return p
    }
}

/// A symbol's shape in its square.
struct ChartSymbolShape: Shape {
    let symbol: ChartSymbol
    let look: ChartLook

    func path(in r: CGRect) -> Path {
        var p = Path()
        func polygon(_ n: Int) {
            for k in 0..<n {
                let a = -Double.pi / 2 + 2 * .pi * Double(k) / Double(n)  // not a look value: geometry
                let pt = CGPoint(x: r.midX + r.width / 2 * CGFloat(cos(a)), y: r.midY + r.height / 2 * CGFloat(sin(a)))
                if k == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.closeSubpath()
        }
        switch symbol {
        case .circle: p.addEllipse(in: r)
        case .square: p.addRect(r.insetBy(dx: r.width * look.squareSymbolInset, dy: r.height * look.squareSymbolInset))
        case .triangle: polygon(3)  // not a look value: geometry
        case .diamond: polygon(4)  // not a look value: geometry
        case .pentagon: polygon(5)  // not a look value: geometry
        case .plus, .cross, .asterisk:
            let t = r.width * look.plusSymbolBar
            p.addRect(CGRect(x: r.midX - t / 2, y: r.minY, width: t, height: r.height))
            p.addRect(CGRect(x: r.minX, y: r.midY - t / 2, width: r.width, height: t))
        }
        return p
    }
}

/// The legend's entries in lines: each at its own size, wrapping when the next would pass the
/// width offered.
struct LegendFlow: Layout {
    let spacing: CGFloat, lineSpacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = place(subviews, width: proposal.width ?? .infinity)
        return CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (view, f) in zip(subviews, place(subviews, width: bounds.width)) {
            view.place(at: CGPoint(x: bounds.minX + f.minX, y: bounds.minY + f.minY), proposal: ProposedViewSize(f.size))
        }
    }

    private func place(_ subviews: Subviews, width: CGFloat) -> [CGRect] {
        var out: [CGRect] = []
        var x: CGFloat = 0, y: CGFloat = 0, line: CGFloat = 0
        for view in subviews {
            let s = view.sizeThatFits(.unspecified)
            if x > 0 && x + s.width > width {
                x = 0
                y += line + lineSpacing
                line = 0
            }
            out.append(CGRect(origin: CGPoint(x: x, y: y), size: s))
            x += s.width + spacing
            line = max(line, s.height)
        }
        return out
    }
}
