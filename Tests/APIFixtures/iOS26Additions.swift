import SwiftUI

// The API iOS 26 and 27 added (or SwiftUI had and LayoutViz lacked) as files use it: a table of
// files, an outline of folders, an anchor-drawn highlight, a mesh gradient card, an animatable
// shape, a slider with ticks, an image drawn in code and an image loaded with a request.

struct FileItem: Identifiable {
    let id: String
    var size: String = ""
    var children: [FileItem]?
}

let sampleFiles = [
    FileItem(id: "Report.pages", size: "2.1 MB"),
    FileItem(id: "Budget.numbers", size: "640 KB"),
    FileItem(id: "Photos", children: [FileItem(id: "Beach.heic")]),
]

struct FilesTable: View {
    @State private var order = [KeyPathComparator(\FileItem.id)]
    @State private var selection: FileItem.ID?
    var body: some View {
        Table(sampleFiles, selection: $selection, sortOrder: $order) {
            TableColumn("Name", value: \.id)
            TableColumn("Size", value: \.size).width(80)
        }
    }
}

struct FolderOutline: View {
    var body: some View {
        List(sampleFiles, children: \.children) { item in
            Label(item.id, systemImage: item.children == nil ? "doc" : "folder")
        }
    }
}

struct SelectedBounds: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

struct HighlightedChoice: View {
    var body: some View {
        HStack(spacing: 24) {
            Text("Day")
            Text("Week").anchorPreference(key: SelectedBounds.self, value: .bounds) { $0 }
            Text("Month")
        }
        .padding()
        .overlayPreferenceValue(SelectedBounds.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let r = proxy[anchor]
                    Capsule().stroke(.blue, lineWidth: 2)
                        .frame(width: r.width + 16, height: r.height + 8)
                        .offset(x: r.minX - 8, y: r.minY - 4)
                }
            }
        }
    }
}

struct AuroraCard: View {
    var body: some View {
        MeshGradient(width: 3, height: 3, points: [
            [0, 0], [0.5, 0], [1, 0],
            [0, 0.5], [0.6, 0.4], [1, 0.5],
            [0, 1], [0.5, 1], [1, 1],
        ], colors: [
            .indigo, .purple, .pink,
            .blue, .mint, .orange,
            .teal, .green, .yellow,
        ])
        .frame(height: 180)
        .clipShape(.rect(cornerRadius: 24))
        .overlay(alignment: .bottomLeading) { Text("Aurora").font(.title.bold()).foregroundStyle(.white).padding() }
    }
}

@Animatable struct Ring: Shape {
    var progress: Double
    @AnimatableIgnored var clockwise = true
    func path(in rect: CGRect) -> Path {
        Path { p in p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                            startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: !clockwise) }
    }
}

struct VolumeSettings: View {
    @State private var volume = 0.7
    @State private var balance = 0.2
    var body: some View {
        Form {
            Slider(value: $volume) {
                Text("Volume")
            } currentValueLabel: {
                Text(volume, format: .percent)
            } ticks: {
                SliderTickContentForEach(stride(from: 0.0, through: 1.0, by: 0.25).map { $0 }, id: \.self) { value in
                    SliderTick(value)
                }
            }
            Slider(value: $balance, in: -1...1, neutralValue: 0) {
                Text("Balance")
            } ticks: {
                SliderTick(-1.0)
                SliderTick(0.0)
                SliderTick(1.0)
            }
            Ring(progress: volume).stroke(.tint, lineWidth: 6).frame(width: 44, height: 44)
        }
    }
}

struct Badges: View {
    let avatar = URLRequest(url: URL(string: "https://example.com/avatar.png")!)
    var body: some View {
        HStack {
            Image(size: CGSize(width: 32, height: 32), label: Text("Status")) { ctx in
                ctx.fill(Path(ellipseIn: CGRect(x: 4, y: 4, width: 24, height: 24)), with: .color(.green))
            }
            AsyncImage(request: avatar) { image in image.resizable() } placeholder: { Color.secondary.opacity(0.2) }
                .frame(width: 32, height: 32)
                .clipShape(.circle)
        }
    }
}

#Preview("Table") { FilesTable() }
#Preview("Outline") { FolderOutline() }
#Preview("Anchor") { HighlightedChoice() }
#Preview("Mesh") { AuroraCard().padding() }
#Preview("Slider ticks") { VolumeSettings() }
#Preview("Drawn image") { Badges() }
