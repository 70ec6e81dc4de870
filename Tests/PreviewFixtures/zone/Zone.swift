import Foundation
import SwiftUI

// A preview that reports the time zone its code runs in (PreviewCommandTests), on standard
// error, which is not buffered.
#Preview("Zone") {
    let _ = FileHandle.standardError.write(Data("zone: \(TimeZone.current.identifier) \(Calendar.current.timeZone.identifier)\n".utf8))
    Text("Zone")
}
