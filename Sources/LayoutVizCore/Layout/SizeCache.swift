import Foundation

// The per-node size cache, as its own unit: the engine asks it before computing a size and tells
// it every size it computed. See docs/engine.md ("The size cache").

/// A proposal as a cache key: two bit patterns, nil a reserved NaN, −0 folded into +0.
struct ProposalKey: Hashable {
    var width: UInt64
    var height: UInt64

    private static let unspecified: UInt64 = 0x7FF8_0000_0BAD_F00D
    /// Stands for every value on an axis the node's size ignores.
    static let any: UInt64 = 0x7FF8_0000_0A11_0A11

    @inline(__always) init(_ p: ProposedViewSize) {
        width = p.width.map { Double($0 + 0).bitPattern } ?? ProposalKey.unspecified
        height = p.height.map { Double($0 + 0).bitPattern } ?? ProposalKey.unspecified
    }

    init() { width = ProposalKey.unspecified; height = ProposalKey.unspecified }

    /// The key for `p` at a node whose size ignores the axes in `flags`
    /// (`GraphNode.ignoresWidth`/`ignoresHeight`): such axes share one entry.
    @inline(__always) init(_ p: ProposedViewSize, flags: UInt8) {
        self.init(p)
        if flags & GraphNode.ignoresWidth != 0 { width = ProposalKey.any }
        if flags & GraphNode.ignoresHeight != 0 { height = ProposalKey.any }
    }

}

/// One block of a node's answers by proposal. Nodes see few distinct proposals (a stack probes
/// each child at 0, ∞ and its share, and places with the minor axis filled in), so four entries
/// live inline. Each entry carries the pass that last used it: a full block gives up an entry
/// the current pass has not used.
struct SizeCacheBlock {
    private(set) var count: UInt8 = 0
    /// The next block in `SizeCacheTable.spill`, or −1.
    var link: Int32 = -1
    private var u0: UInt32 = 0, u1: UInt32 = 0, u2: UInt32 = 0, u3: UInt32 = 0
    private var k0 = ProposalKey(), k1 = ProposalKey(), k2 = ProposalKey(), k3 = ProposalKey()
    private var s0 = CGSize.zero, s1 = CGSize.zero, s2 = CGSize.zero, s3 = CGSize.zero

    var isFull: Bool { count == 4 }

    /// The answer for `k`, marking the entry used in `pass`.
    @inline(__always) mutating func lookup(_ k: ProposalKey, pass: UInt32) -> CGSize? {
        if count > 0 && k0 == k { u0 = pass; return s0 }
        if count > 1 && k1 == k { u1 = pass; return s1 }
        if count > 2 && k2 == k { u2 = pass; return s2 }
        if count > 3 && k3 == k { u3 = pass; return s3 }
        return nil
    }

    /// Stores an entry in a free slot, or over the least recently used one that `pass` has not
    /// used (any least recently used one when `force`). False when every entry served `pass`.
    mutating func store(_ k: ProposalKey, _ s: CGSize, pass: UInt32, force: Bool = false) -> Bool {
        var slot = Int(count)
        if isFull {
            slot = -1
            var oldest = UInt32.max
            func consider(_ i: Int, _ u: UInt32) {
                if (force || u != pass) && (slot < 0 || u < oldest) {
                    slot = i
                    oldest = u
                }
            }
            consider(0, u0)
            consider(1, u1)
            consider(2, u2)
            consider(3, u3)
            if slot < 0 { return false }
        } else {
            count += 1
        }
        switch slot {
        case 0: k0 = k; s0 = s; u0 = pass
        case 1: k1 = k; s1 = s; u1 = pass
        case 2: k2 = k; s2 = s; u2 = pass
        default: k3 = k; s3 = s; u3 = pass
        }
        return true
    }
}

/// Every node's cached answers: one inline block per node, and spill blocks chained from it.
///
/// Entries persist across the passes of a `LayoutSession` (a size depends only on the subtree and
/// the proposal). Only when all four inline entries served the current pass does a node chain a
/// spill block (up to `maxBlocks` in all, after which the last block's oldest entry goes). So a
/// resize, one new proposal per pass, stays within the inline four, while a node probed many ways
/// in one pass keeps all its answers.
struct SizeCacheTable: ~Copyable {
    private var blocks = UnsafeStore<SizeCacheBlock>()
    private var spill = UnsafeStore<SizeCacheBlock>()
    /// The current pass, stamped on the entries it uses.
    private(set) var pass: UInt32 = 0
    /// Sizes computed (misses) in the current pass, so tests can check that nesting stays linear.
    var computations = 0

    /// Blocks per node, the inline one included: eight answers (Taffy keeps nine).
    static let maxBlocks = 2

    /// Starts a layout pass.
    mutating func beginPass() {
        pass &+= 1
        computations = 0
    }

    /// Gives a newly added node its (empty) inline block; ids are consecutive from 0.
    mutating func addNode() { blocks.append(SizeCacheBlock()) }

    /// The cached answer of node `id` for `key`.
    @inline(__always) func lookup(_ id: Int32, _ key: ProposalKey) -> CGSize? {
        let pass = self.pass
        if let s = blocks.update(id, { $0.lookup(key, pass: pass) }) { return s }
        var link = blocks[id].link
        while link >= 0 {
            if let s = spill.update(link, { $0.lookup(key, pass: pass) }) { return s }
            link = spill[link].link
        }
        return nil
    }

    /// Records that node `id` answered `s` for `key`.
    @inline(__always) mutating func store(_ id: Int32, _ key: ProposalKey, _ s: CGSize) {
        computations += 1
        let pass = self.pass
        if !blocks.update(id, { $0.store(key, s, pass: pass) }) { storeSpilled(id, key, s) }
    }

    /// `store` once the inline entries all served this pass: the node's chain of spill blocks.
    @inline(never) private mutating func storeSpilled(_ id: Int32, _ key: ProposalKey, _ s: CGSize) {
        var block = blocks[id].link
        if block < 0 {
            block = newSpillBlock()
            blocks.update(id) { $0.link = block }
        }
        var depth = 2
        while !spill.update(block, { $0.store(key, s, pass: pass) }) {
            let next = spill[block].link
            if next >= 0 {
                block = next
            } else if depth < SizeCacheTable.maxBlocks {
                let b = newSpillBlock()
                spill.update(block) { $0.link = b }
                block = b
            } else {
                _ = spill.update(block) { $0.store(key, s, pass: pass, force: true) }  // the last block's oldest entry goes
                return
            }
            depth += 1
        }
    }

    private mutating func newSpillBlock() -> Int32 {
        spill.append(SizeCacheBlock())
        return Int32(spill.count - 1)
    }
}
