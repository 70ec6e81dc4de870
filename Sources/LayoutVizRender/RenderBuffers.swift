import CCairo
import Foundation

// The buffers the renderer draws into and writes from: a sink for Cairo's write callbacks and a
// frame buffer of pixels.

/// Collects bytes from a Cairo write callback (SVG documents, Cairo-encoded PNGs).
final class ByteSink {
    var bytes = Data()
}

/// One drawing buffer per thread, reused frame after frame: the pages stay mapped, so drawing a
/// frame writes memory that is already there instead of faulting in (and, on release, unmapping
/// with a TLB shootdown on every core) 3,000 to 6,000 fresh pages. A nested draw on the same
/// thread, or a frame past 64 MB, gets a surface of its own.
final class FrameBuffer {
    private(set) var bytes: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var inUse = false
    private static let key = "LayoutVizRender.FrameBuffer"
    private static let limit = 64 << 20

    private init(capacity: Int) {
        self.capacity = capacity
        bytes = .allocate(capacity: capacity)
    }

    deinit { bytes.deallocate() }

    /// The thread's buffer with at least `count` zeroed bytes (malloc's alignment is more than
    /// the 4 bytes Cairo's rows need); nil when
    /// it is in use or `count` is past the limit.
    static func acquire(bytes count: Int) -> FrameBuffer? {
        guard count > 0, count <= limit else { return nil }
        let dictionary = Thread.current.threadDictionary
        let buffer: FrameBuffer
        if let b = dictionary[key] as? FrameBuffer {
            guard !b.inUse else { return nil }
            if b.capacity < count {
                b.bytes.deallocate()
                b.bytes = .allocate(capacity: count)
                b.capacity = count
            }
            buffer = b
        } else {
            buffer = FrameBuffer(capacity: count)
            dictionary[key] = buffer
        }
        buffer.inUse = true
        buffer.bytes.update(repeating: 0, count: count)
        return buffer
    }

    func release() { inUse = false }
}
