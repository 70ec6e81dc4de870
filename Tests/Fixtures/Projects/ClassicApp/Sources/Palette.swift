import SwiftUI

enum Palette {
    #if CLASSIC
    static let card = Color.yellow.opacity(0.3)
    #endif
}
