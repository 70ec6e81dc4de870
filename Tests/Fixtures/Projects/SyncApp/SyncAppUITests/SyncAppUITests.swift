import XCTest

// A UI test: XCUIApplication exists only in Xcode's UI-testing bundle, so compiling this file
// into a preview would fail. Its target is left out.
final class SyncAppUITests: XCTestCase {
    func testLaunch() {
        let app = XCUIApplication()
        app.launch()
    }
}
