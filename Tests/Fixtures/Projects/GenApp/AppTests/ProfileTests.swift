import XCTest
@testable import GenApp

final class ProfileTests: XCTestCase {
    func testName() { XCTAssertEqual(name, "Ada Lovelace") }
}
