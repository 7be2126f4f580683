import Foundation

/// Optional text over a frame: time, phase, velocity and, after a release, where the motion
/// goes (the proposed target too when the strategy changed it). Numbers are formatted with fixed
/// decimals so frames do not depend on the locale.
enum HeadsUpDisplay {
    /// Font size, pt: small enough to cover little of a phone screen, large enough at @1x.
    static let fontSize = 11.0
    /// Baseline to baseline, pt: DejaVu Sans, the bundled font, is 1.164 em from ascender to
    /// descender (12.8 pt at 11 pt), so about 1 pt of leading keeps the lines apart.
    static let lineHeight = 14.0
    /// Top-left corner of the box, pt from the screen's (or from the foot of the look's chrome,
    /// title and status bar, so it covers neither): the 8-pt standard spacing of Auto Layout.
    static let origin = CGPoint(x: 8, y: 8)
    /// Box width, pt: fixed (a design choice), so the box keeps still while the numbers change.
    /// The widest line the scenario limits allow, "proposed -10000000.0" (offsets within
    /// ±1e7 pt, `ScenarioLimits.offset`), is 125 pt in 11-pt DejaVu Sans: it fits with the 6-pt
    /// inset on both sides.
    static let width = 168.0

    /// The text, one string a line. The box puts the proposed target on a line of its own
    /// (`proposedApart`) to stay narrow; the x-ray header has room to keep it beside the target.
    static func lines(sample: Timeline.Sample, release: Timeline.Release?, axis: Axis, proposedApart: Bool = false) -> [String] {
        var lines = [
            "t " + sample.t.text(decimals: 0) + " ms",
            sample.phase.rawValue,
            "v " + sample.velocity.text(decimals: 2) + " pt/ms",
        ]
        if let release {
            let proposed = Double(release.proposedTarget[axis]), target = Double(release.target[axis])
            let targetLine = "target " + target.text(decimals: 1)
            if proposed == target {
                lines.append(targetLine)
            } else if proposedApart {
                lines += [targetLine, "proposed " + proposed.text(decimals: 1)]
            } else {
                lines.append(targetLine + " (proposed " + proposed.text(decimals: 1) + ")")
            }
        }
        return lines
    }

    /// Item `item`'s line (its 0-based index, the numbering of every message and of `simulate
    /// --items`; labels show index + 1): its per-edge identity fractions
    /// (1 identity, 0 the edge's effect in full), its layout measure, or its visual effect's value
    /// (and the fractions of a transition beside it); nil without a measure.
    static func progressLine(item: Int, _ progress: ItemEffect.Progress) -> String? {
        switch progress {
        case let .edges(tl, bt): "item \(item): TL \(tl.text(decimals: 2)) BT \(bt.text(decimals: 2))"
        case let .measure(name, value): "item \(item): \(name) \(value.text(decimals: 2))"
        case let .recipe(name, value, tl, bt):
            "item \(item): \(name) \(value.text(decimals: 2))" + (tl.map { " TL \($0.text(decimals: 2))" } ?? "") + (bt.map { " BT \($0.text(decimals: 2))" } ?? "")
        case .none: nil
        }
    }

    /// The box and its lines (`lines(…proposedApart: true)`, a frame's `FrameState.readout`),
    /// `below` pt down the screen (the chrome's foot; 0 at the top), as the `.hud` group.
    static func group(lines text: [String], below: CGFloat = 0) -> SceneGroup {
        let origin = CGPoint(x: Self.origin.x, y: below + Self.origin.y)
        let box = CGRect(x: origin.x, y: origin.y, width: width, height: Double(text.count) * lineHeight + 8)
        // 60 % black under white text; a faint white rim shows the box on a black screen too.
        var shapes: [Scene.Shape] = [.rect(box, fill: Color(white: 0, alpha: 0.6), stroke: Color(white: 1, alpha: 0.25), lineWidth: 1,
                                           cornerRadius: 6)]
        for (i, line) in text.enumerated() {
            shapes.append(.label(line, origin: CGPoint(x: Double(origin.x) + 6, y: Double(origin.y) + 4 + Double(i + 1) * lineHeight - 3.5),
                                 size: fontSize, color: .white))
        }
        return SceneGroup(id: .hud, children: shapes)
    }
}
