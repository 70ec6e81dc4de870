import Foundation

// What iOS draws over an app's screen: the status bar, the sensor housing (Dynamic Island or
// notch) and the home indicator. Every size and colour comes from the look (`SystemLook.ChromeLook`),
// the sensor's from the device's hardware (`DeviceChrome.swift`). Sizes and sources are in
// docs/devices.md ("Screen chrome").

/// Draws the status bar, sensor housing and home indicator of a device configuration.
struct ChromePainter {
    let configuration: DeviceConfiguration
    /// The look the screen was laid out in: its chrome metrics and ink.
    let look: SystemLook.ChromeLook
    /// What the time is measured with (none: no time).
    let measurer: (any TextMeasuring)?
    /// What the status bar shows (`statusBarHidden`; the lock screen shows no time in it).
    var statusBar: StatusBarContent = .full

    var screen: CGSize { configuration.screenSize }
    var hardware: DeviceHardware { configuration.device.hardware }
    var portrait: Bool { configuration.orientation == .portrait }
    var ink: Color { look.ink }

    /// The chrome's drawing operations, back to front.
    func items() -> [DisplayItem] {
        guard !configuration.device.isCustom else { return [] }
        var out: [DisplayItem] = []
        var marks: [StatusMark] = []
        statusBar(into: &out, marks: &marks)
        sensor(into: &out)
        homeIndicator(into: &out)
        return out
    }

    // MARK: Status bar

    /// One thing the status bar shows, and the drawing operations that show it.
    private struct StatusMark {
        enum Kind { case time(String), signal, wifi, battery }
        let kind: Kind
        let items: Range<Int>
    }

    /// The status bar's elements as VoiceOver reads them, left to right: the time, the signal,
    /// Wi-Fi and the battery, each at the bounds of what draws it. Their words are LayoutViz's
    /// [INF] (docs/accessibility.md, "The screen's chrome").
    func statusBarElements() -> [AccessibilityElementRecord] {
        guard !configuration.device.isCustom else { return [] }
        var out: [DisplayItem] = [], marks: [StatusMark] = []
        statusBar(into: &out, marks: &marks)
        let elements = marks.compactMap { mark -> AccessibilityElementRecord? in
            let frame = out[mark.items].reduce(CGRect.null) { r, item in r.union(Self.bounds(of: item, measurer: measurer)) }
            guard !frame.isNull else { return nil }
            let label: String
            switch mark.kind {
            case .time(let t): label = t.split(separator: " ").joined(separator: " ")
            case .signal: label = "Cellular, \(look.signalBars.count) of \(look.signalBars.count) bars"
            case .wifi: label = "Wi-Fi, \(look.wifiBands.count + 1) of \(look.wifiBands.count + 1) bars"
            case .battery: label = "Battery, 100%"
            }
            return AccessibilityElementRecord(label: label, value: nil, hint: nil, identifier: nil, traits: .staticText, inputLabels: [], frame: frame,
                                              actions: [], rotors: [], path: "StatusBar")
        }
        return elements.sorted { $0.frame.minX < $1.frame.minX }
    }

    private static func bounds(of item: DisplayItem, measurer: (any TextMeasuring)?) -> CGRect {
        switch item {
        case .fill(let p, _), .stroke(let p, _, _): return p.boundingRect
        case .text(let r, let origin, _): return CGRect(origin: origin, size: measurer?.measure(r).size ?? .zero)
        default: return .null
        }
    }

