import Foundation

/// The items of an animated SVG, per device-rate sample, when the look gives them a
/// scroll-driven effect (issue 24): each drawn item's transform in content coordinates (its
/// place in the row, then its effect) and its opacity, the same for the image an `imageEffects`
/// moves inside the item's outline, and one drawing order for the whole animation. An item a
/// frame does not draw (outside the effects' reach of the screen) has opacity 0 there, as in the
/// frames, and keeps the transform it has when it is drawn next (or last), so no keyframe is
/// spent on a motion nobody sees.
struct AnimatedSVGItemTracks {
    /// One group's transform and opacity at every sample.
    struct Track {
        var transforms: [Transform2D]
        var opacities: [Double]
    }

    /// The items any sample draws, bottom first: the order every frame draws overlapping items in.
    var order: [Int]
    var items: [Int: Track] = [:]
    var images: [Int: Track] = [:]

    /// A 3-D perspective or a filter, which CSS on SVG elements cannot draw as the frames do.
    struct Unwritable: Error {
        var item: Int
        var t: Double
        var perspective: Bool
    }

    /// Items whose stacking changes while they overlap: no single SVG document order draws
    /// every frame.
    struct ChangingOrder: Error {
        var items: (Int, Int)
    }

    init(screen: ScreenScene, samples: [Timeline.Sample], drawn: [Int]) throws {
        order = drawn
        guard screen.effects != nil else { return }
        let layout = screen.layout
        // Per sample, the effect of every drawn item (ScreenScene.itemEffects: the frames' own).
        let perSample = samples.map { sample in screen.itemEffects(at: sample, in: layout.visibleContent(offset: sample.offset)) }
        for (k, effects) in perSample.enumerated() {
            for (i, effect) in effects where effect.projective != nil || !effect.filters.isEmpty {
                throw Unwritable(item: i, t: samples[k].t, perspective: effect.projective != nil)
            }
        }
        for i in drawn {
            let place = screen.items[i].transform
            let shown = perSample.map { $0[i] }
            items[i] = Track(transforms: Self.held(shown.map { $0.map { $0.transform.concatenating(place) } }) ?? [place],
                             opacities: shown.map { $0?.opacity ?? 0 })
            images[i] = Track(transforms: Self.held(shown.map { $0?.imageTransform }) ?? [.identity],
                              opacities: Self.held(shown.map { $0?.imageOpacity }) ?? [1])
        }
        order = try Self.stacking(drawn, perSample: perSample, tracks: items, rects: layout.items)
    }

    /// `values` with each nil replaced by the next value (after the last one, the last): nil
    /// when there is none at all.
    static func held<T>(_ values: [T?]) -> [T]? {
        guard var next = values.last(where: { $0 != nil }) ?? nil else { return nil }
        var out = [T](repeating: next, count: values.count)
        for k in values.indices.reversed() {
            if let value = values[k] { next = value }
            out[k] = next
        }
        return out
    }

    /// One order for the document: item a goes below item b when some frame draws both, overlapping
    /// (their transformed bounds meet) and visible, a below b (by z-order, then row order). Any
    /// order that keeps every such pair draws every frame; a cycle among them means the cards
    /// swap while they overlap, refused. Ties keep the row's order.
    static func stacking(_ drawn: [Int], perSample: [[Int: ItemEffect]], tracks: [Int: Track], rects: [CGRect]) throws -> [Int] {
        var below: [Int: Set<Int>] = [:]  // b -> the items that must be under b
        for (k, effects) in perSample.enumerated() {
            let shown = effects.keys.sorted { a, b in
                let za = effects[a]!.zIndex, zb = effects[b]!.zIndex
                return za != zb ? za < zb : a < b
            }.filter { effects[$0]!.opacity > 0 }
            let boxes = shown.map { Self.bounds(of: rects[$0].size, tracks[$0]!.transforms[k]) }
            for x in shown.indices { for y in shown.indices where x < y && boxes[x].intersects(boxes[y]) {
                let intersection = boxes[x].intersection(boxes[y])
                if intersection.width > 0.01 && intersection.height > 0.01 { below[shown[y], default: []].insert(shown[x]) }
            } }
        }
        // Kahn's algorithm, always taking the lowest row index that is free.
        var pending = drawn, out: [Int] = []
        while !pending.isEmpty {
            guard let next = pending.firstIndex(where: { (below[$0] ?? []).isSubset(of: Set(out)) }) else {
                let b = pending.first { !(below[$0] ?? []).isSubset(of: Set(out)) }!
                let a = below[b]!.first { !out.contains($0) }!
                throw ChangingOrder(items: (min(a, b), max(a, b)))
            }
            out.append(pending.remove(at: next))
        }
        return out
    }

    /// The axis-aligned bounds of an item of `size` moved by `transform`.
    static func bounds(of size: CGSize, _ transform: Transform2D) -> CGRect {
        let corners = [CGPoint.zero, CGPoint(x: size.width, y: 0), CGPoint(x: 0, y: size.height), CGPoint(x: size.width, y: size.height)].map(transform.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
