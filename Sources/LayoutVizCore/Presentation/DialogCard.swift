import Foundation

// An alert's or confirmation dialog's card: its actions found among the views the actions
// builder makes (each `Button` drawn in the dialog's own style, its role kept as a trait), put
// in iOS's order, and drawn as the look draws them: iOS 26's card of pills, iOS 18's alert with
// hairlines, or iOS 18's action sheet (SystemLook+Presentations.swift; docs/presentations.md).

/// Which of the three cards a dialog is drawn as.
enum DialogForm {
    /// iOS 26: alerts and confirmation dialogs alike [MEAS].
    case card
    /// iOS 18's alert (and a confirmation dialog on a regular width).
    case alert
    /// iOS 18's action sheet: a confirmation dialog on a compact width.
    case actionSheet
}

/// Marks a node as a dialog's action, with the button's role.
struct DialogActionMark { let role: ButtonRole? }
enum DialogActionTraitKey: ViewTraitKey { static var defaultValue: DialogActionMark? { nil } }

private enum DialogFormKey: EnvironmentKey { static let defaultValue = DialogForm.card }

extension EnvironmentValues {
    /// The card the dialog whose actions are being resolved is drawn as.
    var dialogForm: DialogForm {
        get { self[DialogFormKey.self] }
        set { self[DialogFormKey.self] = newValue }
    }
}

/// The style of a dialog's buttons: the label in the dialog's type and colour, by role.
nonisolated struct _DialogActionStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { _DialogActionLabel(label: configuration.label, role: configuration.role) }
}

nonisolated struct _DialogActionLabel: View, PrimitiveView {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        let env = ctx.environment, look = env.systemLook, d = look.dialog, sheet = look.actionSheet
        let form = env.dialogForm
        let preferred = form == .card && role == .confirm
        let font: Font = switch (form, role) {
        case (.actionSheet, .cancel): sheet.cancelFont
        case (.actionSheet, _): sheet.font
        case (_, .cancel): d.cancelFont
        case _ where preferred: d.preferredFont
        default: d.actionFont
        }
        let color: Color = preferred ? look.onFill : role == .destructive ? look.destructive : form == .card ? look.label : env.tint ?? look.accent
        var nodes = resolveView(label.font(font).foregroundColor(color).lineLimit(1), ctx)
        if nodes.count != 1 { nodes = resolveView(HStack { _NodesView(nodes: nodes) }, ctx) }
        return nodes.map { $0.with { $0.traits[DialogActionTraitKey.self] = DialogActionMark(role: role) } }
    }
}

/// A presented alert or confirmation dialog: its title, message and actions.
nonisolated public struct _DialogCard: View, PrimitiveView {
    let isDialog: Bool
    let title: Text?
    let message: AnyView?
    let actions: AnyView
    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        let env = ctx.environment, look = env.systemLook
        let form: DialogForm = look.isGlass ? .card : isDialog && env.horizontalSizeClass != .regular ? .actionSheet : .alert
        var actx = ctx.withoutStack()
        actx.environment.dialogForm = form
        actx.environment.buttonStyle = AnyButtonStyle(_DialogActionStyle())
        var found: [(node: Node, role: ButtonRole?)] = []
        for n in resolveView(actions, actx) {
            if let mark = n.traits[DialogActionTraitKey.self] { found.append((n, mark.role)) }
            else { env.renderReport?.noteNotDrawn("a dialog's content other than buttons (text fields)") }
        }
        func standard(_ title: String, _ role: ButtonRole?) -> (Node, ButtonRole?)? {
            resolveView(Button(role: role, action: {}) { Text(title) }, actx).first.map { ($0, role) }
        }
        // iOS adds OK to an alert without actions, and Cancel to a confirmation dialog without one [INF].
        if found.isEmpty, !isDialog, let ok = standard("OK", nil) { found.append(ok) }
        if isDialog, !found.contains(where: { $0.role == .cancel }), let cancel = standard("Cancel", .cancel) { found.append(cancel) }
        // One cancel action is shown: the first.
        let cancel = found.first { $0.role == .cancel }
        let others = found.filter { $0.role != .cancel }
        let parts = DialogParts(form: form, title: title, message: message, others: others, cancel: cancel)
        return resolveView(parts, ctx.withoutStack())
    }
}

