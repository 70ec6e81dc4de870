import SwiftUI

struct HourForecast: Identifiable {
    let id = UUID()
    let hour: String
    let symbol: String
    let temperature: Int
}

struct WeatherCard: View {
    let hours = [
        HourForecast(hour: "Now", symbol: "sun.max.fill", temperature: 21),
        HourForecast(hour: "10", symbol: "cloud.sun.fill", temperature: 22),
        HourForecast(hour: "11", symbol: "cloud.fill", temperature: 22),
        HourForecast(hour: "12", symbol: "cloud.rain.fill", temperature: 19),
        HourForecast(hour: "13", symbol: "cloud.bolt.rain.fill", temperature: 18),
        HourForecast(hour: "14", symbol: "wind", temperature: 18),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(systemName: "location.fill").font(.caption)
                Text("Cupertino").font(.headline)
                Spacer()
                Image(systemName: "thermometer.medium")
                Text("H:24° L:14°").font(.subheadline)
            }
            Text("21°").font(.system(size: 64, weight: .thin))
            Label("Mostly sunny", systemImage: "sun.max.fill")
                .symbolRenderingMode(.multicolor)
            Divider().overlay(.white.opacity(0.4))
            HStack {
                ForEach(hours) { hour in
                    VStack(spacing: 8) {
                        Text(hour.hour).font(.caption.weight(.semibold))
                        Image(systemName: hour.symbol)
                            .symbolRenderingMode(.multicolor)
                            .font(.title3)
                            .frame(height: 24)
                        Text("\(hour.temperature)°").font(.callout)
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            HStack(spacing: 16) {
                Label("9 km/h", systemImage: "wind")
                Label("62 %", systemImage: "humidity.fill")
                Label("UV 5", systemImage: "sun.max")
            }
            .font(.footnote)
        }
        .foregroundStyle(.white)
        .padding()
        .background(
            LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom),
            in: RoundedRectangle(cornerRadius: 24, style: .continuous)
        )
        .padding()
    }
}

#Preview { WeatherCard() }
