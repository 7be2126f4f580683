import Foundation

/// `look.items.visualEffect`: the carousel recipes apps write with SwiftUI's
/// `visualEffect { content, proxy in … }` (docs/effects.md, `visualEffect`), each a continuous function of
/// the item's layout frame as the proxy reports it (2.1: layout geometry, not reflecting any
/// effect; content margins only as the content's offset). Each recipe gives the modifier chain
/// its closure returns, content first, as the transition's effects are composed (3.1).
enum VisualEffectRecipe: Sendable, Equatable {
    /// Kavsoft-style `CoverFlowView` [src]: p = clamp(m / W, 0, 1), angle = R − 2R·p degrees,
    /// `rotation3DEffect(angle, axis: (0, 1, 0), anchor: .center)` (perspective 1, its default).
    case coverFlow(angle: Double)
    /// Scale by distance from the centre (common; the same shape as the UIKit recipes of 4):
    /// t = min(|m − W/2| / L, 1), scale = 1 − (1 − minScale)·t; L nil: the item's pitch (its
    /// length plus the row's spacing).
    case scaleByDistance(minScale: Double, length: Double?, minOpacity: Double = 1)
    /// Hacking with Swift's cover flow (100 Days, project 18) [src]:
    /// `rotation3DEffect(.degrees(−frame(in: .global).minX / divisor), axis: (0, 1, 0))`.
    case globalMinXRotation(divisor: Double)
    /// Manual parallax (common): the item's image offset by −minX·factor along the axis inside
    /// the item's clip.
    case parallax(factor: Double)
    /// Apple's position-based hue and scale for a vertical list ([doc], WWDC24 sample "Creating
    /// visual effects with SwiftUI", docs/effects.md, `visualEffect`): with y = frame(in:
    /// .scrollView(axis: .vertical)).minY and δ = min(0, y), `hueRotation(y / 10 degrees)`,
    /// `scaleEffect(1 + δ/700)`, `offset(y: −δ/1.25)`, `brightness(−δ/400)`, `blur(−δ/50)`, in
    /// that order: an item leaving over the top shrinks, slows, brightens and blurs. Past
    /// y = −700 the scale reaches 0 and then turns negative (a flipped, growing item); such an
    /// item is not drawn here ([model]: a LazyVStack does not keep views that far above the
    /// screen, and SwiftUI's zero scale draws nothing).
    case hueAndScale

    /// What `GeometryProxy` reports for one item (2.1), in points.
    struct Proxy: Sendable, Equatable {
        /// `frame(in: .scrollView)`: the item's layout rect with the scroll view's visible
        /// top-left corner as origin (after the scroll offset).
        var minX, minY, width, height: Double
        /// The scroll view's length along the axis (`bounds(of: .scrollView)`; W of 2.2 for a
        /// horizontal row, the height for a vertical one) and its origin on the screen, which is
        /// `.global` here (the window).
        var container: Double
        var scrollViewX, scrollViewY: Double
        var axis: Axis
        /// `content.items.spacing`, pt: the item's pitch is its length plus this.
        var spacing: Double

        /// The frame's centre along the axis (m of 2.2 for a horizontal row; midY for a vertical
        /// one, [model]).
        var mid: Double { axis == .horizontal ? minX + width / 2 : minY + height / 2 }
        var leading: Double { axis == .horizontal ? minX : minY }
        var pitch: Double { (axis == .horizontal ? width : height) + spacing }
    }

    /// The closure's output for one item: the item's chain, the image's chain (inside the clip),
    /// and the value the HUD and the x-ray print.
    struct Result: Sendable, Equatable {
        var effects: [AppliedEffect]
        var image: [AppliedEffect]
        var measureName: String
        var measure: Double
    }

    func apply(_ p: Proxy) -> Result {
        switch self {
        case let .coverFlow(r):
            let progress = p.container > 0 ? min(max(p.mid / p.container, 0), 1) : 0
            let angle = r - 2 * r * progress
            return Result(effects: [Self.turn(angle, axis: p.axis)], image: [], measureName: "angle", measure: angle)
        case let .scaleByDistance(minScale, length, minOpacity):
            let l = length ?? p.pitch, distance = abs(p.mid - p.container / 2)
            // A pitch of 0 (items fully overlapping) leaves only "at the centre" or "away".
            let t = l > 0 ? min(distance / l, 1) : (distance > 0 ? 1 : 0)
            let scale = 1 - (1 - minScale) * t
            // The opacity follows the same ramp: 1 at the centre, minOpacity a length away.
            let fade: [AppliedEffect] = minOpacity < 1 ? [.opacity(1 - (1 - minOpacity) * t)] : []
            return Result(effects: [.scale(x: scale, y: scale)] + fade, image: [], measureName: "scale", measure: scale)
        case let .globalMinXRotation(divisor):
            let angle = Self.degrees(-(p.scrollViewX + p.minX), per: divisor)
            return Result(effects: [Self.turn(angle, axis: .horizontal)], image: [], measureName: "angle", measure: angle)
        case .hueAndScale:
            let y = p.minY, delta = min(0, y), scale = 1 + delta / 700
            guard scale > 0 else { return Result(effects: [.opacity(0)], image: [], measureName: "scale", measure: scale) }
            return Result(effects: [.color(.hueRotation(degrees: y / 10)), .scale(x: scale, y: scale), .offset(x: 0, y: -delta / 1.25),
                                    .color(.brightness(-delta / 400)), .blur(radius: -delta / 50)],
                          image: [], measureName: "scale", measure: scale)
        case let .parallax(factor):
            let shift = -p.leading * factor
            let offset: AppliedEffect = p.axis == .horizontal ? .offset(x: shift, y: 0) : .offset(x: 0, y: shift)
            return Result(effects: [], image: [offset], measureName: "offset", measure: shift)
        }
    }

    /// `points / divisor` degrees, reduced modulo 360 when it is beyond a million degrees or not a
    /// number at all (a divisor of 5e-324 pt per degree, which the range allows, sends any
    /// position to ±infinity): fmod is exact, so the remainder is the same turn and finite.
    static func degrees(_ points: Double, per divisor: Double) -> Double {
        let angle = points / divisor
        guard !angle.isFinite || abs(angle) > 1_000_000 else { return angle }
        return fmod(points, 360 * divisor) / divisor
    }

    /// `rotation3DEffect(.degrees(angle), axis: (0, 1, 0))` with its defaults (anchor centre,
    /// anchorZ 0, perspective 1; 3.3). A vertical row turns about x instead, negated so that a
    /// card above the centre faces down toward it as a leading card faces the centre ([model]).
    static func turn(_ degrees: Double, axis: Axis) -> AppliedEffect {
        axis == .horizontal
            ? .rotation3D(degrees: degrees, axis: [0, 1, 0], anchor: [0.5, 0.5], anchorZ: 0, perspective: 1)
            : .rotation3D(degrees: -degrees, axis: [1, 0, 0], anchor: [0.5, 0.5], anchorZ: 0, perspective: 1)
    }
}
