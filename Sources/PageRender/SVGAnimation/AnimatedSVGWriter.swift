import Foundation

/// The second painter of the scene tree: writes a run's scenes (`SceneTracks`) as one animated
/// SVG body. Each identified group is an element written once; what changes over the samples is
/// CSS keyframes on it: its transform, opacity and filters as tracks, its drawing as discrete
/// variants, its presence as a discrete opacity. Anonymous shapes are written as
/// `SVGShapeMarkup` draws them. A group the frames turn in perspective or filter cannot be an SVG
/// element (Chromium flattens 3-D transforms on SVG groups): it is written as an XHTML `<div>`
/// carrying CSS `perspective() rotate3d()` and `filter`, its drawing kept as an inline `<svg>`,
/// inside a `<foreignObject>` at the document's root (`docs/output.md`), or, with
/// `SVGEffects.sprites`, as pictures drawn by the raster painter and swapped by keyframes.
struct AnimatedSVGWriter {
    let tracks: SceneTracks
    /// Every element id starts with it (a sheet's column).
    let prefix: String
    /// Output pixels per point, for the keyframes' tolerance.
    let scale: Double
    let effects: SVGEffects
    var css: AnimatedSVGStyle
    let markup: SVGShapeMarkup
    /// Each animated node's element id, once its keyframes are written.
    private var ids: [Int: String] = [:]
    private var counter = 0
    private var usedIDs: Set<String> = []
    /// Each node drawn as pictures, once (`SVGEffects.sprites`).
    var spriteSets: [Int: SpriteSet] = [:]
    var spriteCounter = 0
    /// Nodes written more than once (the copies of a ridge or of several orders), and the id of
    /// each one's drawing defined once (`reused`).
    private var repeated: Set<Int> = []
    private var drawings: [Int: String] = [:]
    /// Whether a node or any node under it is written as HTML.
    private var htmlBelow: [Int: Bool] = [:]

    /// A part of the body: SVG markup, or XHTML that goes into a root-level `<foreignObject>`.
    enum Segment {
        case svg(String)
        case html(String)
    }

    init(tracks: SceneTracks, prefix: String, scale: Double, effects: SVGEffects, css: AnimatedSVGStyle, definitions: SVGDefinitions) {
        self.tracks = tracks
        self.prefix = prefix
        self.scale = scale
        self.effects = effects
        self.css = css
        markup = SVGShapeMarkup(definitions: definitions)
    }

    /// The scene's background and everything drawn on it, in points at the origin.
    mutating func body() throws -> [Segment] {
        let size = tracks.size
        let background = SVGPaint.rect(CGRect(origin: .zero, size: size), cornerRadius: 0, paint: SVGPaint.attributes(tracks.background))
        return Self.joined([.svg(background)] + (try content(of: 0, copy: "")))
    }

    /// `segments` with neighbours of one kind joined, in time linear in their length: each run of
    /// one kind is gathered and joined once (appending to the last segment's string would copy
    /// it on every append, quadratic in a run of thousands of children).
    static func joined(_ segments: [Segment]) -> [Segment] {
        var out: [Segment] = []
        var run: [String] = [], runIsHTML = false
        func close() {
            guard !run.isEmpty else { return }
            let text = run.joined()
            out.append(runIsHTML ? .html(text) : .svg(text))
            run.removeAll(keepingCapacity: true)
        }
        for segment in segments {
            let (isHTML, text): (Bool, String) = switch segment {
            case let .svg(s): (false, s)
            case let .html(h): (true, h)
            }
            if isHTML != runIsHTML { close() }
            runIsHTML = isHTML
            run.append(text)
        }
        close()
        return out
    }

    /// The body as markup: the SVG segments in place, each HTML segment in a `<foreignObject>`
    /// over the whole document (the layout of `docs/output.md`: at x = y = 0, under no
    /// transformed SVG element).
    static func markup(_ segments: [Segment], size: CGSize) -> String {
        segments.map { segment in
            switch segment {
            case let .svg(s): return s
            case let .html(h):
                let w = SVGNumber.text(Double(size.width)), hh = SVGNumber.text(Double(size.height))
                return "<foreignObject x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(hh)\"><div xmlns=\"http://www.w3.org/1999/xhtml\" class=\"g\">" + h + "</div></foreignObject>"
            }
        }.joined()
    }

