import XCTest
@testable import Feed

final class FeedTests: XCTestCase {
    func testItems() { XCTAssertEqual(FeedView().items.count, 3) }
}
