import Foundation

/// Whether layouts started in a scope record every sizing question their views were asked:
/// `LayoutTrace.$probes.withValue(true) { DeviceScene(...) }`. Off by default; `layoutviz explain
/// --probes` turns it on (docs/inspector.md, "Probes").
package enum LayoutTrace {
    @TaskLocal package static var probes = false
}

/// One sizing question: the view, the proposal it was asked about, and its answer.
struct LayoutProbeRecord {
    let id: Int32
    let proposal: ProposedViewSize
    let size: CGSize
}
