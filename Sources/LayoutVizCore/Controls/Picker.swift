import Foundation

// Picker at rest, in the iOS 17 styles (docs/controls.md, "Pickers"): `.menu` (the default) shows
// the label and the selected option's title with an up-down chevron; `.segmented` a row of
// segments with the selected one raised; `.navigationLink` the title and a chevron; `.inline`
// every option with a checkmark on the selected one; `.wheel` the selected row in a band with its
// neighbours fading above and below.

/// A picker style.
public protocol PickerStyle: Sendable { var _kind: PickerKind { get } }
/// Which built-in picker look a style is.
public enum PickerKind: Sendable { case menu, segmented, navigationLink, inline, wheel }
/// The built-in picker styles.
public struct _BuiltInPickerStyle: PickerStyle { public let _kind: PickerKind }
extension PickerStyle where Self == _BuiltInPickerStyle {
    public static var automatic: _BuiltInPickerStyle { _BuiltInPickerStyle(_kind: .menu) }
    public static var menu: _BuiltInPickerStyle { _BuiltInPickerStyle(_kind: .menu) }
    public static var segmented: _BuiltInPickerStyle { _BuiltInPickerStyle(_kind: .segmented) }
    public static var navigationLink: _BuiltInPickerStyle { _BuiltInPickerStyle(_kind: .navigationLink) }
    public static var inline: _BuiltInPickerStyle { _BuiltInPickerStyle(_kind: .inline) }
    public static var wheel: _BuiltInPickerStyle { _BuiltInPickerStyle(_kind: .wheel) }
    public static var palette: _BuiltInPickerStyle { _BuiltInPickerStyle(_kind: .segmented) }
}

private enum PickerKindKey: EnvironmentKey { static let defaultValue = PickerKind.menu }
extension EnvironmentValues {
    var pickerKind: PickerKind {
        get { self[PickerKindKey.self] }
        set { self[PickerKindKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how pickers below are drawn.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        let kind = style._kind
        return modifier(_EnvironmentWritingModifier { $0.pickerKind = kind })
    }
}

/// A choice among tagged options, shown at rest with its selection.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let label: Label
    let selection: AnyHashable
    let content: Content

    /// A picker with a label given at once (the older spelling).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        let l = label
        self.init(selection: selection, content: content, label: { l })
    }

