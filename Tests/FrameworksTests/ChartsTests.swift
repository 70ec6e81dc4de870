import Foundation
@testable import Charts
import LayoutViz
import Testing

// Swift Charts: scales, ticks, marks' places and colours, exact to the point (docs/charts.md).

private struct Sale: Identifiable {
    let id: String
    let amount: Double
    var region = "North"
}

@Suite @MainActor struct ChartsTests {
    private let look = SystemLook.Name.ios26
    private let sales = [Sale(id: "Jan", amount: 42), Sale(id: "Feb", amount: 97), Sale(id: "Mar", amount: 63), Sale(id: "Apr", amount: 80)]

    private func model(_ content: some ChartContent, settings: ChartSettings = ChartSettings()) -> ChartModel {
        ChartModel(marks: content.resolvedMarks, settings: settings, look: ChartLook())
    }

    private func rects(_ m: ChartModel, _ size: CGSize) -> [CGRect] {
        m.drawables(in: size).compactMap { if case .fill(let p, _, _) = $0 { return p.boundingRect } else { return nil } }
    }

    @Test func theNiceTicksOf0To97Are0To100By25() {
        let m = model(ForEach(sales) { BarMark(x: .value("Month", $0.id), y: .value("Sales", $0.amount)) })
        #expect(m.y.ticks.map(\.label) == ["0", "25", "50", "75", "100"])
        #expect(m.y.low == 0 && m.y.high == 100)
        #expect(m.x.categories == ["Jan", "Feb", "Mar", "Apr"])
        #expect(ChartScale.niceStep(110, intervals: 4) == 50 && ChartScale.niceStep(7, intervals: 4) == 2 && ChartScale.niceStep(1000, intervals: 4) == 250)
    }

    @Test func aLogarithmicScaleGivesEachDecadeTheSameLength() {
        let values: [(String, Double)] = [("a", 3), ("b", 30), ("c", 300), ("d", 2_000)]
        var settings = ChartSettings()
        settings.yType = .log
        let m = model(ForEach(values, id: \.0) { PointMark(x: .value("Name", $0.0), y: .value("Count", $0.1)) }, settings: settings)
        // 3…2000 widened to whole decades: 1…10,000, a tick at each power of ten.
        #expect(m.y.low == 1 && m.y.high == 10_000)
        #expect(m.y.ticks.map(\.label) == ["1", "10", "100", "1,000", "10,000"])
        #expect(abs(m.y.fraction(.number(10)) - 0.25) < 1e-9 && abs(m.y.fraction(.number(1_000)) - 0.75) < 1e-9)
        // 3, 30 and 300 a decade apart: the same distance on the axis.
        let f = values.map { m.y.fraction(.number($0.1)) }
        #expect(abs((f[1] - f[0]) - (f[2] - f[1])) < 1e-9 && abs(f[1] - f[0] - 0.25) < 1e-9)
        #expect(m.y.fraction(.number(0)) == 0)
        #expect(abs(m.y.value(at: 0.5) - 100) < 1e-9)
    }

    @Test func aSymmetricLogScaleKeepsZeroAndGivesDecadesEitherSide() {
        let values: [(String, Double)] = [("a", -40), ("b", 0), ("c", 300), ("d", 2_000)]
        var settings = ChartSettings()
        settings.yType = .symmetricLog(1)
        let m = model(ForEach(values, id: \.0) { PointMark(x: .value("Name", $0.0), y: .value("Change", $0.1)) }, settings: settings)
        // −40…2000 widened to whole powers of ten on each side: −100…10,000; ticks at 0 and ±10ⁿ from 10.
        #expect(m.y.low == -100 && m.y.high == 10_000)
        #expect(m.y.ticks.map(\.label) == ["-100", "-10", "0", "10", "100", "1,000", "10,000"])
        // Positions by sign(x) · ln(1 + |x|): zero where that is zero between the ends.
        let t = { (v: Double) in v < 0 ? -log1p(-v) : log1p(v) }
        let zero = (t(0) - t(-100)) / (t(10_000) - t(-100))
        #expect(abs(Double(m.y.fraction(.number(0))) - zero) < 1e-12)
        #expect(abs(Double(m.y.fraction(.number(999))) - (t(999) - t(-100)) / (t(10_000) - t(-100))) < 1e-12)
        #expect(abs(m.y.value(at: Double(m.y.fraction(.number(-40)))) + 40) < 1e-9)
        // A slope of 10 at zero: the ticks start at 1.
        settings.yType = .symmetricLog(10)
        let steep = model(ForEach(values, id: \.0) { PointMark(x: .value("Name", $0.0), y: .value("Change", $0.1)) }, settings: settings)
        #expect(steep.y.ticks.map(\.label).prefix(5) == ["-100", "-10", "-1", "0", "1"])
    }

