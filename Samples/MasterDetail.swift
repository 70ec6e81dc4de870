import LayoutViz

// A master-detail app as apps write it: a NavigationSplitView with a sidebar list and a detail
// screen (columns on iPad and the large iPhones in landscape, one stack on iPhone), and the
// same detail pushed onto a NavigationStack by its path, with a back button and toolbars.

/// A walking trail.
struct Trail: Hashable {
    let name: String
    let region: String
    let length: String
    let climb: String
    let hours: String
}

let trails = [
    Trail(name: "Skyline Ridge", region: "Alps", length: "14.2 km", climb: "1,120 m", hours: "6 h"),
    Trail(name: "Lakeside Loop", region: "Dolomites", length: "8.5 km", climb: "310 m", hours: "3 h"),
    Trail(name: "Glacier View", region: "Alps", length: "11.0 km", climb: "860 m", hours: "5 h"),
    Trail(name: "Pine Valley", region: "Jura", length: "6.3 km", climb: "240 m", hours: "2 h"),
]

/// The list of trails and regions.
struct TrailList: View {
    var body: some View {
        List(selection: .constant(trails[0].name)) {
            Section("Favourites") {
                ForEach(trails, id: \.name) { trail in
                    NavigationLink(value: trail) { Label(trail.name, systemImage: "mountain.2") }
                }
            }
            Section("Regions") {
                Label("Alps", systemImage: "map")
                Label("Dolomites", systemImage: "map")
                Label("Jura", systemImage: "map")
            }
        }
        .navigationTitle("Trails")
    }
}

/// One trail: a photo, its figures in a grid, a description, and toolbar actions.
struct TrailDetail: View {
    let trail: Trail

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Image("mountains")
                    .resizable()
                    .scaledToFill()
                    .frame(height: 200)
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                VStack(alignment: .leading, spacing: 4) {
                    Text(trail.name).font(.title).bold()
                    Text(trail.region).font(.subheadline).foregroundStyle(.secondary)
                }
                Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 4) {
                    GridRow {
                        Text("Length").foregroundStyle(.secondary)
                        Text("Climb").foregroundStyle(.secondary)
                        Text("Time").foregroundStyle(.secondary)
                    }
                    .font(.caption)
                    GridRow {
                        Text(trail.length)
                        Text(trail.climb)
                        Text(trail.hours)
                    }
                    .font(.headline)
                }
                Text("A ridge walk above the tree line with views of three glaciers. Start early: the last lift down leaves at five.")
            }
            .padding()
        }
        .navigationTitle(trail.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button {} label: { Image(systemName: "square.and.arrow.up") }
            }
            ToolbarItem(placement: .bottomBar) {
                Button {} label: { Image(systemName: "heart") }
            }
            ToolbarItem(placement: .status) {
                Text("Updated today").font(.caption)
            }
            ToolbarItem(placement: .bottomBar) {
                Button {} label: { Image(systemName: "map") }
            }
        }
    }
}

/// Sidebar and detail side by side in a regular width; the sidebar alone on iPhone.
struct TrailSplitView: View {
    var body: some View {
        NavigationSplitView {
            TrailList()
        } detail: {
            TrailDetail(trail: trails[0])
        }
    }
}

/// The detail pushed onto a stack by its path: a back button to the list.
nonisolated struct TrailPushed: View {
    @State private var path = [trails[0]]

    var body: some View {
        NavigationStack(path: $path) {
            TrailList()
                .navigationDestination(for: Trail.self) { TrailDetail(trail: $0) }
        }
    }
}

let masterDetailSamples: [Sample] = [
    Sample(name: "screen-split", group: "screens",
           description: "A master-detail split view: a sidebar list of trails beside a detail screen with toolbar buttons on iPad and large iPhones in landscape; the sidebar list alone on other iPhones.") { TrailSplitView() },
    Sample(name: "screen-pushed", group: "screens",
           description: "A detail screen pushed by a NavigationStack's path: a back button titled with the list's title, an inline title, a share button, and a bottom toolbar with a status text.") { TrailPushed() },
]
