import Foundation

/// One strategy kind as `renderpages strategies` lists it: a one-line description and its
/// parameters with their defaults.
public struct StrategyKindInfo: Sendable, Equatable {
    public var kind: String
    public var summary: String
    public var parameters: [Parameter]

    public struct Parameter: Sendable, Equatable {
        public var name: String
        /// The default as the scenario file would spell it, or "required".
        public var defaultValue: String
        public var meaning: String
    }
}

extension StrategySpec {
    /// Every kind with its parameters, in listing order. Defaults come from `Defaults`, so the
    /// listing cannot drift from the reader.
    public static let catalog: [StrategyKindInfo] = {
        typealias P = StrategyKindInfo.Parameter
        let f = { (v: Double) in JSONValue.format(v) }
        let pages = P(name: "pages", defaultValue: "\(Defaults.pages)", meaning: "number of screen-long pages")
        return [
            StrategyKindInfo(kind: "native-paging", summary: "isPagingEnabled with page = bounds: the baseline every other one is compared to",
                             parameters: [pages]),
            StrategyKindInfo(kind: "free", summary: "no paging and no hook: plain deceleration with bounce",
                             parameters: [pages]),
            StrategyKindInfo(kind: "overflowing", summary: "native paging on a scroll view S wider than the screen, centred, so separators slide in between pages (seed 000)",
                             parameters: [P(name: "pages", defaultValue: "\(Defaults.overflowingPages)", meaning: "number of pages"),
                                          P(name: "separator", defaultValue: f(Defaults.separator), meaning: "S, pt: the separator between pages (S/2 per page end)"),
                                          P(name: "rtl", defaultValue: "false", meaning: "mirror the page order; the first page rests at the far end")]),
            StrategyKindInfo(kind: "uneven-pairs", summary: "pairs of items snapped in willEndDragging with .fast deceleration (seeds 001/004)",
                             parameters: [P(name: "pairs", defaultValue: "\(Defaults.pairs)", meaning: "number of pairs (two items each)"),
                                          P(name: "spacing", defaultValue: f(Defaults.pairSpacing), meaning: "gap between pairs, pt; s/2 section inset at each end"),
                                          P(name: "itemWidth", defaultValue: "screen length", meaning: "item length along the axis, pt"),
                                          P(name: "weakSwipeFix", defaultValue: "true", meaning: "animate with setContentOffset when a weak swipe snaps to the previous target"),
                                          P(name: "clamp", defaultValue: "false", meaning: "snap at most one item from the item shown when the drag began")]),
            StrategyKindInfo(kind: "page-offsets", summary: "ScrollPageController: nearest page offset, or the next/previous one from 0.2 pt/ms, .fast (seed 002)",
                             parameters: [P(name: "offsets", defaultValue: "required (or cards)", meaning: "page offsets, pt, any order; content = largest + screen length"),
                                          P(name: "cards", defaultValue: "required (or offsets)", meaning: "{count, width = screen - insets, spacing = 0, pageBy = \"cards\" | \"frame\"}"),
                                          P(name: "contentInset", defaultValue: "{0, 0, 0, 0}", meaning: "{top, left, bottom, right}, pt; the view starts at -inset")]),
            StrategyKindInfo(kind: "hidden-pager", summary: "a hidden native-paging scroll view one page big drives the visible view at a delta (seed 003)",
                             parameters: [P(name: "items", defaultValue: "required", meaning: "number of items"),
                                          P(name: "itemSize", defaultValue: "required", meaning: "{width, height}, pt"),
                                          P(name: "spacing", defaultValue: "0", meaning: "gap between items along the axis, pt"),
                                          P(name: "contentInset", defaultValue: "{0, 0, 0, 0}", meaning: "the visible view's insets, pt"),
                                          P(name: "pagingConfiguration", defaultValue: "full, top/leading",
                                            meaning: "{size: {width, height} | \"full\" | \"fullWidth\" | \"fullHeight\" (each \"unused\" | {\"absolute\": pt} | {\"fractional\": r}), alignment: {horizontal: leading|center|trailing, vertical: top|center|bottom}, contentInsetEdgesToUse = all, positionInsets, sizeInsets}")]),
        ]
    }()
}
