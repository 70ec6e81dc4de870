// The engine's only unsafe code: raw allocation, freeing, pointer arithmetic and unretained
// references live in this file and nowhere else in LayoutVizCore (`.ci/run` checks it). The rules
// are stated at the top of `LayoutEngine.swift`.

/// Growable storage of values addressed by index, with no copy-on-write, retain or (in release
/// builds) bounds checks: the engine's tables and the layout records live in it.
///
/// Noncopyable, so exactly one owner holds the memory and frees it when it goes away. Indices are
/// asserted to be in bounds in debug builds (`swift test`); release builds trust the engine, whose
/// ids and slots only ever come from this storage's own `append` calls.
struct UnsafeStore<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 16) {
        self.capacity = Swift.max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always) subscript(i: Int) -> Element {
        get {
            assert(i >= 0 && i < count, "UnsafeStore index \(i) out of bounds 0..<\(count)")
            return base[i]
        }
        nonmutating set {
            assert(i >= 0 && i < count, "UnsafeStore index \(i) out of bounds 0..<\(count)")
            base[i] = newValue
        }
    }

    @inline(__always) subscript(i: Int32) -> Element {
        get { self[Int(i)] }
        nonmutating set { self[Int(i)] = newValue }
    }

    /// Runs `body` on element `i` in place (no copy of the element out and back).
    @inline(__always) func update<R>(_ i: Int32, _ body: (inout Element) -> R) -> R {
        assert(i >= 0 && Int(i) < count, "UnsafeStore index \(i) out of bounds 0..<\(count)")
        return body(&base[Int(i)])
    }

    mutating func append(_ e: Element) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: e)
        count += 1
    }

    /// Appends `n` copies of `e` and returns the index of the first.
    @discardableResult
    mutating func append(repeating e: Element, count n: Int) -> Int {
        let first = count
        if count + n > capacity { grow(to: count + n) }
        (base + count).initialize(repeating: e, count: n)
        count += n
        return first
    }

    /// Drops every element, keeping the memory.
    mutating func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// Drops the last `n` elements.
    mutating func removeLast(_ n: Int) {
        assert(n >= 0 && n <= count)
        (base + count - n).deinitialize(count: n)
        count -= n
    }

    /// Exchanges contents with `other` (a recycled buffer changes hands without copying).
    mutating func exchange(with other: inout UnsafeStore<Element>) {
        (base, other.base) = (other.base, base)
        (count, other.count) = (other.count, count)
        (capacity, other.capacity) = (other.capacity, capacity)
    }

    /// A window onto elements `first..<first+n`, valid until the storage next grows or goes away.
    @inline(__always) func window(_ first: Int, _ n: Int) -> StoreWindow<Element> {
        assert(first >= 0 && n >= 0 && first + n <= count, "UnsafeStore window \(first)..<\(first + n) out of bounds 0..<\(count)")
        return StoreWindow(base: base + first, count: n)
    }

    private mutating func grow(to needed: Int) {
        var c = capacity
        while c < needed { c *= 2 }
        let b = UnsafeMutablePointer<Element>.allocate(capacity: c)
        b.moveInitialize(from: base, count: count)
        base.deallocate()
        base = b
        capacity = c
    }
}

extension UnsafeStore {
    /// Makes room for `n` more elements and returns the index of the first; the caller writes all
    /// of them before reading any (plain values only, so nothing needs initializing; asserted in
    /// debug builds).
    @inline(__always) mutating func appendUninitialized(_ n: Int) -> Int {
        assert(_isPOD(Element.self), "appendUninitialized needs a plain value type")
        let first = count
        if count + n > capacity { grow(to: count + n) }
        count += n
        return first
    }
}

/// A borrowed run of elements: of an `UnsafeStore` (`window`) or of scratch memory (`withScratch`).
/// It owns nothing and is valid only while its source is alive and does not grow; indices are
/// asserted in debug builds.
struct StoreWindow<Element> {
    private let base: UnsafeMutablePointer<Element>
    let count: Int

    fileprivate init(base: UnsafeMutablePointer<Element>, count: Int) {
        self.base = base
        self.count = count
    }

    @inline(__always) subscript(i: Int) -> Element {
        get {
            assert(i >= 0 && i < count, "StoreWindow index \(i) out of bounds 0..<\(count)")
            return base[i]
        }
        nonmutating set {
            assert(i >= 0 && i < count, "StoreWindow index \(i) out of bounds 0..<\(count)")
            base[i] = newValue
        }
    }

    /// Runs `body` on element `i` in place.
    @inline(__always) func update<R>(_ i: Int, _ body: (inout Element) -> R) -> R {
        assert(i >= 0 && i < count, "StoreWindow index \(i) out of bounds 0..<\(count)")
        return body(&base[i])
    }

    /// The elements from `first` on.
    @inline(__always) func dropFirst(_ first: Int) -> StoreWindow<Element> {
        assert(first >= 0 && first <= count)
        return StoreWindow(base: base + first, count: count - first)
    }
}

/// Runs `body` with `n` scratch elements set to `value`, on the stack where they fit (no heap
/// allocation per call), freed when `body` returns.
@inline(__always) func withScratch<T, R>(repeating value: T, count n: Int, _ body: (StoreWindow<T>) -> R) -> R {
    // At least one element, so that the buffer has an address even when `n` is 0.
    withUnsafeTemporaryAllocation(of: T.self, capacity: Swift.max(n, 1)) { buffer in
        let base = buffer.baseAddress!
        base.initialize(repeating: value, count: n)
        defer { base.deinitialize(count: n) }
        return body(StoreWindow(base: base, count: n))
    }
}

/// Runs `body` with `n` scratch plain values that it writes before reading (not initialized).
@inline(__always) func withScratch<T, R>(of type: T.Type, count n: Int, _ body: (StoreWindow<T>) -> R) -> R {
    assert(_isPOD(T.self), "uninitialized scratch needs a plain value type")
    return withUnsafeTemporaryAllocation(of: T.self, capacity: Swift.max(n, 1)) { buffer in
        body(StoreWindow(base: buffer.baseAddress!, count: n))
    }
}

/// A reference that does not retain its object: for the subview proxies that user layouts make
/// by the thousand inside one layout call, which itself keeps the engine alive (as SwiftUI's
/// proxies are valid only during the call that passes them in).
struct Unretained<Object: AnyObject> {
    private let reference: Unmanaged<Object>

    init(_ object: Object) { reference = .passUnretained(object) }

    /// Calls `body` with the object, which the caller guarantees is alive.
    @inline(__always) func with<R>(_ body: (Object) -> R) -> R { reference._withUnsafeGuaranteedRef(body) }

    /// Whether both refer to the same object.
    static func === (a: Self, b: Self) -> Bool { a.reference.toOpaque() == b.reference.toOpaque() }
}
