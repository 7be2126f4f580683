import Foundation

/// A run's scenes at every sample, walked together by `SceneNodeID` path: for each identified
/// group, whether it is drawn at each sample and with which transform, opacity, projective
/// transform, filters and drawing; for the parts without an identity, the drawing they belong
/// to. This is everything the animated SVG writes (`AnimatedSVGWriter`): what never changes is
/// written once, what changes becomes keyframes. Nothing here knows which part is a card, a dot
/// or a finger: a new kind of change in the scene reaches the SVG through these tracks.
///
/// Cost: one pass over the scenes, linear in samples × drawn groups; each sample's scene is
/// dropped once walked.
struct SceneTracks {
    /// One identified group (or the scene itself, node 0) over the samples.
    struct Node {
        var id: SceneNodeID?
        /// The node it is a child of, and which run of identified siblings (`Piece.run`) it sits in.
        var parent: Int
        var run: Int
        /// Whether it is drawn at each sample.
        var present: [Bool]
        var transforms: [Transform2D]
        var opacities: [Double]
        var projectives: [ProjectiveTransform?]
        var filters: [[Filter]]
        var clip: SceneClip?
        var ink: CGRect?
        /// Its drawing at each sample, an index into `variants` (-1 where absent).
        var variantAt: [Int32]
        var variants: [[Piece]]
        /// Per run of identified children: each distinct order they are drawn in, and which one
        /// each sample draws (-1 where the node is absent).
        var orders: [[[SceneNodeID]]] = []
        var orderAt: [[Int32]] = []
        /// A clip that changes between samples (refused by the writer).
        var clipChanges = false
    }

    /// What a group draws besides its identified children, in order: anonymous shapes, and the
    /// places where runs of identified children go (numbered from 0 in order).
    enum Piece: Equatable {
        case shapes([Scene.Shape])
        case run(Int)
    }

    private(set) var nodes: [Node]
    let times: [Double]
    let samples: [Timeline.Sample]
    /// The scene at a sample, again: what a part drawn as pictures (`SVGEffects.sprites`) is
    /// rasterised from.
    let scene: (Timeline.Sample) -> Scene
    let size: CGSize
    let background: Color
    private var index: [Key: Int] = [:]
    /// Each node's identified children, in order of first appearance.
    private(set) var children: [[Int]] = []

    private struct Key: Hashable {
        var parent: Int
        var run: Int
        var id: SceneNodeID
    }

    /// Distinct drawings or orders of one node looked up before each new one is added.
    static let searched = 256

    /// The tracks of `scenes` at `samples` (at least one).
    init(scenes: FrameScenes, samples: [Timeline.Sample]) {
        self.init(samples: samples, scene: scenes.scene(for:))
    }

    /// The tracks of the scenes `scene` gives for `samples` (at least one), the same size and
    /// background in each.
    init(samples: [Timeline.Sample], scene: @escaping (Timeline.Sample) -> Scene) {
        precondition(!samples.isEmpty, "at least one sample")
        self.samples = samples
        self.scene = scene
        let count = samples.count
        times = samples.map(\.t)
        let first = scene(samples[0])
        size = first.size
        background = first.background
        nodes = [Node(id: nil, parent: -1, run: 0, present: [Bool](repeating: true, count: count), transforms: [], opacities: [], projectives: [],
                      filters: [], variantAt: [Int32](repeating: -1, count: count), variants: [])]
        for (k, sample) in samples.enumerated() {
            record(children: (k == 0 ? first : scene(sample)).shapes, of: 0, at: k)
        }
        for n in nodes.indices where n > 0 { hold(n) }
        children = [[Int]](repeating: [], count: nodes.count)
        for n in nodes.indices where n > 0 { children[nodes[n].parent].append(n) }
    }

    /// Sample k's children of node `n`: its pieces, and each identified child recorded in turn.
    private mutating func record(children: [Scene.Shape], of n: Int, at k: Int) {
        var pieces: [Piece] = []
        var chunk: [Scene.Shape] = []
        var runs: [[SceneNodeID]] = []
        var groups: [[SceneGroup]] = []
        var inRun = false
        if !children.contains(where: { if case let .group(g) = $0 { g.id != nil } else { false } }) {
            // The common case: no identified child, the static layer's own array (compared at once).
            pieces = children.isEmpty ? [] : [.shapes(children)]
        } else {
            for child in children {
                if case let .group(group) = child, let id = group.id {
                    if !inRun {
                        if !chunk.isEmpty { pieces.append(.shapes(chunk)) }
                        chunk = []
                        pieces.append(.run(runs.count))
                        runs.append([])
                        groups.append([])
                        inRun = true
                    }
                    runs[runs.count - 1].append(id)
                    groups[groups.count - 1].append(group)
                } else {
                    chunk.append(child)
                    inRun = false
                }
            }
            if !chunk.isEmpty { pieces.append(.shapes(chunk)) }
        }
        nodes[n].variantAt[k] = variant(pieces, of: n, at: k)
        for (r, ids) in runs.enumerated() {
            recordOrder(ids, run: r, of: n, at: k)
            for group in groups[r] { record(group, parent: n, run: r, at: k) }
        }
    }

