import Foundation
import LayoutViz

/// One row of a contact sheet: a view drawn on every column's device, in the row's appearance
/// when it has one (variants on rows), else in each column's.
public struct SheetRow: Sendable {
    public let title: String
    public let description: String
    public let makeView: @Sendable () -> AnyView
    /// The appearance every tile of the row is drawn in; nil: each column's.
    public let appearance: Appearance?

    /// Creates a row.
    public init(title: String, description: String, appearance: Appearance? = nil, makeView: @escaping @Sendable () -> AnyView) {
        self.title = title
        self.description = description
        self.appearance = appearance
        self.makeView = makeView
    }
}

/// Side-by-side pictures for docs: rows are variants, columns are devices × orientations, every
/// tile scaled to a common height, labelled (device, size in points, scale, size classes), with
/// the safe-area bands shaded and a thin device outline.
///
/// The sheet's own layout is a LayoutViz view (stacks, text, frames); each tile is a full device
/// screen drawn into its frame with a scale transform.
public enum ContactSheet {
    /// Tile height in points.
    public static let tileHeight: CGFloat = 300
    static let labelWidth: CGFloat = 190
    /// The most characters of a title (the sheet's, a row's) and of a row's description drawn:
    /// a 10,000-character preview name would otherwise wrap into a column hundreds of lines tall.
    static let titleLimit = 200, descriptionLimit = 600

    /// `text` cut to `limit` characters, with an ellipsis when cut.
    package static func cut(_ text: String, _ limit: Int) -> String { text.count <= limit ? text : String(text.prefix(limit - 1)) + "…" }

    private struct TileID: Hashable {
        let row: Int, column: Int
    }

    /// The sheet's drawing, each column's screens with the rest of their configuration from
    /// `RenderConfiguration.current`.
    public static func displayList(title: String, rows: [SheetRow], columns: [DeviceConfiguration], scale: CGFloat = 1,
                                   textMeasurer: any TextMeasuring = RenderContext.standardTextMeasurer) -> DisplayList {
        displayList(title: title, rows: rows, columns: columns.map(RenderConfiguration.on), scale: scale, textMeasurer: textMeasurer)
    }

    /// The sheet's drawing: a column per render configuration (each tile drawn with the device's
    /// chrome), text measured with `textMeasurer`; what the screens ask for and do not get is noted
    /// in `report` (the list's); the screens' lifecycles run as `lifecycle` says, their tasks
    /// given `settleSeconds`.
    public static func displayList(title: String, rows: [SheetRow], columns renders: [RenderConfiguration], scale: CGFloat = 1,
                                   textMeasurer: any TextMeasuring = RenderContext.standardTextMeasurer, report: RenderReport = RenderReport(),
                                   lifecycle: LifecycleMode = .actions, settleSeconds: Double = RenderContext.defaultSettleSeconds) -> DisplayList {
        let columns = renders.map(\.screen)
        func tileWidth(_ c: DeviceConfiguration) -> CGFloat {
            (c.screenSize.width / c.screenSize.height * tileHeight).rounded()
        }
        func classes(_ c: DeviceConfiguration) -> String { "\(c.horizontalSizeClass)/\(c.verticalSizeClass)" }
        // The column's appearance, when it is not the default and no row sets its own: ", dark, right to left".
        let rowsSetAppearance = rows.contains { $0.appearance != nil }
        func appearance(_ r: RenderConfiguration) -> String {
            rowsSetAppearance || r.appearance == .standard ? "" : ", " + r.appearance.label
        }
        let sheet = VStack(alignment: .leading, spacing: 14) {
            Text(cut(title, titleLimit)).font(.title3).bold()
            HStack(alignment: .bottom, spacing: 16) {
                Color.clear.frame(width: labelWidth, height: 1)
                ForEach(Array(renders.enumerated()), id: \.offset) { _, r in
                    let c = r.screen
                    VStack(alignment: .leading, spacing: 1) {
                        Text(c.device.name).font(.caption).bold()
                        Text("\(LayoutDiff.num(c.screenSize.width))×\(LayoutDiff.num(c.screenSize.height)) pt @\(LayoutDiff.num(c.device.scale))x").font(.caption2)
                        Text("\(c.orientation.rawValue), \(classes(c))\(appearance(r))").font(.caption2).foregroundColor(.gray)
                    }
                    .frame(width: tileWidth(c), alignment: .leading)
                }
            }
            ForEach(Array(rows.enumerated()), id: \.offset) { r, row in
                HStack(alignment: .top, spacing: 16) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(cut(row.title, titleLimit)).font(.headline)
                        if let a = row.appearance { Text(a.label).font(.caption).bold() }
                        Text(cut(row.description, descriptionLimit)).font(.caption).foregroundColor(.gray)
                    }
                    .frame(width: labelWidth, alignment: .leading)
                    ForEach(Array(columns.enumerated()), id: \.offset) { col, c in
                        Color.clear.frame(width: tileWidth(c), height: tileHeight).id(TileID(row: r, column: col))
                    }
                }
            }
        }
        .padding(24)
        .background(Color(.systemBackground))

        // The sheet is dark when every column is: its background and labels follow.
        var env = EnvironmentValues()
        env.textMeasurer = textMeasurer
        env.renderReport = report
        env.displayScale = scale
        let tiles = rows.flatMap { row in renders.map { row.appearance.map($0.with) ?? $0 } }
        env.colorScheme = !tiles.isEmpty && tiles.allSatisfy { $0.colorScheme == .dark } ? .dark : .light
        let tree = LayoutTree(sheet, proposal: .unspecified, environment: env)
        var list = tree.displayList(scale: scale)
        let outline = Color(red: 0.55, green: 0.56, blue: 0.6)
        for (r, row) in rows.enumerated() {
            for (col, c) in columns.enumerated() {
                guard let f = tree.frame(of: TileID(row: r, column: col)) else { continue }
                var render = row.appearance.map(renders[col].with) ?? renders[col]
                // Overlays are drawn for the tile's size below, not the device's.
                let overlays = render.overlays
                render.overlays = []
                var context = RenderContext(render, textMeasurer: textMeasurer)
                context.lifecycle = lifecycle
                context.settleSeconds = settleSeconds
                let scene = DeviceScene(row.makeView(), context: context, report: report)
                let screen = scene.displayList(chrome: .device)
                let k = f.height / c.screenSize.height
                // The device's own screen corners, scaled with the screen (square ones get a hint of a corner).
                let radius = max(c.device.hardware.cornerRadius * k, 2)
                let shape = Path(roundedRect: f, cornerRadius: radius)
                list.items.append(.beginClip(shape))
                list.items.append(.beginTransform(scale: k, translation: f.origin))
                list.items += screen.items
                for o in overlays {
                    let canvas = CGRect(origin: .zero, size: c.screenSize)
                    // A tile has no room for the legend: the elements' marks and numbers alone.
                    list.items += o == .accessibility ? scene.accessibilityTree(chrome: .device).markItems(canvas: canvas, zoom: k, measurer: textMeasurer)
                        : scene.tree.overlayItems(o, canvas: canvas, scale: scale * k, zoom: k)
                }
                list.items.append(.endTransform)
                list.items.append(.endClip)
                list.items.append(.stroke(shape, outline, lineWidth: 1))
            }
        }
        return list
    }
}
