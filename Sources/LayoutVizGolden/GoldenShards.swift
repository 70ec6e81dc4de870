import Foundation
import LayoutViz

/// Splits a golden run's cells into shards of about equal cost, for CI matrices that verify one
/// shard per runner (`golden verify --shard i/n`) and join the reports after (`golden merge`;
/// docs/goldens.md, "Shards").
///
/// The split is deterministic: the same cells, count and costs give the same shards on every
/// machine, whatever order the cells came in. Costs are measured seconds from an earlier run's
/// `report.json` where given, else an estimate from the cell's pixel count (drawing and digesting
/// grow with it; a layout-only cell costs a small fraction of its picture). Cells go longest first
/// to the shard with the least cost so far (ties to the lower shard number), which keeps every
/// shard within one cell's cost of the average.
public enum GoldenShards {
    /// The estimated cost of `cell`, in pixel units.
    public static func estimatedCost(_ cell: GoldenCell) -> Double {
        let px = cell.configuration.pixelSize
        let pixels = Double(max(1, px.width * px.height))
        return cell.pixels ? pixels : pixels / 50
    }

    /// Seconds per cell id from a `report.json` written by an earlier run.
    public static func measuredCosts(report data: Data) throws -> [String: Double] {
        struct Report: Decodable {
            struct Cell: Decodable { let cell: String; let seconds: Double }
            let cells: [Cell]
        }
        let report = try JSONDecoder().decode(Report.self, from: data)
        return Dictionary(report.cells.map { ($0.cell, $0.seconds) }, uniquingKeysWith: { a, _ in a })
    }

    /// The shard (0-based) of every cell, in `cells`' order.
    public static func assignment(_ cells: [GoldenCell], count: Int, measured: [String: Double] = [:]) -> [Int] {
        precondition(count >= 1, "at least one shard")
        let estimates = cells.map(estimatedCost)
        // Measured seconds where known; elsewhere the estimate, scaled to seconds by the cells
        // that have both, so a new cell weighs about what its peers do.
        var both = (measured: 0.0, estimated: 0.0)
        for (cell, e) in zip(cells, estimates) { if let m = measured[cell.id] { both.measured += m; both.estimated += e } }
        let scale = both.estimated > 0 && both.measured > 0 ? both.measured / both.estimated : 1
        let costs = zip(cells, estimates).map { cell, e in measured[cell.id] ?? (measured.isEmpty ? e : e * scale) }
        let order = cells.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : cells[$0].id < cells[$1].id }
        var load = [Double](repeating: 0, count: count)
        var shard = [Int](repeating: 0, count: cells.count)
        for i in order {
            var best = 0
            for s in 1..<count where load[s] < load[best] { best = s }
            shard[i] = best
            load[best] += costs[i]
        }
        return shard
    }

    /// The cells of shard `index` (1-based) of `count`, in `cells`' order.
    public static func select(_ cells: [GoldenCell], index: Int, count: Int, measured: [String: Double] = [:]) -> [GoldenCell] {
        let shard = assignment(cells, count: count, measured: measured)
        return cells.indices.filter { shard[$0] == index - 1 }.map { cells[$0] }
    }
}
