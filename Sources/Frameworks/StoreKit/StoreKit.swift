// `import StoreKit` on Linux: products, transactions and the store's views as apps write them.
// There is no store: product lists are empty, entitlements none, and the merchandising views draw
// as placeholders naming the product identifiers they would show (docs/frameworks.md, "StoreKit").
@_exported import Foundation
import LayoutVizCore

/// A product of the App Store, as StoreKit's `Product`.
public struct Product: Identifiable, Hashable, Sendable {
    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public var subscription: SubscriptionInfo? { nil }

    /// The products with `identifiers`: none, without a store.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product] where Identifiers.Element == String { [] }
    /// Buys the product: cancelled, without a store.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { .userCancelled }

    /// A kind of product.
    public struct ProductType: Hashable, Sendable {
        let name: String
        public static let consumable = ProductType(name: "consumable"), nonConsumable = ProductType(name: "nonConsumable")
        public static let autoRenewable = ProductType(name: "autoRenewable"), nonRenewable = ProductType(name: "nonRenewable")
    }
    /// A purchase option; accepted.
    public struct PurchaseOption: Hashable, Sendable {
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption() }
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption() }
    }
    /// What a purchase came to.
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }
    /// A subscription's terms.
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
    }
}

/// A verified or unverified value.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)
    /// The value, whether verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .unverified(let v, _), .verified(let v): return v
        }
    }
    /// Why a value is unverified.
    public enum VerificationError: Error, Sendable { case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature, missingRequiredProperties }
}

/// A purchase, as StoreKit's `Transaction`: there are none.
public struct Transaction: Identifiable, Hashable, Sendable {
    public let id: UInt64
    public let productID: String
    public let purchaseDate: Date
    public var revocationDate: Date? { nil }
    public var expirationDate: Date? { nil }
    /// Marks the transaction done; nothing to do.
    public func finish() async {}
    /// The purchases the user is entitled to: none.
    public static var currentEntitlements: Transactions { Transactions() }
    /// New purchases as they happen: none.
    public static var updates: Transactions { Transactions() }
    /// Every purchase: none.
    public static var all: Transactions { Transactions() }
    /// The latest purchase of a product: none.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
    /// The entitlement to a product: none.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// An empty sequence of transactions.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> Element? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

/// The App Store account, as StoreKit's `AppStore`.
public enum AppStore {
    /// Syncs purchases; nothing to sync.
    public static func sync() async throws {}
    /// Whether the user may pay: no store here.
    public static var canMakePayments: Bool { false }
    /// Asks for a review; nothing is shown in a picture.
    public static func requestReview(in scene: Any) {}
}

/// The review prompt, as StoreKit's `RequestReviewAction` (`@Environment(\.requestReview)`).
public struct RequestReviewAction: Sendable {
    /// Asks for a review; nothing is shown in a picture.
    public func callAsFunction() {}
}

/// The App Store's own sheet, as StoreKit's `SKStoreReviewController`.
public enum SKStoreReviewController {
    public static func requestReview() {}
    public static func requestReview(in windowScene: Any) {}
}

private enum RequestReviewKey: EnvironmentKey { static let defaultValue = RequestReviewAction() }

extension EnvironmentValues {
    /// Asks for a review of the app.
    public var requestReview: RequestReviewAction { self[RequestReviewKey.self] }
}
