import Foundation

/// One entry of `look.items.colors`: a colour, or a linear gradient of two or more stops.
enum ItemFill: Sendable, Equatable {
    case solid(Color)
    /// Stops evenly spaced along `angle` degrees (clockwise from pointing right; 90: top to
    /// bottom, as `look.background`).
    case gradient([Color], angle: Double)

    /// The colour the fill starts with: the item's colour where one colour is needed.
    var baseColor: Color {
        switch self {
        case let .solid(color): color
        case let .gradient(stops, _): stops[0]
        }
    }

    /// SwiftUI's `color.gradient`, as `{"gradient": "#RRGGBB"}`: a lighter shade of the colour at
    /// the top to the colour at the bottom, the shade the colour moved a fifth of the way to white
    /// in sRGB values ([model]: Apple documents "a standard gradient for the color" and no stops;
    /// docs/looks.md).
    static func standardGradient(of color: Color) -> ItemFill {
        let lighter = Color(red: color.red + 0.2 * (1 - color.red), green: color.green + 0.2 * (1 - color.green),
                            blue: color.blue + 0.2 * (1 - color.blue), alpha: color.alpha)
        return .gradient([lighter, color], angle: 90)
    }

    /// Stops a gradient may have.
    static let maxStops = 16
    static let angleRange = NumberRange.closed(-360, 360).measured(in: "degrees")

    /// An entry of `colors`: `"#RRGGBB"`, `{"gradient": ["#…", "#…", …], "angle": 90}` or
    /// `{"gradient": "#RRGGBB"}`.
    static func read(_ c: JSONCursor, _ d: inout Diagnostics) -> ItemFill? {
        guard case .object? = c.value else { return c.color(&d).map(ItemFill.solid) }
        if c.rejectUnknownKeys(&d, known: ["gradient", "angle"]) { return nil }
        let g = c["gradient"]
        if case .string? = g.value {
            if c["angle"].isPresent { d.add(c["angle"].path, "is not read with one colour: SwiftUI's color.gradient runs top to bottom; list the stops to set an angle") }
            return g.color(&d).map(standardGradient(of:))
        }
        guard case let .array(items)? = g.value else {
            d.add(g.path, "must be a list of 2 to \(maxStops) colours, or one colour for SwiftUI's color.gradient, got \(g.value?.brief ?? "nothing")")
            return nil
        }
        guard (2...maxStops).contains(items.count) else {
            d.add(g.path, "a gradient needs 2 to \(maxStops) stops, got \(items.count); for SwiftUI's color.gradient write one colour, {\"gradient\": \"#RRGGBB\"}")
            return nil
        }
        let stops = (0..<items.count).compactMap { g.element($0).color(&d) }
        let angle = c["angle"].number(&d, default: 90, angleRange)
        return stops.count == items.count ? .gradient(stops, angle: angle) : nil
    }
}
