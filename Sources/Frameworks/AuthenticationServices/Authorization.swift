// `import AuthenticationServices` on Linux: Sign in with Apple's requests and credentials and the
// web authentication session, as sign-in screens use them (nothing signs in), and
// `SignInWithAppleButton`, drawn in its three styles (docs/frameworks.md, "Sign in with Apple").
@_exported import Foundation

/// The result of a sign-in, as AuthenticationServices' `ASAuthorization`.
open class ASAuthorization: @unchecked Sendable {
    open var credential: any ASAuthorizationCredential { ASAuthorizationAppleIDCredential() }
    /// A piece of information to ask for.
    public struct Scope: Hashable, Sendable {
        let name: String
        public static let fullName = Scope(name: "fullName"), email = Scope(name: "email")
    }
}

/// A credential.
public protocol ASAuthorizationCredential: Sendable {}

/// An Apple ID credential.
open class ASAuthorizationAppleIDCredential: ASAuthorizationCredential, @unchecked Sendable {
    open var user: String { "" }
    open var email: String? { nil }
    open var fullName: PersonNameComponents? { nil }
    open var identityToken: Data? { nil }
    open var authorizationCode: Data? { nil }
    open var state: String? { nil }
}

/// A request of a sign-in.
open class ASAuthorizationRequest: @unchecked Sendable {}

/// An Apple ID request.
open class ASAuthorizationAppleIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    open var requestedScopes: [ASAuthorization.Scope]?
    open var nonce: String?
    open var state: String?
    override public init() {}
}

/// Makes Apple ID requests.
open class ASAuthorizationAppleIDProvider: @unchecked Sendable {
    public init() {}
    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest() }
    open func getCredentialState(forUserID userID: String, completion: @escaping @Sendable (CredentialState, (any Error)?) -> Void) { completion(.notFound, nil) }
    open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
    /// Whether a user's Apple ID still signs in.
    public enum CredentialState: Int, Sendable { case revoked, authorized, notFound, transferred }
}

/// What a sign-in controller tells its delegate.
public protocol ASAuthorizationControllerDelegate: AnyObject {}
/// Where a controller shows its sheet.
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {}

/// Runs sign-in requests: nothing is shown in a picture.
open class ASAuthorizationController: @unchecked Sendable {
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?
    public init(authorizationRequests: [ASAuthorizationRequest]) {}
    open func performRequests() {}
}

/// Errors of a sign-in.
public struct ASAuthorizationError: Error, Sendable {
    public enum Code: Int, Sendable { case unknown = 1000, canceled = 1001, invalidResponse = 1002, notHandled = 1003, failed = 1004, notInteractive = 1005 }
    public let code: Code
}

/// A web sign-in, as AuthenticationServices' `ASWebAuthenticationSession`: never starts here.
open class ASWebAuthenticationSession: @unchecked Sendable {
    public typealias CompletionHandler = @Sendable (URL?, (any Error)?) -> Void
    open var prefersEphemeralWebBrowserSession = false
    open weak var presentationContextProvider: AnyObject?
    public init(url: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {}
    @discardableResult open func start() -> Bool { false }
    open func cancel() {}
}

/// The web authentication action of SwiftUI (`@Environment(\.webAuthenticationSession)`).
public struct WebAuthenticationSession: Sendable {
    /// Signs in at `url`: there is no browser here, so it throws.
    public func authenticate(using url: URL, callbackURLScheme: String, preferredBrowserSession: BrowserSession? = nil) async throws -> URL {
        throw ASAuthorizationError(code: .notInteractive)
    }
    public enum BrowserSession: Sendable { case ephemeral, shared }
}
