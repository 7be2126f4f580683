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

    /// One copy of an item in the document.
    struct Layer: Equatable {
        var item: Int
        /// 0 for the first copy (rows ascending), 1 for the second (descending, over the first).
        var copy: Int
        /// Whether this copy shows at each sample; nil when it is the item's only copy.
        var shown: [Bool]?
    }

    /// The copies of the items any sample draws, bottom first: one document order that draws
    /// every frame's overlapping items as the frame stacks them.
    var layers: [Layer]
    var items: [Int: Track] = [:]
    var images: [Int: Track] = [:]

    /// A 3-D perspective or a filter, which CSS on SVG elements cannot draw as the frames do.
    struct Unwritable: Error {
        var item: Int
        var t: Double
        var perspective: Bool
    }

    /// Items whose stacking changes while they overlap in a way neither one document order nor
    /// the two-copy ridge of `stacking` draws.
    struct ChangingOrder: Error {
        var items: (Int, Int)
    }

    init(screen: ScreenScene, samples: [Timeline.Sample], drawn: [Int]) throws {
        layers = drawn.map { Layer(item: $0, copy: 0) }
        guard screen.effects != nil else { return }
        let layout = screen.layout
        // Per sample, the effect of every drawn item (ScreenScene.itemEffects: the frames' own).
        let perSample = samples.map { sample in screen.itemEffects(at: sample, in: layout.visibleContent(offset: sample.offset)) }
        for (k, effects) in perSample.enumerated() {
            // In item order: a dictionary's order changes from run to run, and so would the item
            // the refusal names.
            for (i, effect) in effects.sorted(by: { $0.key < $1.key }) where effect.projective != nil || !effect.filters.isEmpty {
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
        layers = try Self.stacking(drawn, perSample: perSample, tracks: items, rects: layout.items)
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

    /// Each sample's stacking of visible items that overlap (their transformed bounds meet), as
    /// pairs (below, above): the frame draws by z-order, then row order (later over earlier).
    static func overlaps(perSample: [[Int: ItemEffect]], tracks: [Int: Track], rects: [CGRect]) -> [[(Int, Int)]] {
        perSample.enumerated().map { k, effects in
            let shown = effects.keys.filter { effects[$0]!.opacity > 0 }.sorted { a, b in
                let za = effects[a]!.zIndex, zb = effects[b]!.zIndex
                return za != zb ? za < zb : a < b
            }
            let boxes = shown.map { Self.bounds(of: rects[$0].size, tracks[$0]!.transforms[k]) }
            var pairs: [(Int, Int)] = []
            for x in shown.indices { for y in shown.indices where x < y && boxes[x].intersects(boxes[y]) {
                let intersection = boxes[x].intersection(boxes[y])
                if intersection.width > 0.01 && intersection.height > 0.01 { pairs.append((shown[x], shown[y])) }
            } }
            return pairs
        }
    }

    /// The document's layers. First one copy per item in one order that keeps every frame's
    /// overlapping pairs (any topological order of them; ties keep the row's order). When the
    /// cards change places in depth while they overlap, no single order exists; a row whose
    /// frames stack it as a ridge (each item over its neighbour on the side away from the top
    /// item, as FSPager's and UPCarousel's z-orders by distance from the centre do) is drawn with
    /// two copies: the items in row order, then in reverse row order, each frame showing items
    /// before its top item from the first copy and the rest from the second. Checked against
    /// every frame's pairs; otherwise refused.
    static func stacking(_ drawn: [Int], perSample: [[Int: ItemEffect]], tracks: [Int: Track], rects: [CGRect]) throws -> [Layer] {
        let pairs = overlaps(perSample: perSample, tracks: tracks, rects: rects)
        var below: [Int: Set<Int>] = [:]  // b -> the items that must be under b
        for (a, b) in pairs.joined() { below[b, default: []].insert(a) }
        // Kahn's algorithm, always taking the lowest row index that is free.
        var pending = drawn, out: [Int] = []
        while let next = pending.firstIndex(where: { (below[$0] ?? []).isSubset(of: Set(out)) }) {
            out.append(pending.remove(at: next))
        }
        if pending.isEmpty { return out.map { Layer(item: $0, copy: 0) } }
        return try ridge(drawn, perSample: perSample, pairs: pairs)
    }

    /// The two-copy order of `stacking`, or the first pair of items it cannot stack.
    static func ridge(_ drawn: [Int], perSample: [[Int: ItemEffect]], pairs: [[(Int, Int)]]) throws -> [Layer] {
        let n = drawn.count
        let rank = Dictionary(uniqueKeysWithValues: drawn.enumerated().map { ($1, $0) })
        var copyAt: [Int: [Int]] = [:]  // item -> its copy at each sample
        for (k, effects) in perSample.enumerated() {
            // The top item: the highest z-order, the later item on a tie.
            let top = effects.keys.filter { effects[$0]!.opacity > 0 }.max { a, b in
                let za = effects[a]!.zIndex, zb = effects[b]!.zIndex
                return za != zb ? za < zb : a < b
            }
            for i in drawn { copyAt[i, default: []].append(top.map { i < $0 ? 0 : 1 } ?? 0) }
            func position(_ i: Int) -> Int { copyAt[i]![k] == 0 ? rank[i]! : 2 * n - 1 - rank[i]! }
            if let (a, b) = pairs[k].first(where: { position($0.0) >= position($0.1) }) {
                throw ChangingOrder(items: (min(a, b), max(a, b)))
            }
        }
        var layers: [Layer] = []
        for copy in 0...1 {
            for i in (copy == 0 ? drawn : drawn.reversed()) where copyAt[i]!.contains(copy) {
                let both = copyAt[i]!.contains(1 - copy)
                layers.append(Layer(item: i, copy: copy, shown: both ? copyAt[i]!.map { $0 == copy } : nil))
            }
        }
        return layers
    }

    /// The axis-aligned bounds of an item of `size` moved by `transform`.
    static func bounds(of size: CGSize, _ transform: Transform2D) -> CGRect {
        let corners = [CGPoint.zero, CGPoint(x: size.width, y: 0), CGPoint(x: 0, y: size.height), CGPoint(x: size.width, y: size.height)].map(transform.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
