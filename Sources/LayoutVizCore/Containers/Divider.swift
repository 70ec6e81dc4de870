import Foundation

/// A thin line that separates content, as SwiftUI's `Divider` (docs/layout/leaves.md).
///
/// Inside an `HStack` it is a vertical line; inside a `VStack`, or outside any stack, a horizontal
/// one. It is a fill with a fixed thickness across and the proposal along: one device pixel
/// (1 / displayScale points), or 1 point at an accessibility text size, in UIKit's `separator`
/// colour.
nonisolated public struct Divider: View, PrimitiveView {
    /// Creates a divider.
    public init() {}

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        let env = ctx.environment
        let scale = env.displayScale.isFinite && env.displayScale > 0 ? env.displayScale : 1
        let thickness = env.dynamicTypeSize.isAccessibilitySize ? 1 : 1 / scale
        let vertical = ctx.stackAxis == .horizontal
        let frame = FixedFrame(width: vertical ? thickness : nil, height: vertical ? nil : thickness, alignment: .center)
        return [Node(.frame(frame), children: [Node(.leaf(.color(env.systemLook.separator)))], viewName: "Divider")]
    }
}
