import SwiftUI

struct Plain: View {
    var body: some View { Color.red }
}
