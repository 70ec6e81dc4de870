import Foundation
import LayoutViz
import Testing

/// Presentations drawn when presented at the start: sheets at their detents, alerts, confirmation
/// dialogs, full-screen covers and inspectors, in both looks (docs/presentations.md).
@Suite struct PresentationTests {
    /// White behind black at 20 %: the dimmed screen.
    static let dimmedWhite = RGBA8(r: 204, g: 204, b: 204)
    static let red = RGBA8(r: 255, g: 59, b: 48)
    /// iOS 26's red.
    static let red26 = RGBA8(r: 255, g: 56, b: 60)
    static func red(_ look: SystemLook.Name) -> RGBA8 { look == .ios26 ? red26 : red }

    private func mediumSheet() -> some View {
        Color.white.sheet(isPresented: .constant(true)) { Color.red.id("content").presentationDetents([.medium]) }
    }

    /// The medium detent: half the screen's height above the bottom inset (iPhone 17: 437 + 34
    /// tall, its top at 403). iOS 18 draws it edge to edge; iOS 26 floats it 8 points in from the
    /// sides and the bottom, scaled by 386/402 (top 874 − 8 − 471 × 386/402 = 413.75).
    @Test(arguments: [SystemLook.Name.ios26, .ios18])
    func aMediumSheetsTopEdgeOnAnIPhone17(look: SystemLook.Name) throws {
        let scene = try on("iphone-17", mediumSheet(), look: look)
        #expect(scene.tree.frame(of: "content") == CGRect(x: 0, y: 403, width: 402, height: 437))
        let top: CGFloat = look == .ios26 ? 874 - 8 - 471 * 386 / 402 : 403
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        #expect(b.pixel(atPoint: 201, top - 2, scale: 3) == Self.dimmedWhite)
        #expect(b.pixel(atPoint: 201, top + 2, scale: 3) == Self.red(look))
        // iOS 26's floating sheet leaves the dimmed screen at its sides; iOS 18's reaches the edges.
        #expect(b.pixel(atPoint: 3, 600, scale: 3) == (look == .ios26 ? Self.dimmedWhite : Self.red(look)))
        #expect(scene.report.presented == ["sheet (medium detent)"])
    }

    /// The SE: half of 667 and no bottom inset; square screen corners, so iOS 26's sheet stays
    /// attached to the edges [INF].
    @Test(arguments: [SystemLook.Name.ios26, .ios18])
    func aMediumSheetsTopEdgeOnAnSE(look: SystemLook.Name) throws {
        let scene = try on("iphone-se-3", mediumSheet(), look: look)
        #expect(scene.tree.frame(of: "content") == CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        #expect(b.pixel(atPoint: 187, 331.5, scale: 2) == Self.dimmedWhite)
        #expect(b.pixel(atPoint: 187, 335.5, scale: 2) == Self.red(look))
        #expect(b.pixel(atPoint: 2, 600, scale: 2) == Self.red(look))
    }

    /// Detents by fraction and height, the drag indicator, and a large sheet: iOS 26's top at the
    /// safe area's top, iOS 18's 10 below it with the presenter pushed back onto black.
    @Test func detentsIndicatorsAndTheLargeSheet() throws {
        let fraction = try on("iphone-16", Color.white.sheet(isPresented: .constant(true)) {
            Color.red.id("c").presentationDetents([.fraction(0.25), .large]).presentationDragIndicator(.visible)
        }, look: .ios26)
        // The largest height: 852 − 59 − 34 = 759; a quarter of it above the 34-point inset.
        #expect(fraction.tree.frame(of: "c") == CGRect(x: 0, y: 852 - 34 - 189.75, width: 393, height: 189.75))
        let height = try on("iphone-16", Color.white.sheet(isPresented: .constant(true)) {
            Color.red.id("c").presentationDetents([.height(200)])
        }, look: .ios18)
        #expect(height.tree.frame(of: "c") == CGRect(x: 0, y: 852 - 34 - 200, width: 393, height: 200))
        let large26 = try on("iphone-16", Color.white.sheet(isPresented: .constant(true)) { Color.red.id("c") }, look: .ios26)
        #expect(large26.tree.frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 759))
        let large18 = try on("iphone-16", Color.white.sheet(isPresented: .constant(true)) { Color.red.id("c") }, look: .ios18)
        #expect(large18.tree.frame(of: "c") == CGRect(x: 0, y: 69, width: 393, height: 749))
        let pushed = try CairoRenderer.bitmap(large18.displayList(chrome: .none)), flat = try CairoRenderer.bitmap(large26.displayList(chrome: .none))
        #expect(pushed.pixel(atPoint: 5, 30, scale: 3) == RGBA8(r: 0, g: 0, b: 0))
        #expect(flat.pixel(atPoint: 5, 30, scale: 3) == Self.dimmedWhite)
        // The drag indicator: 36 × 5, 5 below the floating sheet's top (scaled by 377/393), over the red.
        let b = try CairoRenderer.bitmap(fraction.displayList(chrome: .none))
        let s: CGFloat = 377 / 393, top = 852 - 8 - (189.75 + 34) * s
        #expect(b.pixel(atPoint: 196.5, top + 7.5 * s, scale: 3) != Self.red26)
        #expect(b.pixel(atPoint: 196.5 + 30, top + 7.5 * s, scale: 3) == Self.red26)
        #expect(b.pixel(atPoint: 196.5, top - 2, scale: 3) == Self.dimmedWhite)
    }

