import Foundation

// Core Image's colour, which UIKit brings (and so `import SwiftUI` on iOS): apps read a colour's
// components through it (`CIColor(color: UIColor(color)).red`, as a colour set stored by its hex
// value does). A system colour gives its light-mode components (docs/coverage.md, "UIKit").

/// A colour's components, as Core Image's `CIColor`.
public final class CIColor: @unchecked Sendable, CustomStringConvertible {
    /// The components in 0...1 (sRGB).
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// A colour of these components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// The components of `color` (a system colour's in light mode).
    public convenience init(color: UIColor) {
        let c = color.color.resolved(in: EnvironmentValues())
        self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }

    /// The components of a Core Graphics colour.
    public convenience init(cgColor: CGColor) { self.init(color: UIColor(cgColor: cgColor)) }

    /// The number of components: red, green, blue and alpha.
    public var numberOfComponents: Int { 4 } // not a look value: Apple's documented default
    /// "r g b a", as Core Image writes a colour.
    public var stringRepresentation: String { "\(red) \(green) \(blue) \(alpha)" }
    public var description: String { stringRepresentation }

    public static let black = CIColor(red: 0, green: 0, blue: 0) // not a look value: Apple's documented default
    public static let white = CIColor(red: 1, green: 1, blue: 1) // not a look value: Apple's documented default
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0) // not a look value: Apple's documented default
    public static let red = CIColor(red: 1, green: 0, blue: 0) // not a look value: Apple's documented default
    public static let green = CIColor(red: 0, green: 1, blue: 0) // not a look value: Apple's documented default
    public static let blue = CIColor(red: 0, green: 0, blue: 1) // not a look value: Apple's documented default
}

extension UIColor {
    /// The colour of a Core Image colour.
    public init(ciColor: CIColor) { self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha) }
}
