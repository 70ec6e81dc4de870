import Foundation

// ProgressView as iOS draws it at rest (docs/controls.md, "Progress, sliders and steppers"). Sizes
// are UIKit's intrinsic sizes [INF: widely quoted, not measured here]: a 4-point progress bar, a
// 20-point (37 large) spinner. A bar's label sits above it and its current-value label below, in
// the secondary colour at the footnote size [INF]; a spinner's label sits below it, secondary.

/// A progress indicator: a spinner without a value, a bar with one, with optional labels; styles
/// (`.circular`, `.linear`, your own `ProgressViewStyle`) choose the drawing.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let value: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// `ProgressView(timerInterval:)`: the interval and whether it counts down.
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)?

    @Environment(\.progressViewStyle) private var style
    @Environment(\.pictureDate) private var now

    public var body: some View {
        var value = self.value
        if let timer {
            // The fraction at the picture's moment.
            let span = timer.interval.upperBound.timeIntervalSince(timer.interval.lowerBound)
            let done = span > 0 ? min(max(now.timeIntervalSince(timer.interval.lowerBound) / span, 0), 1) : 1
            value = timer.countsDown ? 1 - done : done
        }
        let configuration = ProgressViewStyleConfiguration(fractionCompleted: value,
                                                           label: label.map { ProgressViewStyleConfiguration.Label($0) },
                                                           currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel($0) })
        // UIProgressView's value is its fraction as a whole percentage.
        let percent = value.map { "\(Int(($0 * 100).rounded()))%" }  // not a look value: a unit conversion
        return (style ?? AnyProgressViewStyle(DefaultProgressViewStyle())).makeBody(configuration)
            .accessibilityAttributes { a, _ in a.role = .progress(value: percent) }
    }

    init(value: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.value = value.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
        self.label = label
        self.currentValueLabel = currentValueLabel
    }
}

/// The fraction of `value` in `total` (0 when the total is not positive).
private func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    value.map { total > 0 ? Double($0) / Double(total) : 0 }
}

extension ProgressView {
    /// A bar filled to `value` of `total`, with a label above and a current-value label below.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with `label` under it.
    public init(@ViewBuilder label: () -> Label) { self.init(value: nil, label: label(), currentValueLabel: nil) }

    /// A bar filled to `value` of `total`, with `label` above it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() { self.init(value: nil, label: nil, currentValueLabel: nil) }

    /// A bar filled to `value` of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) { self.init(value: fraction(value, total), label: nil, currentValueLabel: nil) }

    /// A bar for `progress`'s completed fraction.
    public init(_ progress: Progress) { self.init(value: progress.fractionCompleted, label: nil, currentValueLabel: nil) }

    /// A bar for the time `timerInterval` has run at the picture's moment (`EnvironmentValues.pictureDate`).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(value: 0, label: nil, currentValueLabel: nil)
        timer = (timerInterval, countsDown)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a label under it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(value: nil, label: Text(title), currentValueLabel: nil) }

    /// A spinner with a label under it.
    public init(_ titleKey: LocalizedStringKey) { self.init(value: nil, label: Text(titleKey), currentValueLabel: nil) }

    /// A bar with a label above it.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: fraction(value, total), label: Text(title), currentValueLabel: nil)
    }

    /// A bar with a label above it.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }
}

// MARK: Styles

/// What a progress view style draws.
public struct ProgressViewStyleConfiguration {
    /// The label, as a view (drawn as the view it wraps, under its own name in dumps).
    nonisolated public struct Label: View, PrimitiveView {
        let resolver: (ResolveContext) -> [Node]
        init<V: View>(_ view: V) { resolver = { resolveView(view, $0) } }
        public var body: Never { neverBody() }
        nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { resolver(ctx) }
    }
    /// The current-value label, as a view.
    nonisolated public struct CurrentValueLabel: View, PrimitiveView {
        let resolver: (ResolveContext) -> [Node]
        init<V: View>(_ view: V) { resolver = { resolveView(view, $0) } }
        public var body: Never { neverBody() }
        nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { resolver(ctx) }
    }
    /// The fraction done (0...1), nil for an indeterminate task.
    public let fractionCompleted: Double?
    /// The label, if any.
    public var label: Label?
    /// The current-value label, if any.
    public var currentValueLabel: CurrentValueLabel?
}

