import Foundation
import SwiftUI
import Testing

// Text formatted by Foundation's format styles and the date styles, in the environment's locale
// and at the picture's moment (9:41 on 10 June 2024): docs/controls.md, "Views of a moment".

@MainActor private func shown(_ view: some View, locale: String = "en_US") throws -> [String] {
    let device = try #require(DeviceCatalog.device(named: "iphone-17"))
    let scene = DeviceScene(view.environment(\.locale, Locale(identifier: locale)), configuration: RenderConfiguration(device: device))
    return scene.tree.root.allNodes().filter { $0.kind == "Text" }.map(\.detail)
}

@Suite struct FormattedTextTests {
    static let moment = EnvironmentValues().pictureDate

    @Test @MainActor func numbersCurrenciesPercentsAndMeasurements() throws {
        let texts = try shown(VStack {
            Text(4.99, format: .currency(code: "USD"))
            Text(0.25, format: .percent)
            Text(1_234_567, format: .number)
            Text(Measurement(value: 5.2, unit: UnitLength.kilometers), format: .measurement(width: .abbreviated))
            Text(Measurement(value: 2, unit: UnitLength.miles), format: .measurement(width: .wide))
            Text(Measurement(value: 21, unit: UnitTemperature.celsius), format: .measurement(width: .narrow))
            Text("Total \(4.5, specifier: "%.2f")")
        })
        #expect(texts.map { $0.split(separator: "\"")[0] } == ["$4.99", "25%", "1,234,567", "5.2 km", "2 miles", "21°C", "Total 4.50"], "\(texts)")
        // The environment's locale: German digits and currency placement.
        let german = try shown(VStack {
            Text(4.99, format: .currency(code: "EUR"))
            Text(1_234_567, format: .number)
        }, locale: "de_DE")
        #expect(german.map { String($0.split(separator: "\"")[0]) } == ["4,99\u{A0}€", "1.234.567"], "\(german)")
    }

    /// The view's own `formatted(...)` calls follow the picture's locale (the process's is
    /// en_001 on Linux, "US$10,790.00"), unless the style names a locale.
    @Test @MainActor func formattedInTheViewsCodeFollowsThePicturesLocale() throws {
        struct Prices: View {
            var body: some View {
                VStack {
                    Text(10790.0.formatted(.currency(code: "USD")))
                    Text(10790.formatted(.currency(code: "USD").precision(.fractionLength(0))))
                    Text(0.25.formatted(.percent))
                    Text(1234.5.formatted(.number))
                    Text(10790.0.formatted(.currency(code: "EUR").locale(Locale(identifier: "fr_FR"))))
                }
            }
        }
        let texts = try shown(Prices()).map { String($0.split(separator: "\"")[0]) }
        #expect(texts == ["$10,790.00", "$10,790", "25%", "1,234.5", "10\u{202F}790,00\u{A0}€"], "\(texts)")
        let german = try shown(Prices(), locale: "de_DE").map { String($0.split(separator: "\"")[0]) }
        #expect(german.prefix(4) == ["10.790,00\u{A0}$", "10.790\u{A0}$", "25\u{A0}%", "1.234,5"], "\(german)")
    }

    @Test @MainActor func datesAreShownAtThePicturesMoment() throws {
        let later = Self.moment.addingTimeInterval(2 * 3600 + 5 * 60)
        let texts = try shown(VStack {
            Text(Self.moment, style: .date)
            Text(Self.moment, style: .time)
            Text(later, style: .relative)
            Text(Self.moment.addingTimeInterval(-303), style: .offset)
            Text(later, style: .timer)
            Text(timerInterval: Self.moment...Self.moment.addingTimeInterval(600), countsDown: true)
            Text(.now, format: .dateTime.year())
        })
        let now = Calendar.current.component(.year, from: Date())
        #expect(texts.map { String($0.split(separator: "\"")[0]) } == ["June 10, 2024", "9:41 AM", "2 hr, 5 min", "-5 min, 3 sec", "2:05:00", "10:00", "\(now)"], "\(texts)")
    }
}
