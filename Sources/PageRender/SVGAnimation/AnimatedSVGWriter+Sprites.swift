import Foundation

extension AnimatedSVGWriter {
    /// A part's pictures: one `<image>` per distinct state, the ids whose keyframes show each
    /// (none for a single picture), and the part's opacity (animated under an id, or constant).
    struct SpriteSet {
        var images: [String] = []
        var ids: [String] = []
        var opacityID: String?
        var opacity: Double?
    }

    /// One state of a part drawn as pictures: its drawing, transform, projective transform and
    /// filters, and those of every part under it, at one sample.
    private struct SpriteState: Hashable {
        var variant: Int32
        var transform: Transform2D
        var projective: ProjectiveTransform?
        var filters: [Filter]
        var below: [SpriteState]
    }

    /// Node `n` (turned in perspective or filtered) as pictures (`SVGEffects.sprites`): each
    /// distinct state drawn once by the raster painter, exactly as the frames draw it, at the
    /// document's pixels per point, stored as a lossless WebP `data:` URI, and shown by discrete
    /// keyframes at the samples in that state; the node's opacity is the pictures' group opacity.
    /// Plays wherever SVG images and CSS animations do (no `<foreignObject>`); a raster, and a
    /// turn shows in steps of the device's frames.
    mutating func sprites(_ n: Int, copy: String) throws -> String {
        let set = try spriteSets[n] ?? makeSprites(n)
        spriteSets[n] = set
        // A second copy of the node plays the first one's keyframes under its own ids.
        func id(_ base: String) -> String {
            guard !copy.isEmpty else { return base }
            css.share(base, with: base + copy)
            return base + copy
        }
        var out = ""
        for (s, image) in set.images.enumerated() {
            out += set.ids.isEmpty ? image : "<g id=\"\(id(set.ids[s]))\">" + image + "</g>"
        }
        if let opacityID = set.opacityID { return "<g id=\"\(id(opacityID))\">" + out + "</g>" }
        if let o = set.opacity { return "<g opacity=\"\(SVGNumber.text(o, decimals: 4))\">" + out + "</g>" }
        return out
    }

    /// Node `n`'s pictures, one per distinct state, and their keyframes.
    private mutating func makeSprites(_ n: Int) throws -> SpriteSet {
        let node = tracks.nodes[n]
        var index: [SpriteState: Int] = [:]
        var first: [Int] = []
        var spriteAt = [Int](repeating: -1, count: tracks.times.count)
        for k in tracks.times.indices where node.present[k] {
            let state = self.state(n, at: k)
            if let known = index[state] { spriteAt[k] = known; continue }
            index[state] = first.count
            spriteAt[k] = first.count
            first.append(k)
        }
        // Where absent, the picture shown next (after the last, the last), so no keyframe is spent.
        var next = spriteAt.last(where: { $0 >= 0 }) ?? 0
        for k in spriteAt.indices.reversed() { if spriteAt[k] < 0 { spriteAt[k] = next } else { next = spriteAt[k] } }
        var set = SpriteSet()
        for (s, k) in first.enumerated() {
            let picture = try picture(n, at: k)
            set.images.append(picture.map { p in
                "<image x=\"\(SVGNumber.text(p.x))\" y=\"\(SVGNumber.text(p.y))\" width=\"\(SVGNumber.text(p.width))\" height=\"\(SVGNumber.text(p.height))\" preserveAspectRatio=\"none\" href=\"\(p.uri)\"/>"
            } ?? "")
            if first.count > 1 {
                let id = newSpriteID()
                css.discrete(id, property: "opacity", times: tracks.times, values: spriteAt.map { $0 == s ? "1" : "0" })
                set.ids.append(id)
            }
        }
        // The node's opacity (its transform and filters are in the pictures).
        let opacities = node.opacities, shown = node.present.indices.filter { node.present[$0] }.map { opacities[$0] }
        if shown.contains(where: { $0 != shown.first }) || node.present.contains(false) {
            let id = newSpriteID()
            css.linear(id, property: "opacity", times: tracks.times, values: opacities, tolerance: AnimatedSVG.opacityTolerance)
            set.opacityID = id
        } else if let o = shown.first, o < 1 {
            set.opacity = o
        }
        return set
    }

