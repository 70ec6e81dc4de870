import Foundation

// Animations and transitions have no effect on a still picture, which shows the state before any
// change; these types exist so that code that describes them compiles (docs/data-flow.md).

/// How a change animates, as SwiftUI's `Animation`.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    public var description: String { name }

    /// The default animation.
    public static let `default` = Animation("default")
    /// Linear timing.
    public static let linear = Animation("linear")
    /// Ease-in timing.
    public static let easeIn = Animation("easeIn")
    /// Ease-out timing.
    public static let easeOut = Animation("easeOut")
    /// Ease-in-out timing.
    public static let easeInOut = Animation("easeInOut")
    /// A spring.
    public static let spring = Animation("spring")
    /// An interactive spring.
    public static let interactiveSpring = Animation("interactiveSpring")
    /// A smooth spring.
    public static let smooth = Animation("smooth")
    /// A snappy spring.
    public static let snappy = Animation("snappy")
    /// A bouncy spring.
    public static let bouncy = Animation("bouncy")

    /// Linear timing over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { Animation("linear") }
    /// Ease-in timing over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { Animation("easeIn") }
    /// Ease-out timing over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { Animation("easeOut") }
    /// Ease-in-out timing over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation("easeInOut") }
    /// A spring with a response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { Animation("spring") }
    /// A spring with a duration and bounce (`.spring()` means the response form, as in SwiftUI).
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { Animation("spring") }
    /// An interactive spring with a response and damping.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation { Animation("interactiveSpring") }
    /// A smooth spring with a duration.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation("smooth") }
    /// A snappy spring with a duration.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation("snappy") }
    /// A bouncy spring with a duration.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation("bouncy") }
    /// A spring of `mass`, `stiffness` and `damping`.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation { Animation("interpolatingSpring") }
    /// A spring of `duration` and `bounce` (iOS 17).
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation { Animation("interpolatingSpring") }
    /// A spring of `mass`, `stiffness` and `damping` (iOS 17).
    public static func spring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation { Animation("spring") }
    /// A spring of `spring`'s parameters (iOS 17).
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation { Animation("spring") }
    /// An interpolating spring (iOS 17).
    public static let interpolatingSpring = Animation("interpolatingSpring")
    /// A timing curve.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation { Animation("timingCurve") }

    /// The animation, started after `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation { self }
    /// The animation at another speed.
    public func speed(_ speed: Double) -> Animation { self }
    /// The animation repeated.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The animation repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    /// The animation in a logical time of `duration` (iOS 17).
    public func logicallyComplete(after duration: TimeInterval) -> Animation { self }
}

/// A spring's parameters (iOS 17).
public struct Spring: Hashable, Sendable {
    /// The spring's settling time.
    public var duration: TimeInterval
    /// How much it overshoots.
    public var bounce: Double
    /// A spring of `duration` and `bounce`.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }
    /// A spring of `response` and `dampingRatio`.
    public init(response: Double, dampingRatio: Double) {
        duration = response
        bounce = 1 - dampingRatio
    }
    /// A spring of `mass`, `stiffness` and `damping`.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        duration = 2 * Double.pi / max(1e-9, (stiffness / mass).squareRoot())
        bounce = 0
    }
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}

// MARK: Animatable values

/// A type whose values an animation interpolates (a shape's or modifier's `animatableData`). A
/// picture shows the value as set, so nothing is interpolated.
public protocol Animatable {
    /// The data an animation interpolates.
    associatedtype AnimatableData: VectorArithmetic
    /// The data an animation interpolates.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// Values that can be added, scaled and measured, as animations need.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product with itself.
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// No animatable data.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values together.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second
    /// A pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public static var zero: Self { Self(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Equatable where First: Equatable, Second: Equatable {}
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A view modifier whose values animate (the older API): drawn with its values as set.
public protocol AnimatableModifier: Animatable, ViewModifier {}

// MARK: Keyframes (iOS 17): a picture shows the initial value

/// Keyframes that animate a value.
public protocol Keyframes {
    /// The value animated.
    associatedtype Value
}

/// The keyframes of one property of the value.
public struct KeyframeTrack<Root, Value, Content>: Keyframes {
    /// Keyframes for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {}
    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {}
}

/// Keyframes in order.
public struct KeyframeList<Value>: Keyframes {}

/// Builds the keyframes of a `keyframeAnimator`.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeList<Value> { KeyframeList() }
    /// A track of the whole value (`KeyframeTrack { ... }`) animates the animator's value.
    public static func buildExpression<V, C>(_ track: KeyframeTrack<Value, V, C>) -> KeyframeList<Value> { KeyframeList() }
    public static func buildBlock(_ parts: KeyframeList<Value>...) -> KeyframeList<Value> { KeyframeList() }
    public static func buildArray(_ parts: [KeyframeList<Value>]) -> KeyframeList<Value> { KeyframeList() }
    public static func buildOptional(_ part: KeyframeList<Value>?) -> KeyframeList<Value> { KeyframeList() }
    public static func buildEither(first: KeyframeList<Value>) -> KeyframeList<Value> { KeyframeList() }
    public static func buildEither(second: KeyframeList<Value>) -> KeyframeList<Value> { KeyframeList() }
    public static func buildFinalResult(_ list: KeyframeList<Value>) -> KeyframeList<Value> { list }
}

/// One keyframe.
public protocol KeyframeTrackContent {
    /// The value the keyframe reaches.
    associatedtype Value
}

/// The keyframes of one track.
public struct KeyframeTrackList<Value>: KeyframeTrackContent {}