    @Test func aSquareRootScalePlacesValuesByTheirRoots() {
        var settings = ChartSettings()
        settings.yType = .power(0.5)
        let m = model(ForEach(sales) { PointMark(x: .value("Month", $0.id), y: .value("Sales", $0.amount)) }, settings: settings)
        // The linear scale's domain and ticks, 0...100; 25 halfway up (√25 / √100), 64 at 0.8.
        #expect(m.y.ticks.map(\.label) == ["0", "25", "50", "75", "100"])
        #expect(abs(m.y.fraction(.number(25)) - 0.5) < 1e-9 && abs(m.y.fraction(.number(64)) - 0.8) < 1e-9)
        #expect(abs(m.y.value(at: 0.5) - 25) < 1e-9)
    }

    @Test func linesTakeTheirGroupsDashesInTurn() {
        let data = [Sale(id: "Jan", amount: 20), Sale(id: "Feb", amount: 30), Sale(id: "Jan", amount: 25, region: "South"), Sale(id: "Feb", amount: 35, region: "South")]
        let m = model(ForEach(data.indices, id: \.self) { i in
            LineMark(x: .value("Month", data[i].id), y: .value("Sales", data[i].amount)).lineStyle(by: .value("Region", data[i].region))
        })
        let strokes = m.drawables(in: CGSize(width: 200, height: 100)).compactMap { if case .stroke(_, _, let style, _) = $0 { return style } else { return nil } }
        #expect(m.lineStyleGroups == ["North", "South"])
        #expect(strokes.map(\.dash) == [[], [6, 4]])
        // The legend names each group with a short line in its dash.
        #expect(m.hasLegend && m.legendEntries.map(\.name) == ["North", "South"] && m.legendEntries.map(\.dash) == [[], [6, 4]])
        #expect(m.legendEntries.allSatisfy { $0.style == nil })
    }

    @Test func aBarPlotDrawsAsTheBarMarksItStandsFor() {
        let plot = model(BarPlot(sales, x: .value("Month", \.id), y: .value("Sales", \.amount)))
        let marks = model(ForEach(sales) { BarMark(x: .value("Month", $0.id), y: .value("Sales", $0.amount)) })
        #expect(rects(plot, CGSize(width: 400, height: 200)) == rects(marks, CGSize(width: 400, height: 200)))
        #expect(plot.y.ticks.map(\.label) == ["0", "25", "50", "75", "100"])
        // A projection colours by group, as foregroundStyle(by:) on marks.
        let data = [Sale(id: "Jan", amount: 20), Sale(id: "Jan", amount: 30, region: "South")]
        let grouped = model(BarPlot(data, x: .value("Month", \.id), y: .value("Sales", \.amount)).foregroundStyle(by: .value("Region", \.region)).opacity(0.5))
        #expect(grouped.groups.map(\.name) == ["North", "South"] && grouped.marks.allSatisfy { $0.opacity == 0.5 })
        #expect(grouped.legendTitle == "Region")
    }

    @Test func aFunctionLinePlotSamplesItsDomainAndBreaksWhereItIsNotFinite() {
        let wave = model(LinePlot(x: "x", y: "y", domain: -2...2) { $0 * $0 })
        // 257 points evenly across −2…2: the first at −2 (4), the middle at 0 (0).
        #expect(wave.marks.count == 257 && wave.marks[0].x == .number(-2) && wave.marks[0].y == .number(4) && wave.marks[128].y == .number(0))
        #expect(wave.x.low == -2 && wave.x.high == 2 && wave.y.high == 4)
        // Not finite between −0.5 and 0.5: two runs, each a line of its own.
        let gap = model(LinePlot(x: "x", y: "y", domain: -2...2) { abs($0) < 0.5 ? .nan : 1 / $0 })
        let strokes = gap.drawables(in: CGSize(width: 200, height: 100)).filter { if case .stroke = $0 { return true } else { return false } }
        #expect(Set(gap.marks.compactMap { $0.series?.categoryName }).count == 2 && strokes.count == 2)
        #expect(gap.marks.count == 257 - 63)
    }

