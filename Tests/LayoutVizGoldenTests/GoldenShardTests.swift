import Foundation
import LayoutViz
import LayoutVizGolden
import Testing

/// `golden verify --shard i/n`: a deterministic split into shards of about equal cost.
@Suite struct GoldenShardTests {
    /// Cells on devices of very different pixel counts, some layout-only.
    private func cells() -> [GoldenCell] {
        var out: [GoldenCell] = []
        for (n, device) in ["iphone-se-3", "iphone-17", "iphone-17-pro-max", "ipad-a16", "ipad-pro-13-m5"].enumerated() {
            for o in Orientation.allCases {
                for k in 0..<(3 + n) {
                    out.append(GoldenCell(name: "view\(k)", render: RenderConfiguration(device: DeviceCatalog.device(named: device)!, orientation: o),
                                          pixels: k % 3 != 2) { AnyView(Color.red) })
                }
            }
        }
        return out
    }

    @Test(arguments: [1, 2, 3, 4, 7])
    func shardsPartitionTheCellsTheSameWayInAnyOrder(count: Int) {
        let all = cells()
        var seen: [String] = []
        var loads: [Double] = []
        for i in 1...count {
            let shard = GoldenShards.select(all, index: i, count: count)
            seen += shard.map(\.id)
            loads.append(shard.map(GoldenShards.estimatedCost).reduce(0, +))
            // The order cells arrive in does not change a shard.
            var generator = SeededGenerator(seed: UInt64(i))
            let shuffled = GoldenShards.select(all.shuffled(using: &generator), index: i, count: count)
            #expect(Set(shuffled.map(\.id)) == Set(shard.map(\.id)))
        }
        #expect(seen.count == all.count && Set(seen) == Set(all.map(\.id)))
        // Longest first onto the lightest shard: every shard within one cell of the average.
        let average = loads.reduce(0, +) / Double(count), largest = all.map(GoldenShards.estimatedCost).max()!
        for load in loads { #expect(abs(load - average) <= largest) }
    }

    /// An iPad Pro cell has 3.6 times the pixels of an iPhone SE's, so shards are not every n-th cell.
    @Test func costsFollowPixelsAndMeasuredSeconds() {
        let all = cells()
        let se = all.first { $0.id == "view0/iphone-se-3-portrait" }!, pad = all.first { $0.id == "view0/ipad-pro-13-m5-portrait" }!
        #expect(GoldenShards.estimatedCost(se) == 750 * 1334)
        #expect(GoldenShards.estimatedCost(pad) == 2064 * 2752)
        // Measured seconds replace the estimate: one slow cell ends up alone in its shard.
        let measured = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0.id == se.id ? 1_000.0 : 0.01) })
        #expect(GoldenShards.select(all, index: 1, count: 2, measured: measured).map(\.id) == [se.id])
    }

    @Test func reportTimingsAreRead() throws {
        let json = #"{"goldens": "g", "mode": "never", "modeSource": "t", "cells": [{"cell": "a/b", "status": "passed", "seconds": 0.25, "artifacts": {}}]}"#
        #expect(try GoldenShards.measuredCosts(report: Data(json.utf8)) == ["a/b": 0.25])
        #expect(throws: (any Error).self) { try GoldenShards.measuredCosts(report: Data("{}".utf8)) }
    }
}

/// A small deterministic generator for shuffles in tests.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E3779B97F4A7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}
