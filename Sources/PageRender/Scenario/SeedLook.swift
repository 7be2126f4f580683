import Foundation

/// The look a strategy kind's demo had (docs/strategies.md, "Demo looks"), with what it needs
/// from the strategy's parameters: the look drawn unless the scenario picks another. The scene
/// turns it into shapes (`FrameScenes`).
package enum SeedLook: Sendable, Equatable {
    /// Numbered pages in distinct colours on the strategy's items (the baselines).
    case numberedPages
    /// Numbered pages on the pages between the given offsets (page offsets given as numbers: the
    /// layout's items, `PageOffsetsStrategy.layout`), with a page control of one dot per offset
    /// (the layout's `pageCount`).
    case numberedPagesBetween
    /// Seed 000: red and green pages with bordered separator strips.
    case overflowing(OverflowingGeometry)
    /// Seeds 001/004: coloured pairs with numbered items and a hairline inside each pair.
    case unevenPairs
    /// Seed 002: the "Today's deals" cards, with a page control of one dot per page offset (the
    /// layout's `pageCount`).
    case todaysDeals
    /// Seed 003: coloured items with centre lines and the screen's centre line.
    case hiddenPager
}
