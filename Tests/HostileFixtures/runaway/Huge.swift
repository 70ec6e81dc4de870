import SwiftUI

// A fixed layout far larger than Cairo can draw: this preview fails with the reason, alone.
#Preview("Too large", traits: .fixedLayout(width: 100_000, height: 100_000)) {
    Color.red
}
