import Foundation
import LayoutViz
import Testing

/// Locale, time zone and pseudo-locales (docs/variants.md): what each text shows.
@Suite struct LocaleRenderTests {
    /// June 10, 2024, 16:41 UTC: 9:41 in Cupertino, 18:41 in Berlin, 01:41 the next day in Tokyo.
    static let date = Date(timeIntervalSince1970: 1_718_037_660)

    func scene(_ view: some View, _ appearance: Appearance = .standard, timeZone: String = "America/Los_Angeles") throws -> DeviceScene {
        let device = try #require(DeviceCatalog.device(named: "iphone-16"))
        return DeviceScene(view, configuration: RenderConfiguration(device: device, timeZone: timeZone).with(appearance))
    }

    /// The strings drawn, in drawing order (without the device's chrome).
    func strings(_ view: some View, _ appearance: Appearance = .standard, timeZone: String = "America/Los_Angeles") throws -> [String] {
        drawnTexts(try scene(view, appearance, timeZone: timeZone)).map(\.0)
    }

    // MARK: Locale and time zone

    @Test func datesNumbersAndCurrenciesFollowTheLocale() throws {
        let view = VStack {
            Text(Self.date, format: .dateTime.year().month(.abbreviated).day())
            Text(1234.5, format: .number)
            Text(12.5, format: .currency(code: "EUR"))
            Text(Self.date, style: .time)
        }
        #expect(try strings(view) == ["Jun 10, 2024", "1,234.5", "€12.50", "9:41 AM"])
        let german = try strings(view, Appearance(locale: "de_DE"), timeZone: "Europe/Berlin")
        #expect(german == ["10. Juni 2024", "1.234,5", "12,50\u{A0}€", "18:41"], "\(german.map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
        #expect(try strings(view, Appearance(locale: "ja_JP"), timeZone: "Asia/Tokyo") == ["2024年6月11日", "1,234.5", "€12.50", "1:41"])
    }

    @Test func anEnvironmentLocaleInsideTheViewWins() throws {
        let view = Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "fr_FR"))
        #expect(try strings(view) == ["1\u{202F}234,5"])
    }

    @Test func datePickersShowTheLocalesFormats() throws {
        let view = DatePicker("Starts", selection: .constant(Self.date))
        #expect(try strings(view) == ["Starts", "Jun 10, 2024", "9:41 AM"])
        #expect(try strings(view, Appearance(locale: "de_DE"), timeZone: "Europe/Berlin") == ["Starts", "10.06.2024", "18:41"])
    }

    // MARK: Pseudo-locales

    @Test func theLongPseudoLocaleAccentsAndLengthens() throws {
        let view = VStack {
            Text("Settings")
            Text("OK")
            Text(verbatim: "ada@example.com")
            Text("42")
            Text("Sign ") + Text("in").bold()
        }
        #expect(try strings(view, Appearance(pseudoLocale: .long)) == ["[Šéţţîñĝš ļ]", "[ÖĶ]", "ada@example.com", "42", "[Šîĝñ ][îñ]"])
        // Every lengthened text is at least 40 % longer, in characters.
        for s in ["Settings", "Sign in", "Privacy & Security", "A much longer sentence that wraps"] {
            let shown = PseudoLocale.long.apply(to: s)
            #expect(shown.count * 10 >= s.count * 14, "\(s) → \(shown)")
            #expect(shown.hasPrefix("[") && shown.hasSuffix("]") && !shown.hasSuffix(" ]"))
        }
        // And it draws wider.
        let plain = try textFrame(try scene(Text("Settings")), "Settings")
        let long = try textFrame(try scene(Text("Settings"), Appearance(pseudoLocale: .long)), "[Šéţţîñĝš ļ]")
        #expect(long.width > plain.width * 1.3)
    }

    @Test func whatTheUserTypedAndChoseIsNotLengthenedTwice() throws {
        let view = Form {
            TextField("Name", text: .constant(""))
            TextField("Email", text: .constant("ada@example.com"))
            Picker("Plan", selection: .constant(1)) { Text("Free").tag(0); Text("Pro").tag(1) }
            Picker("Kind", selection: .constant(0)) { Text("Home").tag(0); Text("Work").tag(1) }.pickerStyle(.segmented)
        }
        #expect(try strings(view, Appearance(pseudoLocale: .long)) == ["[Ñáɱé]", "ada@example.com", "[Þļáñ]", "[Þŕö]", "[Ĥöɱé]", "[Ŵöŕķ]"])
    }

    @Test func theRightToLeftPseudoLocaleMirrorsAndOverridesTheText() throws {
        let view = HStack(spacing: 0) { Text("Wi-Fi"); Spacer(); Text("On") }.padding()
        let s = try scene(view, Appearance(pseudoLocale: .rtl))
        #expect(drawnTexts(s).map(\.0) == ["\u{202E}Wi-Fi\u{202C}", "\u{202E}On\u{202C}"])
        let ltr = try scene(view)
        let title = try textFrame(s, "\u{202E}Wi-Fi\u{202C}"), plainTitle = try textFrame(ltr, "Wi-Fi")
        // The padding's leading edge is on the right (the override's marks add a pixel of width).
        #expect(abs(title.maxX - (393 - plainTitle.minX)) < 1e-9)
        #expect(abs(title.width - plainTitle.width) <= 1)
    }

    @Test func fileNamesCarryEveryAxisInAFixedOrder() throws {
        let device = try #require(DeviceCatalog.device(named: "iphone-16"))
        let config = RenderConfiguration(device: device).with(Appearance(.dark, .increased, .accessibility3, layoutDirection: .rightToLeft, locale: "de_DE", pseudoLocale: .long))
        #expect(config.fileStem == "iphone-16-portrait-dark-increased-contrast-ax3-rtl-de-DE-pseudo-long")
        #expect(RenderConfiguration(device: device).with(Appearance(.dark, .standard, .accessibility3, layoutDirection: .rightToLeft)).fileStem == "iphone-16-portrait-dark-ax3-rtl")
        // The JSON the preview workers get keeps every axis.
        #expect(try RenderConfiguration(json: config.jsonData()) == config)
    }
}