    /// iPhones hide the status bar in landscape; iPads and portrait iPhones show it, all of it
    /// unless `statusBar` leaves out the time or everything.
    private func statusBar(into out: inout [DisplayItem], marks: inout [StatusMark]) {
        guard statusBar != .hidden else { return }
        let d = configuration.device
        func mark(_ kind: StatusMark.Kind, _ draw: (inout [DisplayItem]) -> Void) {
            if case .time = kind, statusBar == .withoutTime { return }
            let start = out.count
            draw(&out)
            marks.append(StatusMark(kind: kind, items: start..<out.count))
        }
        if d.isPad {
            // Time and date on the leading side, Wi-Fi and battery on the trailing side.
            let centreY = look.padCentreY
            mark(.time(look.padTime)) { label(look.padTime, size: look.padTimeSize, x: look.padMargin, width: look.padTimeWidth, centreY: centreY,
                                             alignment: .leading, into: &$0) }
            symbols(rightEdge: screen.width - look.padMargin, centreY: centreY, signal: false, into: &out, marks: &marks)
            return
        }
        guard portrait else { return }
        switch hardware.sensor {
        case .none:
            // Home-button iPhone: time centred, signal and Wi-Fi leading, battery trailing.
            let centreY = look.homeButtonCentreY, k = look.homeButtonSymbolScale, margin = look.homeButtonMargin
            mark(.time(look.homeButtonTime)) { label(look.homeButtonTime, size: look.homeButtonTimeSize, x: 0, width: screen.width, centreY: centreY,
                                                    alignment: .center, into: &$0) }
            var signalWidth: CGFloat = 0
            mark(.signal) { signalWidth = signal(x: margin, centreY: centreY, scale: k, into: &$0) }
            mark(.wifi) { wifi(x: margin + signalWidth + look.homeButtonSymbolGap, centreY: centreY, scale: k, into: &$0) }
            mark(.battery) { battery(x: screen.width - margin - look.batteryWidth * k, centreY: centreY, scale: k, into: &$0) }
        case .notch, .island:
            // The time centred in the leading ear, the symbols in the trailing one.
            let w: CGFloat, centreY: CGFloat
            switch hardware.sensor {
            case .island(let size, let top): (w, centreY) = (size.width, top + size.height / 2)
            case .notch(let width, _): (w, centreY) = (width, look.notchCentreY)
            case .none: return
            }
            let ear = (screen.width - w) / 2, allowance = look.phoneEarAllowance
            mark(.time(look.phoneTime)) { label(look.phoneTime, size: look.phoneTimeSize, x: 0, width: ear + allowance, centreY: centreY, alignment: .center, into: &$0) }
            let group = look.signalWidth + look.symbolGap + look.wifiWidth + look.symbolGap + look.batteryWidth
            symbols(rightEdge: screen.width - (ear - allowance - group) / 2, centreY: centreY, signal: true, into: &out, marks: &marks)
        }
    }

    /// Signal (optional), Wi-Fi and battery, right-aligned at `rightEdge`.
    private func symbols(rightEdge: CGFloat, centreY: CGFloat, signal showsSignal: Bool, into out: inout [DisplayItem], marks: inout [StatusMark]) {
        var x = rightEdge - look.batteryWidth
        var start = out.count
        battery(x: x, centreY: centreY, scale: 1, into: &out)
        marks.append(StatusMark(kind: .battery, items: start..<out.count))
        x -= look.symbolGap + look.wifiWidth
        start = out.count
        wifi(x: x, centreY: centreY, scale: 1, into: &out)
        marks.append(StatusMark(kind: .wifi, items: start..<out.count))
        if showsSignal {
            start = out.count
            _ = signal(x: x - look.symbolGap - look.signalWidth, centreY: centreY, scale: 1, into: &out)
            marks.append(StatusMark(kind: .signal, items: start..<out.count))
        }
    }

    /// The time (Inter standing in for SF Pro) placed in a box `width` wide from `x`, centred on
    /// `centreY`; nothing without a text measurer. Centring Inter's line box centres its digits
    /// too (their middle lies 0.605 × the size below the top, as does the box's).
    private func label(_ s: String, size: CGFloat, x: CGFloat, width: CGFloat, centreY: CGFloat, alignment: TextAlignment, into out: inout [DisplayItem]) {
        guard let measurer else { return }
        let request = TextLayoutRequest(string: s, font: .system(size: size, weight: look.timeWeight), wrapWidth: nil, maxLines: 1,
                                        truncation: .tail, alignment: .leading)
        let m = measurer.measure(request).size
        let left = alignment == .center ? x + (width - m.width) / 2 : alignment == .leading ? x : x + width - m.width
        out.append(.text(request, origin: CGPoint(x: left, y: centreY - m.height / 2), color: ink))
    }