    /// The style rules the XHTML parts need: every wrapper a one-cell grid whose children stack in
    /// document order (no `position`), transforms about the wrapper's origin.
    static let htmlStyle = ".g{display:grid;transform-origin:0 0}.g>*{grid-area:1/1}.v{display:block;overflow:visible}"

    /// What node `n` draws (its drawing variants, each piece, each run of children), as
    /// segments; `copy` tells the ids of a second copy of the same elements apart.
    private mutating func content(of n: Int, copy: String) throws -> [Segment] {
        let node = tracks.nodes[n]
        if node.variants.count > Self.maximumVariants {
            throw RenderError("\(Self.name(node.id)) changes its drawing at \(node.variants.count) samples, more than the \(Self.maximumVariants) drawings an animated SVG holds for one part; write .gif, .webp, .apng or .mp4 instead")
        }
        var out: [Segment] = []
        for (v, pieces) in node.variants.enumerated() {
            let variantCopy = node.variants.count > 1 ? copy + "v" + String(v, radix: 36) : copy
            var inner: [Segment] = []
            for piece in pieces {
                switch piece {
                case let .shapes(shapes):
                    inner.append(.svg(try markup.markup(shapes)))
                case let .run(r):
                    guard let layers = try runLayers(of: n, run: r) else {
                        inner += try orderCopies(of: n, run: r, copy: variantCopy)
                        continue
                    }
                    for layer in layers where layer.shown != nil { repeated.insert(layer.node) }
                    for layer in layers {
                        let layerCopy = variantCopy + (layer.copy == 1 ? "b" : "")
                        var child = try element(layer.node, copy: layerCopy)
                        if let shown = layer.shown {
                            let id = newID()
                            css.discrete(id, property: "opacity", times: tracks.times, values: shown.map { $0 ? "1" : "0" })
                            child = identified(child, id: id, svg: { ("<g\($0)>", "</g>") }, html: { ("<div class=\"g\"\($0)>", "</div>") })
                        }
                        inner += child
                    }
                }
            }
            if node.variants.count > 1 {
                let id = newID()
                let values = node.variantAt.map { $0 == Int32(v) ? "1" : "0" }
                css.discrete(id, property: "opacity", times: tracks.times, values: values)
                inner = identified(Self.joined(inner), id: id, svg: { ("<g\($0)>", "</g>") }, html: { ("<div class=\"g\"\($0)>", "</div>") })
            }
            out += inner
        }
        return Self.joined(out)
    }

    /// A node's drawings held apart: more would mean a part whose drawing changes every frame (a
    /// readout), which the frames' formats hold and an SVG would write once per frame.
    static let maximumVariants = 256

    /// The document order of a run (`SceneTracks.layers`); nil when there is none but the run
    /// has few enough distinct orders to be written once per order.
    private func runLayers(of n: Int, run r: Int) throws -> [SceneTracks.Layer]? {
        do {
            return try tracks.layers(of: n, run: r)
        } catch let error as SceneTracks.ChangingOrder {
            if tracks.nodes[n].orders[r].count <= Self.maximumOrders { return nil }
            if let count = error.drawnAtOnce {
                let what = if case .item = error.ids.0 { "items" } else { "parts" }
                throw RenderError("\(count) \(what) drawn at once change their order in depth (in \(tracks.nodes[n].orders[r].count) orders), and an animated SVG checks a changing order among at most \(SceneTracks.maximumReordered) (every two compared at every frame); write .gif, .webp, .apng or .mp4 instead, or draw fewer at once")
            }
            throw RenderError("\(Self.name(error.ids.0)) and \(Self.name(error.ids.1)) change places in depth in \(tracks.nodes[n].orders[r].count) orders, which one animated SVG cannot draw (it writes one order, a ridge about a top item, or up to \(Self.maximumOrders) orders each once); write .gif, .webp, .apng or .mp4 instead")
        }
    }

    /// Distinct drawing orders of one run written out, each as a copy of its children.
    static let maximumOrders = 16

    /// The run drawn once per distinct order, each copy shown while the frames draw that order.
    private mutating func orderCopies(of n: Int, run r: Int, copy: String) throws -> [Segment] {
        var out: [Segment] = []
        let orderAt = tracks.nodes[n].orderAt[r]
        var seen: Set<SceneNodeID> = []
        for id in tracks.nodes[n].orders[r].joined() where !seen.insert(id).inserted { repeated.insert(tracks.child(of: n, run: r, id: id)!) }
        for (o, order) in tracks.nodes[n].orders[r].enumerated() {
            var inner: [Segment] = []
            for id in order {
                inner += try element(tracks.child(of: n, run: r, id: id)!, copy: copy + "o" + String(o, radix: 36))
            }
            let id = newID()
            css.discrete(id, property: "opacity", times: tracks.times, values: orderAt.map { $0 == Int32(o) ? "1" : "0" })
            out += identified(Self.joined(inner), id: id, svg: { ("<g\($0)>", "</g>") }, html: { ("<div class=\"g\"\($0)>", "</div>") })
        }
        return out
    }

