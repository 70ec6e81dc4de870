import Foundation

/// Deep view trees (a million nested stacks) recurse deeper than a thread's usual 8 MB stack in
/// the walks that follow the tree's shape: resolving views (through the views' own types),
/// flattening, sizing. Those walks move to a thread with a large stack once they get deep;
/// shallow trees never leave the caller's thread.
package enum LargeStack {
    /// The large stack's size: address space, committed only as the recursion uses it. When the
    /// system refuses it, Foundation's largest thread stack (1 GiB) is used instead.
    package static let size = 16 << 30
    // Resolution and flattening move to a large stack at `hopDepth` levels, layout passes when
    // the flat tree is `layoutHopDepth` deep: well within a default 8 MB stack (release frames
    // take about 250 bytes a level), and deep enough that ordinary trees stay on the caller's
    // thread, whose caches hold what it built. Debug builds' frames are several times larger.
    #if DEBUG
    package static let hopDepth = 1_000
    package static let layoutHopDepth = 1_000
    #else
    package static let hopDepth = 8_000
    package static let layoutHopDepth = 20_000
    #endif
    private static let threadName = "layoutviz.large-stack"

    /// Whether this thread is one of ours with a large stack.
    package static var isCurrent: Bool { Thread.current.name == threadName }

    /// Runs `body` on a thread with a large stack and waits for it (at once when this thread is
    /// one already). Task-local values do not follow; callers pass what they need explicitly.
    package static func run<T>(_ body: () -> T) -> T {
        if isCurrent { return body() }
        return withoutActuallyEscaping(body) { escapable in
            let work = Work(escapable)
            if !startPOSIXThread(work) {
                let thread = Thread { work.run() }
                thread.stackSize = 1 << 30
                thread.start()
            }
            work.done.wait()
            return work.result!
        }
    }

    /// Starts `work` on a POSIX thread with a `size` stack (Foundation caps its threads at
    /// 1 GiB). The thread takes its work from `pending`, so no pointer crosses over.
    private static func startPOSIXThread(_ work: any Runnable) -> Bool {
        pendingLock.lock()
        pending.append(work)
        pendingLock.unlock()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        var thread = pthread_t()
        guard pthread_attr_setstacksize(&attributes, size) == 0,
              pthread_create(&thread, &attributes, { _ in
                  LargeStack.pendingLock.lock()
                  let next = LargeStack.pending.removeFirst()
                  LargeStack.pendingLock.unlock()
                  next.run()
                  return nil
              }, nil) == 0 else {
            pendingLock.lock()
            pending.removeLast()
            pendingLock.unlock()
            return false
        }
        pthread_detach(thread)
        return true
    }

    private static let pendingLock = NSLock()
    nonisolated(unsafe) private static var pending: [any Runnable] = []

    private protocol Runnable: AnyObject { func run() }

    /// The closure and its result, handed between the two threads (the caller waits, so they
    /// never run at the same time).
    private final class Work<T>: Runnable, @unchecked Sendable {
        /// Dropped before the caller wakes: the caller's closure must not outlive its call.
        var body: (() -> T)?
        var result: T?
        let done = DispatchSemaphore(value: 0)
        init(_ body: @escaping () -> T) { self.body = body }
        func run() {
            Thread.current.name = LargeStack.threadName
            result = body?()
            body = nil
            done.signal()
        }
    }
}
