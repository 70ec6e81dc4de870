import SwiftUI

// This file starts with a UTF-8 byte-order mark, as some editors write.
struct Marked: View {
    var body: some View { Text("Byte-order mark").padding() }
}

#Preview("Marked") { Marked() }