/// Builds a track's keyframes.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeTrackList<Value> { KeyframeTrackList() }
    public static func buildBlock(_ parts: KeyframeTrackList<Value>...) -> KeyframeTrackList<Value> { KeyframeTrackList() }
    public static func buildArray(_ parts: [KeyframeTrackList<Value>]) -> KeyframeTrackList<Value> { KeyframeTrackList() }
    public static func buildOptional(_ part: KeyframeTrackList<Value>?) -> KeyframeTrackList<Value> { KeyframeTrackList() }
    public static func buildEither(first: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> { KeyframeTrackList() }
    public static func buildEither(second: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> { KeyframeTrackList() }
}

/// A keyframe reached at constant speed.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe reached along a cubic curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe reached with a spring.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A jump to a value.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

/// A timing curve (iOS 17).
public struct UnitCurve: Hashable, Sendable {
    let name: String
    public static let linear = UnitCurve(name: "linear"), easeIn = UnitCurve(name: "easeIn"), easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut"), circularEaseIn = UnitCurve(name: "circularEaseIn")
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut"), circularEaseInOut = UnitCurve(name: "circularEaseInOut")
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve(name: "bezier") }
}

/// A view that runs keyframes (iOS 17): a picture shows `content` with the initial value.
nonisolated public struct KeyframeAnimator<Value, K: Keyframes, Content: View>: View where K.Value == Value {
    let content: Content
    /// Animates `initialValue` with `keyframes`, repeating.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) {
        self.content = content(initialValue)
    }
    /// Animates `initialValue` when `trigger` changes.
    public init<T: Equatable>(initialValue: Value, trigger: T, @ViewBuilder content: @escaping (Value) -> Content,
                              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) {
        self.content = content(initialValue)
    }
    public var body: Content { content }
}

/// A view that cycles through phases (iOS 17): a picture shows the first phase.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let content: Content
    /// Cycles through `phases` continuously.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.content = content(Array(phases)[0])
    }
    /// Cycles through `phases` when `trigger` changes.
    public init<T: Equatable>(_ phases: some Sequence<Phase>, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
                              animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.content = content(Array(phases)[0])
    }
    public var body: Content { content }
}

/// Runs `body` (a state change) and returns its result; a picture shows no animation.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` and then `completion`; a picture shows no animation.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Runs `body` inside a transaction; a picture has none.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// When an animation counts as complete.
public struct AnimationCompletionCriteria: Equatable, Sendable {
    let name: String
    /// When the animation has logically finished.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation has stopped moving.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// How a view enters and leaves, as SwiftUI's `AnyTransition`.
public struct AnyTransition: Sendable {
    let name: String
    init(_ name: String) { self.name = name }

    /// Fades in and out.
    public static let opacity = AnyTransition("opacity")
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition("slide")
    /// Scales in and out.
    public static let scale = AnyTransition("scale")
    /// No transition.
    public static let identity = AnyTransition("identity")
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move") }
    /// Pushes in from `edge`.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push") }
    /// Scales from `scale` around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition("scale") }
    /// Offsets by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset") }
    /// Offsets by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition("offset") }
    /// Different transitions in and out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition("asymmetric") }
    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition with an animation.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
    /// A blur between views (iOS 17).
    public static let blurReplace = AnyTransition("blurReplace")
    /// A blur between views, upwards or downwards (iOS 17).
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition { AnyTransition("blurReplace") }
    /// Uses `active` while the view enters and leaves and `identity` at rest: a picture is at rest.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition("modifier") }
    /// A transition of iOS 17's `Transition` protocol.
    public init<T: Transition>(_ transition: T) { name = "\(T.self)" }
}

/// The configuration of a blur-replace transition.
public struct BlurReplaceTransition: Transition {
    /// Up or down.
    public struct Configuration: Sendable {
        public static let downUp = Configuration(), upUp = Configuration()
    }
    public init(configuration: Configuration = .downUp) {}
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

/// Where a view is in a transition (iOS 17): a picture shows it at rest, `.identity`.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear
    /// Whether the view is at rest.
    public var isIdentity: Bool { self == .identity }
    /// -1 while appearing, 0 at rest, 1 after disappearing.
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}

/// A custom transition (iOS 17): `body(content:phase:)` at `.identity` is what a picture shows.
public protocol Transition {
    /// The view at `phase`.
    associatedtype Body: View
    /// The view being transitioned.
    typealias Content = PlaceholderContentView<Self>
    /// The view at `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

extension Transition {
    /// The same transition with an animation.
    public func animation(_ animation: Animation?) -> Self { self }
    /// This transition and `other` together.
    public func combined<T: Transition>(with other: T) -> Self { self }
}

/// The built-in transitions as iOS 17's `Transition` values.
public struct BuiltInTransition: Transition {
    let name: String
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

extension Transition where Self == BuiltInTransition {
    public static var opacity: BuiltInTransition { BuiltInTransition(name: "opacity") }
    public static var slide: BuiltInTransition { BuiltInTransition(name: "slide") }
    public static var scale: BuiltInTransition { BuiltInTransition(name: "scale") }
    public static var identity: BuiltInTransition { BuiltInTransition(name: "identity") }
    public static var blurReplace: BuiltInTransition { BuiltInTransition(name: "blurReplace") }
    public static func move(edge: Edge) -> BuiltInTransition { BuiltInTransition(name: "move") }
    public static func push(from edge: Edge) -> BuiltInTransition { BuiltInTransition(name: "push") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> BuiltInTransition { BuiltInTransition(name: "offset") }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> BuiltInTransition { BuiltInTransition(name: "scale") }
}

nonisolated extension View {
    /// Sets an iOS 17 `Transition`; a picture shows the view at rest.
    public func transition<T: Transition>(_ transition: T) -> Self { self }
}
