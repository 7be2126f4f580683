import Foundation

extension FlowSnapStrategy {
    /// FSPagerView's flick threshold, pt/ms: `abs(velocity.x) >= 0.3` in
    /// `FSPagerViewLayout.targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
    /// (github.com/WenchaoD/FSPagerView/blob/f90ab7d2/Sources/FSPageViewLayout.swift).
    static let fsPagerFlickVelocity = 0.3
    /// How far past the nearest page a flick carries, in pages: `round(proposed / P + 0.35 * sign)`
    /// ("Ceil by 0.15, rather than 0.5" in the same function).
    static let fsPagerFlickBias = 0.35

    /// fspager-automatic: P = L + s (FSPager's `itemSpacing`), u = proposed / P in the layout's
    /// coordinates (item k centred at k P); |v| >= 0.3: round(u + 0.35 sign v) (v = 0 counts as
    /// forward, as the source's `velocity.x >= 0`); slower: round(u); the page clamped to
    /// [0, contentSize - P] as FSPager does, then to the scroll range. FSPager reads `velocity.x`
    /// on both axes; a vertical pager here reads the velocity along its axis.
    static func fsPagerAutomaticTarget(row: ItemRow, proposed: Double, velocity v: Double, boundsLength w: Double) -> Double {
        let page = row.length(0) + row.spacing, a = row.leadingInset
        let u = (proposed + a) / page
        let k = abs(v) >= fsPagerFlickVelocity ? (u + fsPagerFlickBias * (v >= 0 ? 1 : -1)).rounded() : u.rounded()
        let contentSize = a + row.contentLength + row.trailingInset
        let layoutTarget = min(max(k * page, 0), contentSize - page)
        return row.clamped(layoutTarget - a, boundsLength: w)
    }
}
