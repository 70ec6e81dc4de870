import LayoutViz

// Ordinary app screens written as apps write them: an image, labels and a card; a dashboard grid
// in a scroll view; a spec table in a Grid; a full-bleed onboarding screen. The images are in
// Samples/Images (made by Scripts/generate-sample-images.py).

/// iOS's grouped background and the cards on it, per colour scheme.
private let groupedBackground = Color(.systemGroupedBackground)
private let card = Color(.secondarySystemGroupedBackground)

/// A profile card centred on a grouped background.
struct ProfileCard: View {
    var body: some View {
        VStack(spacing: 16) {
            Image("avatar")
                .resizable()
                .scaledToFill()
                .frame(width: 96, height: 96)
                .clipShape(Circle())
            VStack(spacing: 4) {
                Text("Ada Lovelace").font(.title2).bold()
                Text("Analyst · London").font(.subheadline).foregroundStyle(.secondary)
            }
            HStack(spacing: 20) {
                stat("128", "Posts")
                Divider().frame(height: 32)
                stat("4.2k", "Followers")
                Divider().frame(height: 32)
                stat("311", "Following")
            }
            Label("ada@example.com", systemImage: "envelope")
                .font(.callout)
                .foregroundStyle(.secondary)
            Text("Follow")
                .font(.headline)
                .foregroundColor(.white)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 12)
                .background(Color.blue, in: RoundedRectangle(cornerRadius: 12))
        }
        .padding(24)
        .background(card, in: RoundedRectangle(cornerRadius: 20))
        .shadow(color: .black.opacity(0.12), radius: 12, y: 4)
        .padding(20)
        .frame(maxWidth: 420)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(groupedBackground)
    }

    private func stat(_ value: String, _ title: String) -> some View {
        VStack(spacing: 2) {
            Text(value).font(.headline)
            Text(title).font(.caption).foregroundStyle(.secondary)
        }
    }
}

/// One metric of the dashboard.
struct MetricTile: View {
    let title: String
    let symbol: String
    let value: String
    let change: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: symbol)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text(value).font(.title).bold()
            Text(change).font(.footnote).foregroundColor(change.hasPrefix("−") ? .red : .green)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(card, in: RoundedRectangle(cornerRadius: 16))
    }
}

/// A dashboard: a large title and an adaptive grid of tiles in a scroll view, longer than the screen.
struct Dashboard: View {
    let metrics: [(String, String, String, String)] = [
        ("Revenue", "dollarsign.circle", "$48.2k", "+12% this week"),
        ("Orders", "shippingbox", "1,284", "+4% this week"),
        ("Visitors", "person.2", "23.9k", "+18% this week"),
        ("Refunds", "arrow.uturn.left", "37", "−3% this week"),
        ("Conversion", "chart.line.uptrend.xyaxis", "5.4%", "+0.6 pt"),
        ("Avg. order", "cart", "$37.50", "+$1.20"),
        ("Reviews", "star", "4.8", "+0.1"),
        ("Returns", "arrow.triangle.2.circlepath", "2.1%", "−0.4 pt"),
        ("Support", "bubble.left", "86", "−9% this week"),
        ("Signups", "person.badge.plus", "412", "+22% this week"),
        ("Wishlists", "heart", "1,903", "+7% this week"),
        ("Shipping", "truck.box", "1.8 days", "−0.3 days"),
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Dashboard").font(.largeTitle).bold()
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 160), spacing: 12)], spacing: 12) {
                    ForEach(metrics, id: \.0) { m in
                        MetricTile(title: m.0, symbol: m.1, value: m.2, change: m.3)
                    }
                }
            }
            .padding()
        }
        .background(groupedBackground)
    }
}

/// A specification table in a Grid: names leading, values wrapping, dividers between rows.
struct SpecTable: View {
    let rows: [(String, String)] = [
        ("Display", "6.1-inch Super Retina XDR, 2556 × 1179 pixels at 460 ppi"),
        ("Chip", "A18 with 6-core CPU and 5-core GPU"),
        ("Camera", "48 MP Fusion and 12 MP Ultra Wide"),
        ("Battery", "Up to 22 hours of video playback"),
        ("Weight", "170 g"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Label("iPhone 16", systemImage: "iphone").font(.title.bold())
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
                ForEach(rows, id: \.0) { row in
                    GridRow(alignment: .firstTextBaseline) {
                        Text(row.0).font(.subheadline).foregroundStyle(.secondary)
                        Text(row.1)
                    }
                    if row.0 != rows.last?.0 {
                        Divider().gridCellUnsizedAxes(.horizontal)
                    }
                }
            }
            Spacer()
        }
        .padding()
    }
}

/// A full-bleed onboarding screen: a photo under the status bar and home indicator (behind the
/// content, so its overflow never widens the layout), text and a button on a dark panel whose
/// style background reaches the bottom of the screen (and its sides in landscape).
struct Onboarding: View {
    var body: some View {
        VStack(spacing: 0) {
            Spacer()
            VStack(spacing: 12) {
                Text("Find your trail").font(.largeTitle).bold()
                Text("Maps, weather and routes for every hike, even offline.")
                    .multilineTextAlignment(.center)
                    .foregroundColor(.white.opacity(0.8))
                Text("Get started")
                    .font(.headline)
                    .foregroundColor(.black)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 14)
                    .background(Color.white, in: Capsule())
                    .padding(.top, 8)
            }
            .foregroundColor(.white)
            .padding(24)
            .frame(maxWidth: .infinity)
            .background(Color.black.opacity(0.55))
        }
        .background {
            Image("mountains")
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()
        }
    }
}

let screenSamples: [Sample] = [
    Sample(name: "screen-profile", group: "screens",
           description: "A profile card: a resizable image filled and clipped to a circle, a label with a symbol, dividers, a shadow; the grouped background reaches under the status bar.") { ProfileCard() },
    Sample(name: "screen-dashboard", group: "screens",
           description: "A dashboard: a large title and an adaptive LazyVGrid of tiles in a ScrollView, running on under the home indicator.") { Dashboard() },
    Sample(name: "screen-specs", group: "screens",
           description: "A spec table: a Grid with leading names, wrapping values aligned on their first baselines, and dividers that do not widen it.") { SpecTable() },
    Sample(name: "screen-onboarding", group: "screens",
           description: "A full-bleed onboarding screen: a JPEG photo filling the screen with ignoresSafeArea, a panel whose style background extends under the home indicator and, in landscape, to the sides.") { Onboarding() },
]