    private mutating func newSpriteID() -> String {
        spriteCounter += 1
        return prefix + "s" + String(spriteCounter - 1, radix: 36)
    }

    private func state(_ n: Int, at k: Int) -> SpriteState {
        let node = tracks.nodes[n]
        return SpriteState(variant: node.variantAt[k], transform: node.transforms[k], projective: node.projectives[k], filters: node.filters[k],
                           below: tracks.children[n].map { state($0, at: k) } + tracks.children[n].map { c in
                               SpriteState(variant: tracks.nodes[c].present[k] ? 1 : 0, transform: .identity, projective: nil,
                                           filters: [], below: [])
                           })
    }

    /// Node `n` at sample k drawn alone at full opacity, cut to the pixels it covers: where it
    /// goes in its parent's points and the picture as a `data:` URI; nil when it draws nothing.
    private func picture(_ n: Int, at k: Int) throws -> (x: Double, y: Double, width: Double, height: Double, uri: String)? {
        var path: [SceneNodeID] = []
        var a = n
        while a > 0 { path.insert(tracks.nodes[a].id!, at: 0); a = tracks.nodes[a].parent }
        guard var group = Self.find(path, in: tracks.scene(tracks.samples[k]).shapes) else { return nil }
        group.opacity = 1
        // The box the painter may paint the node in, where its parent is drawn at `scale`.
        guard let placed = CairoContext.paintedBox(of: group, scale: scale) else { return nil }
        let x0 = (placed.minX * scale).rounded(.down), y0 = (placed.minY * scale).rounded(.down)
        let x1 = (placed.maxX * scale).rounded(.up), y1 = (placed.maxY * scale).rounded(.up)
        guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) <= Double(Self.maximumSpritePixels) else {
            throw RenderError("\(Self.name(tracks.nodes[n].id)) would be a picture of \(Int(x1 - x0))×\(Int(y1 - y0)) px, more than one sprite holds (4096 × 4096 px); draw such cards as XHTML rather than sprites, or write .gif, .webp, .apng or .mp4 instead")
        }
        let scene = Scene(size: CGSize(width: (x1 - x0) / scale, height: (y1 - y0) / scale), background: Color(white: 0, alpha: 0),
                          shapes: [.group(SceneGroup(transform: .translation(-x0 / scale, -y0 / scale), children: [.group(group)]))])
        let surface = try ScenePainter.rasterize(scene, scale: scale)
        // Cut to the pixels drawn.
        var lo = (x: Int.max, y: Int.max), hi = (x: -1, y: -1)
        surface.withPixels { raw, stride in
            for y in 0..<surface.height {
                let row = raw.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<surface.width where row[x] != 0 {
                    lo = (min(lo.x, x), min(lo.y, y))
                    hi = (max(hi.x, x), max(hi.y, y))
                }
            }
        }
        guard hi.x >= 0 else { return nil }
        let width = hi.x - lo.x + 1, height = hi.y - lo.y + 1
        var pixels = [UInt32](repeating: 0, count: width * height)
        surface.withPixels { raw, stride in
            for y in 0..<height {
                let row = raw.baseAddress!.advanced(by: (lo.y + y) * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { pixels[y * width + x] = row[lo.x + x] }
            }
        }
        let webp = try WebPImageEncoder.lossless(PixelImage(width: width, height: height, pixels: pixels), effort: Self.spriteEffort)
        return ((x0 + Double(lo.x)) / scale, (y0 + Double(lo.y)) / scale, Double(width) / scale, Double(height) / scale,
                "data:image/webp;base64," + Data(webp).base64EncodedString())
    }

    /// libwebp's lossless effort 4 of 0…9: a design choice between size and the time to write
    /// hundreds of pictures.
    static let spriteEffort = 4

    /// 4096 × 4096 px: the largest picture one sprite may be (64 MiB of pixels while drawn).
    static let maximumSpritePixels = 4096 * 4096

    /// The group at `path` of identities under `shapes`.
    private static func find(_ path: [SceneNodeID], in shapes: [Scene.Shape]) -> SceneGroup? {
        guard let id = path.first else { return nil }
        for case let .group(g) in shapes where g.id == id {
            return path.count == 1 ? g : find(Array(path.dropFirst()), in: g.children)
        }
        return nil
    }
}
