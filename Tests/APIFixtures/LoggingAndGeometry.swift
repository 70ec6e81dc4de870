import CoreGraphics
import OSLog
import SwiftUI

// Apple's logger and Core Graphics as view models and views import them.
extension Logger {
    static let ui = Logger(subsystem: "com.example.app", category: "ui")
}

@Observable final class Uploader {
    var progress: CGFloat = 0
    func upload(bytes: Int, seconds: Double) {
        Logger.ui.info("Uploading \(bytes, privacy: .public) bytes in \(seconds, format: .fixed(precision: 1)) s")
        Logger.ui.error("Failed: \("timeout", privacy: .private(mask: .hash))")
        os_log("legacy %d", log: .default, type: .debug, bytes)
    }
}

struct UploadBar: View {
    let model = Uploader()
    var body: some View {
        GeometryReader { proxy in
            let width: CGFloat = proxy.size.width * model.progress
            let nudge = CGAffineTransform(translationX: 0, y: 2)
            Capsule()
                .frame(width: width)
                .offset(x: nudge.tx, y: nudge.ty)
        }
        .frame(height: 6)
    }
}
