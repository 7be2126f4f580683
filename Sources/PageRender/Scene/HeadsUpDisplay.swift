import Foundation

/// Optional text over a frame: time, phase, velocity and, after a release, where the motion
/// goes (the proposed target too when the strategy changed it). Numbers are formatted with fixed
/// decimals so frames do not depend on the locale.
enum HeadsUpDisplay {
    /// Font size, pt: small enough to cover little of a phone screen, large enough at @1x.
    static let fontSize = 11.0
    static let lineHeight = 14.0
    static let origin = CGPoint(x: 8, y: 8)
    static let width = 168.0

    static func lines(sample: Timeline.Sample, release: Timeline.Release?, axis: Axis) -> [String] {
        var lines = [
            "t " + sample.t.text(decimals: 0) + " ms",
            sample.phase.rawValue,
            "v " + sample.velocity.text(decimals: 2) + " pt/ms",
        ]
        if let release {
            let proposed = Double(release.proposedTarget[axis]), target = Double(release.target[axis])
            lines.append("target " + target.text(decimals: 1) + (proposed == target ? "" : " (proposed " + proposed.text(decimals: 1) + ")"))
        }
        return lines
    }

    static func shapes(sample: Timeline.Sample, release: Timeline.Release?, axis: Axis) -> [Scene.Shape] {
        let text = lines(sample: sample, release: release, axis: axis)
        let box = CGRect(x: origin.x, y: origin.y, width: width, height: Double(text.count) * lineHeight + 8)
        var shapes: [Scene.Shape] = [.rect(box, fill: Color(white: 0, alpha: 0.6), cornerRadius: 6)]
        for (i, line) in text.enumerated() {
            shapes.append(.label(line, origin: CGPoint(x: Double(origin.x) + 6, y: Double(origin.y) + 4 + Double(i + 1) * lineHeight - 3.5),
                                 size: fontSize, color: .white))
        }
        return shapes
    }
}
