import Foundation

extension StrategySpec {
    /// The contract's defaults (scenario-contract.md, "Strategy kinds"), shared by the reader and
    /// `renderpages strategies`.
    public enum Defaults {
        /// Baselines: pages in the skeleton's sample.
        public static let pages = 10
        /// Overflowing: the demo's 100 pages with a 100-pt separator (SpacedPageViewController).
        public static let overflowingPages = 100
        public static let separator = 100.0
        /// Uneven pairs: the demo's 300 pairs, 50 pt apart (UnevenPagination).
        public static let pairs = 300
        public static let pairSpacing = 50.0
    }

    /// Bounds for lengths in pt (not from UIKit): 100 000 pt is far beyond any screen or page and
    /// keeps content lengths (up to 100 000 pages) exact in Double.
    static let lengthRange = NumberRange.nonNegative(max: 100_000)
    static let sizeRange = NumberRange.positive(max: 100_000)

    static func read(_ c: JSONCursor, _ d: inout Diagnostics) -> StrategySpec? {
        guard c.requireObject(&d) else { return nil }
        guard let kind = c["kind"].choice(&d, kinds, default: nil) else { return nil }
        switch kind {
        case "free", "native-paging":
            c.rejectUnknownKeys(&d, known: ["kind", "pages"])
            let pages = c["pages"].integer(&d, default: Defaults.pages, .closed(1, 100_000))
            return kind == "free" ? .free(pages: pages) : .nativePaging(pages: pages)
        case "overflowing":
            c.rejectUnknownKeys(&d, known: ["kind", "pages", "separator", "rtl"])
            return .overflowing(pages: c["pages"].integer(&d, default: Defaults.overflowingPages, .closed(1, 100_000)),
                                separator: c["separator"].number(&d, default: Defaults.separator, lengthRange),
                                rtl: c["rtl"].bool(&d, default: false))
        case "uneven-pairs":
            c.rejectUnknownKeys(&d, known: ["kind", "pairs", "spacing", "itemWidth", "weakSwipeFix", "clamp"])
            return .unevenPairs(pairs: c["pairs"].integer(&d, default: Defaults.pairs, .closed(1, 100_000)),
                                spacing: c["spacing"].number(&d, default: Defaults.pairSpacing, lengthRange),
                                itemWidth: c["itemWidth"].isPresent ? c["itemWidth"].number(&d, sizeRange) : nil,
                                weakSwipeFix: c["weakSwipeFix"].bool(&d, default: true),
                                clamp: c["clamp"].bool(&d, default: false))
        case "page-offsets":
            return readPageOffsets(c, &d)
        default:
            c.rejectUnknownKeys(&d, known: ["kind", "items", "itemSize", "spacing", "contentInset", "pagingConfiguration"])
            var itemSize = CGSize.zero
            if c["itemSize"].requireObject(&d) {
                c["itemSize"].rejectUnknownKeys(&d, known: ["width", "height"])
                itemSize = CGSize(width: c["itemSize"]["width"].number(&d, sizeRange), height: c["itemSize"]["height"].number(&d, sizeRange))
            }
            return .hiddenPager(items: c["items"].integer(&d, .closed(1, 100_000)), itemSize: itemSize,
                                spacing: c["spacing"].number(&d, default: 0, lengthRange),
                                contentInset: EdgeInsets.read(c["contentInset"], &d, lengthRange),
                                configuration: PagingConfiguration.read(c["pagingConfiguration"], &d))
        }
    }

    static func readPageOffsets(_ c: JSONCursor, _ d: inout Diagnostics) -> StrategySpec? {
        c.rejectUnknownKeys(&d, known: ["kind", "offsets", "cards", "contentInset"])
        let inset = EdgeInsets.read(c["contentInset"], &d, lengthRange)
        switch (c["offsets"].isPresent, c["cards"].isPresent) {
        case (true, false):
            guard let items = c["offsets"].array(&d) else { return nil }
            if items.isEmpty || items.count > 100_000 {
                d.add(c["offsets"].path, "has \(items.count) offsets; give between 1 and 100000 page offsets in pt")
            }
            // Offsets may repeat: the document allows any order and the controller breaks ties by the
            // lowest index (docs/engine.md, "Edge cases, decided").
            let offsets = items.map { $0.number(&d, .closed(-1e7, 1e7)) }
            return .pageOffsets(pages: .offsets(offsets.map { CGFloat($0) }), contentInset: inset)
        case (false, true):
            let k = c["cards"]
            guard k.requireObject(&d) else { return nil }
            k.rejectUnknownKeys(&d, known: ["count", "width", "spacing", "pageBy"])
            let pageBy = k["pageBy"].choice(&d, PageCards.Recipe.allCases.map(\.rawValue), default: "cards") ?? "cards"
            let cards = PageCards(count: k["count"].integer(&d, .closed(1, 10_000)),
                                  length: k["width"].isPresent ? CGFloat(k["width"].number(&d, sizeRange)) : nil,
                                  spacing: CGFloat(k["spacing"].number(&d, default: 0, lengthRange)),
                                  pageBy: PageCards.Recipe(rawValue: pageBy) ?? .cards)
            return .pageOffsets(pages: .cards(cards), contentInset: inset)
        case (true, true):
            d.add(c["offsets"].path, "use either \"offsets\" or \"cards\", not both")
        case (false, false):
            d.add(c["offsets"].path, "is required (or \"cards\"); add e.g. \"offsets\": [0, 300, 600]")
        }
        return nil
    }
}

extension EdgeInsets {
    /// `{top, left, bottom, right}` in pt, each in `range`, missing edges 0; absent: zero.
    static func read(_ c: JSONCursor, _ d: inout Diagnostics, _ range: NumberRange) -> EdgeInsets {
        guard c.requireObject(&d, required: false) else { return .zero }
        c.rejectUnknownKeys(&d, known: ["top", "left", "bottom", "right"])
        return EdgeInsets(top: c["top"].number(&d, default: 0, range), left: c["left"].number(&d, default: 0, range),
                          bottom: c["bottom"].number(&d, default: 0, range), right: c["right"].number(&d, default: 0, range))
    }
}
