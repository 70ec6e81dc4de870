import Foundation
import LayoutVizCore

/// A subscription store, as StoreKit's `SubscriptionStoreView`: drawn as a placeholder naming its
/// group or products (there is no store to load them from).
nonisolated public struct SubscriptionStoreView: View {
    let what: String
    /// The store of subscription group `groupID`.
    public init(groupID: String, visibleRelationships: Set<String> = []) { what = "subscription group \(groupID)" }
    /// The store of `productIDs`.
    public init<C: Collection>(productIDs: C) where C.Element == String { what = productIDs.joined(separator: ", ") }
    /// The store of `groupID` with its own marketing content.
    public init<M: View>(groupID: String, @ViewBuilder marketingContent: () -> M) { what = "subscription group \(groupID)" }
    /// The store of `productIDs` with its own marketing content.
    public init<C: Collection, M: View>(productIDs: C, @ViewBuilder marketingContent: () -> M) where C.Element == String {
        what = productIDs.joined(separator: ", ")
    }
    public var body: some View { _StoreKitPlaceholder(kind: "SubscriptionStoreView", symbol: "storefront", detail: what) }
}

/// A store of products, as StoreKit's `StoreView`: a placeholder naming the products.
nonisolated public struct StoreView: View {
    let ids: [String]
    /// The store of `ids`.
    public init<C: Collection>(ids: C) where C.Element == String { self.ids = Array(ids) }
    /// The store of `ids` with each product's icon.
    public init<C: Collection, Icon: View>(ids: C, @ViewBuilder icon: @escaping (Product) -> Icon) where C.Element == String { self.ids = Array(ids) }
    public var body: some View { _StoreKitPlaceholder(kind: "StoreView", symbol: "bag", detail: ids.joined(separator: ", ")) }
}

/// One product, as StoreKit's `ProductView`: a placeholder naming it.
nonisolated public struct ProductView: View {
    let id: String
    /// The product `id`.
    public init(id: String, prefersPromotionalIcon: Bool = false) { self.id = id }
    /// The product `id` with its icon.
    public init<Icon: View>(id: String, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) { self.id = id }
    public var body: some View { _StoreKitPlaceholder(kind: "ProductView", symbol: "bag", detail: id) }
}

/// Where a store's products would be: the symbol over the view's name and the product
/// identifiers, on the secondary background; named in the run's "not drawn yet" warning.
nonisolated struct _StoreKitPlaceholder: View {
    let kind: String
    let symbol: String
    let detail: String
    @Environment(\.systemLook) private var look
    @Environment(\.renderReport) private var report

    var body: some View {
        report?.noteNotDrawn("StoreKit \(kind) (no store: a placeholder)")
        return VStack(spacing: look.placeholderSpacing) {
            Image(systemName: symbol).font(look.placeholderSymbolFont)
            Text(verbatim: kind).font(.headline)
            Text(verbatim: detail).font(.footnote).multilineTextAlignment(.center)
        }
        .foregroundColor(look.placeholderForeground)
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(look.placeholderBackground)
    }
}

nonisolated extension View {
    /// Which store buttons show; accepted.
    public func storeButton(_ visibility: Visibility, for kinds: StoreButtonKind...) -> some View { self }
    /// How products are shown; accepted.
    public func productViewStyle(_ style: ProductViewStyle) -> some View { self }
    /// How subscription options are shown; accepted.
    public func subscriptionStoreControlStyle(_ style: SubscriptionStoreControlStyle) -> some View { self }
    /// The store's button label; accepted.
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View { self }
    /// Called when a purchase finishes; accepted (nothing is bought).
    public func onInAppPurchaseCompletion(perform action: @escaping (Product, Result<Product.PurchaseResult, any Error>) async -> Void) -> some View { self }
    /// Called when a purchase starts; accepted.
    public func onInAppPurchaseStart(perform action: @escaping (Product) async -> Void) -> some View { self }
    /// Shows the subscriptions sheet: not drawn (presentations are not shown).
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }
    /// Shows the offer code sheet: not drawn.
    public func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }) -> some View { self }
    /// Called with the user's subscription statuses; accepted.
    public func subscriptionStatusTask(for groupID: String, action: @escaping ([String]) async -> Void) -> some View { self }
    /// Called with the user's entitlement to a product; accepted.
    public func currentEntitlementTask(for productID: String, action: @escaping (String) async -> Void) -> some View { self }
}

/// A store button.
public struct StoreButtonKind: Hashable, Sendable {
    let name: String
    public static let cancellation = StoreButtonKind(name: "cancellation"), restorePurchases = StoreButtonKind(name: "restorePurchases")
    public static let redeemCode = StoreButtonKind(name: "redeemCode"), signIn = StoreButtonKind(name: "signIn"), policies = StoreButtonKind(name: "policies")
}

/// How a product view is laid out.
public struct ProductViewStyle: Hashable, Sendable {
    let name: String
    public static let automatic = ProductViewStyle(name: "automatic"), compact = ProductViewStyle(name: "compact"), regular = ProductViewStyle(name: "regular")
    public static let large = ProductViewStyle(name: "large")
}

/// How subscription options are shown.
public struct SubscriptionStoreControlStyle: Hashable, Sendable {
    let name: String
    public static let automatic = SubscriptionStoreControlStyle(name: "automatic"), picker = SubscriptionStoreControlStyle(name: "picker")
    public static let buttons = SubscriptionStoreControlStyle(name: "buttons"), prominentPicker = SubscriptionStoreControlStyle(name: "prominentPicker")
    public static let pagedPicker = SubscriptionStoreControlStyle(name: "pagedPicker"), compactPicker = SubscriptionStoreControlStyle(name: "compactPicker")
}

/// The label of a subscription store's button.
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
    let name: String
    public static let automatic = SubscriptionStoreButtonLabel(name: "automatic"), action = SubscriptionStoreButtonLabel(name: "action")
    public static let multiline = SubscriptionStoreButtonLabel(name: "multiline"), price = SubscriptionStoreButtonLabel(name: "price")
}
