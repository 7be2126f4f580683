import Foundation

extension FrameScenes {
    /// The shapes of a kind's demo look (the `seed` preset) and the number of page-control dots
    /// it shows (0: none). Page offsets given as bare numbers get pages drawn between them in `layout`.
    static func seedLook(_ seed: SeedLook, screen size: CGSize, axis: Axis, layout: inout StrategyLayout) -> (look: any ContentLook, pages: Int) {
        switch seed {
        case .numberedPages:
            return (NumberedPagesLook(), 0)
        case let .numberedPagesBetween(offsets):
            layout.items = pagesBetween(offsets, layout: layout)
            return (NumberedPagesLook(), offsets.count)
        case let .overflowing(geometry):
            return (OverflowingLook(geometry: geometry), 0)
        case .unevenPairs:
            return (UnevenPairsLook(axis: axis), 0)
        case let .todaysDeals(dots):
            return (TodaysDealsLook(axis: axis, screen: size), dots)
        case .hiddenPager:
            return (HiddenPagerLook(axis: axis, screen: size), 0)
        }
    }

    /// Page offsets given as bare numbers have no page views; draw page i from where offset i
    /// shows the content's leading edge to where the next one does (the last to the content's end).
    static func pagesBetween(_ offsets: [CGFloat], layout: StrategyLayout) -> [CGRect] {
        let axis = layout.axis, inset = layout.contentInset.leading(axis), end = layout.contentSize[axis]
        let starts = offsets.map { $0 + inset }.sorted()
        return starts.indices.compactMap { i in
            let start = max(0, starts[i]), stop = min(end, i + 1 < starts.count ? starts[i + 1] : end)
            guard stop > start else { return nil }
            return axis == .horizontal
                ? CGRect(x: start, y: 0, width: stop - start, height: layout.contentSize.height)
                : CGRect(x: 0, y: start, width: layout.contentSize.width, height: stop - start)
        }
    }
}
