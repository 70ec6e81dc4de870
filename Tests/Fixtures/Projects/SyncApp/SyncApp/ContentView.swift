import SwiftUI

/// The app's own `Row`; the widget declares another, which only separate modules allow.
struct Row: View {
    let forecast: Forecast
    var body: some View {
        HStack {
            Text(forecast.city)
            Spacer()
            Text("\(forecast.degrees)°")
        }
        .padding()
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 12) {
            Row(forecast: .sample)
            Badge()
        }
    }
}

#Preview("Forecast") {
    ContentView()
}
