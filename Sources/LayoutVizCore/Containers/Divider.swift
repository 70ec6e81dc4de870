import Foundation

/// A thin line that separates content, as SwiftUI's `Divider` (docs/layout/leaves.md).
///
/// Inside an `HStack` it is a vertical line; inside a `VStack`, or outside any stack, a horizontal
/// one. It is a fill with a fixed thickness across and the proposal along: one device pixel
/// (1 / displayScale points), or 1 point at an accessibility text size, in UIKit's `separator`
/// colour.
public struct Divider: View, PrimitiveView {
    /// Creates a divider.
    public init() {}

    public var body: Never { neverBody() }

    /// UIKit's `separator`: (60, 60, 67) at 29 % in light mode, (84, 84, 88) at 60 % in dark mode.
    static func color(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6)
            : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    }

    func resolve(_ ctx: ResolveContext) -> [Node] {
        let env = ctx.environment
        let scale = env.displayScale.isFinite && env.displayScale > 0 ? env.displayScale : 1
        let thickness = env.dynamicTypeSize.isAccessibilitySize ? 1 : 1 / scale
        let vertical = ctx.stackAxis == .horizontal
        let frame = FixedFrame(width: vertical ? thickness : nil, height: vertical ? nil : thickness, alignment: .center)
        return [Node(.frame(frame), children: [Node(.leaf(.color(Self.color(env.colorScheme))))], viewName: "Divider")]
    }
}
