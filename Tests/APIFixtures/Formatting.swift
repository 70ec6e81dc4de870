import SwiftUI

// Foundation's formatting as SwiftUI files use it: FormatStyle in Text, the date styles, timers,
// specifiers in interpolations and localized strings.

struct Receipt: View {
    let price = 4.99
    let share = 0.25
    let count = 1_234_567
    let ordered = Date(timeIntervalSince1970: 1_718_000_000)
    let distance = Measurement(value: 5.2, unit: UnitLength.kilometers)

    var body: some View {
        List {
            Text(price, format: .currency(code: "USD"))
            Text(share, format: .percent)
            Text(count, format: .number)
            Text(price, format: .number.precision(.fractionLength(1)))
            Text(ordered, format: .dateTime.day().month(.wide).year())
            Text(ordered, style: .date)
            Text(ordered, style: .time)
            Text(ordered, style: .relative)
            Text(.now, format: .dateTime.hour().minute())
            Text(timerInterval: ordered...ordered.addingTimeInterval(600), countsDown: true)
            Text(distance, format: .measurement(width: .abbreviated))
            Text("Total: \(price, specifier: "%.2f")")
            Text("Items: \(count, format: .number)")
            Text(ordered.formatted(date: .abbreviated, time: .shortened))
            Text(String(localized: "Checkout"))
            Text(LocalizedStringResource("Thanks"))
            Text("Price \(price.formatted(.currency(code: "EUR")))").monospacedDigit()
        }
        .environment(\.locale, Locale(identifier: "en_US"))
    }
}
