import Foundation

// What iOS draws over an app's screen: the status bar, the sensor housing (Dynamic Island or
// notch) and the home indicator. Sizes and sources are in docs/devices.md ("Screen chrome").

/// How a device picture shows the system's parts of the screen.
public enum ScreenChrome: String, Sendable, CaseIterable {
    /// As the device shows the app: status bar (9:41, signal, Wi-Fi, battery), Dynamic Island or
    /// notch, and home indicator, drawn over the content.
    case device
    /// The unsafe regions shaded, for checking layout against the safe area.
    case bands
    /// The content alone.
    case none
}

/// The hardware around a device's screen, as far as a picture of the screen shows it.
public struct DeviceHardware: Hashable, Sendable {
    /// What interrupts the top of the screen in portrait.
    public enum Sensor: Hashable, Sendable {
        /// No cut-out: a home-button iPhone, an iPad, a custom size.
        case none
        /// The notch of Face ID iPhones before the Dynamic Island: its size in points.
        case notch(width: CGFloat, height: CGFloat)
        /// The Dynamic Island: a pill of `size` whose top is `top` points below the screen's edge.
        case island(size: CGSize, top: CGFloat)
    }

    /// The sensor housing.
    public var sensor: Sensor
    /// The radius of the screen's rounded corners in points (0: square corners).
    public var cornerRadius: CGFloat
    /// Whether iOS shows a home indicator (Face ID iPhones and iPads without a home button).
    public var hasHomeIndicator: Bool

    /// Creates a description.
    public init(sensor: Sensor, cornerRadius: CGFloat, hasHomeIndicator: Bool) {
        self.sensor = sensor
        self.cornerRadius = cornerRadius
        self.hasHomeIndicator = hasHomeIndicator
    }

    /// The hardware of catalog devices by id (docs/devices.md, "Screen chrome").
    static let catalog: [String: DeviceHardware] = [
        "iphone-se-3": DeviceHardware(sensor: .none, cornerRadius: 0, hasHomeIndicator: false),
        "iphone-16e": DeviceHardware(sensor: .notch(width: 162, height: 34), cornerRadius: 47.33, hasHomeIndicator: true),
        "iphone-16": DeviceHardware(sensor: .island(size: CGSize(width: 126, height: 37.33), top: 11), cornerRadius: 55, hasHomeIndicator: true),
        "iphone-16-plus": DeviceHardware(sensor: .island(size: CGSize(width: 126, height: 37.33), top: 11), cornerRadius: 55, hasHomeIndicator: true),
        "iphone-16-pro": DeviceHardware(sensor: .island(size: CGSize(width: 126, height: 37.33), top: 14), cornerRadius: 62, hasHomeIndicator: true),
        "iphone-16-pro-max": DeviceHardware(sensor: .island(size: CGSize(width: 126, height: 37.33), top: 14), cornerRadius: 62, hasHomeIndicator: true),
        "ipad-mini-a17-pro": DeviceHardware(sensor: .none, cornerRadius: 21.5, hasHomeIndicator: true),
        "ipad-10": DeviceHardware(sensor: .none, cornerRadius: 18, hasHomeIndicator: true),
        "ipad-pro-13": DeviceHardware(sensor: .none, cornerRadius: 18, hasHomeIndicator: true),
    ]

    /// Nothing at all: custom sizes.
    static let plain = DeviceHardware(sensor: .none, cornerRadius: 0, hasHomeIndicator: false)
}

extension Device {
    /// The hardware around the screen: the catalog's for catalog devices, none for custom sizes.
    public var hardware: DeviceHardware { isCustom ? .plain : DeviceHardware.catalog[id] ?? .plain }

    /// True for iPads (a status bar in both orientations, with the date).
    var isPad: Bool { id.hasPrefix("ipad") }
}

/// Draws the status bar, sensor housing and home indicator of a device configuration.
struct ChromePainter {
    let configuration: DeviceConfiguration
    /// The colour of the status bar's text and symbols and of the home indicator.
    let ink: Color

    var screen: CGSize { configuration.screenSize }
    var hardware: DeviceHardware { configuration.device.hardware }
    var portrait: Bool { configuration.orientation == .portrait }

    /// The chrome's drawing operations, back to front.
    func items() -> [DisplayItem] {
        guard !configuration.device.isCustom else { return [] }
        var out: [DisplayItem] = []
        statusBar(into: &out)
        sensor(into: &out)
        homeIndicator(into: &out)
        return out
    }

    // MARK: Status bar

