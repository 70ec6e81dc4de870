import SwiftUI

struct ProfileView: View {
    var body: some View {
        List {
            Section("Account") {
                LabeledContent("Name", value: name)
                LabeledContent("Plan", value: "Pro")
            }
        }
    }
}

#Preview("Profile") {
    NavigationStack { ProfileView().navigationTitle("Profile") }
}
