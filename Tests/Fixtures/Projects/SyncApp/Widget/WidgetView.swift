import SwiftUI

/// The widget's own `Row`: a name the app's module also declares.
struct Row: View {
    let forecast: Forecast
    var body: some View {
        VStack(alignment: .leading) {
            Text(forecast.city).font(.headline)
            Text("\(forecast.degrees)°").font(.largeTitle)
        }
    }
}

#Preview("Small widget") {
    Row(forecast: .sample)
        .frame(width: 170, height: 170)
}
