import Foundation

extension AnimatedSVG {
    /// Opacity keyframes stay within half a level of 255 of every sample.
    static let opacityTolerance = 0.5 / 255

    /// The items' tracks under the look's scroll-driven effect, with what an animated SVG cannot
    /// draw refused in one line naming the look's field (docs/animation.md).
    static func effectTracks(scenario: Scenario, screen: ScreenScene, samples: [Timeline.Sample], drawn: [Int]) throws -> AnimatedSVGItemTracks {
        let field = scenario.look.transition != nil ? "look.items.transition" : "look.items.layoutEffect"
        do {
            return try AnimatedSVGItemTracks(screen: screen, samples: samples, drawn: drawn)
        } catch let error as AnimatedSVGItemTracks.Unwritable {
            let what = error.perspective ? "turns item \(error.item) in perspective (rotation3D, or a pager's coverFlow or cubic)"
                : "blurs or recolours item \(error.item) (blur, brightness, contrast, saturation, grayscale or hueRotation)"
            throw RenderError("\(field) \(what) at \(SVGNumber.text(error.t, decimals: 1)) ms, which an animated SVG cannot draw as the frames do; write .gif, .webp, .apng or .mp4 instead")
        } catch let error as AnimatedSVGItemTracks.ChangingOrder {
            throw RenderError("\(field) makes items \(error.items.0) and \(error.items.1) change places in depth while they overlap, which one animated SVG cannot draw; write .gif, .webp, .apng or .mp4 instead")
        }
    }

    /// The items' static groups in drawing order, each with the transform and opacity that never
    /// change written into it and those that do animated by CSS under the element ids `eN` (the
    /// item) and `mN` (its image inside the outline; SVGDefinitions names its own elements g, i, k, l).
    static func effected(screen: ScreenScene, tracks: AnimatedSVGItemTracks, times: [Double], css: inout AnimatedSVGStyle,
                         markup: inout SVGShapeMarkup, tolerance: Double) -> [Scene.Shape] {
        tracks.order.map { i in
            var group = screen.items[i]
            guard let track = tracks.items[i] else { return .group(group) }
            let size = screen.layout.items[i].size
            let radius = Double((size.width * size.width + size.height * size.height).squareRoot())
            apply(track, to: &group, id: "e\(i)", node: .item(i), radius: radius, times: times, css: &css, markup: &markup, tolerance: tolerance)
            if let image = tracks.images[i] {
                group.children = group.children.map { child in
                    guard case var .group(picture) = child, picture.id == .itemImage(i) else { return child }
                    apply(image, to: &picture, id: "m\(i)", node: .itemImage(i), radius: radius, times: times, css: &css, markup: &markup, tolerance: tolerance)
                    return .group(picture)
                }
            }
            return .group(group)
        }
    }

    /// `group` with `track`'s constant parts; its changing parts become keyframes of `id`.
    private static func apply(_ track: AnimatedSVGItemTracks.Track, to group: inout SceneGroup, id: String, node: SceneNodeID, radius: Double,
                              times: [Double], css: inout AnimatedSVGStyle, markup: inout SVGShapeMarkup, tolerance: Double) {
        let moves = track.transforms.contains { $0 != track.transforms[0] }
        let fades = track.opacities.contains { $0 != track.opacities[0] }
        group.transform = moves ? .identity : track.transforms[0]
        group.opacity = fades ? 1 : track.opacities[0]
        if moves { css.transform(id, times: times, values: track.transforms, radius: radius, tolerance: tolerance) }
        if fades { css.linear(id, property: "opacity", times: times, values: track.opacities, tolerance: opacityTolerance) }
        if moves || fades { markup.animatedIDs[node] = id }
    }
}
