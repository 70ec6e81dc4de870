import Foundation
import SwiftUI

// Previews that each ask for a variant (PreviewCommandTests): every one must draw differently
// from "Default", except the upside-down one, which LayoutViz draws as portrait with a warning.

struct Row: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Departure")
            Text(Date(timeIntervalSince1970: 1_718_037_660), format: .dateTime.day().month(.wide).year())
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
    }
}

#Preview("Default") { Row() }
#Preview("Dark") { Row().preferredColorScheme(.dark) }
#Preview("Large text") { Row().environment(\.dynamicTypeSize, .accessibility3) }
#Preview("Right to left") { Row().environment(\.layoutDirection, .rightToLeft) }
#Preview("German") { Row().environment(\.locale, Locale(identifier: "de_DE")) }
#Preview("Upside down", traits: .portraitUpsideDown) { Row() }

struct Row_Previews: PreviewProvider {
    static var previews: some View {
        Row().environment(\.sizeCategory, .accessibilityExtraLarge).previewDisplayName("Size category")
    }
}

// An asset catalog colour in dark mode, and a name no catalog has (a warning, drawn clear).
#Preview("Brand") { Color("Brand").frame(width: 100, height: 100).preferredColorScheme(.dark) }
#Preview("No such colour") { Color("Nope").frame(width: 100, height: 100) }
