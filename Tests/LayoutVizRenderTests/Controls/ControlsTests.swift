import Foundation
import LayoutViz
import Testing

/// Controls as iOS 17/18 draws them at rest, one family at a time (docs/controls.md): toggles, text
/// fields, buttons, progress views, sliders, steppers, pickers, date and colour pickers, gauges,
/// menus, share links and control groups. Exact frames and decoded pixels. (The families whose
/// metrics iOS 26 changes pin iOS 18's look here; GlassLookTests has iOS 26's.)
@Suite struct ControlsTests {
    /// iOS 18's look at @2x.
    var ios18: EnvironmentValues {
        var env = EnvironmentValues.standard
        env.displayScale = 2
        env.systemLookName = .ios18
        return env
    }

    /// June 10, 2024, 9:41 AM in Cupertino.
    let date = Date(timeIntervalSince1970: 1_718_037_660)

    @Test func aToggleIsAsWideAsOfferedWithTheSwitchTrailing() throws {
        let t = LayoutTree(Toggle("Wi-Fi", isOn: .constant(true)), proposal: ProposedViewSize(width: 300, height: nil), environment: ios18)
        #expect(t.root.frame.size == CGSize(width: 300, height: 31))
        let track = try #require(t.root.allNodes().first { $0.kind == "Capsule" })
        #expect(track.frame == CGRect(x: 249, y: 0, width: 51, height: 31))
        // On: green with the knob at the trailing end; off: light grey with the knob leading.
        let env = ios18
        let on = try CairoRenderer.bitmap(LayoutTree(ZStack { Color.white; Toggle("A", isOn: .constant(true)) }, proposal: ProposedViewSize(width: 100, height: 31), environment: env).displayList(scale: 2))
        #expect(on.pixel(atPoint: 55, 15.5, scale: 2) == RGBA8(r: 52, g: 199, b: 89) && on.pixel(atPoint: 84, 15.5, scale: 2) == RGBA8(.white))
        let off = try CairoRenderer.bitmap(LayoutTree(ZStack { Color.white; Toggle("A", isOn: .constant(false)) }, proposal: ProposedViewSize(width: 100, height: 31), environment: env).displayList(scale: 2))
        #expect(off.pixel(atPoint: 92, 15.5, scale: 2) == RGBA8(r: 233, g: 233, b: 234) && off.pixel(atPoint: 64, 15.5, scale: 2) == RGBA8(.white))
        let tinted = try CairoRenderer.bitmap(LayoutTree(ZStack { Color.white; Toggle("A", isOn: .constant(true)).tint(.orange) }, proposal: ProposedViewSize(width: 100, height: 31), environment: env).displayList(scale: 2))
        #expect(tinted.pixel(atPoint: 55, 15.5, scale: 2) == RGBA8(ios18Table(.orange)))
    }

    @Test func textFieldsShowTheirTextOrThePlaceholder() throws {
        func tree(_ v: some View) -> LayoutTree { LayoutTree(v, proposal: ProposedViewSize(width: 200, height: nil)) }
        let empty = tree(TextField("Name", text: .constant("")))
        let text = try #require(empty.root.allNodes().first { $0.kind == "Text" })
        #expect(empty.root.frame.width == 200 && text.frame.minX == 0 && text.detail.contains("Name"))
        let secure = tree(SecureField("Password", text: .constant("abc")))
        #expect(try #require(secure.root.allNodes().first { $0.kind == "Text" }).detail.contains("•••"))
        let rounded = tree(TextField("Name", text: .constant("x")).textFieldStyle(.roundedBorder))
        #expect(rounded.root.frame.size == CGSize(width: 200, height: 34))
        // The placeholder is UIKit's placeholder grey; typed text is the primary colour.
        var env = EnvironmentValues.standard
        env.displayScale = 2
        let list = LayoutTree(TextField("Name", text: .constant("")), proposal: ProposedViewSize(width: 200, height: nil), environment: env).displayList(scale: 2)
        let colours = list.items.compactMap { if case .text(_, _, let c) = $0 { return c } else { return nil } }
        #expect(colours == [Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)])
    }

