/// An sRGB colour with straight alpha, components in 0...1.
public struct Color: Sendable, Equatable, Hashable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    /// A colour from sRGB components and alpha, 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// UIKit's `UIColor(white:alpha:)`.
    package init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    static let white = Color(white: 1)
    static let black = Color(white: 0)
    /// UIKit's `.lightGray`, white 0.667.
    static let lightGray = Color(white: 2.0 / 3.0)
    /// UIKit's `.red`, `.green`, `.blue`.
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
}