    /// A picker labelled by `label`, choosing among `content`'s tagged options.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content()
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        // The options' titles, and which is selected (the one whose tag equals the selection).
        let options = resolveView(content, ctx.withoutStack()).map { n -> (String, Bool) in
            var title = ""
            var queue = [n][...]
            while let m = queue.popFirst(), title.isEmpty {
                if case .text(let t) = m.kind { title = t.string }
                queue.append(contentsOf: m.children)
            }
            return (title, n.traits[TagTraitKey.self] == selection)
        }
        let selected = options.first { $0.1 }?.0 ?? ""
        let look = ctx.environment.systemLook, p = look.picker
        let view: AnyView
        switch ctx.environment.pickerKind {
        case .segmented: view = AnyView(SegmentedControl(titles: options.map(\.0), selected: options.firstIndex { $0.1 }))
        case .navigationLink:
            view = AnyView(HStack {
                if !ctx.environment.labelsHidden { label; Spacer(minLength: p.labelGap) }
                Text(verbatim: selected).foregroundColor(look.secondaryLabel)
                Chevron()
            })
        case .inline:
            view = AnyView(VStack(alignment: .leading, spacing: p.inlineSpacing) {
                ForEach(0..<options.count, id: \.self) { i in
                    HStack {
                        Text(verbatim: options[i].0)
                        Spacer(minLength: p.labelGap)
                        if options[i].1 {
                            CheckmarkShape(knee: p.checkmarkKnee).stroke(ctx.environment.tint ?? look.accent, lineWidth: p.checkmarkLineWidth)
                                .frame(width: p.checkmarkWidth, height: p.checkmarkHeight)
                        }
                    }
                }
            })
        case .wheel:
            view = AnyView(WheelView(titles: options.map(\.0), selected: options.firstIndex { $0.1 } ?? 0))
        case .menu:
            // In a list row the value is secondary grey; elsewhere the picker is a tinted button.
            let inRow = ctx.environment.isInListRow
            let colour = inRow ? look.secondaryLabel : (ctx.environment.tint ?? look.accent)
            view = AnyView(HStack {
                if inRow && !ctx.environment.labelsHidden { label; Spacer(minLength: p.labelGap) }
                HStack(spacing: p.menuChevronGap) {
                    Text(verbatim: selected)
                    UpDownChevron(rise: p.upDownRise).stroke(colour, lineWidth: p.upDownLineWidth).frame(width: p.upDownWidth, height: p.upDownHeight)
                }
                .foregroundColor(colour)
            })
        }
        // A menu or navigation-link picker is one button saying its label and the selection.
        let kind = ctx.environment.pickerKind
        guard kind == .menu || kind == .navigationLink else { return resolveView(view, ctx) }
        let title = accessibilityText(of: label, in: ctx.environment)
        return resolveView(view.accessibilityAttributes { a, _ in
            a.role = .button
            a.label = title ?? selected
            a.value = title == nil ? nil : selected
        }, ctx)
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`.
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// iOS's segmented control: equal segments in a 32-point grey track (radius 9), the selected one a
/// white raised segment; 13-point medium titles [INF: UISegmentedControl's look, not measured].
nonisolated struct SegmentedControl: View {
    let titles: [String]
    let selected: Int?
    @Environment(\.systemLook) private var look

    var body: some View {
        let p = look.picker
        HStack(spacing: 0) {
            ForEach(0..<titles.count, id: \.self) { i in
                Text(verbatim: titles[i])
                    .font(p.segmentFont(selected: i == selected))
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .accessibilityAttributes { a, _ in a.role = .segment(index: i + 1, count: titles.count, selected: i == selected) }
                    .background {
                        if i == selected {
                            RoundedRectangle(cornerRadius: p.segmentRadius).fill(look.raisedSegment)
                                .shadow(color: look.shadow.opacity(p.segmentShadowOpacity), radius: p.segmentShadowRadius, y: p.segmentShadowY)
                                .padding(p.segmentInset)
                        }
                    }
            }
        }
        .frame(height: p.segmentedHeight)
        .background(look.tertiaryFill, in: RoundedRectangle(cornerRadius: p.segmentedRadius))
        .dimmedWhenDisabled()
    }
}

/// A wheel at rest: UIPickerView's 216 points, the selected row in the middle on a grey band,
/// the rows around it (32 points apart) fading and shrinking as they turn away [INF: the
/// band's colour, the row pitch and the fading are not measured].
nonisolated struct WheelView: View {
    let titles: [String]
    let selected: Int
    @Environment(\.systemLook) private var look

    var body: some View {
        let p = look.picker
        ZStack {
            RoundedRectangle(cornerRadius: p.wheelBandRadius)
                .fill(look.tertiaryFill)
                .frame(height: p.wheelRowHeight)
                .padding(.horizontal, p.wheelBandInset)
            ForEach(-p.wheelRowsEachSide...p.wheelRowsEachSide, id: \.self) { offset in
                let i = selected + offset
                if i >= 0 && i < titles.count {
                    // A row `offset` steps away turns by a step's angle per step: it shrinks by the
                    // square root of the cosine (uniformly: text scaled one way only draws with
                    // distorted hinting) and its ink fades. (The half turn of the offset is the
                    // rows' pitch on the drum.)
                    let turn = Angle.degrees(Double(abs(offset)) * p.wheelTurnDegrees).radians
                    Text(verbatim: titles[i])
                        .font(p.wheelFont)
                        .lineLimit(1)
                        .opacity(offset == 0 ? 1 : p.wheelFade * cos(turn) * cos(turn))
                        .scaleEffect(sqrt(cos(turn)))
                        .offset(y: CGFloat(offset) * p.wheelRowHeight * cos(turn / 2))
                }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: p.wheelHeight)
        .clipped()
    }
}

/// The menu picker's up-down chevron.
nonisolated struct UpDownChevron: Shape {
    /// How far each half reaches, of the height.
    let rise: CGFloat
    func path(in r: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: r.minX, y: r.minY + r.height * rise))
        p.addLine(to: CGPoint(x: r.midX, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.minY + r.height * rise))
        p.move(to: CGPoint(x: r.minX, y: r.maxY - r.height * rise))
        p.addLine(to: CGPoint(x: r.midX, y: r.maxY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - r.height * rise))
        return p
    }
}

/// The inline picker's checkmark.
nonisolated struct CheckmarkShape: Shape {
    /// Where the strokes meet, across the width.
    let knee: CGFloat
    func path(in r: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: r.minX, y: r.midY))
        p.addLine(to: CGPoint(x: r.minX + r.width * knee, y: r.maxY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        return p
    }
}

/// The older picker style types, as `pickerStyle(SegmentedPickerStyle())` spells them.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerKind { .segmented }
}
/// The menu picker (the older spelling).
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerKind { .menu }
}
/// The wheel picker (the older spelling).
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerKind { .wheel }
}
/// The inline picker (the older spelling).
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerKind { .inline }
}
/// The system's picker (the older spelling): a menu.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerKind { .menu }
}
