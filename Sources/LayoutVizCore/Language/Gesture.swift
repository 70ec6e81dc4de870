import Foundation

// Gestures compile and are attached with `gesture(_:)`, and never fire: a picture is not touched
// (docs/coverage.md).

/// An input gesture, as SwiftUI's `Gesture`.
public protocol Gesture<Value> {
    /// The value the gesture reports.
    associatedtype Value
}

extension Gesture {
    /// Runs `action` as the gesture changes; never in a picture.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    /// Runs `action` when the gesture ends; never in a picture.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    /// Updates `state` as the gesture changes; never in a picture.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { self }
    /// This gesture and `other` at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture() }
    /// This gesture, then `other`.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture() }
    /// This gesture or else `other`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture() }
    /// The gesture reporting a transformed value.
    public func map<T>(_ body: @escaping (Value) -> T) -> AnyGesture<T> { AnyGesture() }
}

/// A type-erased gesture.
public struct AnyGesture<Value>: Gesture {
    init() {}
    /// Wraps `gesture`.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {}
}

/// Two gestures at once.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Value = (first: First.Value?, second: Second.Value?)
}

/// One gesture after another.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Value = (First.Value, Second.Value?)
}

/// One gesture or another.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Value = (First.Value?, Second.Value?)
}

/// A tap.
public struct TapGesture: Gesture {
    public typealias Value = Void
    /// Creates a tap gesture of `count` taps.
    public init(count: Int = 1) {}
}

/// A long press.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    /// Creates a long press gesture.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// A drag.
public struct DragGesture: Gesture {
    /// The state of a drag.
    public struct Value: Equatable, Sendable {
        /// Where the drag is.
        public var location: CGPoint
        /// Where it started.
        public var startLocation: CGPoint
        /// How far it has moved.
        public var translation: CGSize
        /// Where it would end at its current speed.
        public var predictedEndLocation: CGPoint
        /// How far it would move at its current speed.
        public var predictedEndTranslation: CGSize
        /// Its speed, in points per second.
        public var velocity: CGSize
        /// When it was last updated.
        public var time: Date
    }
    /// Creates a drag gesture.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

/// A pinch.
public struct MagnifyGesture: Gesture {
    /// The state of a pinch.
    public struct Value: Equatable, Sendable {
        /// The scale.
        public var magnification: CGFloat
        /// When it was last updated.
        public var time: Date
    }
    /// Creates a pinch gesture.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A pinch (the older API).
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    /// Creates a pinch gesture.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A rotation.
public struct RotateGesture: Gesture {
    /// The state of a rotation.
    public struct Value: Equatable, Sendable {
        /// The angle.
        public var rotation: Angle
        /// When it was last updated.
        public var time: Date
    }
    /// Creates a rotation gesture.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// A rotation (the older API).
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    /// Creates a rotation gesture.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// State a gesture updates while it runs, as SwiftUI's `@GestureState`: in a picture, the initial
/// value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let value: Value
    /// Creates the state (`@GestureState var offset = CGSize.zero`).
    public init(wrappedValue: Value) { value = wrappedValue }
    /// Creates the state.
    public init(initialValue: Value) { value = initialValue }
    /// Creates the state with a reset callback.
    public init(wrappedValue: Value, resetTransaction: Transaction) { value = wrappedValue }
    /// The value.
    public var wrappedValue: Value { value }
    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}
