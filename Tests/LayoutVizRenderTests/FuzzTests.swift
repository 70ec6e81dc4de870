import Foundation
import LayoutViz
import LayoutVizFuzz
import Testing

/// The fuzzer's checks on a fixed set of random trees (the `layoutviz-fuzz` command runs
/// millions): no crash, the same answer twice, a session equal to a fresh tree over random
/// proposal sequences, finite drawing, and Cairo rasters of some.
@Suite struct FuzzTests {

    @Test func randomTreesKeepTheEnginesInvariants() {
        let fuzzer = Fuzzer(seed: 20261130, renderEvery: 10)
        var findings: [FuzzFinding] = []
        for tree in 0..<4000 { findings += fuzzer.check(tree) }
        #expect(findings.isEmpty, "\(findings.prefix(3).map { "\($0)\n  reproduce: \(fuzzer.reproduce(tree: $0.tree))" }.joined(separator: "\n"))")
    }

    /// The generator is a pure function of the seed, so a printed command reproduces a finding.
    @Test func treesAreReproducibleFromTheirSeed() {
        let a = Fuzzer(seed: 5).make(42), b = Fuzzer(seed: 5).make(42), c = Fuzzer(seed: 5).make(43)
        #expect(a.view.source == b.view.source && a.proposals == b.proposals)
        #expect(a.view.source != c.view.source)
    }

    /// The checks find what they look for: a session that answered from a stale cache would
    /// differ from a fresh tree, so the session check compares whole trees, not just the root.
    @Test func aDifferenceAnywhereInTheTreeIsFound() {
        let tree = LayoutTree(HStack { Color.red; Color.blue.frame(width: 10) }, proposal: ProposedViewSize(width: 100, height: 10))
        let other = LayoutTree(HStack { Color.red; Color.blue.frame(width: 11) }, proposal: ProposedViewSize(width: 100, height: 10))
        #expect(tree.root.frame == other.root.frame)
        #expect(tree.jsonString() != other.jsonString())
    }
}
