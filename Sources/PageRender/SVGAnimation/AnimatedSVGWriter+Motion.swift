import Foundation

extension AnimatedSVGWriter {
    /// One node's transform, opacity and filters over the samples, as the element writes them:
    /// constant ones as attributes or inline style, changing ones as keyframes. A node the frames
    /// turn in perspective or filter is XHTML (`isHTML`): its transform is the CSS list of its
    /// projective transform's steps (`TransformList`) and its filters CSS `filter`.
    struct Motion {
        let node: SceneTracks.Node
        let times: [Double]
        let isHTML: Bool
        /// Output pixels per point.
        let scale: Double
        let definitions: SVGDefinitions
        /// The group's whole affine map per sample (an SVG element's), or the XHTML list.
        private let affine: [Transform2D]
        private let list: TransformList?
        private let transformChanges: Bool
        /// Opacity per sample (0 where absent) and whether it is a discrete show and hide.
        private let opacities: [Double]
        private let opacityChanges: Bool
        private let opacityIsLinear: Bool
        private let filterChanges: Bool
        /// Every colour the node paints, for filters that chain colour effects (nil: unknown, or
        /// no filter needs them).
        private let colours: [Color]?

        /// Whether `node` is drawn by the browser as XHTML: a true perspective or a filter at any sample.
        static func needsHTML(_ node: SceneTracks.Node) -> Bool {
            node.present.indices.contains { k in
                node.present[k] && (!node.filters[k].isEmpty || (node.projectives[k].map { $0.affine == nil } ?? false))
            }
        }

        init(_ tracks: SceneTracks, node n: Int, scale: Double, definitions: SVGDefinitions) throws {
            self.definitions = definitions
            node = tracks.nodes[n]
            times = tracks.times
            self.scale = scale
            isHTML = Self.needsHTML(node)
            if isHTML {
                let turns = node.projectives.map { $0?.steps ?? [] }
                list = try TransformList(transforms: node.transforms, steps: turns, ink: node.ink ?? CGRect(origin: .zero, size: tracks.size),
                                     tolerance: AnimatedSVG.tolerancePixels / scale, name: AnimatedSVGWriter.name(node.id))
                affine = []
                transformChanges = list!.changes
            } else {
                list = nil
                let node = node
                affine = zip(node.transforms, node.projectives).map { transform, projective in
                    projective.flatMap(\.affine).map { $0.concatenating(transform) } ?? transform
                }
                let first = affine.first
                transformChanges = affine.contains { $0 != first }
            }
            let node = node
            let shown = node.present.indices.filter { node.present[$0] }.map { node.opacities[$0] }
            let fades = shown.contains { $0 != shown.first }
            opacities = node.opacities
            opacityIsLinear = fades
            opacityChanges = fades || !tracks.alwaysPresent(n)
            let firstFilters = node.filters.first
            filterChanges = node.filters.contains { $0 != firstFilters }
            let chains = node.filters.contains { $0.contains { filter in
                if case let .colorMatrix(m) = filter { m.steps.count > 1 } else { false }
            } }
            colours = chains ? tracks.paintedColours(under: n) : nil
        }

        var isAnimated: Bool { transformChanges || opacityChanges || filterChanges }

        /// The constant parts as SVG attributes (a leading space each).
        var svgAttributes: String {
            var out = ""
            if !transformChanges, let m = affine.first, !m.isIdentity { out += " transform=\"" + SVGShapeMarkup.transform(m) + "\"" }
            if !opacityChanges, let o = opacities.first, o < 1 { out += " opacity=\"\(SVGNumber.text(max(0, o), decimals: 4))\"" }
            return out
        }

        /// The constant parts as an inline style for a `<div>` (empty or a leading space).
        var style: String {
            var rules: [String] = []
            if !transformChanges {
                if let list { rules.append("transform:" + list.css(at: 0)) } else if let m = affine.first, !m.isIdentity {
                    rules.append("transform:matrix(" + [m.a, m.b, m.c, m.d, m.tx, m.ty].map { SVGNumber.text($0, decimals: 6) }.joined(separator: ",") + ")")
                }
            }
            if !opacityChanges, let o = opacities.first, o < 1 { rules.append("opacity:" + SVGNumber.text(max(0, o), decimals: 4)) }
            if !filterChanges, isHTML, let f = node.filters.first, !f.isEmpty { rules.append("filter:" + FilterList.value(f, definitions: definitions, colours: colours)) }
            return rules.isEmpty ? "" : " style=\"" + rules.joined(separator: ";") + "\""
        }

        /// The keyframes of what changes, for the element `id`.
        func write(_ id: String, css: inout AnimatedSVGStyle) {
            let tolerance = AnimatedSVG.tolerancePixels / scale
            if transformChanges {
                if let list {
                    list.write(id, times: times, css: &css, tolerance: tolerance)
                } else if affine.allSatisfy({ $0.a == 1 && $0.b == 0 && $0.c == 0 && $0.d == 1 }) {
                    css.translation(id, times: times, values: affine.map { CGPoint(x: $0.tx, y: $0.ty) }, tolerance: tolerance)
                } else {
                    // How far the group's points are from the origin its transform acts on.
                    let ink = node.ink ?? .zero
                    let x = Double(max(abs(ink.minX), abs(ink.maxX))), y = Double(max(abs(ink.minY), abs(ink.maxY)))
                    css.transform(id, times: times, values: affine, radius: max((x * x + y * y).squareRoot(), 1), tolerance: tolerance)
                }
            }
            if opacityChanges {
                if opacityIsLinear {
                    css.linear(id, property: "opacity", times: times, values: opacities, tolerance: AnimatedSVG.opacityTolerance)
                } else {
                    css.discrete(id, property: "opacity", times: times, values: node.present.indices.map { node.present[$0] ? SVGNumber.text(max(0, node.opacities[$0]), decimals: 4) : "0" })
                }
            }
            if filterChanges {
                FilterList.write(id, filters: node.filters, times: times, css: &css, definitions: definitions, colours: colours, tolerance: tolerance)
            }
        }
    }
}

extension AnimatedSVG {
    /// Opacity keyframes stay within half a level of 255 of every sample.
    static let opacityTolerance = 0.5 / 255
}
