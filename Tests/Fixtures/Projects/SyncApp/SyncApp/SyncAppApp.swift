import SwiftUI

@main
struct SyncAppApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}
