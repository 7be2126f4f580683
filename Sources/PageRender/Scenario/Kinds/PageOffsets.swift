import Foundation

/// `page-offsets` (seed 002): ScrollPageController over explicit offsets or cards.
struct PageOffsetsParameters: StrategyParameters {
    var pages: PageOffsetsStrategy.Pages
    var contentInset: EdgeInsets

    static let descriptor = StrategyDescriptor(
        of: Self.self,
        kind: "page-offsets",
        summary: "ScrollPageController: nearest page offset, or the next/previous one from 0.2 pt/ms, .fast (seed 002)",
        parameters: [StrategyParameter(name: "offsets", defaultValue: "required (or cards)", meaning: "page offsets, pt, any order; content = largest + screen length"),
                     StrategyParameter(name: "cards", defaultValue: "required (or offsets)", meaning: "{count, width = screen - insets, spacing = 0, pageBy = \"cards\" | \"frame\"}"),
                     StrategyParameter(name: "contentInset", defaultValue: "{0, 0, 0, 0}", range: ScenarioLimits.length.wording,
                                       meaning: "{top, left, bottom, right}, pt; the view starts at -inset")],
        rules: [StrategyRule("from the offset at release (not the proposed target): the nearest page offset below 0.2 pt/ms, else the next or previous one in the list's order", .recipe),
                StrategyRule("deceleration .fast", .recipe),
                StrategyRule("the page control shows the fraction between the sorted offsets, rounded half away from zero", .recipe)],
        // samples/todays-deals.json: three cards between 40-pt insets.
        starter: [StarterField("cards", #"{"count": 3, "spacing": 24}"#), StarterField("contentInset", #"{"left": 40, "right": 40}"#)],
        read: { c, d, context in
            if let row = context.itemRow {
                // The subviews recipe over the content's items: each item's start minus the leading inset.
                c.rejectUnknownKeys(&d, known: ["kind", "offsets", "cards", "contentInset"])
                let a = CGFloat(row.leadingInset), b = CGFloat(row.trailingInset)
                return PageOffsetsParameters(pages: .items(row), contentInset: context.axis == .horizontal ? EdgeInsets(left: a, right: b) : EdgeInsets(top: a, bottom: b))
            }
            guard let p = read(c, &d) else { return nil }
            if case let .cards(cards) = p.pages {
                let free = context.screen[context.axis] - p.contentInset.leading(context.axis) - p.contentInset.trailing(context.axis)
                if free <= 0 && (cards.length == nil || cards.pageBy == .frame) {
                    d.add(c["contentInset"].path, "leaves \(JSONValue.format(Double(free))) pt of the \(JSONValue.format(Double(context.screen[context.axis]))) pt screen for a page; make the \(context.axis == .horizontal ? "left and right" : "top and bottom") insets smaller")
                }
            }
            return p
        },
        make: { p, axis in PageOffsetsStrategy(axis: axis, pages: p.pages, contentInset: p.contentInset) },
        look: { p, _, _ in
            if case .offsets = p.pages { return .numberedPagesBetween }
            return .todaysDeals
        })

    static func read(_ c: JSONCursor, _ d: inout Diagnostics) -> PageOffsetsParameters? {
        c.rejectUnknownKeys(&d, known: ["kind", "offsets", "cards", "contentInset"])
        let inset = EdgeInsets.read(c["contentInset"], &d, ScenarioLimits.length)
        switch (c["offsets"].isPresent, c["cards"].isPresent) {
        case (true, false):
            guard let items = c["offsets"].array(&d) else { return nil }
            // The count first: a longer list is refused before any element is read.
            guard !items.isEmpty && items.count <= 100_000 else {
                d.add(c["offsets"].path, "has \(items.count) offsets; give between 1 and 100000 page offsets in pt")
                return nil
            }
            // Offsets may repeat: the document allows any order and the controller breaks ties by the
            // lowest index (docs/engine.md, "Edge cases, decided").
            let offsets = items.map { $0.number(&d, ScenarioLimits.offset) }
            return PageOffsetsParameters(pages: .offsets(offsets.map { CGFloat($0) }), contentInset: inset)
        case (false, true):
            let k = c["cards"]
            guard k.requireObject(&d) else { return nil }
            k.rejectUnknownKeys(&d, known: ["count", "width", "spacing", "pageBy"])
            let pageBy = k["pageBy"].choice(&d, PageCards.Recipe.allCases.map(\.rawValue), default: "cards") ?? "cards"
            let cards = PageCards(count: k["count"].integer(&d, .closed(1, 10_000)),
                                  length: k["width"].isPresent ? CGFloat(k["width"].number(&d, ScenarioLimits.size)) : nil,
                                  spacing: CGFloat(k["spacing"].number(&d, default: 0, ScenarioLimits.length)),
                                  pageBy: PageCards.Recipe(rawValue: pageBy) ?? .cards)
            return PageOffsetsParameters(pages: .cards(cards), contentInset: inset)
        case (true, true):
            d.add(c["offsets"].path, "use either \"offsets\" or \"cards\", not both")
        case (false, false):
            d.add(c["offsets"].path, "is required (or \"cards\"); add e.g. \"offsets\": [0, 300, 600]")
        }
        return nil
    }
}

extension StrategySpec {
    /// `page-offsets` over `pages` (offsets or cards) with the visible view's `contentInset`.
    static func pageOffsets(pages: PageOffsetsStrategy.Pages, contentInset: EdgeInsets) -> StrategySpec {
        StrategySpec(PageOffsetsParameters(pages: pages, contentInset: contentInset))
    }
}
