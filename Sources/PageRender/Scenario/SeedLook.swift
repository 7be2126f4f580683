import Foundation

/// The look a strategy kind's demo had (docs/strategies.md, "Demo looks"), with what it needs
/// from the strategy's parameters: the look drawn unless the scenario picks another. The scene
/// turns it into shapes (`FrameScenes`).
package enum SeedLook: Sendable, Equatable {
    /// Numbered pages in distinct colours on the strategy's items (the baselines).
    case numberedPages
    /// Numbered pages, page i drawn from where offset i shows the content's leading edge to where
    /// the next one does, with a page control of one dot per offset (page offsets given as numbers).
    case numberedPagesBetween(offsets: [CGFloat])
    /// Seed 000: red and green pages with bordered separator strips.
    case overflowing(OverflowingGeometry)
    /// Seeds 001/004: coloured pairs with numbered items and a hairline inside each pair.
    case unevenPairs
    /// Seed 002: the "Today's deals" cards, with a page control of `pages` dots.
    case todaysDeals(pages: Int)
    /// Seed 003: coloured items with centre lines and the screen's centre line.
    case hiddenPager
}
