import Foundation
import SwiftUI

// A preview that starts processes and leaves them running: one a plain child, one in a session
// of its own (`setsid`), which leaves the worker's process group (HostilePreviewTests).
#Preview("Starts processes") {
    let _ = {
        for (tool, arguments) in [("/bin/sleep", ["987651"]), ("/usr/bin/setsid", ["/bin/sleep", "987652"])] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: tool)
            p.arguments = arguments
            try? p.run()
        }
    }()
    Text("started two sleepers")
}
