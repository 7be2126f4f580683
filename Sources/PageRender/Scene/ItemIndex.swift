import Foundation

/// Finds the items that meet a range along the axis without scanning them all (uneven pairs has
/// 600 items, a long book 100 000 pages): the items sorted by start once, searched by bisection.
struct ItemIndex: Sendable {
    let axis: Axis
    let rects: [CGRect]
    /// Item indices by ascending start along the axis.
    private let order: [Int]
    private let starts: [CGFloat]
    private let longest: CGFloat

    init(items: [CGRect], axis: Axis) {
        self.axis = axis
        rects = items
        order = items.indices.sorted { (items[$0].origin[axis], $0) < (items[$1].origin[axis], $1) }
        starts = order.map { items[$0].origin[axis] }
        longest = items.map { $0.size[axis] }.max() ?? 0
    }

    /// Indices, ascending, of the items whose extent along the axis overlaps `range`.
    func items(overlapping range: ClosedRange<CGFloat>) -> [Int] {
        var low = 0, high = starts.count
        let earliest = range.lowerBound - longest
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] < earliest { low = mid + 1 } else { high = mid }
        }
        var found: [Int] = []
        var k = low
        while k < starts.count, starts[k] < range.upperBound {
            let item = order[k]
            if starts[k] + rects[item].size[axis] > range.lowerBound { found.append(item) }
            k += 1
        }
        return found.sorted()
    }
}
