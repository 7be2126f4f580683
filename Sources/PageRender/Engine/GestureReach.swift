/// Which items one gesture may end on, for a strategy that limits how far a gesture travels
/// (SwiftUI's view-aligned limit behaviours): the origin item, the one resting nearest the
/// offset at touch-down (ties: the lower index), and the items within its reach either side.
/// The strategy fills it in from its own rules; the x-ray highlights what it says.
struct GestureReach: Sendable, Equatable {
    /// The items, as the strategy lays them out.
    let row: ItemRow
    /// r in [0, 1]: where an item rests in the container (0 leading, 0.5 centre, 1 trailing).
    let anchor: Double
    /// The scroll view's length along the axis, pt.
    let boundsLength: Double
    /// Per origin item, how many items either side one gesture may reach; nil: no limit.
    let reach: [Int]?

    /// The origin item of a gesture that touched down at `touchDownOffset` (along the axis) and
    /// the items it may end on (an `ItemRow` has at least one item).
    func allowed(touchDownOffset: Double) -> (origin: Int, items: ClosedRange<Int>) {
        let origin = row.nearestItem(toOffset: touchDownOffset, anchor: anchor, boundsLength: boundsLength)
        guard let k = reach?[origin] else { return (origin, 0...(row.count - 1)) }
        return (origin, max(origin - k, 0)...min(origin + k, row.count - 1))
    }
}