    @Test func borderedButtonsPadTheirLabelOnATint() throws {
        var env = EnvironmentValues.standard
        env.displayScale = 2
        func tree(_ v: some View) -> LayoutTree { LayoutTree(ZStack(alignment: .topLeading) { Color.white; v }, proposal: ProposedViewSize(width: 300, height: 100), environment: env) }
        let label = LayoutTree(Text("Save"), proposal: .unspecified, environment: env).root.frame.size
        let bordered = tree(Button("Save") {}.buttonStyle(.bordered).id("b"))
        let b = try #require(bordered.frame(of: "b"))
        #expect(b.size == CGSize(width: label.width + 24, height: label.height + 14))
        let pixels = try CairoRenderer.bitmap(bordered.displayList(scale: 2))
        #expect(pixels.pixel(atPoint: 4, b.midY, scale: 2) == RGBA8(r: 217, g: 237, b: 255))
        let large = tree(Button("Save") {}.buttonStyle(.borderedProminent).controlSize(.large).id("b"))
        let l = try #require(large.frame(of: "b"))
        #expect(l.size == CGSize(width: label.width + 40, height: label.height + 28))
        #expect(try CairoRenderer.bitmap(large.displayList(scale: 2)).pixel(atPoint: 6, l.midY, scale: 2) == RGBA8(r: 0, g: 136, b: 255))
        // A destructive button is red, in any style.
        let destructive = tree(Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent).id("b"))
        let d = try #require(destructive.frame(of: "b"))
        #expect(try CairoRenderer.bitmap(destructive.displayList(scale: 2)).pixel(atPoint: 4, d.midY, scale: 2) == RGBA8(.red))
    }

    @Test func progressSliderAndStepperAtRest() throws {
        #expect(LayoutTree(ProgressView(value: 0.25), proposal: ProposedViewSize(width: 200, height: nil)).root.frame.size == CGSize(width: 200, height: 4))
        let bar = try picture(ProgressView(value: 0.25), width: 200, height: 4)
        #expect(bar.pixel(atPoint: 10, 2, scale: 2) == RGBA8(r: 0, g: 136, b: 255) && bar.pixel(atPoint: 100, 2, scale: 2) == RGBA8(r: 228, g: 228, b: 229))
        #expect(LayoutTree(ProgressView(), proposal: .unspecified).root.frame.size == CGSize(width: 20, height: 20))
        #expect(LayoutTree(ProgressView().controlSize(.large), proposal: .unspecified).root.frame.size == CGSize(width: 37, height: 37))
        // The slider under iOS 26 (measured): 34 tall, a 37 × 24 thumb centred at its value, the
        // track tinted before it and black at 26/255 after it; under iOS 18, 31 tall.
        #expect(LayoutTree(Slider(value: .constant(0.5)), proposal: ProposedViewSize(width: 200, height: nil)).root.frame.size == CGSize(width: 200, height: 34))
        #expect(LayoutTree(Slider(value: .constant(0.5)), proposal: ProposedViewSize(width: 200, height: nil), environment: ios18).root.frame.size == CGSize(width: 200, height: 31))
        let slider = try picture(Slider(value: .constant(0.5)), width: 200, height: 34)
        #expect(slider.pixel(atPoint: 100, 17, scale: 2) == RGBA8(.white) && slider.pixel(atPoint: 50, 17, scale: 2) == RGBA8(r: 0, g: 136, b: 255))
        #expect(slider.pixel(atPoint: 160, 17, scale: 2) == RGBA8(r: 229, g: 229, b: 229))
        // The thumb's white runs 37 points across its row (74 pixels at @2x, but for the rim's blend).
        let white = (0..<400).filter { slider[$0, 34].r == 255 && slider[$0, 34].g == 255 && slider[$0, 34].b == 255 }.count
        #expect((72...74).contains(white), "\(white)")
        // The stepper: its 94 × 32 control trailing.
        let stepper = LayoutTree(Stepper("Guests", value: .constant(2)), proposal: ProposedViewSize(width: 300, height: nil))
        #expect(stepper.root.frame.size == CGSize(width: 300, height: 32))
        let control = try #require(stepper.root.allNodes().first { $0.kind == "frame" && $0.frame.size == CGSize(width: 94, height: 32) })
        #expect(control.frame.minX == 206)
    }

    @Test func pickersShowTheirSelection() throws {
        func options() -> some View { Group { Text("Free").tag("Free"); Text("Pro").tag("Pro") } }
        // Menu (the default): the selected title and an up-down chevron, tinted outside a list.
        let menu = LayoutTree(Picker("Plan", selection: .constant("Pro")) { options() }, proposal: ProposedViewSize(width: 300, height: nil))
        #expect(drawnStrings(menu).map(\.0) == ["Pro"] && drawnStrings(menu)[0].1 == .accentColor)
        // In a form row: the label leading, the value trailing in the secondary grey.
        let row = LayoutTree(Form { Picker("Plan", selection: .constant("Pro")) { options() } }, proposal: ProposedViewSize(width: 390, height: 400))
        #expect(drawnStrings(row).map(\.0) == ["Plan", "Pro"] && drawnStrings(row)[1].1 == Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6))
        // Segmented: as wide as offered, 32 tall, the selected segment white on the grey track.
        var env = EnvironmentValues.standard
        env.displayScale = 2
        let segmented = LayoutTree(ZStack { Color.white; Picker("T", selection: .constant(1)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented) },
                                   proposal: ProposedViewSize(width: 200, height: 32), environment: env)
        let b = try CairoRenderer.bitmap(segmented.displayList(scale: 2))
        #expect(b.pixel(atPoint: 120, 6, scale: 2) == RGBA8(.white) && b.pixel(atPoint: 20, 6, scale: 2) == RGBA8(r: 239, g: 239, b: 240))
        let inline = LayoutTree(Picker("Plan", selection: .constant("Free")) { options() }.pickerStyle(.inline), proposal: ProposedViewSize(width: 300, height: nil))
        #expect(inline.root.allNodes().filter { $0.kind == "CheckmarkShape" }.count == 1)
        let link = LayoutTree(Picker("Plan", selection: .constant("Free")) { options() }.pickerStyle(.navigationLink), proposal: ProposedViewSize(width: 300, height: nil))
        #expect(drawnStrings(link).map(\.0) == ["Plan", "Free"] && link.root.allNodes().contains { $0.kind == "ChevronShape" })
    }

    @Test func aCompactDatePickerShowsTheDateAndTimeInPills() throws {
        let picker = LayoutTree(DatePicker("Starts", selection: .constant(date)), proposal: ProposedViewSize(width: 350, height: nil))
        #expect(drawnStrings(picker).map(\.0) == ["Starts", "Jun 10, 2024", "9:41 AM"])
        // Each pill: the text 11 in from the sides and 6 from the top and bottom, the time pill trailing.
        let time = LayoutTree(Text("9:41 AM"), proposal: .unspecified).root.frame.size
        #expect(picker.root.frame.size == CGSize(width: 350, height: time.height + 12))
        let pills = picker.root.allNodes().filter { $0.kind == "padding" && $0.frame.height == time.height + 12 && $0.frame.minX > 0 }
        let timePill = try #require(pills.last).frame
        #expect(abs(timePill.maxX - 350) < 1e-9 && abs(timePill.width - (time.width + 22)) < 1e-9)
        // Only the time; another time zone moves the hour.
        let hour = LayoutTree(DatePicker("Ends", selection: .constant(date), displayedComponents: .hourAndMinute).environment(\.timeZone, TimeZone(identifier: "Europe/London")!),
                              proposal: ProposedViewSize(width: 350, height: nil))
        #expect(drawnStrings(hour).map(\.0) == ["Ends", "5:41 PM"])
        // In a form the row stays 44 tall (iOS 18), like a row with a switch.
        let form = LayoutTree(Form { DatePicker("Starts", selection: .constant(date)).id("row"); Text("Next").id("next") }, proposal: ProposedViewSize(width: 390, height: 600),
                              environment: ios18)
        let row = try #require(form.frame(of: "row")), next = try #require(form.frame(of: "next"))
        #expect(abs(next.midY - row.midY - 44) < 1e-9)
        let b = try picture(DatePicker("S", selection: .constant(date)), height: 40)
        #expect(b.pixel(atPoint: 296, 3, scale: 2) == RGBA8(r: 239, g: 239, b: 240))  // the pill's grey
    }

    @Test func aColorPickerShowsItsWellTrailing() throws {
        let t = LayoutTree(ColorPicker("Colour", selection: .constant(.orange)), proposal: ProposedViewSize(width: 300, height: nil))
        #expect(t.root.frame.size == CGSize(width: 300, height: 28))
        let b = try picture(ColorPicker("Colour", selection: .constant(.orange)), height: 28)
        #expect(b.pixel(atPoint: 286, 14, scale: 2) == RGBA8(.orange))       // the colour in the middle
        #expect(b.pixel(atPoint: 286, 1, scale: 2) != RGBA8(.white))         // the hue ring at the top
        #expect(b.pixel(atPoint: 286, 3.6, scale: 2) == RGBA8(.white))       // the white gap
    }

    @Test func gaugesFillToTheirFraction() throws {
        let linear = LayoutTree(Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") }, proposal: ProposedViewSize(width: 200, height: nil))
        #expect(drawnStrings(linear).map(\.0) == ["Speed", "30"])
        let label = LayoutTree(Text("Speed"), proposal: .unspecified).root.frame.height
        #expect(linear.root.frame.size == CGSize(width: 200, height: label + 6 + 4))
        let b = try picture(Gauge(value: 0.25) { Text("A") }, width: 200, height: 40)
        let barY = label + 6 + 2
        #expect(b.pixel(atPoint: 10, barY, scale: 2) == RGBA8(r: 0, g: 136, b: 255) && b.pixel(atPoint: 100, barY, scale: 2) == RGBA8(r: 228, g: 228, b: 229))
        // Circular: a 58-point ring filled clockwise from the top.
        let ring = LayoutTree(Gauge(value: 0.25) { Text("A") }.gaugeStyle(.accessoryCircularCapacity), proposal: .unspecified)
        #expect(ring.root.frame.size == CGSize(width: 58, height: 58))
        let r = try picture(Gauge(value: 0.25) { Text("A") }.gaugeStyle(.accessoryCircular), width: 58, height: 58)
        #expect(r.pixel(atPoint: 29 + 20, 29 - 20, scale: 2) == RGBA8(r: 0, g: 136, b: 255))   // upper right: filled
        #expect(r.pixel(atPoint: 29 - 20, 29 + 20, scale: 2) == RGBA8(r: 228, g: 228, b: 229)) // lower left: track
    }

    @Test func aWheelShowsTheSelectionInItsBand() throws {
        let wheel = LayoutTree(Picker("N", selection: .constant(2)) { ForEach(0..<5) { Text("Row \($0)").tag($0) } }.pickerStyle(.wheel),
                               proposal: ProposedViewSize(width: 300, height: nil))
        #expect(wheel.root.frame.size == CGSize(width: 300, height: 216))
        #expect(drawnStrings(wheel).map(\.0) == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])
        let selected = try #require(wheel.root.allNodes().first { $0.kind == "Text" && $0.detail.hasPrefix("\"Row 2\"") })
        #expect(abs(selected.frame.midY - 108) < 1e-9)
        let b = try picture(Picker("N", selection: .constant(2)) { ForEach(0..<5) { Text("Row \($0)").tag($0) } }.pickerStyle(.wheel), height: 216)
        #expect(b.pixel(atPoint: 12, 108, scale: 2) == RGBA8(r: 239, g: 239, b: 240) && b.pixel(atPoint: 4, 108, scale: 2) == RGBA8(.white))
    }

    @Test func menusShareLinksAndControlGroups() throws {
        let menu = LayoutTree(Menu("Options") { Button("A") {} }, proposal: .unspecified)
        #expect(drawnStrings(menu).map(\.0) == ["Options"] && drawnStrings(menu)[0].1 == .accentColor)
        let share = LayoutTree(ShareLink(item: "x"), proposal: .unspecified)
        // The share symbol (a glyph, no letter) and the title.
        #expect(drawnStrings(share).map(\.0) == ["Share"] && share.root.allNodes().contains { $0.kind == "Image" })
        // A control group: equal segments across the width, a 1-point hairline between them
        // (one pixel at scale 1).
        let group = LayoutTree(ControlGroup { Button("A") {}.id("a"); Button("Longer") {}.id("b") }, proposal: ProposedViewSize(width: 300, height: nil))
        let a = try #require(group.frame(of: "a")), b = try #require(group.frame(of: "b"))
        #expect(abs(a.midX - 74.75) < 1e-9 && abs(b.midX - 225.25) < 1e-9)
        #expect(group.root.allNodes().filter { $0.kind == "Color" && $0.frame == CGRect(x: 149.5, y: 7.5, width: 1, height: 20) }.count == 1)
    }

    @Test func disabledControlsAreDimmedAsIOSDimsThem() throws {
        func colours(_ v: some View) throws -> [(String, Color)] { drawnTexts(try onPhone(v)) }
        // A button's tint becomes tertiaryLabel; a prominent button's fill tertiarySystemFill.
        let tertiaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
        #expect(try colours(Button("Send") {}.disabled(true)).map(\.1) == [tertiaryLabel])
        #expect(try colours(Button("Send") {}).map(\.1) == [ios18Table(.accentColor)])
        let prominent = try onPhone(Button("Pay") {}.buttonStyle(.borderedProminent).disabled(true).id("b"))
        let frame = try #require(prominent.tree.frame(of: "b"))
        let b = try CairoRenderer.bitmap(prominent.displayList(chrome: .none))
        let fill = b.pixel(atPoint: frame.minX + 4, frame.midY, scale: 3)
        #expect(fill == RGBA8(r: 238, g: 238, b: 239) || (fill.r > 225 && fill.r < 245 && fill.b >= fill.r), "\(fill)")
        #expect(drawnTexts(prominent).map(\.1) == [tertiaryLabel])
        // A switch at half opacity: its green over white turns pale.
        let on = try CairoRenderer.bitmap(try onPhone(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().id("t")).displayList(chrome: .none))
        let off = try onPhone(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().disabled(true).id("t"))
        let t = try #require(off.tree.frame(of: "t"))
        let dim = try CairoRenderer.bitmap(off.displayList(chrome: .none))
        let p = CGPoint(x: t.minX + 8, y: t.midY)
        let full = on.pixel(atPoint: p.x, p.y, scale: 3), half = dim.pixel(atPoint: p.x, p.y, scale: 3)
        #expect(full.g > full.r + 60 && Int(half.r) >= (Int(full.r) + 255) / 2 - 3 && Int(half.r) <= (Int(full.r) + 255) / 2 + 3, "\(full) \(half)")
    }

    @Test func aSliderShowsItsValueLabelsEitherSide() throws {
        let scene = try onPhone(Slider(value: .constant(0.5), in: 0...1) { Text("Volume") } minimumValueLabel: {
            Text("lo").id("lo")
        } maximumValueLabel: {
            Text("hi").id("hi")
        }.padding(.horizontal, 20))
        let lo = try #require(scene.tree.frame(of: "lo")), hi = try #require(scene.tree.frame(of: "hi"))
        // The labels at the ends, 8 from the track; the label itself is not shown.
        #expect(lo.minX == 20 && hi.maxX == 393 - 20)
        #expect(!drawnTexts(scene).contains { $0.0 == "Volume" })
        // In secondaryLabel: (60, 60, 67) at 60 %.
        let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
        #expect(drawnTexts(scene).filter { $0.0 == "lo" || $0.0 == "hi" }.map(\.1) == [secondaryLabel, secondaryLabel])
    }
}
