import Foundation

/// A scene's shapes as SVG elements drawing what `CairoContext.draw` draws: the same geometry in
/// points, corners rounded the same way, outlines inside rectangles, text as glyph outlines,
/// images as references to pictures defined once. Definitions go to `definitions`.
struct SVGShapeMarkup {
    let definitions: SVGDefinitions

    func markup(_ shapes: [Scene.Shape]) throws -> String {
        var out = ""
        for shape in shapes { out += try markup(shape) }
        return out
    }

    func markup(_ shape: Scene.Shape) throws -> String {
        let n = { (v: CGFloat) in SVGNumber.text(Double(v)) }
        switch shape {
        case let .rect(r, fill, stroke, lineWidth, cornerRadius):
            var out = ""
            if let fill { out += SVGPaint.rect(r, cornerRadius: cornerRadius, paint: SVGPaint.attributes(fill)) }
            if let stroke {
                out += SVGPaint.rect(r.insetBy(dx: lineWidth / 2, dy: lineWidth / 2), cornerRadius: max(0, cornerRadius - lineWidth / 2),
                                     paint: "fill=\"none\" " + strokeAttributes(stroke, width: lineWidth))
            }
            return out
        case let .gradientRect(r, from, to, cornerRadius, angle, through):
            let id = definitions.gradient(stops: [from] + through + [to], line: GradientLine(r, angle: angle))
            return SVGPaint.rect(r, cornerRadius: cornerRadius, paint: "fill=\"url(#\(id))\"")
        case let .line(from, to, color, width, dash):
            let dashes = dash.map { " stroke-dasharray=\"\(SVGNumber.text($0)) \(SVGNumber.text($0))\"" } ?? ""
            return "<path d=\"M\(n(from.x)) \(n(from.y))L\(n(to.x)) \(n(to.y))\" \(strokeAttributes(color, width: width))\(dashes)/>"
        case let .circle(center, radius, fill, stroke, lineWidth):
            let paint = (fill.map { SVGPaint.attributes($0) } ?? "fill=\"none\"") + (stroke.map { " " + strokeAttributes($0, width: lineWidth) } ?? "")
            return "<circle cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(SVGNumber.text(radius))\" \(paint)/>"
        case .text, .label:
            guard let (glyphs, color) = definitions.glyphs(of: shape), !glyphs.isEmpty else { return "" }
            return "<g \(SVGPaint.attributes(color))>" + glyphs.map { "<use href=\"#\($0.id)\" x=\"\(SVGNumber.text($0.x))\" y=\"\(SVGNumber.text($0.y))\"/>" }.joined() + "</g>"
        case let .group(group):
            return try markup(group)
        case let .image(image, rect, cornerRadius):
            guard rect.width > 0, rect.height > 0 else { return "" }
            let id = try definitions.imageID(image)
            let sx = Double(rect.width) / Double(image.width), sy = Double(rect.height) / Double(image.height)
            let place = "matrix(\(SVGNumber.text(sx, decimals: 6)) 0 0 \(SVGNumber.text(sy, decimals: 6)) \(n(rect.minX)) \(n(rect.minY)))"
            let clip = definitions.clip(rect, cornerRadius: cornerRadius)
            return "<g clip-path=\"url(#\(clip))\"><use href=\"#\(id)\" transform=\"\(place)\"/></g>"
        case let .arc(center, radius, from, to, color, width):
            let start = (x: Double(center.x) + radius * cos(from), y: Double(center.y) + radius * sin(from))
            let end = (x: Double(center.x) + radius * cos(to), y: Double(center.y) + radius * sin(to))
            // Clockwise on screen is SVG's sweep flag 1; the status bar's arcs are under half a turn.
            let large = to - from > Double.pi ? 1 : 0
            return "<path d=\"M\(SVGNumber.text(start.x)) \(SVGNumber.text(start.y))A\(SVGNumber.text(radius)) \(SVGNumber.text(radius)) 0 \(large) 1 \(SVGNumber.text(end.x)) \(SVGNumber.text(end.y))\" fill=\"none\" \(strokeAttributes(color, width: width)) stroke-linecap=\"round\"/>"
        case let .polyline(points, color, width):
            guard let first = points.first else { return "" }
            let d = "M\(n(first.x)) \(n(first.y))" + points.dropFirst().map { "L\(n($0.x)) \(n($0.y))" }.joined()
            return "<path d=\"\(d)\" fill=\"none\" \(strokeAttributes(color, width: width)) stroke-linejoin=\"round\" stroke-linecap=\"round\"/>"
        }
    }

    /// A group as the painter draws it (`CairoContext.draw(_:)` of a group): clipped in its
    /// parent's coordinates, then moved by its transform (and the affine case of a projective
    /// one), its children composited as one picture at its opacity (SVG's `opacity` on a `<g>` is
    /// group opacity too). A true perspective has no SVG transform: it is refused, never flattened.
    private func markup(_ group: SceneGroup) throws -> String {
        var matrices: [Transform2D] = group.transform.isIdentity ? [] : [group.transform]
        if let projective = group.projective {
            guard let affine = projective.affine else {
                throw RenderError("a perspective (3D) transform cannot be written as an animated SVG; write .gif or .mp4")
            }
            if !affine.isIdentity { matrices.append(affine) }
        }
        var attributes = ""
        if !matrices.isEmpty {
            attributes += " transform=\"" + matrices.map(Self.transform).joined(separator: " ") + "\""
        }
        if group.opacity < 1 { attributes += " opacity=\"\(SVGNumber.text(max(0, group.opacity), decimals: 4))\"" }
        let children = try markup(group.children)
        let moved = attributes.isEmpty ? children : "<g\(attributes)>" + children + "</g>"
        switch group.clip {
        case nil:
            return moved
        case let .rect(rect):
            return "<g clip-path=\"url(#\(definitions.clip(rect, cornerRadius: 0)))\">" + moved + "</g>"
        case let .roundedRect(rect, cornerRadius):
            return "<g clip-path=\"url(#\(definitions.clip(rect, cornerRadius: cornerRadius)))\">" + moved + "</g>"
        }
    }

    /// An SVG transform: `translate(x y)` for a translation, else `matrix(a b c d e f)`.
    static func transform(_ m: Transform2D) -> String {
        if m.a == 1 && m.b == 0 && m.c == 0 && m.d == 1 { return "translate(\(SVGNumber.text(m.tx, decimals: 6)) \(SVGNumber.text(m.ty, decimals: 6)))" }
        return "matrix(" + [m.a, m.b, m.c, m.d, m.tx, m.ty].map { SVGNumber.text($0, decimals: 6) }.joined(separator: " ") + ")"
    }

    private func strokeAttributes(_ color: Color, width: Double) -> String {
        SVGPaint.attributes(color, name: "stroke", opacityName: "stroke-opacity") + " stroke-width=\"\(SVGNumber.text(width))\""
    }
}
