import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// The number formatting of dumps, layout trees and goldens: the fast fixed-point path writes
/// exactly what `String(format: "%.Nf")` writes, trailing zeros removed.
@Suite struct FormattingTests {
    /// printf's answer, trailing zeros and a trailing point removed.
    private func printf(_ v: Double, _ decimals: Int) -> String {
        var s = String(format: "%.\(decimals)f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    @Test func fixedPointMatchesPrintfOnRandomValues() {
        var rng = LCG(seed: 0x5EED)
        var checked = 0
        for _ in 0..<400_000 {
            let magnitude = [1.0, 100, 1_000, 100_000][Int(rng.next() % 4)]
            let v = (Double(rng.next() % 2_000_001) / 1_000_000 - 1) * magnitude
            for decimals in [3, 4] {
                guard let fast = fixedPoint(v, decimals: decimals) else { continue }
                #expect(fast == printf(v, decimals), "\(v) with \(decimals) decimals")
                checked += 1
            }
        }
        // Values such as 0.0005 (six decimals) rounded to three lie within 1e-9 of a half: formatter.
        #expect(checked > 780_000, "almost every value takes the fast path")
    }

    @Test func fixedPointMatchesPrintfOnHalvesAndNearHalves() {
        // Binary fractions with 5 in the fifth decimal place are exact halves (printf rounds them
        // to even); decimal halves such as 0.00005 are not exact and lie just above or below.
        var values: [Double] = []
        for k in -2_000...2_000 {
            values.append(Double(k) / 32)
            values.append(Double(k) / 64)
            values.append(Double(k) / 1_024)
            values.append(Double(k) * 0.00005)
            values.append(Double(k) * 0.0005 + 0.00005)
            values.append(Double(k) / 3)
        }
        values += [1e-300, -1e-300, 0.00001, -0.00001, 1e11 + 0.5, -0.3333333, 393.33333333, 852.6666666]
        var fast = 0
        for v in values {
            for decimals in [3, 4] {
                if let s = fixedPoint(v, decimals: decimals) {
                    #expect(s == printf(v, decimals), "\(v) with \(decimals) decimals")
                    fast += 1
                }
                #expect(formatNumber(CGFloat(v), maxDecimals: decimals) == printf(v, decimals), "\(v)")
            }
        }
        #expect(fast > values.count, "most of them take the fast path")
    }

    @Test func formatNumberSpecialValues() {
        #expect(formatNumber(.infinity) == "inf")
        #expect(formatNumber(-.infinity) == "-inf")
        #expect(formatNumber(.nan) == "nan")
        #expect(formatNumber(-0.0) == "0")
        #expect(formatNumber(16) == "16")
        #expect(formatNumber(16.5) == "16.5")
        #expect(formatNumber(-0.00001) == "-0")
        #expect(formatLength(1.0 / 3) == "0.3333")
        #expect(fixedPoint(1e12, decimals: 4) == nil, "too large for an exact scaled integer")
    }
}

/// A small deterministic generator (Knuth's MMIX linear congruential constants, high bits).
private struct LCG {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 16
    }
}