/// The card's view.
nonisolated struct DialogParts: View {
    let form: DialogForm
    let title: Text?
    let message: AnyView?
    let others: [(node: Node, role: ButtonRole?)]
    let cancel: (node: Node, role: ButtonRole?)?
    @Environment(\.systemLook) private var look
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        switch form {
        case .card: card
        case .alert: classicAlert
        case .actionSheet: actionSheet
        }
    }

    /// Two actions side by side with the cancel action leading; more stacked, the cancel action last.
    private var ordered: (sideBySide: Bool, actions: [(node: Node, role: ButtonRole?)]) {
        let all = others + (cancel.map { [$0] } ?? [])
        if all.count == 2 { return (true, (cancel.map { [$0] } ?? []) + others) }
        return (false, all)
    }

    @ViewBuilder private var header: some View {
        let d = look.dialog
        let alignment: HorizontalAlignment = form == .card ? .leading : .center
        if let title, let message {
            VStack(alignment: alignment, spacing: d.titleGap) {
                title.font(d.titleFont)
                message.font(d.messageFont).foregroundColor(form == .card ? look.secondaryLabel : look.label)
            }
            .multilineTextAlignment(form == .card ? .leading : .center)
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
            .padding(.horizontal, d.textInset).padding(.top, d.topPadding).padding(.bottom, d.textBottom)
        } else if title != nil || message != nil {
            Group { if let title { title } else { message } }
                .font(d.loneFont).multilineTextAlignment(.center).frame(maxWidth: .infinity)
                .padding(.horizontal, d.textInset).padding(.top, d.topPadding).padding(.bottom, d.loneTextBottom)
        }
    }

    private var card: some View {
        let d = look.dialog
        let (sideBySide, actions) = ordered
        let pills = ForEach(Array(actions.indices), id: \.self) { i in
            _NodesView(nodes: [actions[i].node]).padding(.horizontal, d.actionSpacing)
                .frame(maxWidth: .infinity).frame(height: d.actionHeight)
                .background(RoundedRectangle(cornerRadius: d.actionRadius, style: .continuous)
                    .fill(actions[i].role == .confirm ? look.accent : d.actionFill))
        }
        return VStack(spacing: 0) {
            header
            Group {
                if sideBySide { HStack(spacing: d.actionSpacing) { pills } } else { VStack(spacing: d.actionSpacing) { pills } }
            }
            .padding(d.actionsPadding)
        }
        .frame(width: d.width)
        .background(RoundedRectangle(cornerRadius: d.cornerRadius, style: .continuous).fill(d.fill)
            .shadow(color: look.shadow.opacity(d.shadowOpacity), radius: d.shadowRadius, y: d.shadowY))
    }

    private var classicAlert: some View {
        let d = look.dialog
        let (sideBySide, actions) = ordered
        let button = { (i: Int) in _NodesView(nodes: [actions[i].node]).padding(.horizontal, d.textInset / 2).frame(maxWidth: .infinity).frame(height: d.actionHeight) }
        return VStack(spacing: 0) {
            header
            if sideBySide {
                Divider()
                // The hairline between the halves lies over them: each button is half the card.
                HStack(spacing: 0) {
                    button(0)
                    button(1)
                }
                .overlay { Rectangle().fill(look.separator).frame(width: 1 / max(displayScale, 1)) }
            } else {
                ForEach(Array(actions.indices), id: \.self) { i in
                    Divider()
                    button(i)
                }
            }
        }
        .frame(width: d.width)
        .background(RoundedRectangle(cornerRadius: d.cornerRadius, style: .continuous).fill(d.fill))
    }

    private var actionSheet: some View {
        let s = look.actionSheet
        let hasHeader = title != nil || message != nil
        return VStack(spacing: s.groupGap) {
            if hasHeader || !others.isEmpty { group }
            if let cancel {
                _NodesView(nodes: [cancel.node]).frame(maxWidth: .infinity).frame(height: s.rowHeight)
                    .background(RoundedRectangle(cornerRadius: s.cornerRadius, style: .continuous).fill(s.cancelFill))
            }
        }
        .padding(.horizontal, s.margin)
    }

    /// The action sheet's first group: the header and the actions other than cancel.
    private var group: some View {
        let s = look.actionSheet
        let hasHeader = title != nil || message != nil
        return VStack(spacing: 0) {
            if hasHeader {
                VStack(spacing: s.headerGap) {
                    if let title { title.font(s.titleFont) }
                    if let message { message.font(s.messageFont) }
                }
                .foregroundColor(look.secondaryLabel).multilineTextAlignment(.center)
                .padding(.horizontal, s.headerInset).padding(.vertical, s.headerPadding).frame(maxWidth: .infinity)
            }
            ForEach(Array(others.indices), id: \.self) { i in
                if hasHeader || i > 0 { Divider() }
                _NodesView(nodes: [others[i].node]).frame(maxWidth: .infinity).frame(height: s.rowHeight)
            }
        }
        .background(RoundedRectangle(cornerRadius: s.cornerRadius, style: .continuous).fill(s.fill))
    }
}