    /// The signal bars at scale `k`; returns their width.
    private func signal(x: CGFloat, centreY: CGFloat, scale k: CGFloat, into out: inout [DisplayItem]) -> CGFloat {
        let bottom = centreY + look.signalHeight * k / 2
        var p = Path()
        for (i, h) in look.signalBars.enumerated() {
            p.addRoundedRect(in: CGRect(x: x + CGFloat(i) * look.signalPitch * k, y: bottom - h * k, width: look.signalBarWidth * k, height: h * k),
                             cornerSize: CGSize(width: look.signalBarRadius * k, height: look.signalBarRadius * k))
        }
        out.append(.fill(p, ink))
        return look.signalWidth * k
    }

    /// The Wi-Fi arcs at scale `k`: the dot, a small sector, then the bands.
    private func wifi(x: CGFloat, centreY: CGFloat, scale k: CGFloat, into out: inout [DisplayItem]) {
        let centre = CGPoint(x: x + look.wifiWidth * k / 2, y: centreY + look.wifiHeight * k / 2)
        let start = look.wifiStart, end = look.wifiEnd
        var p = Path()
        p.move(to: centre)
        p.addArc(center: centre, radius: look.wifiDot * k, startAngle: start, endAngle: end, clockwise: false)
        p.closeSubpath()
        for band in look.wifiBands {
            p.move(to: CGPoint(x: centre.x + band.outer * k * cos(start.radians), y: centre.y + band.outer * k * sin(start.radians)))
            p.addArc(center: centre, radius: band.outer * k, startAngle: start, endAngle: end, clockwise: false)
            p.addArc(center: centre, radius: band.inner * k, startAngle: end, endAngle: start, clockwise: true)
            p.closeSubpath()
        }
        out.append(.fill(p, ink))
    }

    /// A full battery at scale `k`: a faint outline, the charge and the cap.
    private func battery(x: CGFloat, centreY: CGFloat, scale k: CGFloat, into out: inout [DisplayItem]) {
        let body = CGRect(x: x + look.batteryBodyX * k, y: centreY - look.batteryBodyHeight * k / 2,
                          width: look.batteryBodyWidth * k, height: look.batteryBodyHeight * k)
        out.append(.stroke(Path(roundedRect: body, cornerRadius: look.batteryRadius * k), ink.opacity(look.batteryOutlineOpacity),
                           lineWidth: look.batteryOutline * k))
        let inset = look.batteryChargeInset * k
        out.append(.fill(Path(roundedRect: body.insetBy(dx: inset, dy: inset), cornerRadius: look.batteryChargeRadius * k), ink))
        let cap = CGRect(x: x + look.batteryCapX * k, y: centreY - look.batteryCapHeight * k / 2,
                         width: look.batteryCapWidth * k, height: look.batteryCapHeight * k)
        var capPath = Path()
        capPath.addRoundedRect(in: cap, cornerSize: CGSize(width: look.batteryCapRadius * k, height: look.batteryCapRadius * k))
        out.append(.fill(capPath, ink.opacity(look.batteryCapOpacity)))
    }

    // MARK: Sensor housing

    /// The Dynamic Island or notch, black (it is hardware: black in every scheme), at the top in
    /// portrait and on the leading side in landscape (the device turned to the left).
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
        out.append(.fill(p, DeviceHardware.sensorColor))
    }

    /// A notch: straight sides, rounded bottom corners, small fillets where it meets the edge.
    private func notchPath(width w: CGFloat, height h: CGFloat) -> Path {
        let fillet = DeviceHardware.notchFillet, r = DeviceHardware.notchCornerRadius
        var p = Path()
        // Built in portrait coordinates; in landscape the top edge is the leading one, its left
        // end at the bottom.
        let across = configuration.device.portraitSize.width
        let x0 = (across - w) / 2, x1 = x0 + w
        func m(_ x: CGFloat, _ y: CGFloat) -> CGPoint { portrait ? CGPoint(x: x, y: y) : CGPoint(x: y, y: across - x) }
        let k = DeviceHardware.notchCurve
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

    /// A pill above the bottom edge, centred.
    private func homeIndicator(into out: inout [DisplayItem]) {
        guard hardware.hasHomeIndicator else { return }
        let width = look.homeIndicatorWidth(pad: configuration.device.isPad, portrait: portrait), height = look.homeIndicatorHeight
        let r = CGRect(x: (screen.width - width) / 2, y: screen.height - look.homeIndicatorBottom - height, width: width, height: height)
        out.append(.fill(Path(roundedRect: r, cornerRadius: height / 2), look.homeIndicatorInk ?? ink))
    }
}