    @Test func aFunctionPlotWithoutADomainTakesTheXAxissAndTwoPlotsAreTwoLines() {
        var settings = ChartSettings()
        settings.xDomain = ScaleDomain(kind: .numbers(-10, 10))
        let m = model(_ChartContentGroup(marks: LinePlot(x: "x", y: "sin") { sin($0) }.foregroundStyle(by: .value("f", "sin")).resolvedMarks
                                          + LinePlot(x: "x", y: "cos") { cos($0) }.foregroundStyle(by: .value("f", "cos")).resolvedMarks), settings: settings)
        // Each sampled across −10…10, 257 points; two lines in two colours.
        #expect(m.marks.count == 514 && m.marks.first?.x == .number(-10) && m.marks[256].x == .number(10))
        let strokes = m.drawables(in: CGSize(width: 200, height: 100)).filter { if case .stroke = $0 { return true } else { return false } }
        #expect(strokes.count == 2 && m.groups.map(\.name) == ["sin", "cos"])
    }

    @Test func aCustomSymbolViewStandsCentredOnItsPoint() {
        let points: [(Double, Double)] = [(0, 0), (10, 10)]
        let m = model(ForEach(points.indices, id: \.self) { i in
            PointMark(x: .value("x", points[i].0), y: .value("y", points[i].1)).symbol { Circle().frame(width: 12, height: 12) }
        })
        let drawn = m.drawables(in: CGSize(width: 100, height: 100))
        #expect(!drawn.contains { if case .symbol = $0 { return true } else { return false } })
        let overlays = drawn.compactMap { d -> CGPoint? in if case .annotation(_, let p, .overlay, _, _) = d { return p } else { return nil } }
        // On the 0…10 axes: the bottom leading and top trailing corners.
        #expect(overlays == [CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 0)], "\(overlays)")
    }