    /// An alert: centred in the safe area, the cancel action leading when there are two. iOS 26:
    /// a 320-point card with 140-point pills 16 in and 8 apart; iOS 18: 270 points, two 135-point
    /// buttons under a hairline.
    @Test(arguments: [SystemLook.Name.ios26, .ios18])
    func anAlertIsCentredWithItsButtons(look: SystemLook.Name) throws {
        let scene = try on("iphone-16", Color.white.alert("Delete note?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: { Text("It will be deleted from all your devices.") }, look: look)
        let cancel = try textFrame(scene, "Cancel"), delete = try textFrame(scene, "Delete"), title = try textFrame(scene, "Delete note?")
        // iOS 26: the card from 36.5, pills 16 in; iOS 18: from 61.5, two halves.
        let card: CGFloat = look == .ios26 ? 36.5 : 61.5, inset: CGFloat = look == .ios26 ? 16 : 0
        let half: CGFloat = look == .ios26 ? 70 : 67.5, pitch: CGFloat = look == .ios26 ? 148 : 135
        let left = card + inset + half, right = left + pitch
        #expect(abs(cancel.midX - left) < 0.01 && abs(delete.midX - right) < 0.01, "\(cancel) \(delete) \(left) \(right)")
        #expect(abs(cancel.midY - delete.midY) < 0.01)
        // Centred in the safe area (59 to 818): the card's top and bottom equally far from 438.5.
        let cardTop = title.minY - (look == .ios26 ? 22 : 20)
        let cardBottom = cancel.midY + (look == .ios26 ? 24 + 16 : 22)
        #expect(abs((cardTop + cardBottom) / 2 - 438.5) < 0.34, "\(cardTop) \(cardBottom)")
        #expect(drawnTexts(scene).first { $0.0 == "Delete" }?.1 == (look == .ios26 ? Color.red : ios18Table(.red)))
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        #expect(b.pixel(atPoint: 10, 100, scale: 3) == Self.dimmedWhite)
        #expect(scene.report.presented == ["alert"])
    }

    /// iOS 18's confirmation dialog on a phone is an action sheet at the bottom, its cancel button
    /// in a group of its own; iOS 26's is the alert's card. A Cancel is added when none is given,
    /// and the title shows only when asked for.
    @Test(arguments: [SystemLook.Name.ios26, .ios18])
    func aConfirmationDialog(look: SystemLook.Name) throws {
        let scene = try on("iphone-16", Color.white.confirmationDialog("Share", isPresented: .constant(true)) {
            Button("Copy Link") {}
            Button("Delete", role: .destructive) {}
        }, look: look)
        let strings = drawnTexts(scene).map(\.0)
        #expect(strings.contains("Cancel") && !strings.contains("Share"))
        let cancel = try textFrame(scene, "Cancel"), copy = try textFrame(scene, "Copy Link")
        #expect(cancel.minY > copy.maxY)
        if look == .ios18 {
            // The cancel row, 57 tall, ends at the bottom of the safe area (852 − 34).
            #expect(abs(cancel.midY - (818 - 28.5)) < 0.01, "\(cancel)")
        } else {
            #expect(abs(cancel.midX - 196.5) < 0.01 && cancel.midY < 600)
        }
    }

    /// A presentation the lifecycle opens is drawn, nested ones over it in order; a full-screen
    /// cover covers the screen; the report names each.
    @MainActor @Test func presentedByTheLifecycleAndNested() throws {
        struct Opener: View {
            @State private var open = false
            var body: some View {
                Text("Behind")
                    .onAppear { open = true }
                    .sheet(isPresented: $open) {
                        Text("In the sheet").alert("Saved", isPresented: .constant(true)) {}
                    }
            }
        }
        let scene = try on("iphone-16", Opener(), look: .ios26)
        let strings = drawnTexts(scene).map(\.0)
        #expect(strings == ["Behind", "In the sheet", "Saved", "OK"])
        #expect(scene.report.presented == ["sheet (large detent)", "alert"])
        let cover = try on("iphone-16", Color.red.fullScreenCover(isPresented: .constant(true)) { Text("Cover").id("t") }, look: .ios18)
        let b = try CairoRenderer.bitmap(cover.displayList(chrome: .none))
        #expect(b.pixel(atPoint: 5, 5, scale: 3) == RGBA8(.white) && b.pixel(atPoint: 5, 400, scale: 3) == RGBA8(.white))
        #expect(cover.report.presented == ["full-screen cover"])
    }

    /// Sheets are elevated: in dark mode the system background inside one is (28, 28, 30).
    @Test func aSheetIsElevatedInDarkMode() throws {
        var render = RenderConfiguration.on(try #require(DeviceCatalog.device(named: "iphone-16")).configuration(.portrait))
        render.look = .ios18
        render.colorScheme = .dark
        let scene = DeviceScene(Color(.systemBackground).sheet(isPresented: .constant(true)) { Color(.systemBackground) }, configuration: render)
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        #expect(b.pixel(atPoint: 196, 400, scale: 3) == RGBA8(r: 28, g: 28, b: 30))
    }

    /// On an iPad the inspector is a trailing column beside the content; on an iPhone, a sheet.
    @Test func theInspectorIsAColumnOnAnIPadAndASheetOnAPhone() throws {
        let view = Color.red.id("main").inspector(isPresented: .constant(true)) { Color.blue.id("inspector").inspectorColumnWidth(300) }
        let pad = try on("ipad-a16", view, look: .ios26)
        let main = try #require(pad.tree.frame(of: "main")), inspector = try #require(pad.tree.frame(of: "inspector"))
        #expect(inspector.width == 300 && abs(inspector.maxX - pad.configuration.screenSize.width) < 0.01)
        #expect(abs(main.maxX + 0.5 - inspector.minX) < 0.01)
        #expect(pad.report.presented.isEmpty)
        let phone = try on("iphone-16", view, look: .ios26)
        #expect(phone.report.presented == ["inspector (large detent)"])
    }
}
