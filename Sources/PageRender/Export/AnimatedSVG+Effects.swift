import Foundation

extension AnimatedSVG {
    /// Opacity keyframes stay within half a level of 255 of every sample.
    static let opacityTolerance = 0.5 / 255

    /// The items' tracks under the look's scroll-driven effect, with what an animated SVG cannot
    /// draw refused in one line naming the look's field (docs/animation.md).
    static func effectTracks(look: LookSpec, screen: ScreenScene, samples: [Timeline.Sample], drawn: [Int]) throws -> AnimatedSVGItemTracks {
        var field = look.transition != nil ? "look.items.transition" : "look.items.layoutEffect"
        do {
            return try AnimatedSVGItemTracks(screen: screen, samples: samples, drawn: drawn)
        } catch let error as AnimatedSVGItemTracks.Unwritable {
            // A recipe's turn is the visual effect's; a blur or recolouring is the transition's.
            if let recipe = look.visualEffect, look.transition == nil || (error.perspective && recipe.needsRaster) {
                field = "look.items.visualEffect"
            }
            let turn = field == "look.items.visualEffect" ? "its recipe's rotation3DEffect" : "rotation3D, or a pager's coverFlow or cubic"
            let what = error.perspective ? "turns item \(error.item) in perspective (\(turn))"
                : "blurs or recolours item \(error.item) (blur, brightness, contrast, saturation, grayscale or hueRotation)"
            throw RenderError("\(field) \(what) at \(SVGNumber.text(error.t, decimals: 1)) ms, which an animated SVG cannot draw as the frames do; write .gif, .webp, .apng or .mp4 instead")
        } catch let error as AnimatedSVGItemTracks.ChangingOrder {
            if look.visualEffect != nil && look.transition == nil { field = "look.items.visualEffect" }
            throw RenderError("\(field) makes items \(error.items.0) and \(error.items.1) change places in depth while they overlap, which one animated SVG cannot draw; write .gif, .webp, .apng or .mp4 instead")
        }
    }

    /// The items as SVG in drawing order, each with the transform and opacity that never change
    /// written into it and those that do animated by CSS under the element ids `eN` (the item)
    /// and `mN` (its image inside the outline; SVGDefinitions names its own elements g, i, k, l).
    /// An item's second copy (`AnimatedSVGItemTracks.Layer`) takes the same animations under
    /// `eNb` and `mNb`; a copy shown only at some samples is wrapped in `wN` or `wNb`, whose
    /// opacity shows and hides it when the frames move it over or under its neighbour. Every id
    /// starts with `prefix` (a sheet's column).
    static func effected(screen: ScreenScene, tracks: AnimatedSVGItemTracks, prefix: String, times: [Double], css: inout AnimatedSVGStyle,
                         markup: inout SVGShapeMarkup, tolerance: Double) throws -> String {
        var out = ""
        for layer in tracks.layers {
            let i = layer.item, suffix = layer.copy == 0 ? "" : "b"
            var group = screen.items[i]
            if let track = tracks.items[i] {
                let size = screen.layout.items[i].size
                let radius = Double((size.width * size.width + size.height * size.height).squareRoot())
                apply(track, to: &group, id: prefix + "e\(i)", copy: suffix, node: .item(i), radius: radius, times: times, css: &css, markup: &markup, tolerance: tolerance)
                if let image = tracks.images[i] {
                    group.children = group.children.map { child in
                        guard case var .group(picture) = child, picture.id == .itemImage(i) else { return child }
                        apply(image, to: &picture, id: prefix + "m\(i)", copy: suffix, node: .itemImage(i), radius: radius, times: times, css: &css,
                              markup: &markup, tolerance: tolerance)
                        return .group(picture)
                    }
                }
            }
            let item = try markup.markup(.group(group))
            if let shown = layer.shown {
                let id = prefix + "w\(i)" + suffix
                css.discrete(id, property: "opacity", times: times, values: shown.map { $0 ? "1" : "0" })
                out += "<g id=\"\(id)\">" + item + "</g>"
            } else {
                out += item
            }
        }
        return out
    }

    /// `group` with `track`'s constant parts; its changing parts become keyframes of `id`.
    /// For a second copy (`copy` "b") the keyframes are the first copy's, shared by its element
    /// `id` + "b" (or written for it when the item has no first copy).
    private static func apply(_ track: AnimatedSVGItemTracks.Track, to group: inout SceneGroup, id: String, copy: String, node: SceneNodeID,
                              radius: Double, times: [Double], css: inout AnimatedSVGStyle, markup: inout SVGShapeMarkup, tolerance: Double) {
        let moves = track.transforms.contains { $0 != track.transforms[0] }
        let fades = track.opacities.contains { $0 != track.opacities[0] }
        group.transform = moves ? .identity : track.transforms[0]
        group.opacity = fades ? 1 : track.opacities[0]
        guard moves || fades else { return }
        markup.animatedIDs[node] = id + copy
        if css.animates(id) {
            css.share(id, with: id + copy)
        } else {
            if moves { css.transform(id, times: times, values: track.transforms, radius: radius, tolerance: tolerance) }
            if fades { css.linear(id, property: "opacity", times: times, values: track.opacities, tolerance: opacityTolerance) }
            if !copy.isEmpty { css.share(id, with: id + copy) }
        }
    }
}
