import SwiftUI
import Feed

@main
struct ModulesApp: App {
    var body: some Scene { WindowGroup { Text("Modules") } }
}
