import Foundation

/// A scene's shapes as SVG elements drawing what `CairoContext.draw` draws: the same geometry in
/// points, corners rounded the same way, outlines inside rectangles, text as glyph outlines,
/// images as references to pictures defined once. Definitions go to `definitions`.
struct SVGShapeMarkup {
    let definitions: SVGDefinitions
    /// What stands for `AnimatedSVG.slot`, a shape no scene draws: where a device puts the screen.
    var slot = ""

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
        case let .gradientRect(r, from, to, cornerRadius):
            let id = definitions.gradient(from: from, to: to, x0: Double(r.minX), x1: Double(r.maxX))
            return SVGPaint.rect(r, cornerRadius: cornerRadius, paint: "fill=\"url(#\(id))\"")
        case let .line(from, to, color, width, dash):
            let dashes = dash.map { " stroke-dasharray=\"\(SVGNumber.text($0)) \(SVGNumber.text($0))\"" } ?? ""
            return "<path d=\"M\(n(from.x)) \(n(from.y))L\(n(to.x)) \(n(to.y))\" \(strokeAttributes(color, width: width))\(dashes)/>"
        case let .circle(center, radius, fill, stroke, lineWidth):
            let paint = (fill.map { SVGPaint.attributes($0) } ?? "fill=\"none\"") + (stroke.map { " " + strokeAttributes($0, width: lineWidth) } ?? "")
            return "<circle cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(SVGNumber.text(radius))\" \(paint)/>"
        case .text, .label, .truncated:
            guard let (glyphs, color) = definitions.glyphs(of: shape), !glyphs.isEmpty else { return "" }
            return "<g \(SVGPaint.attributes(color))>" + glyphs.map { "<use href=\"#\($0.id)\" x=\"\(SVGNumber.text($0.x))\" y=\"\(SVGNumber.text($0.y))\"/>" }.joined() + "</g>"
        case let .clipped(rect, shapes):
            return "<g clip-path=\"url(#\(definitions.clip(rect, cornerRadius: 0)))\">" + (try markup(shapes)) + "</g>"
        case let .clippedRounded(rect, cornerRadius, shapes):
            return "<g clip-path=\"url(#\(definitions.clip(rect, cornerRadius: cornerRadius)))\">" + (try markup(shapes)) + "</g>"
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
        case let .transformed(offset, scale, shapes):
            let scaling = scale == 1 ? "" : " scale(\(SVGNumber.text(scale, decimals: 6)))"
            return "<g transform=\"translate(\(n(offset.x)) \(n(offset.y)))\(scaling)\">" + (try markup(shapes)) + "</g>"
        case let .polyline(points, color, width):
            guard let first = points.first else { return width < 0 ? slot : "" }
            let d = "M\(n(first.x)) \(n(first.y))" + points.dropFirst().map { "L\(n($0.x)) \(n($0.y))" }.joined()
            return "<path d=\"\(d)\" fill=\"none\" \(strokeAttributes(color, width: width)) stroke-linejoin=\"round\" stroke-linecap=\"round\"/>"
        }
    }

    private func strokeAttributes(_ color: Color, width: Double) -> String {
        SVGPaint.attributes(color, name: "stroke", opacityName: "stroke-opacity") + " stroke-width=\"\(SVGNumber.text(width))\""
    }
}
