import Foundation

/// Runs `body` for each index on up to `workers` threads; stops handing out work after the first
/// error and rethrows it. Each job must only touch its own state (the engine, Cairo surfaces and
/// the Pango measurer are safe per job; the console and golden sessions lock).
func parallelForEach(_ count: Int, workers: Int, _ body: @escaping @Sendable (Int) throws -> Void) throws {
    final class State: @unchecked Sendable {
        let lock = NSLock()
        var next = 0
        var error: Error?
    }
    let state = State()
    let threads = max(1, min(workers, count))
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
        while true {
            state.lock.lock()
            guard state.error == nil, state.next < count else {
                state.lock.unlock()
                return
            }
            let i = state.next
            state.next += 1
            state.lock.unlock()
            do { try body(i) } catch {
                state.lock.lock()
                if state.error == nil { state.error = error }
                state.lock.unlock()
            }
        }
    }
    if let error = state.error { throw error }
}

/// The default number of workers: one per core.
var defaultWorkers: Int { ProcessInfo.processInfo.activeProcessorCount }
