// A library target the others import.
public struct Item: Sendable {
    public let title: String
    public init(title: String) { self.title = title }
    public static let sample = [Item(title: "First"), Item(title: "Second")]
}
