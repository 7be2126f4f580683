import Foundation

extension SceneTracks {
    /// Every colour node `n` and the nodes below it paint at any sample (fills, strokes, text,
    /// gradient stops), or nil when one of them paints something whose colours are not known
    /// here (a picture) or filters its own drawing (a colour filter inside would act first). A
    /// colour matrix is affine, so the colours between these (gradients, anti-aliased edges,
    /// where two of them mix) go where the mixes of their images go: checking these is checking
    /// all of them.
    func paintedColours(under n: Int) -> [Color]? {
        var colours: Set<Color> = []
        var pending = [n]
        while let node = pending.popLast() {
            if node != n, nodes[node].filters.contains(where: { !$0.isEmpty }) { return nil }
            for variant in nodes[node].variants {
                for piece in variant {
                    guard case let .shapes(shapes) = piece else { continue }
                    guard Self.collect(shapes, into: &colours) else { return nil }
                }
            }
            pending += children[node]
        }
        return colours.sorted { ($0.red, $0.green, $0.blue, $0.alpha) < ($1.red, $1.green, $1.blue, $1.alpha) }
    }

    private static func collect(_ shapes: [Scene.Shape], into colours: inout Set<Color>) -> Bool {
        for shape in shapes {
            switch shape {
            case let .rect(_, fill, stroke, _, _), let .circle(_, _, fill, stroke, _):
                if let fill { colours.insert(fill) }
                if let stroke { colours.insert(stroke) }
            case let .gradientRect(_, from, to, _, _, through):
                colours.formUnion([from, to] + through)
            case let .line(_, _, color, _, _), let .text(_, _, _, color, _), let .label(_, _, _, color, _),
                 let .arc(_, _, _, _, color, _), let .polyline(_, color, _):
                colours.insert(color)
            case let .group(group):
                guard group.filters.isEmpty, collect(group.children, into: &colours) else { return false }
            case .image:
                return false
            }
        }
        return true
    }
}