/// A look for every progress view below it, as SwiftUI's `ProgressViewStyle`.
@MainActor @preconcurrency public protocol ProgressViewStyle {
    /// The view a progress view becomes.
    associatedtype Body: View
    /// The configuration a style receives.
    typealias Configuration = ProgressViewStyleConfiguration
    /// Makes the view for one progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A type-erased progress view style, stored in the environment.
struct AnyProgressViewStyle {
    let makeBody: (ProgressViewStyleConfiguration) -> AnyView
    init<S: ProgressViewStyle>(_ style: S) { makeBody = { AnyView(MainActorBody.call({ $0.makeBody(configuration: $1) }, with: (style, $0))) } }
}

/// iOS's default: a bar with a value, a spinner without.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted != nil {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A spinner, with or without a value (iOS draws no determinate circle).
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// The style.
    public init() { tint = nil }
    /// The style with a tint (the spinner keeps its grey on iOS 17 and later [INF]).
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View { SpinnerWithLabel(configuration: configuration) }
}

/// A bar, empty when there is no value.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// The style.
    public init() { tint = nil }
    /// The style with a tint for the filled part.
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View { BarWithLabels(configuration: configuration, styleTint: tint) }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// iOS's default.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

private enum ProgressViewStyleKey: EnvironmentKey { static var defaultValue: AnyProgressViewStyle? { nil } }

extension EnvironmentValues {
    /// The style progress views below draw with; nil: the default.
    var progressViewStyle: AnyProgressViewStyle? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of progress views below.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.progressViewStyle = AnyProgressViewStyle(style) })
    }
}

// MARK: Drawing

/// A bar with its label above and its current-value label below.
nonisolated struct BarWithLabels: View {
    let configuration: ProgressViewStyleConfiguration
    let styleTint: Color?
    @Environment(\.tint) private var tint
    @Environment(\.systemLook) private var look

    var body: some View {
        let p = look.progress
        VStack(alignment: .leading, spacing: p.labelSpacing) {
            if let label = configuration.label { label }
            ProgressBar(fraction: configuration.fractionCompleted ?? 0, fill: styleTint ?? tint ?? look.accent)
            if let current = configuration.currentValueLabel {
                current.font(p.currentValueFont).foregroundColor(look.secondaryLabel)
            }
        }
    }
}

/// A spinner with its label below.
nonisolated struct SpinnerWithLabel: View {
    let configuration: ProgressViewStyleConfiguration
    @Environment(\.controlSize) private var size
    @Environment(\.systemLook) private var look

    var body: some View {
        let p = look.progress
        VStack(spacing: p.spinnerLabelSpacing) {
            Spinner().frame(width: p.spinnerSide(size), height: p.spinnerSide(size))
            if let label = configuration.label { label.foregroundColor(look.secondaryLabel) }
        }
    }
}

/// The 4-point bar: a grey track, the fraction filled with the tint.
nonisolated struct ProgressBar: View {
    let fraction: Double
    let fill: Color
    @Environment(\.systemLook) private var look
    var body: some View {
        Capsule().fill(look.track)
            .frame(height: look.progress.barHeight)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in Capsule().fill(fill).frame(width: proxy.size.width * CGFloat(fraction)) }
            }
    }
}

/// UIKit's activity indicator at rest: eight spokes in grey, fading around the circle.
nonisolated struct Spinner: View {
    @Environment(\.systemLook) private var look
    var body: some View {
        let p = look.progress
        GeometryReader { proxy in
            let s = min(proxy.size.width, proxy.size.height)
            ZStack {
                ForEach(0..<p.spokes, id: \.self) { i in
                    Capsule()
                        .fill(look.tertiaryLabel(opacity: p.spokeOpacity(i)))
                        .frame(width: s * p.spokeWidth, height: s * p.spokeLength)
                        .offset(y: -s * p.spokeOffset)
                        .rotationEffect(.degrees(Double(i) * p.spokeAngle))
                }
            }
            .frame(width: s, height: s)
        }
    }
}