    @Test func eachMarkIsAnElementVoiceOverReadsOverTheMark() throws {
        let chart = Chart(sales) { BarMark(x: .value("Month", $0.id), y: .value("Sales", $0.amount)) }
            .frame(height: 200)
        var render = RenderConfiguration.on(try #require(DeviceCatalog.device(named: "iphone-17")).configuration(.portrait))
        render.look = look
        let scene = DeviceScene(chart, configuration: render)
        let elements = scene.accessibilityTree(chrome: ScreenChrome.none).elements
        // Left to right: the month, then its sales; each element over its bar.
        #expect(elements.map(\.label) == ["Jan", "Feb", "Mar", "Apr"] && elements.map(\.value) == ["42", "97", "63", "80"])
        // The plot is 402 − 16 × 2 padding… as laid out: each element's frame is its bar's.
        let plot = try #require(scene.tree.root.allNodes().first { $0.kind == "GeometryReader" }).frame
        let bars = rects(model(ForEach(sales) { BarMark(x: .value("Month", $0.id), y: .value("Sales", $0.amount)) }), plot.size)
            .map { $0.offsetBy(dx: plot.minX, dy: plot.minY) }
        for (e, bar) in zip(elements, bars) {
            #expect(abs(e.frame.minX - bar.minX) < 0.01 && abs(e.frame.maxY - bar.maxY) < 0.01 && abs(e.frame.height - bar.height) < 0.01, "\(e.frame) \(bar)")
        }
        // Content modifiers change or drop what is read.
        let custom = Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 42.0)).accessibilityLabel("January").accessibilityValue("42 thousand")
            BarMark(x: .value("Month", "Feb"), y: .value("Sales", 97.0)).accessibilityHidden(true)
        }
        .frame(height: 200)
        let read = DeviceScene(custom, configuration: render).accessibilityTree(chrome: ScreenChrome.none).elements
        #expect(read.map(\.label) == ["January"] && read.map(\.value) == ["42 thousand"])
    }

    @Test func aParametricPlotKeepsItsPointsInTsOrder() {
        let circle = model(LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * .pi)) { t in (x: cos(t), y: sin(t)) })
        #expect(circle.marks.count == 257 && circle.marks.allSatisfy(\.keepsOrder))
        // The path starts at t = 0, (1, 0), goes up through (0, 1) first: not sorted along x.
        guard case .stroke(let path, _, _, _)? = circle.drawables(in: CGSize(width: 200, height: 200)).first(where: { if case .stroke = $0 { return true } else { return false } }) else {
            Issue.record("no line drawn")
            return
        }
        guard case .move(let p0)? = path.elements.first, case .line(let p1) = path.elements[1] else {
            Issue.record("not a polyline: \(path.elements.prefix(2))")
            return
        }
        // (1, 0) at the right edge's middle; the next point a little above it (sorted along x, the
        // line would start at the left edge).
        #expect(abs(p0.x - 200) < 1e-6 && abs(p0.y - 100) < 1e-6 && p1.y < p0.y, "\(p0) \(p1)")
    }

    @Test func barsStandInTheirBandsAsTallAsTheirValues() {
        let m = model(ForEach(sales) { BarMark(x: .value("Month", $0.id), y: .value("Sales", $0.amount)) })
        let r = rects(m, CGSize(width: 400, height: 200))
        // Bands of 100, bars 60 wide in their middles; heights value / 100 × 200, from the bottom.
        #expect(r.map(\.minX) == [20, 120, 220, 320] && r.allSatisfy { $0.width == 60 && $0.maxY == 200 })
        #expect(r.map(\.height) == [84, 194, 126, 160])
    }

    @Test func barsOfOneMonthStackAndGroupedBarsStandSideBySide() {
        let data = [Sale(id: "Jan", amount: 20), Sale(id: "Jan", amount: 30, region: "South")]
        let stacked = rects(model(ForEach(data.indices, id: \.self) { i in
            BarMark(x: .value("Month", data[i].id), y: .value("Sales", data[i].amount)).foregroundStyle(by: .value("Region", data[i].region))
        }), CGSize(width: 100, height: 100))
        // A stack of 50: ticks of 20 (10 would make 5 intervals), the domain 0...60; the second bar on the first.
        #expect(abs(stacked[0].height - 100.0 / 3) < 1e-9 && abs(stacked[1].maxY - stacked[0].minY) < 1e-9 && abs(stacked[1].height - 50) < 1e-9)
        let grouped = rects(model(ForEach(data.indices, id: \.self) { i in
            BarMark(x: .value("Month", data[i].id), y: .value("Sales", data[i].amount))
                .foregroundStyle(by: .value("Region", data[i].region)).position(by: .value("Region", data[i].region))
        }), CGSize(width: 100, height: 100))
        #expect(grouped[0].maxX == grouped[1].minX && grouped[0].width == 30 && grouped[0].minX == 20)
    }

    @Test func aPiesSectorsTakeTheirSharesClockwiseFromTheTop() {
        let m = model(ForEach([1.0, 3.0], id: \.self) { SectorMark(angle: .value("Share", $0)) })
        let r = rects(m, CGSize(width: 200, height: 100))
        // A quarter from 12 to 3 o'clock in the 100-point circle centred at (100, 50); the rest.
        #expect(abs(r[0].minX - 100) < 0.01 && abs(r[0].maxX - 150) < 0.01 && abs(r[0].minY) < 0.01 && abs(r[0].maxY - 50) < 0.01)
        #expect(abs(r[1].minX - 50) < 0.01 && abs(r[1].maxY - 100) < 0.01)
        #expect(m.isPie && m.groups.isEmpty)
    }

    @Test func aDateAxisLabelsCalendarBoundaries() {
        let calendar = Calendar.current
        let june = calendar.date(from: DateComponents(year: 2026, month: 6, day: 1))!
        let days = model(ForEach(0..<30, id: \.self) { d in
            BarMark(x: .value("Day", calendar.date(byAdding: .day, value: d, to: june)!, unit: .day), y: .value("Steps", 10.0))
        })
        #expect(days.x.kind == .dates && days.x.ticks.map(\.label) == ["Jun 1", "Jun 15", "Jun 29"])
        let jan = calendar.date(from: DateComponents(year: 2026, month: 1, day: 1))!
        let months = model(ForEach(0..<12, id: \.self) { k in
            LineMark(x: .value("Month", calendar.date(byAdding: .month, value: k, to: jan)!, unit: .month), y: .value("Sales", Double(k)))
        })
        // The axis reaches the end of December: the next January is its last tick, whose label
        // the chart leaves out (no room past its line).
        #expect(months.x.ticks.map(\.label) == ["Jan", "Apr", "Jul", "Oct", "Jan"])
        let chart = Chart(0..<12, id: \.self) { k in
            LineMark(x: .value("Month", calendar.date(byAdding: .month, value: k, to: jan)!, unit: .month), y: .value("Sales", Double(k)))
        }
        let drawn = LayoutTree(chart.frame(width: 300, height: 200), proposal: .unspecified).displayList(scale: 1).items
            .compactMap { if case .text(let r, _, _) = $0 { return r.string } else { return nil } }
        #expect(drawn.filter { ["Jan", "Apr", "Jul", "Oct"].contains($0) } == ["Jan", "Apr", "Jul", "Oct"])
        // A line's point binned by month stands in the middle of its month.
        #expect(abs(months.x.fraction(.date(jan, unit: .month)) - CGFloat(15.5 / 365)) < 0.001)
    }

    @Test func aChartDrawsItsAxisLabelsAndLegendAndFillsItsFrame() throws {
        let chart = Chart(sales) { BarMark(x: .value("Month", $0.id), y: .value("Sales", $0.amount)).foregroundStyle(by: .value("Region", $0.region)) }
        let tree = LayoutTree(chart.frame(width: 300, height: 200), proposal: .unspecified)
        let texts = tree.root.allNodes().filter { $0.kind == "Text" }.map { String($0.detail.split(separator: "\"")[0]) }
        #expect(["0", "25", "50", "75", "100", "Jan", "Feb", "Mar", "Apr", "North"].allSatisfy(texts.contains))
        #expect(tree.root.frame.size == CGSize(width: 300, height: 200))
        // Hidden axes and legend: no labels at all.
        let bare = LayoutTree(chart.chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden).frame(width: 300, height: 200), proposal: .unspecified)
        #expect(!bare.root.allNodes().contains { $0.kind == "Text" && !$0.detail.hasPrefix("\" \"") })
    }

    @Test func barsAreTheAccentBlueOfEachLook() throws {
        for (scheme, expected) in [(ColorScheme.light, RGBA8(r: 0, g: 136, b: 255, a: 255)), (.dark, RGBA8(r: 0, g: 145, b: 255, a: 255))] {
            var env = EnvironmentValues.standard
            env.displayScale = 2
            env.colorScheme = scheme
            let chart = Chart { BarMark(x: .value("Month", "Jan"), y: .value("Sales", 10.0)) }.chartXAxis(.hidden).chartYAxis(.hidden)
            let b = try CairoRenderer.bitmap(LayoutTree(chart.frame(width: 100, height: 100), proposal: .unspecified, environment: env).displayList(scale: 2))
            #expect(b.pixel(atPoint: 50, 90, scale: 2) == expected)
            #expect(b.pixel(atPoint: 5, 90, scale: 2).a == 0)
        }
    }

    @Test func crowdedXLabelsAreThinnedNotOverlapped() {
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        func drawn(_ size: DynamicTypeSize) -> [String] {
            let chart = Chart(days, id: \.self) { BarMark(x: .value("Day", $0), y: .value("Steps", 1.0)) }.chartYAxis(.hidden)
                .dynamicTypeSize(size)
            let list = LayoutTree(chart.frame(width: 240, height: 150), proposal: .unspecified).displayList(scale: 1)
            return list.items.compactMap { if case .text(let r, _, let c) = $0, c.alpha > 0 { return r.string } else { return nil } }
        }
        #expect(drawn(.large) == days)
        // At accessibility 3 the labels no longer fit side by side: every second one.
        #expect(drawn(.accessibility3) == ["Mon", "Wed", "Fri", "Sun"])
    }
}
