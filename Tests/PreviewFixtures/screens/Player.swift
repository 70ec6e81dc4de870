import SwiftUI

struct PlayerView: View {
    @State private var progress = 0.35
    @State private var volume = 0.6
    @State private var isPlaying = true

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 20)
                .fill(LinearGradient(colors: [.purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .aspectRatio(1, contentMode: .fit)
                .overlay(Image(systemName: "music.note").font(.system(size: 80)).foregroundStyle(.white.opacity(0.8)))
                .shadow(radius: 12, y: 6)
            HStack {
                VStack(alignment: .leading) {
                    Text("Midnight City").font(.title2.bold())
                    Text("M83").foregroundStyle(.secondary)
                }
                Spacer()
                Image(systemName: "heart.fill").foregroundStyle(.pink)
                Image(systemName: "ellipsis.circle").foregroundStyle(.secondary)
            }
            VStack(spacing: 4) {
                ProgressView(value: progress)
                HStack {
                    Text("1:24")
                    Spacer()
                    Text("-2:39")
                }
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
            }
            HStack(spacing: 40) {
                Image(systemName: "shuffle")
                Image(systemName: "backward.fill")
                Image(systemName: isPlaying ? "pause.fill" : "play.fill").font(.system(size: 44))
                Image(systemName: "forward.fill")
                Image(systemName: "repeat")
            }
            .font(.title2)
            HStack {
                Image(systemName: "speaker.fill")
                Slider(value: $volume)
                Image(systemName: "speaker.wave.3.fill")
            }
            .foregroundStyle(.secondary)
            HStack(spacing: 60) {
                Image(systemName: "quote.bubble")
                Image(systemName: "airplayaudio")
                Image(systemName: "list.bullet")
            }
            .foregroundStyle(.secondary)
        }
        .padding(24)
    }
}

#Preview { PlayerView() }
