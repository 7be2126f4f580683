import Foundation

extension FrameScenes {
    /// The shapes of a kind's demo look (the `seed` preset) and the number of page-control dots
    /// it shows (0: none), from the strategy's `layout` as it is: its items, its page count.
    static func seedLook(_ seed: SeedLook, layout: StrategyLayout) -> (look: any ContentLook, pages: Int) {
        let size = layout.screen, axis = layout.axis
        switch seed {
        case .numberedPages:
            return (NumberedPagesLook(), 0)
        case .numberedPagesBetween:
            return (NumberedPagesLook(), layout.pageCount ?? 0)
        case let .overflowing(geometry):
            return (OverflowingLook(geometry: geometry), 0)
        case .unevenPairs:
            return (UnevenPairsLook(axis: axis), 0)
        case .todaysDeals:
            return (TodaysDealsLook(axis: axis, screen: size), layout.pageCount ?? 0)
        case .hiddenPager:
            return (HiddenPagerLook(axis: axis, screen: size), 0)
        }
    }
}
