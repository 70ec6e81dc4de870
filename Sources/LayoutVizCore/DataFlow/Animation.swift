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
}
