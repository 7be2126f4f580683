import Foundation

/// Where a linear gradient across a rect starts and ends: the line through the rect's centre at
/// `angle` degrees clockwise from pointing right, as long as CSS's `linear-gradient` makes it
/// (half-length (w·|cos θ| + h·|sin θ|)/2, so the colours reach the far corners exactly). At 0°
/// it runs from the rect's left edge to its right edge.
struct GradientLine: Sendable, Equatable {
    var x0: Double, y0: Double, x1: Double, y1: Double

    init(_ rect: CGRect, angle: Double) {
        let radians = angle * .pi / 180, c = cos(radians), s = sin(radians)
        let half = (Double(rect.width) * abs(c) + Double(rect.height) * abs(s)) / 2
        let cx = Double(rect.midX), cy = Double(rect.midY)
        (x0, y0, x1, y1) = (cx - half * c, cy - half * s, cx + half * c, cy + half * s)
    }
}