    /// iPhones hide the status bar in landscape; iPads and portrait iPhones show it.
    private func statusBar(into out: inout [DisplayItem]) {
        let d = configuration.device
        if d.isPad {
            // 24-point bar: time and date on the leading side, Wi-Fi and battery on the trailing side.
            let centreY: CGFloat = 12
            label("9:41  Mon Jun 10", size: 12, x: 20, width: 200, centreY: centreY, alignment: .leading, into: &out)
            symbols(rightEdge: screen.width - 20, centreY: centreY, signal: false, into: &out)
            return
        }
        guard portrait else { return }
        switch hardware.sensor {
        case .none:
            // Home-button iPhone: a 20-point bar, time centred, signal and Wi-Fi leading, battery trailing.
            let centreY: CGFloat = 10
            label("9:41 AM", size: 12, x: 0, width: screen.width, centreY: centreY, alignment: .center, into: &out)
            let signalWidth = signal(x: 6, centreY: centreY, scale: 0.8, into: &out)
            wifi(x: 6 + signalWidth + 4, centreY: centreY, scale: 0.8, into: &out)
            battery(x: screen.width - 6 - 27.33 * 0.8, centreY: centreY, scale: 0.8, into: &out)
        case .notch, .island:
            // The time centred in the leading ear, the symbols in the trailing one.
            let w: CGFloat, centreY: CGFloat
            switch hardware.sensor {
            case .island(let size, let top): (w, centreY) = (size.width, top + size.height / 2)
            case .notch(let width, _): (w, centreY) = (width, 23.5)
            case .none: return
            }
            let ear = (screen.width - w) / 2
            label("9:41", size: 17, x: 0, width: ear + 12, centreY: centreY, alignment: .center, into: &out)
            let group: CGFloat = 17 + 6 + 15.33 + 6 + 27.33
            symbols(rightEdge: screen.width - (ear - 12 - group) / 2, centreY: centreY, signal: true, into: &out)
        }
    }

    /// Signal (optional), Wi-Fi and battery, right-aligned at `rightEdge`.
    private func symbols(rightEdge: CGFloat, centreY: CGFloat, signal showsSignal: Bool, into out: inout [DisplayItem]) {
        var x = rightEdge - 27.33
        battery(x: x, centreY: centreY, scale: 1, into: &out)
        x -= 6 + 15.33
        wifi(x: x, centreY: centreY, scale: 1, into: &out)
        if showsSignal { _ = signal(x: x - 6 - 17, centreY: centreY, scale: 1, into: &out) }
    }

    /// A semibold label (Inter standing in for SF Pro) placed in a box `width` wide from `x`,
    /// centred on `centreY`; nothing without a text measurer. Centring Inter's line box centres
    /// its digits too (their middle lies 0.605 × the size below the top, as does the box's).
    private func label(_ s: String, size: CGFloat, x: CGFloat, width: CGFloat, centreY: CGFloat, alignment: TextAlignment, into out: inout [DisplayItem]) {
        guard let measurer = TextMeasurement.installed else { return }
        let request = TextLayoutRequest(string: s, font: .system(size: size, weight: .semibold), wrapWidth: nil, maxLines: 1,
                                        truncation: .tail, alignment: .leading)
        let m = measurer.measure(request).size
        let left = alignment == .center ? x + (width - m.width) / 2 : alignment == .leading ? x : x + width - m.width
        out.append(.text(request, origin: CGPoint(x: left, y: centreY - m.height / 2), color: ink))
    }

    /// Four bars, 17 × 10.67 points at scale 1; returns the width.
    private func signal(x: CGFloat, centreY: CGFloat, scale k: CGFloat, into out: inout [DisplayItem]) -> CGFloat {
        let heights: [CGFloat] = [4, 6, 8.33, 10.67]
        let bottom = centreY + 10.67 * k / 2
        var p = Path()
        for (i, h) in heights.enumerated() {
            p.addRoundedRect(in: CGRect(x: x + CGFloat(i) * 4.67 * k, y: bottom - h * k, width: 3 * k, height: h * k),
                             cornerSize: CGSize(width: 1 * k, height: 1 * k))
        }
        out.append(.fill(p, ink))
        return 17 * k
    }

