import Foundation

extension SceneTracks {
    /// One copy of a child in the document.
    struct Layer: Equatable {
        var node: Int
        /// 0 for the first copy, 1 for the second (drawn over every first copy).
        var copy: Int
        /// Whether this copy shows at each sample; nil when it is the child's only copy.
        var shown: [Bool]?
    }

    /// Children whose drawing order changes in a way no document order draws; or, with
    /// `drawnAtOnce`, a changing order among more children drawn at one sample than
    /// `maximumReordered` (not checked).
    struct ChangingOrder: Error {
        var ids: (SceneNodeID, SceneNodeID)
        var drawnAtOnce: Int? = nil
    }

    /// The document order of run `r` of node `n`'s children, bottom first. One copy each, in an
    /// order that keeps every sample's order of neighbours (and so, by transitivity, its whole
    /// order): a topological order of the "drawn just under" pairs, linear in the pairs. When
    /// the children change places (a z-order by distance from a moving centre), no single order
    /// exists; a run each sample draws as a ridge, rising in the children's own order (row order)
    /// up to its top and falling after it, is written twice, in row order and then reversed,
    /// each sample showing the rising part from the first copy and the falling part from the
    /// second. Anything else is refused.
    func layers(of n: Int, run r: Int) throws -> [Layer] {
        let orders = nodes[n].orders[r]
        // The children in order of first appearance.
        var children: [Int] = [], rank: [Int: Int] = [:]
        for order in orders {
            for id in order {
                let c = child(of: n, run: r, id: id)!
                if rank[c] == nil { rank[c] = children.count; children.append(c) }
            }
        }
        var below: [Int: [Int]] = [:]
        var pairs = Set<[Int]>()
        for order in orders {
            for (a, b) in zip(order, order.dropFirst()) {
                let lower = child(of: n, run: r, id: a)!, upper = child(of: n, run: r, id: b)!
                if pairs.insert([lower, upper]).inserted { below[upper, default: []].append(lower) }
            }
        }
        if let sorted = Self.topologicalOrder(children, below: below) {
            return sorted.map { Layer(node: $0, copy: 0) }
        }
        return try ridge(of: n, run: r, children: children)
    }

    /// Each node after every node `below` it, ties in the given order; nil on a cycle. An
    /// explicit stack: a run of thousands of children must not exhaust the thread's stack.
    private static func topologicalOrder(_ nodes: [Int], below: [Int: [Int]]) -> [Int]? {
        var state: [Int: Int] = [:]  // 1 visiting, 2 done
        var out: [Int] = []
        out.reserveCapacity(nodes.count)
        for start in nodes where state[start] == nil {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let (node, next) = stack.last {
                let lower = below[node] ?? []
                if next < lower.count {
                    stack[stack.count - 1].next += 1
                    let l = lower[next]
                    switch state[l] {
                    case 1?: return nil
                    case 2?: continue
                    default:
                        state[l] = 1
                        stack.append((l, 0))
                    }
                } else {
                    state[node] = 2
                    out.append(node)
                    stack.removeLast()
                }
            }
        }
        return out
    }

    /// The two-copy order of `layers`: at each sample, the children before the top one (the
    /// last drawn) in row order come from the first copy, the rest from the second. Checked at
    /// every sample: every two children the document draws in the other order than the frame
    /// must not overlap there (their transformed ink boxes); otherwise the two are refused.
    private func ridge(of n: Int, run r: Int, children: [Int]) throws -> [Layer] {
        let row = children.sorted { Self.ordinal(nodes[$0].id) < Self.ordinal(nodes[$1].id) }
        let position = Dictionary(uniqueKeysWithValues: row.enumerated().map { ($1, $0) })
        let count = row.count
        let orderAt = nodes[n].orderAt[r]
        var copyAt = [[UInt8]](repeating: [UInt8](repeating: 2, count: times.count), count: count)
        for k in times.indices where orderAt[k] >= 0 && nodes[n].present[k] {
            let order = nodes[n].orders[r][Int(orderAt[k])].map { child(of: n, run: r, id: $0)! }
            guard let top = order.last else { continue }
            // Beyond a few thousand children drawn at once the pairwise check below would be
            // quadratic; such a stack that also changes its order is refused.
            guard order.count <= Self.maximumReordered else {
                throw ChangingOrder(ids: (nodes[order[0]].id!, nodes[top].id!), drawnAtOnce: order.count)
            }
            let copies = order.map { position[$0]! < position[top]! ? 0 : 1 }
            let place = zip(order, copies).map { c, copy in copy == 0 ? position[c]! : 2 * count - 1 - position[c]! }
            var boxes: [CGRect?] = order.map { box(of: $0, at: k) }
            for j in order.indices {
                for i in 0..<j where place[i] > place[j] {
                    if let a = boxes[i], let b = boxes[j] {
                        let overlap = a.intersection(b)
                        guard overlap.isNull || overlap.width <= 0.01 || overlap.height <= 0.01 else {
                            throw ChangingOrder(ids: (nodes[order[i]].id!, nodes[order[j]].id!))
                        }
                    } else {
                        throw ChangingOrder(ids: (nodes[order[i]].id!, nodes[order[j]].id!))
                    }
                }
            }
            boxes.removeAll()
            for (c, copy) in zip(order, copies) { copyAt[position[c]!][k] = UInt8(copy) }
        }
        var layers: [Layer] = []
        for copy in 0...1 {
            for c in (copy == 0 ? row : row.reversed()) {
                // Where the child is not drawn it keeps the copy it shows next, or last.
                var at = copyAt[position[c]!]
                var next = at.last(where: { $0 != 2 }) ?? 0
                for k in at.indices.reversed() {
                    if at[k] == 2 { at[k] = next } else { next = at[k] }
                }
                guard at.contains(UInt8(copy)) else { continue }
                layers.append(Layer(node: c, copy: copy, shown: at.contains(UInt8(1 - copy)) ? at.map { $0 == UInt8(copy) } : nil))
            }
        }
        return layers
    }

    /// Children drawn at once beyond which a changing order is not checked: the check compares
    /// every two of them at every sample (2,000 children: 2 million pairs a sample).
    static let maximumReordered = 2000

    /// The box child `c` covers in its parent's coordinates at sample k; nil when unknown (no
    /// ink, or a corner behind the eye).
    private func box(of c: Int, at k: Int) -> CGRect? {
        guard let ink = nodes[c].ink else { return nil }
        return InkBounds.placed(ink, projective: nodes[c].projectives[k], transform: nodes[c].transforms[k])
    }

    /// A child's place in its row: the index of an item, an item's image or a page dot.
    static func ordinal(_ id: SceneNodeID?) -> Int {
        switch id {
        case let .item(i)?, let .itemImage(i)?, let .pageDot(i)?: i
        default: 0
        }
    }
}
