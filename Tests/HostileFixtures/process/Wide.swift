import SwiftUI

// Frames as wide as any number: drawn cut to the screen.
#Preview("Greatest width") { Color.red.frame(width: CGFloat.greatestFiniteMagnitude) }

#Preview("Greatest min width") { Color.red.frame(minWidth: .greatestFiniteMagnitude) }
