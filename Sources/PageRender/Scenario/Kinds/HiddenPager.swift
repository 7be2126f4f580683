import Foundation

/// `hidden-pager` (seed 003): a hidden paging scroll view drives the visible one.
struct HiddenPagerParameters: StrategyParameters {
    var items: Int
    var itemSize: CGSize
    var spacing: Double
    var contentInset: EdgeInsets
    var configuration: PagingConfiguration

    static let itemsParameter = TypedParameter<Int>.integer("items", default: nil, ScenarioLimits.itemCount, "number of items")
    static let spacingParameter = TypedParameter<Double>.number("spacing", default: 0, ScenarioLimits.length, "gap between items along the axis, pt")

    static let descriptor = StrategyDescriptor(
        of: Self.self,
        kind: "hidden-pager",
        summary: "a hidden native-paging scroll view one page big drives the visible view at a delta (seed 003)",
        parameters: [itemsParameter.description,
                     StrategyParameter(name: "itemSize", defaultValue: "required", range: ScenarioLimits.size.wording, meaning: "{width, height}, pt"),
                     spacingParameter.description,
                     StrategyParameter(name: "contentInset", defaultValue: "{0, 0, 0, 0}", range: ScenarioLimits.length.wording, meaning: "the visible view's insets, pt"),
                     StrategyParameter(name: "pagingConfiguration", defaultValue: "full, top/leading",
                                       meaning: "{size: {width, height} | \"full\" | \"fullWidth\" | \"fullHeight\" (each \"unused\" | {\"absolute\": pt} | {\"fractional\": r}), alignment: {horizontal: leading|center|trailing, vertical: top|center|bottom}, contentInsetEdgesToUse = all, positionInsets, sizeInsets}")],
        rules: [StrategyRule("a hidden scroll view one page long, with paging enabled, takes the pan; the visible view follows it at a constant delta", .recipe),
                StrategyRule("the page's size and alignment resolve from pagingConfiguration and the used content insets", .recipe),
                StrategyRule("the original converts visible to pager offsets with the wrong sign for leading alignment; the intended conversion is simulated", .model)],
        // samples/hidden-pager.json: 194-pt pages centred on the screen.
        starter: [StarterField("items", "5"), StarterField("itemSize", #"{"width": 194, "height": 400}"#),
                  StarterField("pagingConfiguration", #"{"size": {"width": {"absolute": 194}}, "alignment": {"horizontal": "center"}}"#)],
        read: { c, d, context in
            c.rejectUnknownKeys(&d, known: ["kind", "items", "itemSize", "spacing", "contentInset", "pagingConfiguration"])
            if let content = context.content { return read(content: content, c, &d, context) }
            var itemSize = CGSize.zero
            if c["itemSize"].requireObject(&d) {
                c["itemSize"].rejectUnknownKeys(&d, known: ["width", "height"])
                itemSize = CGSize(width: c["itemSize"]["width"].number(&d, ScenarioLimits.size),
                                  height: c["itemSize"]["height"].number(&d, ScenarioLimits.size))
            }
            let p = HiddenPagerParameters(items: itemsParameter.read(c, &d), itemSize: itemSize, spacing: spacingParameter.read(c, &d),
                                          contentInset: EdgeInsets.read(c["contentInset"], &d, ScenarioLimits.length),
                                          configuration: PagingConfiguration.read(c["pagingConfiguration"], &d))
            let page = p.configuration.pageSize(viewSize: context.screen, contentInset: p.contentInset)[context.axis]
            if page <= 0 {
                d.add(c["pagingConfiguration"].path, "resolves to a page \(JSONValue.format(Double(page))) pt long on the \(context.axis.rawValue) axis; use a positive size, or smaller sizeInsets and content insets")
            }
            return p
        },
        make: { p, axis in
            HiddenPagerStrategy(axis: axis, items: p.items, itemSize: p.itemSize, spacing: CGFloat(p.spacing),
                                contentInset: p.contentInset, configuration: p.configuration)
        },
        look: { _, _, _ in .hiddenPager })
}

extension HiddenPagerParameters {
    /// A hidden pager over the scenario's row: its items, size, spacing and insets along the
    /// axis; without a `pagingConfiguration` the page is one item plus the spacing along the
    /// axis, unused across, aligned leading and top, so uniform items rest with their leading
    /// edge at the inset.
    static func read(content: ContentSpec, _ c: JSONCursor, _ d: inout Diagnostics, _ context: StrategyReadingContext) -> HiddenPagerParameters? {
        if !content.hasUniformLengths {
            d.add("content.items.lengths", "hidden-pager pages by one page length, so its items must be one length; remove items.lengths or use another kind (page-offsets pages by each item's start)")
        }
        guard let row = context.itemRow else { return nil }
        let axis = context.axis, length = CGFloat(row.length(0))
        let itemSize = CGSize(length: length, crossLength: CGFloat(row.crossLength), along: axis)
        var page = PagingConfiguration.Size(width: .unused, height: .unused)
        if axis == .horizontal { page.width = .absolute(length + CGFloat(row.spacing)) } else { page.height = .absolute(length + CGFloat(row.spacing)) }
        let a = CGFloat(row.leadingInset), b = CGFloat(row.trailingInset)
        return HiddenPagerParameters(items: row.count, itemSize: itemSize, spacing: row.spacing,
                                     contentInset: axis == .horizontal ? EdgeInsets(left: a, right: b) : EdgeInsets(top: a, bottom: b),
                                     configuration: c["pagingConfiguration"].isPresent ? PagingConfiguration.read(c["pagingConfiguration"], &d) : PagingConfiguration(size: page))
    }
}

extension StrategySpec {
    /// `hidden-pager`: `items` items of `itemSize`, paged as `configuration` says.
    static func hiddenPager(items: Int, itemSize: CGSize, spacing: Double, contentInset: EdgeInsets,
                                   configuration: PagingConfiguration) -> StrategySpec {
        StrategySpec(HiddenPagerParameters(items: items, itemSize: itemSize, spacing: spacing, contentInset: contentInset, configuration: configuration))
    }
}
