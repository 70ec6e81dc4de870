import Foundation

/// The tree the main loop is on, shared with the watchdog thread.
final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var current: Int {
        get { lock.lock(); defer { lock.unlock() }; return value }
        set { lock.lock(); value = newValue; lock.unlock() }
    }
}

/// Prints the command that reproduces a crash from a signal handler, with async-signal-safe
/// calls only (`write` of a buffer prepared before the crash).
enum CrashReport {
    nonisolated(unsafe) static var tree = 0
    nonisolated(unsafe) private static var seed: UInt64 = 0
    nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 512)

    static func install(seed: UInt64) {
        CrashReport.seed = seed
        for sig in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            signal(sig) { sig in
                var n = 0
                func put(_ s: StaticString) {
                    s.withUTF8Buffer { b in for byte in b where n < 500 { CrashReport.buffer[n] = byte; n += 1 } }
                }
                func put(_ v: UInt64) {
                    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                                 UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
                    var count = 0, x = v
                    withUnsafeMutableBytes(of: &digits) { d in
                        repeat { d[count] = UInt8(48 + x % 10); x /= 10; count += 1 } while x > 0 && count < 20
                        while count > 0 && n < 500 { count -= 1; CrashReport.buffer[n] = d[count]; n += 1 }
                    }
                }
                put("layoutviz-fuzz: CRASH (signal ")
                put(UInt64(sig))
                put(") on tree ")
                put(UInt64(CrashReport.tree))
                put("\n  reproduce: swift run -c release layoutviz-fuzz --seed ")
                put(CrashReport.seed)
                put(" --start ")
                put(UInt64(CrashReport.tree))
                put(" --trees 1 --verbose\n")
                _ = write(2, CrashReport.buffer, n)
                signal(sig, SIG_DFL)
                raise(sig)
            }
        }
    }
}
