import SwiftUI

/// A sign-in form: two fields and a button.
public struct SignInView: View {
    @State private var email = ""
    @State private var password = ""
    var error: String?

    public init(error: String? = nil) { self.error = error }

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Welcome back")
                .font(.largeTitle.bold())
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            if let error {
                Text(error)
                    .font(.footnote)
                    .foregroundStyle(.red)
            }
            Button("Sign In") {}
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity)
        }
        .padding(.leading, 24)
        .padding(.trailing, 24)
    }
}

#Preview("Sign in") {
    SignInView()
}

#Preview("Wrong password") {
    SignInView(error: "That password is not right.")
}
