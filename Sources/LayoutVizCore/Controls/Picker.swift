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

extension View {
    /// Sets how pickers below are drawn.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        let kind = style._kind
        return modifier(_EnvironmentWritingModifier { $0.pickerKind = kind })
    }
}

/// A choice among tagged options, shown at rest with its selection.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let label: Label
    let selection: AnyHashable
    let content: Content

    /// A picker labelled by `label`, choosing among `content`'s tagged options.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content()
    }

    public var body: Never { neverBody() }

    func resolve(_ ctx: ResolveContext) -> [Node] {
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
        let view: AnyView
        switch ctx.environment.pickerKind {
        case .segmented: view = AnyView(SegmentedControl(titles: options.map(\.0), selected: options.firstIndex { $0.1 }))
        case .navigationLink:
            view = AnyView(HStack { label; Spacer(minLength: 8); Text(selected).foregroundColor(ListMetrics.secondaryLabel); Chevron() })
        case .inline:
            view = AnyView(VStack(alignment: .leading, spacing: 12) {
                ForEach(0..<options.count, id: \.self) { i in
                    HStack {
                        Text(options[i].0)
                        Spacer(minLength: 8)
                        if options[i].1 { CheckmarkShape().stroke(ctx.environment.tint ?? .accentColor, lineWidth: 2).frame(width: 14, height: 12) }
                    }
                }
            })
        case .wheel:
            view = AnyView(WheelView(titles: options.map(\.0), selected: options.firstIndex { $0.1 } ?? 0))
        case .menu:
            // In a list row the value is secondary grey; elsewhere the picker is a tinted button.
            let inRow = ctx.environment.isInListRow
            let colour = inRow ? ListMetrics.secondaryLabel : (ctx.environment.tint ?? .accentColor)
            view = AnyView(HStack {
                if inRow { label; Spacer(minLength: 8) }
                HStack(spacing: 5) {
                    Text(selected)
                    UpDownChevron().stroke(colour, lineWidth: 1.6).frame(width: 8, height: 13)
                }
                .foregroundColor(colour)
            })
        }
        return resolveView(view, ctx)
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
struct SegmentedControl: View {
    let titles: [String]
    let selected: Int?

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<titles.count, id: \.self) { i in
                Text(titles[i])
                    .font(.system(size: 13, weight: i == selected ? .semibold : .medium))
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if i == selected {
                            RoundedRectangle(cornerRadius: 7).fill(Color.white)
                                .shadow(color: Color.black.opacity(0.12), radius: 4, y: 2)
                                .padding(2)
                        }
                    }
            }
        }
        .frame(height: 32)
        .background(tertiaryFill, in: RoundedRectangle(cornerRadius: 9))
    }
}

/// A wheel at rest: UIPickerView's 216 points, the selected row in the middle on a grey band,
/// the rows around it (32 points apart) fading and shrinking as they turn away [INF: the
/// band's colour, the row pitch and the fading are not measured].
struct WheelView: View {
    let titles: [String]
    let selected: Int

    static let height: CGFloat = 216
    static let rowHeight: CGFloat = 32

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8)
                .fill(tertiaryFill)
                .frame(height: WheelView.rowHeight)
                .padding(.horizontal, 8)
            ForEach(-3...3, id: \.self) { offset in
                let i = selected + offset
                if i >= 0 && i < titles.count {
                    // A row `offset` steps away turns by 20° per step: it shrinks by the square
                    // root of the cosine (uniformly: text scaled one way only draws with distorted
                    // hinting) and its ink fades.
                    let turn = Double(abs(offset)) * 20 * Double.pi / 180
                    Text(titles[i])
                        .font(.system(size: 21))
                        .lineLimit(1)
                        .opacity(offset == 0 ? 1 : 0.75 * cos(turn) * cos(turn))
                        .scaleEffect(sqrt(cos(turn)))
                        .offset(y: CGFloat(offset) * WheelView.rowHeight * cos(turn * 0.5))
                }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: WheelView.height)
        .clipped()
    }
}

/// The menu picker's up-down chevron.
struct UpDownChevron: Shape {
    func path(in r: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: r.minX, y: r.minY + r.height * 0.35))
        p.addLine(to: CGPoint(x: r.midX, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.minY + r.height * 0.35))
        p.move(to: CGPoint(x: r.minX, y: r.maxY - r.height * 0.35))
        p.addLine(to: CGPoint(x: r.midX, y: r.maxY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - r.height * 0.35))
        return p
    }
}

/// The inline picker's checkmark.
struct CheckmarkShape: Shape {
    func path(in r: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: r.minX, y: r.midY))
        p.addLine(to: CGPoint(x: r.minX + r.width * 0.38, y: r.maxY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        return p
    }
}
