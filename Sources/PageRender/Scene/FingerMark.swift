import Foundation

/// The finger while it touches, drawn like the simulator's touch indicator: a translucent disc
/// at the touch point, on the row's centre line across the axis (a gesture is scripted along the
/// axis only; the row is where a user's finger would be).
enum FingerMark {
    /// 22 pt: half of the 44 pt minimum touch target of Apple's Human Interface Guidelines.
    static let radius = 22.0

    /// The finger at `position` along `axis` and `across` it (screen points).
    static func group(at position: Double, across: Double, axis: Axis) -> SceneGroup {
        let center = axis == .horizontal ? CGPoint(x: position, y: across) : CGPoint(x: across, y: position)
        // A design choice after the simulator's grey disc: mid grey at 45 % lets the page under
        // the finger show through, yet stands out on light pages and on near-black ones (the
        // Today's deals look); the darker ring at 60 % marks its edge on light pages.
        // Placed by its transform, so the same disc moves from frame to frame (the animated SVG
        // writes it once and moves it).
        return SceneGroup(id: .finger, transform: .translation(Double(center.x), Double(center.y)),
                          children: [.circle(center: .zero, radius: radius, fill: Color(white: 0.55, alpha: 0.45),
                                             stroke: Color(white: 0.2, alpha: 0.6), lineWidth: 1.5)])
    }
}
