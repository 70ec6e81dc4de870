import SwiftUI

// A provider whose `previews` traps while the previews are being listed.
struct Failing_Previews: PreviewProvider {
    static var previews: some View {
        let items: [String] = []
        return Text(items[3])
    }
}