    /// Three Wi-Fi arcs, 15.33 × 11 points at scale 1.
    private func wifi(x: CGFloat, centreY: CGFloat, scale k: CGFloat, into out: inout [DisplayItem]) {
        let centre = CGPoint(x: x + 15.33 * k / 2, y: centreY + 11 * k / 2)
        let start = Angle(degrees: -135), end = Angle(degrees: -45)
        var p = Path()
        // The dot: a small sector; then two bands.
        p.move(to: centre)
        p.addArc(center: centre, radius: 3.6 * k, startAngle: start, endAngle: end, clockwise: false)
        p.closeSubpath()
        for (inner, outer) in [(5.6, 8.0), (10.0, 11.0 + 0.3)] as [(CGFloat, CGFloat)] {
            p.move(to: CGPoint(x: centre.x + outer * k * cos(start.radians), y: centre.y + outer * k * sin(start.radians)))
            p.addArc(center: centre, radius: outer * k, startAngle: start, endAngle: end, clockwise: false)
            p.addArc(center: centre, radius: inner * k, startAngle: end, endAngle: start, clockwise: true)
            p.closeSubpath()
        }
        out.append(.fill(p, ink))
    }

    /// A full battery, 27.33 × 13 points at scale 1: a faint outline, the charge and the cap.
    private func battery(x: CGFloat, centreY: CGFloat, scale k: CGFloat, into out: inout [DisplayItem]) {
        let body = CGRect(x: x + 0.5 * k, y: centreY - 6 * k, width: 24.5 * k, height: 12 * k)
        out.append(.stroke(Path(roundedRect: body, cornerRadius: 3.8 * k), ink.opacity(0.35), lineWidth: 1 * k))
        out.append(.fill(Path(roundedRect: body.insetBy(dx: 2 * k, dy: 2 * k), cornerRadius: 2.2 * k), ink))
        let cap = CGRect(x: x + 25.67 * k, y: centreY - 2 * k, width: 1.66 * k, height: 4 * k)
        var capPath = Path()
        capPath.addRoundedRect(in: cap, cornerSize: CGSize(width: 0.8 * k, height: 0.8 * k))
        out.append(.fill(capPath, ink.opacity(0.4)))
    }

    // MARK: Sensor housing

    /// The Dynamic Island or notch, black, at the top in portrait and on the leading side in
    /// landscape (the device turned to the left).
    private func sensor(into out: inout [DisplayItem]) {
        var p = Path()
        switch hardware.sensor {
        case .none: return
        case .island(let size, let top):
            let r = portrait ? CGRect(x: (screen.width - size.width) / 2, y: top, width: size.width, height: size.height)
                : CGRect(x: top, y: (screen.height - size.width) / 2, width: size.height, height: size.width)
            p.addRoundedRect(in: r, cornerSize: CGSize(width: size.height / 2, height: size.height / 2))
        case .notch(let w, let h):
            p = notchPath(width: w, height: h)
        }
        out.append(.fill(p, .black))
    }

    /// A notch: straight sides, rounded bottom corners, small fillets where it meets the edge.
    private func notchPath(width w: CGFloat, height h: CGFloat) -> Path {
        let fillet: CGFloat = 6, r: CGFloat = 20
        var p = Path()
        // Built in portrait coordinates; in landscape the top edge is the leading one, its left
        // end at the bottom.
        let across = configuration.device.portraitSize.width
        let x0 = (across - w) / 2, x1 = x0 + w
        func m(_ x: CGFloat, _ y: CGFloat) -> CGPoint { portrait ? CGPoint(x: x, y: y) : CGPoint(x: y, y: across - x) }
        let k: CGFloat = 0.5523
        p.move(to: m(x0 - fillet, 0))
        p.addCurve(to: m(x0, fillet), control1: m(x0 - fillet + fillet * k, 0), control2: m(x0, fillet - fillet * k))
        p.addLine(to: m(x0, h - r))
        p.addCurve(to: m(x0 + r, h), control1: m(x0, h - r + r * k), control2: m(x0 + r - r * k, h))
        p.addLine(to: m(x1 - r, h))
        p.addCurve(to: m(x1, h - r), control1: m(x1 - r + r * k, h), control2: m(x1, h - r + r * k))
        p.addLine(to: m(x1, fillet))
        p.addCurve(to: m(x1 + fillet, 0), control1: m(x1, fillet - fillet * k), control2: m(x1 + fillet - fillet * k, 0))
        p.closeSubpath()
        return p
    }

    // MARK: Home indicator

    /// A 5-point pill 8 points above the bottom edge: 134 wide on iPhones in portrait, 209 in
    /// landscape, 315 on iPads.
    private func homeIndicator(into out: inout [DisplayItem]) {
        guard hardware.hasHomeIndicator else { return }
        let width: CGFloat = configuration.device.isPad ? 315 : (portrait ? 134 : 209)
        let r = CGRect(x: (screen.width - width) / 2, y: screen.height - 8 - 5, width: width, height: 5)
        out.append(.fill(Path(roundedRect: r, cornerRadius: 2.5), ink))
    }
}
