import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// Lays `view` out for a proposal with the root at the origin.
func layout<V: View>(_ view: V, _ width: CGFloat?, _ height: CGFloat?) -> LayoutTree {
    LayoutTree(view, proposal: ProposedViewSize(width: width, height: height))
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// The frame of the view with `.id(id)`; records an issue when there is none.
func frame(_ tree: LayoutTree, _ id: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect {
    guard let f = tree.frame(of: id) else {
        Issue.record("no view with id \(id)", sourceLocation: sourceLocation)
        return .null
    }
    return f
}

/// The root's size.
func size(_ tree: LayoutTree) -> CGSize { tree.root.frame.size }

/// A colour with a fixed size, the usual test child.
func box(_ w: CGFloat, _ h: CGFloat, _ id: String) -> some View {
    Color.blue.frame(width: w, height: h).id(id)
}

/// Lays `view` out as an app's root on the iPhone 13 Pro screen the published safe-area examples
/// use: 390×844 at @3x, safe area 47 from the top and 34 from the bottom.
func onPhone(_ view: some View) -> LayoutTree {
    var env = EnvironmentValues.standard
    env.displayScale = 3
    return LayoutTree(view, safeArea: SafeAreaTests.safe, screen: SafeAreaTests.screen, environment: env)
}
