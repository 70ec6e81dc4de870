import SwiftUI

// Ten ordinary previews beside the hostile ones: each must draw whatever the others do.

struct Swatch: View {
    let number: Int
    var body: some View {
        VStack(spacing: 8) {
            Text("Swatch \(number)").font(.headline)
            RoundedRectangle(cornerRadius: 8)
                .fill(Color(hue: Double(number) / 10, saturation: 0.6, brightness: 0.9))
                .frame(width: 120, height: 80)
        }
        .padding()
    }
}

#Preview("Swatch 1") { Swatch(number: 1) }
#Preview("Swatch 2") { Swatch(number: 2) }
#Preview("Swatch 3") { Swatch(number: 3) }
#Preview("Swatch 4") { Swatch(number: 4) }
#Preview("Swatch 5") { Swatch(number: 5) }
#Preview("Swatch 6") { Swatch(number: 6) }
#Preview("Swatch 7") { Swatch(number: 7) }
#Preview("Swatch 8") { Swatch(number: 8) }
#Preview("Swatch 9") { Swatch(number: 9) }
#Preview("Swatch 10") { Swatch(number: 10) }
