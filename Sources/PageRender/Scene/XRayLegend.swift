import Foundation

/// The x-ray's text: a header (strategy, time, phase, velocity, target) at the top left and a
/// key to the outlines at the bottom left.
enum XRayLegend {
    static let titleSize = 13.0
    static let fontSize = 11.0
    static let lineHeight = 14.0

    typealias Entry = (text: String, color: Color, dashed: Bool)

    static let entries: [Entry] = [
        ("screen", XRayStyle.screen, false),
        ("scroll view frame", XRayStyle.scrollView, true),
        ("snap offsets (ticks)", XRayStyle.ruler, false),
        ("proposed target", XRayStyle.proposed, true),
        ("chosen target", XRayStyle.target, false),
    ]

    static let pagerEntry: Entry = ("hidden pager frame, its pages", XRayStyle.pager, true)
    static let reachEntries: [Entry] = [("items the gesture may end on", XRayStyle.allowed, false),
                                        ("origin item (nearest at touch-down)", XRayStyle.origin, false)]

    /// The header: the title and a frame's readout lines (`HeadsUpDisplay.lines`), per frame.
    static func header(title: String, lines: [String]) -> SceneGroup {
        var shapes: [Scene.Shape] = [.label(title + " · x-ray", origin: CGPoint(x: 12, y: 22), size: titleSize, color: XRayStyle.text, bold: true)]
        for (i, line) in lines.enumerated() {
            shapes.append(.label(line, origin: CGPoint(x: 12, y: 22 + Double(i + 1) * lineHeight), size: fontSize, color: XRayStyle.text))
        }
        return SceneGroup(id: .xray(.header), children: shapes)
    }

    /// The key to the outlines at the bottom left: the same in every frame, built once per run.
    static func key(canvas: CGSize, pager: Bool, reach: Bool = false) -> SceneGroup {
        let entries = Self.entries + (pager ? [pagerEntry] : []) + (reach ? reachEntries : [])
        var shapes: [Scene.Shape] = []
        let top = Double(canvas.height) - 10 - Double(entries.count - 1) * lineHeight
        for (i, entry) in entries.enumerated() {
            let y = top + Double(i) * lineHeight
            let from = CGPoint(x: 12, y: y - 4), to = CGPoint(x: 30, y: y - 4)
            shapes.append(.line(from: from, to: to, color: entry.color, width: 2, dash: entry.dashed ? 3 : nil))
            shapes.append(.label(entry.text, origin: CGPoint(x: 36, y: y), size: fontSize, color: XRayStyle.text))
        }
        return SceneGroup(id: .xray(.key), children: shapes)
    }
}
