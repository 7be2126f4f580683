import Foundation

/// flow-snap's `nearest-proposed` recipe: the common `UICollectionViewFlowLayout` carousel that
/// snaps to the item nearest the centre of the proposed bounds, then corrects toward the flick so
/// a flick never settles back on the item it left. docs/strategies.md ("flow-snap") names a public
/// instance and where this model departs from it; the three parameters name what copies hard-code
/// or leave out.
struct NearestProposedCorrection: Sendable, Equatable {
    /// |v| above which the correction applies, pt/ms (the public instance corrects at any velocity
    /// but zero; 0.3 is UIKit's paging threshold, docs/physics.md).
    var threshold = 0.3
    /// How far ahead of the release centre, as a fraction of its pitch, the nearest item may lie
    /// and still be corrected one item further (0: only items at or behind the release centre).
    var bias = 0.0
    /// The most items the target may lie from the item nearest the centre at release.
    var maxPages = 1

    /// The target: c = the item whose centre is nearest proposed + W/2 (ties: lower index); when
    /// |v| > threshold and c's centre lies no further ahead of the release centre (release +
    /// W/2) than bias times its pitch, in the velocity's direction, c moves one item that way; c
    /// then stays within maxPages of r, the item nearest the release centre; rest floor(centre_c -
    /// W/2) in the layout's coordinates, clamped to the scroll range.
    func target(row: ItemRow, releaseOffset: Double, proposed: Double, velocity v: Double, boundsLength w: Double) -> Double {
        guard row.count > 0 else { return proposed }
        let centre = { (i: Int) in row.start(i) + row.length(i) / 2 }
        let nearest = { (mid: Double) in (0..<row.count).min { abs(centre($0) - mid) < abs(centre($1) - mid) }! }
        let releaseMid = releaseOffset + w / 2
        var c = nearest(proposed + w / 2)
        if abs(v) > threshold {
            let direction = v > 0 ? 1 : -1
            let pitch = row.length(c) + row.spacing
            let ahead = (centre(c) - releaseMid) * Double(direction)
            if ahead <= bias * pitch { c += direction }
        }
        let r = nearest(releaseMid)
        c = min(max(c, r - maxPages, 0), r + maxPages, row.count - 1)
        return row.clamped(FlowSnapStrategy.flooredInLayout(centre(c) - w / 2, row: row), boundsLength: w)
    }
}