    /// The index of `pieces` among node `n`'s drawings, added when new; compared with the
    /// previous sample's first, which is nearly always the one.
    private mutating func variant(_ pieces: [Piece], of n: Int, at k: Int) -> Int32 {
        if k > 0, case let previous = nodes[n].variantAt[k - 1], previous >= 0, nodes[n].variants[Int(previous)] == pieces { return previous }
        // Past `searched` drawings (a readout changing every frame) each new one is kept without a
        // search, so the walk stays linear; the writer refuses such a part.
        if nodes[n].variants.count <= Self.searched, let i = nodes[n].variants.firstIndex(of: pieces) { return Int32(i) }
        nodes[n].variants.append(pieces)
        return Int32(nodes[n].variants.count - 1)
    }

    private mutating func recordOrder(_ ids: [SceneNodeID], run r: Int, of n: Int, at k: Int) {
        let count = times.count
        while nodes[n].orders.count <= r {
            nodes[n].orders.append([])
            nodes[n].orderAt.append([Int32](repeating: -1, count: count))
        }
        let previous = k > 0 ? nodes[n].orderAt[r][k - 1] : -1
        if previous >= 0, nodes[n].orders[r][Int(previous)] == ids {
            nodes[n].orderAt[r][k] = previous
        } else if nodes[n].orders[r].count <= Self.searched, let i = nodes[n].orders[r].firstIndex(of: ids) {
            nodes[n].orderAt[r][k] = Int32(i)
        } else {
            nodes[n].orders[r].append(ids)
            nodes[n].orderAt[r][k] = Int32(nodes[n].orders[r].count - 1)
        }
    }

    /// The stored fields of `SceneGroup` that `record` carries into the tracks (`projective`
    /// is kept out of line as `storedProjective`). `AnimatedSVGSceneTests` compares them with the
    /// fields the group has, so a field added to the tree without a track here fails a test
    /// instead of silently not reaching the animated SVG.
    static let groupFields: Set<String> = ["id", "transform", "storedProjective", "opacity", "clip", "filters", "children", "ink"]

    private mutating func record(_ group: SceneGroup, parent: Int, run: Int, at k: Int) {
        let key = Key(parent: parent, run: run, id: group.id!)
        let n: Int
        if let known = index[key] {
            n = known
            if nodes[n].clip != group.clip { nodes[n].clipChanges = true }
        } else {
            let count = times.count
            n = nodes.count
            index[key] = n
            nodes.append(Node(id: group.id, parent: parent, run: run, present: [Bool](repeating: false, count: count),
                              transforms: [Transform2D](repeating: group.transform, count: count),
                              opacities: [Double](repeating: group.opacity, count: count),
                              projectives: [ProjectiveTransform?](repeating: group.projective, count: count),
                              filters: [[Filter]](repeating: group.filters, count: count), clip: group.clip, ink: group.ink,
                              variantAt: [Int32](repeating: -1, count: count), variants: []))
        }
        nodes[n].present[k] = true
        nodes[n].transforms[k] = group.transform
        nodes[n].opacities[k] = group.opacity
        nodes[n].projectives[k] = group.projective
        nodes[n].filters[k] = group.filters
        record(children: group.children, of: n, at: k)
    }

    /// Where node `n` is absent, it keeps what it shows next (after its last sample, its last),
    /// so no keyframe is spent on a change nobody sees; its opacity there is 0.
    private mutating func hold(_ n: Int) {
        guard var next = nodes[n].present.lastIndex(of: true) else { return }
        for k in nodes[n].present.indices.reversed() {
            if nodes[n].present[k] { next = k; continue }
            nodes[n].transforms[k] = nodes[n].transforms[next]
            nodes[n].projectives[k] = nodes[n].projectives[next]
            nodes[n].filters[k] = nodes[n].filters[next]
            nodes[n].opacities[k] = 0
            nodes[n].variantAt[k] = nodes[n].variantAt[next]
            for r in nodes[n].orderAt.indices { nodes[n].orderAt[r][k] = nodes[n].orderAt[r][next] }
        }
    }

    /// The children of node `n` in run `r`, by id.
    func child(of n: Int, run r: Int, id: SceneNodeID) -> Int? {
        index[Key(parent: n, run: r, id: id)]
    }

    /// Whether node `n` is drawn at every sample its parent is.
    func alwaysPresent(_ n: Int) -> Bool {
        let parent = nodes[n].parent
        guard parent >= 0 else { return true }
        return !nodes[n].present.indices.contains { !nodes[n].present[$0] && nodes[parent].present[$0] }
    }
}