    /// Node `n` as an element around its content: its clip, then its transform, opacity and
    /// filters, constant ones written in place and changing ones as keyframes under its id.
    private mutating func element(_ n: Int, copy: String) throws -> [Segment] {
        let node = tracks.nodes[n]
        if node.clipChanges {
            throw RenderError("\(Self.name(node.id)) changes its clip between frames, which an animated SVG does not animate; write .gif, .webp, .apng or .mp4 instead")
        }
        let motion = try Motion(tracks, node: n, scale: scale, definitions: markup.definitions)
        if motion.isHTML {
            if hasHTML(below: n, self: false) {
                throw RenderError("\(Self.name(node.id)) holds a part turned in perspective or filtered inside a part that is too, which an animated SVG does not draw; write .gif, .webp, .apng or .mp4 instead")
            }
            if effects == .sprites { return [.svg(try sprites(n, copy: copy))] }
        }
        let id = try animations(n, motion: motion)
        var content = try self.content(of: n, copy: copy)
        if motion.isHTML {
            let inner = reused(n, content.map { if case let .svg(s) = $0 { s } else { "" } }.joined())
            let w = SVGNumber.text(Double(tracks.size.width)), h = SVGNumber.text(Double(tracks.size.height))
            content = identified([.html("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"v\" width=\"\(w)\" height=\"\(h)\">" + inner + "</svg>")],
                                 id: id.map { $0 + copy }, shares: id, svg: { _ in nil }, html: { ("<div class=\"g\"\($0)\(motion.style)>", "</div>") })
        } else {
            if content.count == 1, case let .svg(drawing) = content[0] { content = [.svg(reused(n, drawing))] }
            content = identified(content, id: id.map { $0 + copy }, shares: id,
                                 svg: { $0.isEmpty && motion.svgAttributes.isEmpty ? nil : ("<g\($0)\(motion.svgAttributes)>", "</g>") },
                                 html: { $0.isEmpty && motion.style.isEmpty ? nil : ("<div class=\"g\"\($0)\(motion.style)>", "</div>") })
        }
        if let clip = node.clip {
            let (rect, radius): (CGRect, Double) = switch clip {
            case let .rect(r): (r, 0)
            case let .roundedRect(r, c): (r, c)
            }
            content = Self.wrapped(content, svg: ("<g clip-path=\"url(#\(markup.definitions.clip(rect, cornerRadius: radius)))\">", "</g>"),
                                   html: ("<div class=\"g\" style=\"clip-path:path('\(Self.outline(rect, cornerRadius: radius))')\">", "</div>"))
        }
        return content
    }

    /// Node `n`'s drawing, or for a node written more than once whose drawing holds no animated
    /// element (whose ids must stay unique), a `<use>` of it defined once.
    private mutating func reused(_ n: Int, _ drawing: String) -> String {
        guard repeated.contains(n), !drawing.contains(" id=\"") else { return drawing }
        let id = drawings[n] ?? markup.definitions.group(drawing)
        drawings[n] = id
        return "<use href=\"#\(id)\"/>"
    }

    /// The keyframes of node `n`'s changing parts under a new id, the first time it is written;
    /// its id (nil when nothing changes).
    private mutating func animations(_ n: Int, motion: Motion) throws -> String? {
        if let id = ids[n] { return id }
        guard motion.isAnimated else { return nil }
        let id = nodeID(tracks.nodes[n].id)
        ids[n] = id
        motion.write(id, css: &css)
        return id
    }

    /// A new id for a wrapper the writer adds (a drawing, a copy, an order).
    mutating func newID() -> String {
        defer { counter += 1 }
        return prefix + "w" + String(counter, radix: 36)
    }

