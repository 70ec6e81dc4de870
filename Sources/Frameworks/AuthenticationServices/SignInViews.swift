import Foundation
import LayoutVizCore

/// The Sign in with Apple button, as AuthenticationServices' `SignInWithAppleButton`: the Apple
/// logo and its title in the chosen style, filling the width offered.
nonisolated public struct SignInWithAppleButton: View {
    let label: Label
    @Environment(\._signInWithAppleButtonStyle) private var style
    @Environment(\.systemLook) private var look

    /// A button with `label` that would make a request with `onRequest` and report to `onCompletion`.
    public init(_ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
                onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void) { self.label = label }

    public var body: some View {
        let dark = style.isFilled
        let ink = dark ? look.appleButtonLight : look.appleButtonDark
        let shape = RoundedRectangle(cornerRadius: SystemLook.appleButtonCornerRadius, style: .continuous)
        return HStack(spacing: 0) {
            Image(systemName: "applelogo")
            Text(verbatim: " " + label.title)
        }
        .font(SystemLook.appleButtonFont)
        .foregroundColor(ink)
        .lineLimit(1)
        .frame(maxWidth: .infinity, minHeight: SystemLook.appleButtonHeight / 2, idealHeight: SystemLook.appleButtonHeight, maxHeight: .infinity)
        .background(shape.fill(dark ? look.appleButtonDark : look.appleButtonLight))
        .overlay(shape.stroke(style.isOutlined ? look.appleButtonDark : Color.clear, lineWidth: SystemLook.appleButtonOutline))
    }

    /// The button's title.
    public struct Label: Hashable, Sendable {
        let title: String
        public static let signIn = Label(title: "Sign in with Apple")
        public static let signUp = Label(title: "Sign up with Apple")
        public static let `continue` = Label(title: "Continue with Apple")
    }

    /// The button's colours.
    public struct Style: Hashable, Sendable {
        let name: String
        public static let black = Style(name: "black"), white = Style(name: "white"), whiteOutline = Style(name: "whiteOutline")
        /// Whether the button is filled dark (the black style).
        var isFilled: Bool { name == "black" }
        /// Whether the button has a dark outline (the white outline style).
        var isOutlined: Bool { name == "whiteOutline" }
    }
}

private enum SignInWithAppleButtonStyleKey: EnvironmentKey { static let defaultValue = SignInWithAppleButton.Style.black }

extension EnvironmentValues {
    /// The style `signInWithAppleButtonStyle` sets.
    public var _signInWithAppleButtonStyle: SignInWithAppleButton.Style {
        get { self[SignInWithAppleButtonStyleKey.self] }
        set { self[SignInWithAppleButtonStyleKey.self] = newValue }
    }
}

private enum WebAuthenticationSessionKey: EnvironmentKey { static let defaultValue = WebAuthenticationSession() }

extension EnvironmentValues {
    /// Signs in on the web (`@Environment(\.webAuthenticationSession)`).
    public var webAuthenticationSession: WebAuthenticationSession { self[WebAuthenticationSessionKey.self] }
}

nonisolated extension View {
    /// The colours of the Sign in with Apple buttons below.
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        environment(\._signInWithAppleButtonStyle, style)
    }
}
