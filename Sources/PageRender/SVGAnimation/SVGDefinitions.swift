import Foundation

/// What an animated SVG defines once in its `<defs>` and refers to by id: glyph outlines (one per
/// glyph, size and weight), item images (one per picture, however many items show it),
/// gradients and clip paths. Ids are short and numbered in order of first use, so a document is
/// a function of its scenes alone.
final class SVGDefinitions {
    private let outlines: TextOutlines
    private(set) var markup = ""
    private var glyphIDs: [TextOutlines.Glyph: String] = [:]
    private var imageIDs: [ObjectIdentifier: String] = [:]
    private var counter = 0
    private var filterIDs: [String: String] = [:]
    /// How each embedded picture was stored, for the summary and the tests.
    private(set) var images: [SVGImageEmbedding.Embedded] = []

    /// Decimal places of glyph outlines: the fewest that keep every outline point within half the
    /// keyframes' tolerance (`AnimatedSVG.tolerancePixels`) of its place at the output's scale
    /// (one place at @2x and below, two above).
    let glyphDecimals: Int

    /// Definitions for a document drawn at `scale` output pixels per point.
    init(scale: Double) throws {
        outlines = try TextOutlines()
        glyphDecimals = (1...4).first { 0.5 * pow(10, -Double($0)) * scale <= AnimatedSVG.tolerancePixels / 2 + 1e-12 } ?? 4
    }

    private func nextID(_ prefix: String) -> String {
        defer { counter += 1 }
        return prefix + String(counter, radix: 36)
    }

    /// The glyphs of a text shape with the ids of their outlines; nil for other shapes.
    func glyphs(of shape: Scene.Shape) -> (glyphs: [(id: String, x: Double, y: Double)], color: Color)? {
        guard let (placed, color) = outlines.glyphs(of: shape) else { return nil }
        let glyphs = placed.map { p -> (id: String, x: Double, y: Double) in
            if let id = glyphIDs[p.glyph] { return (id, p.x, p.y) }
            let id = nextID("g")
            glyphIDs[p.glyph] = id
            markup += "<path id=\"\(id)\" d=\"\(outlines.pathData(of: p.glyph, decimals: glyphDecimals))\"/>"
            return (id, p.x, p.y)
        }
        return (glyphs, color)
    }

    /// The id of `image`, embedded the first time it is asked for. Copies of one picture share
    /// their storage (and their `png` cache), which is what identifies them.
    func imageID(_ image: PixelImage) throws -> String {
        let key = ObjectIdentifier(image.png)
        if let id = imageIDs[key] { return id }
        let id = nextID("i")
        imageIDs[key] = id
        let embedded = try SVGImageEmbedding.embed(image)
        images.append(embedded)
        markup += "<image id=\"\(id)\" width=\"\(image.width)\" height=\"\(image.height)\" preserveAspectRatio=\"none\" href=\"\(embedded.dataURI)\"/>"
        return id
    }

    /// The id of a colour filter: the 4 × 5 `feColorMatrix` rows `values` (red, green, blue,
    /// alpha; the fifth column added, in 0…1) on un-premultiplied sRGB values, as the raster
    /// painter applies `Filter`'s colour matrices. Its region is three times the box of
    /// the element it filters each way, so nothing the element draws outside its box is cut.
    func colorFilter(_ values: [Double]) -> String {
        let text = values.map { SVGNumber.text($0, decimals: 4) }.joined(separator: " ")
        if let id = filterIDs[text] { return id }
        let id = nextID("f")
        filterIDs[text] = id
        markup += "<filter id=\"\(id)\" x=\"-1\" y=\"-1\" width=\"3\" height=\"3\" color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" values=\"\(text)\"/></filter>"
        return id
    }

    /// `content` defined once as a group, its id: what several copies of a part show through `<use>`.
    func group(_ content: String) -> String {
        let id = nextID("d")
        markup += "<g id=\"\(id)\">" + content + "</g>"
        return id
    }

    /// A new linear gradient along `line` (user space) through `stops`, evenly spaced, its id.
    func gradient(stops: [Color], line: GradientLine) -> String {
        let id = nextID("l")
        let ends = [("x1", line.x0), ("y1", line.y0), ("x2", line.x1), ("y2", line.y1)].map { "\($0.0)=\"\(SVGNumber.text($0.1))\"" }
        markup += "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" \(ends.joined(separator: " "))>"
            + stops.enumerated().map { k, stop in
                "<stop offset=\"\(SVGNumber.text(Double(k) / Double(stops.count - 1)))\" \(SVGPaint.attributes(stop, name: "stop-color", opacityName: "stop-opacity"))/>"
            }.joined() + "</linearGradient>"
        return id
    }

    /// A new clip path of `rect` rounded by `cornerRadius`, its id.
    func clip(_ rect: CGRect, cornerRadius: Double) -> String {
        let id = nextID("k")
        markup += "<clipPath id=\"\(id)\">\(SVGPaint.rect(rect, cornerRadius: cornerRadius, paint: ""))</clipPath>"
        return id
    }
}

/// Paint attributes and basic elements in the frames' geometry.
enum SVGPaint {
    /// `#rrggbb` of a colour (alpha left out).
    static func hex(_ c: Color) -> String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return "#" + [c.red, c.green, c.blue].map { String(format: "%02x", byte($0)) }.joined()
    }

    /// `rgba(r,g,b,a)` for CSS, where a colour is animated.
    static func css(_ c: Color) -> String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return c.alpha >= 1 ? hex(c) : "rgba(\(byte(c.red)),\(byte(c.green)),\(byte(c.blue)),\(SVGNumber.text(c.alpha, decimals: 3)))"
    }

    /// `fill="#rrggbb"` (or another attribute name) with its opacity when not opaque.
    static func attributes(_ c: Color, name: String = "fill", opacityName: String = "fill-opacity") -> String {
        c.alpha >= 1 ? "\(name)=\"\(hex(c))\"" : "\(name)=\"\(hex(c))\" \(opacityName)=\"\(SVGNumber.text(c.alpha, decimals: 3))\""
    }

    /// A `<rect>` with corners rounded as `CairoContext.path` rounds them (at most half the
    /// shorter side) and `paint`'s attributes.
    static func rect(_ r: CGRect, cornerRadius: Double, paint: String) -> String {
        let radius = CairoContext.radius(cornerRadius, of: r)
        let corner = radius > 0 ? " rx=\"\(SVGNumber.text(radius))\"" : ""
        return "<rect x=\"\(SVGNumber.text(Double(r.minX)))\" y=\"\(SVGNumber.text(Double(r.minY)))\" width=\"\(SVGNumber.text(Double(r.width)))\" height=\"\(SVGNumber.text(Double(r.height)))\"\(corner) \(paint)/>"
    }
}
