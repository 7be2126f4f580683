import Foundation

extension XRayScene {
    /// Font size of the progress labels, pt on the canvas: the ruler's labels' size class, small
    /// enough for a zoomed-out item, large enough at @1x.
    static let progressFontSize = 9.0

    /// Below each drawn item of the strip (above it are the reach's labels), on a light backing,
    /// why it has its size: a transition's per-edge identity
    /// fractions as "TL | BT" (1 identity, 0 that edge's effect in full, docs/effects.md, `transition`) or
    /// a layout effect's measure ("ratio 0.75") or a visual effect's value ("angle -45.00", with
    /// a second line "TL | BT" when a transition is beside it), centred under the item's layout rect and kept
    /// inside the strip; nil when no item has an effect.
    func progressLabels(_ effects: [Int: ItemEffect], projection p: XRayProjection, strip: CGRect) -> SceneGroup? {
        var shapes: [Scene.Shape] = []
        for (i, effect) in effects.sorted(by: { $0.key < $1.key }) {
            func fractions(_ tl: Double, _ bt: Double) -> String { tl.text(decimals: 2) + " | " + bt.text(decimals: 2) }
            let lines: [String]
            switch effect.progress {
            case let .edges(tl, bt): lines = [fractions(tl, bt)]
            case let .measure(name, value): lines = [name + " " + value.text(decimals: 2)]
            case let .recipe(name, value, tl, bt):
                lines = [name + " " + value.text(decimals: 2)] + (tl.flatMap { tl in bt.map { [fractions(tl, $0)] } } ?? [])
            case .none: continue
            }
            let r = p.rect(screen.layout.items[i])
            // Lines a backing's height apart, so one backing does not cover the line above.
            let size = Self.progressFontSize, step = size * 1.5
            let y = min(Double(strip.maxY) - size - step * Double(lines.count - 1), Double(r.maxY) + size * 0.9)
            guard Double(r.midX) > Double(strip.minX), Double(r.midX) < Double(strip.maxX) else { continue }
            // On a light backing (`XRayStyle.progressBacking`), since the screen's page control
            // may lie there:
            // DejaVu Sans's digits are 0.64 em wide, its letters about that on average.
            for (k, text) in lines.enumerated() {
                let centre = y + Double(k) * step
                let width = Double(text.count) * 0.64 * size + 6, height = step
                shapes.append(.rect(CGRect(x: Double(r.midX) - width / 2, y: centre - height / 2, width: width, height: height),
                                    fill: XRayStyle.progressBacking, cornerRadius: height / 2))
                shapes.append(.text(text, center: CGPoint(x: Double(r.midX), y: centre), size: size, color: XRayStyle.text))
            }
        }
        return shapes.isEmpty ? nil : SceneGroup(id: .xray(.progress), clip: .rect(strip), children: shapes)
    }
}
