// `import AVKit` on Linux: `VideoPlayer`, drawn as a paused player shows before it loads — black,
// filling the space offered, with its overlay — and named in the run's "not drawn yet" warning
// (no video is decoded). Re-exports AVFoundation, as AVKit does (docs/frameworks.md, "Media").
@_exported import AVFoundation
import LayoutVizCore

/// A player's video with the system's controls, as AVKit's `VideoPlayer`.
nonisolated public struct VideoPlayer<VideoOverlay: View>: View {
    let overlay: VideoOverlay
    @Environment(\.renderReport) private var report
    @Environment(\.systemLook) private var look

    /// A player of `player`'s item, with `videoOverlay` over the video.
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) { overlay = videoOverlay() }

    public var body: some View {
        report?.noteNotDrawn("VideoPlayer (video is not decoded)")
        return ZStack {
            look.videoBackground
            Image(systemName: "play.fill").font(.largeTitle).foregroundColor(look.videoGlyph)
            overlay
        }
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    /// A player of `player`'s item.
    public init(player: AVPlayer?) { overlay = EmptyView() }
}
