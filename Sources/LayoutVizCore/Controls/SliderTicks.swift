import Foundation

// Slider ticks (iOS 26): marks at chosen values along a slider's track, and the slider
// initializers that take them (docs/controls.md, "Progress, sliders and steppers"). The marks are
// drawn as a stepped slider's are; a tick's label is for accessibility [INF: iOS draws no tick
// labels; macOS does], so it is kept, not drawn.

/// A mark at a value along a slider's track, with an optional label.
public struct SliderTick<V: BinaryFloatingPoint>: SliderTickContent {
    public typealias Value = V
    /// The identity of a tick: its value.
    public struct ID: Hashable, Sendable {
        let value: Double
    }

    /// The value the tick marks.
    public let value: V
    /// The tick's label, when it has one.
    let label: AnyView?

    /// A tick at `value`.
    public init(_ value: V) {
        self.value = value
        label = nil
    }

    /// A tick at `value` labelled by `label`.
    public init(_ value: V, @ViewBuilder label: () -> some View) {
        self.value = value
        self.label = AnyView(label())
    }

    /// A tick at `value` labelled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, _ value: V) {
        self.value = value
        label = AnyView(Text(titleKey))
    }

    /// The tick's identity.
    public var id: ID { ID(value: Double(value)) }

    /// The tick itself.
    public var body: [SliderTick<V>] { [self] }
}

/// What a slider's `ticks` builder makes: ticks at values.
public protocol SliderTickContent<Value> {
    /// The slider's value type.
    associatedtype Value: BinaryFloatingPoint
    /// The ticks, in order.
    associatedtype Body: RandomAccessCollection where Body.Element == SliderTick<Value>
    /// The ticks.
    var body: Body { get }
}

/// Several ticks together, as a `SliderTickBuilder` combines them.
public struct TupleSliderTickContent<Value: BinaryFloatingPoint>: SliderTickContent {
    /// The ticks, in order.
    public let body: [SliderTick<Value>]
}

/// Builds a slider's ticks from `SliderTick`s, `SliderTickContentForEach`, `if` and `for`.
@resultBuilder public struct SliderTickBuilder<Value: BinaryFloatingPoint> {
    public static func buildExpression<C: SliderTickContent>(_ content: C) -> TupleSliderTickContent<Value> where C.Value == Value {
        TupleSliderTickContent(body: Array(content.body))
    }
    public static func buildBlock(_ parts: TupleSliderTickContent<Value>...) -> TupleSliderTickContent<Value> {
        TupleSliderTickContent(body: parts.flatMap(\.body))
    }
    public static func buildOptional(_ part: TupleSliderTickContent<Value>?) -> TupleSliderTickContent<Value> {
        part ?? TupleSliderTickContent(body: [])
    }
    public static func buildEither(first: TupleSliderTickContent<Value>) -> TupleSliderTickContent<Value> { first }
    public static func buildEither(second: TupleSliderTickContent<Value>) -> TupleSliderTickContent<Value> { second }
    public static func buildArray(_ parts: [TupleSliderTickContent<Value>]) -> TupleSliderTickContent<Value> {
        TupleSliderTickContent(body: parts.flatMap(\.body))
    }
}

/// Ticks made for each element of a collection of values.
public struct SliderTickContentForEach<Data: RandomAccessCollection, ID: Hashable, Content: SliderTickContent>: SliderTickContent
where Data.Element == Content.Value {
    public typealias Value = Content.Value
    /// The ticks every element makes, in order.
    public let body: [SliderTick<Content.Value>]

    /// Ticks for each value of `data`, identified by `id`.
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Data.Element {
        body = data.flatMap { Array(content($0).body) }
    }

    /// Ticks for each identifiable value of `data`.
    public init<V>(_ data: Data, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == V.ID, V: Identifiable, V == Data.Element {
        body = data.flatMap { Array(content($0).body) }
    }
}

extension Slider {
    /// A slider with ticks at the values `ticks` makes (iOS 26); the track's fill starts at
    /// `neutralValue` when given. The current value label is not drawn on iOS.
    public init<V: BinaryFloatingPoint, TickContent: SliderTickContent>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @SliderTickBuilder<V> ticks: () -> TickContent, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where TickContent.Value == V {
        self.init(value: value, in: bounds, label: label)
        let given = ticks().body
        marks = given.map { Self.fraction(of: $0.value, in: bounds) }
        tickLabels = given.contains { $0.label != nil }
        neutral = neutralValue.map { Self.fraction(of: $0, in: bounds) }
    }

    /// A slider with ticks and its minimum and maximum value labels (iOS 26).
    public init<V: BinaryFloatingPoint, ValueLabel: View, TickContent: SliderTickContent>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        @SliderTickBuilder<V> ticks: () -> TickContent, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where TickContent.Value == V {
        self.init(value: value, in: bounds, neutralValue: neutralValue, enabledBounds: enabledBounds, label: label,
                  currentValueLabel: currentValueLabel, ticks: ticks, onEditingChanged: onEditingChanged)
        valueLabels = (AnyView(minimumValueLabel()), AnyView(maximumValueLabel()))
    }

    /// A stepped slider whose `tick` closure chooses a tick (or none) for each step's value (iOS 26).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        tick: (V) -> SliderTick<V>?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, label: label)
        let count = Self.stepCount(bounds, step) ?? 0
        // Bounded, so a fine step cannot make millions of ticks (more than the look marks are not drawn).
        let stepSize = bounds.lowerBound.advanced(by: step) - bounds.lowerBound
        let values = (0...min(count, Self.tickCountLimit)).map { bounds.lowerBound + V($0) * stepSize }
        let given = values.compactMap(tick)
        marks = given.map { Self.fraction(of: $0.value, in: bounds) }
        tickLabels = given.contains { $0.label != nil }
        neutral = neutralValue.map { Self.fraction(of: $0, in: bounds) }
    }

    /// A stepped slider with chosen ticks and its minimum and maximum value labels (iOS 26).
    public init<V: BinaryFloatingPoint, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        tick: (V) -> SliderTick<V>?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, neutralValue: neutralValue, enabledBounds: enabledBounds, label: label,
                  currentValueLabel: currentValueLabel, tick: tick, onEditingChanged: onEditingChanged)
        valueLabels = (AnyView(minimumValueLabel()), AnyView(maximumValueLabel()))
    }
}
