import SwiftUI

/// `package` API: visible to the package's other modules, not outside it.
package struct Tag: View {
    package let text: String
    package init(_ text: String) { self.text = text }
    package var body: some View {
        Text(text).font(.caption.bold()).padding(.horizontal, 8).padding(.vertical, 4)
            .background(.quaternary, in: Capsule())
    }
}
