import Foundation
import LayoutVizCore

// Function plots' samples (docs/charts.md, "Vectorized plots"): a function plot is one mark that
// stands for its function until the chart knows the domain to sample, its own or the x axis's.

/// How many intervals a function plot's domain is cut into: `functionSamples` + 1 points evenly
/// across it [INF: Swift Charts samples adaptively; this many keep a curve smooth at any plot width].
let functionSamples = 256

extension ChartModel {
    /// `marks` with each function plot replaced by its samples: over its own domain, else the x
    /// axis's (`chartXScale(domain:)`, else the other marks' automatic domain, else 0...1 [INF]).
    /// A sample that is not finite breaks the line there, as Swift Charts documents; each run
    /// between breaks is a series of its own.
    static func sampled(_ marks: [MarkSpec], settings: ChartSettings, look: ChartLook) -> [MarkSpec] {
        guard marks.contains(where: { $0.function != nil }) else { return marks }
        // The x axis's domain, for the plots without one of their own.
        let axis = marks.contains { $0.function != nil && $0.function?.domain == nil } ? xDomain(of: marks, settings: settings, look: look) : nil
        var out: [MarkSpec] = []
        for (i, m) in marks.enumerated() {
            guard let f = m.function, let domain = f.domain ?? axis else { out.append(m); continue }
            var run = 0, inGap = false
            for t in samples(domain) {
                let p = f.point(t)
                guard p.x.isFinite, p.y.isFinite, p.yStart?.isFinite ?? true else {
                    if !inGap { run += 1 }
                    inGap = true
                    continue
                }
                inGap = false
                var s = m
                s.function = nil
                s.keepsOrder = f.parametric
                s.x = .number(p.x)
                if let start = p.yStart {
                    s.yStart = .number(start)
                    s.yEnd = .number(p.y)
                } else {
                    s.y = .number(p.y)
                }
                s.series = .category("\u{1}function \(i) \(run)")
                out.append(s)
            }
        }
        return out
    }

    /// The domain function plots without one of their own are sampled over.
    private static func xDomain(of marks: [MarkSpec], settings: ChartSettings, look: ChartLook) -> ClosedRange<Double> {
        if case .numbers(let a, let b) = settings.xDomain.kind, b > a { return a...b }
        let xs = marks.filter { $0.function == nil }.flatMap { [$0.x, $0.xStart, $0.xEnd].compactMap { $0 } }
        guard xs.contains(where: { if case .number = $0 { return true } else { return false } }) else { return 0...1 }
        let scale = ChartScale.make(xs, domain: settings.xDomain, type: settings.xType, includesZero: false, desired: look.tickIntervals)
        return scale.kind == .numbers && scale.high > scale.low ? scale.low...scale.high : 0...1
    }

    /// The sample points of `domain`.
    private static func samples(_ domain: ClosedRange<Double>) -> [Double] {
        guard domain.upperBound > domain.lowerBound, domain.lowerBound.isFinite, domain.upperBound.isFinite else { return [domain.lowerBound] }
        let step = (domain.upperBound - domain.lowerBound) / Double(functionSamples)
        return (0...functionSamples).map { domain.lowerBound + Double($0) * step }
    }
}