    /// The id of an animated node: short and readable for the parts every demo has (`c` the
    /// content, `eN` item N, `mN` its image, `f` the finger, `pN` dot N), numbered for the rest;
    /// each used once.
    private mutating func nodeID(_ id: SceneNodeID?) -> String {
        let readable: String? = switch id {
        case .content?: "c"
        case let .item(i)?: "e\(i)"
        case let .itemImage(i)?: "m\(i)"
        case .finger?: "f"
        case let .pageDot(i)?: "p\(i)"
        default: nil
        }
        if let readable, usedIDs.insert(readable).inserted { return prefix + readable }
        defer { counter += 1 }
        return prefix + "n" + String(counter, radix: 36)
    }

    /// Whether any node under `n` (or `n` itself, with `self`) is written as HTML.
    private mutating func hasHTML(below n: Int, self includeSelf: Bool) -> Bool {
        if includeSelf, Motion.needsHTML(tracks.nodes[n]) { return true }
        if let known = htmlBelow[n] { return known }
        var found = false
        for c in tracks.children[n] {
            if hasHTML(below: c, self: true) { found = true; break }
        }
        htmlBelow[n] = found
        return found
    }

    /// `segments` each wrapped in an element with id `id` (the first; the others `id` with a
    /// number, playing the same keyframes): `svg` and `html` make the element's start and end
    /// tags from the id attribute (empty without an id), nil for no element. `shares`: the id
    /// whose keyframes they play, when not `id` itself.
    private mutating func identified(_ segments: [Segment], id: String?, shares: String? = nil, svg: (String) -> (String, String)?,
                                     html: (String) -> (String, String)?) -> [Segment] {
        segments.enumerated().map { i, segment in
            var attribute = ""
            if let id {
                let own = i == 0 ? id : id + "_" + String(i, radix: 36)
                let base = shares ?? id
                if own != base { css.share(base, with: own) }
                attribute = " id=\"\(own)\""
            }
            switch segment {
            case let .svg(s): return .svg(svg(attribute).map { $0.0 + s + $0.1 } ?? s)
            case let .html(h): return .html(html(attribute).map { $0.0 + h + $0.1 } ?? h)
            }
        }
    }

    /// `segments` inside `svg` where SVG and inside `html` where XHTML (nil: as they are).
    static func wrapped(_ segments: [Segment], svg: (String, String)?, html: (String, String)?) -> [Segment] {
        segments.map { segment in
            switch segment {
            case let .svg(s): return .svg(svg.map { $0.0 + s + $0.1 } ?? s)
            case let .html(h): return .html(html.map { $0.0 + h + $0.1 } ?? h)
            }
        }
    }

    /// A rect with rounded corners as CSS `path()` data, in the wrapper's points.
    static func outline(_ r: CGRect, cornerRadius: Double) -> String {
        let n = { (v: Double) in SVGNumber.text(v) }
        let x = Double(r.minX), y = Double(r.minY), w = Double(r.width), h = Double(r.height)
        let c = min(max(0, cornerRadius), w / 2, h / 2)
        guard c > 0 else { return "M\(n(x)) \(n(y))H\(n(x + w))V\(n(y + h))H\(n(x))Z" }
        return "M\(n(x + c)) \(n(y))H\(n(x + w - c))A\(n(c)) \(n(c)) 0 0 1 \(n(x + w)) \(n(y + c))V\(n(y + h - c))A\(n(c)) \(n(c)) 0 0 1 \(n(x + w - c)) \(n(y + h))"
            + "H\(n(x + c))A\(n(c)) \(n(c)) 0 0 1 \(n(x)) \(n(y + h - c))V\(n(y + c))A\(n(c)) \(n(c)) 0 0 1 \(n(x + c)) \(n(y))Z"
    }

    /// A part of the picture as messages name it.
    static func name(_ id: SceneNodeID?) -> String {
        switch id {
        case let .item(i)?: "item \(i)"
        case let .itemImage(i)?: "the image of item \(i)"
        case let .pageDot(i)?: "page dot \(i)"
        case let other?: "the \(other)"
        case nil: "the scene"
        }
    }
}

/// How an animated SVG draws the parts the frames turn in perspective or filter (contract:
/// `--svg-effects`).
package enum SVGEffects: String, Sendable, CaseIterable {
    /// XHTML `<div>`s in a `<foreignObject>`, turned and filtered by CSS: vectors, plays in
    /// Chromium and Firefox (not in librsvg, and Safari is not checked).
    case html
    /// Pictures drawn by the raster painter, one per distinct state, swapped by keyframes: plays
    /// wherever SVG images and CSS animations do.
    case sprites
}
