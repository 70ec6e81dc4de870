import Foundation
import LayoutVizCore

/// A tip shown inline, as TipKit's `TipView`: a rounded card with the tip's image, title, message
/// and buttons, and a close mark.
nonisolated public struct TipView<Content: Tip>: View {
    let tip: Content
    @Environment(\.systemLook) private var look

    /// A view of `tip`; the arrow is not drawn.
    public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) { self.tip = tip }

    public var body: some View {
        VStack(alignment: .leading, spacing: SystemLook.tipSpacing) {
            HStack(alignment: .top, spacing: SystemLook.tipSpacing) {
                if let image = tip.image { image.font(SystemLook.tipImageFont).foregroundColor(look.accent) }
                VStack(alignment: .leading, spacing: SystemLook.tipTextSpacing) {
                    tip.title.font(.headline)
                    if let message = tip.message { message.font(.subheadline).foregroundColor(look.secondaryLabel) }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "xmark").font(SystemLook.tipCloseFont).foregroundColor(look.tertiaryLabel)
            }
            ForEach(tip.actions) { action in
                Divider()
                Text(verbatim: action.title).foregroundColor(look.accent)
            }
        }
        .padding(SystemLook.tipPadding)
        .background(RoundedRectangle(cornerRadius: look.tipCornerRadius, style: .continuous).fill(look.tipBackground))
    }
}
