import SwiftUI

#if SHOW_BADGE
/// Declared only when the target's SWIFT_ACTIVE_COMPILATION_CONDITIONS holds SHOW_BADGE.
struct Badge: View {
    var body: some View { Text("New").padding(6).background(.blue, in: Capsule()) }
}
#endif
