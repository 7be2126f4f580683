import Foundation

/// `native-paging`: UIScrollView's `isPagingEnabled` with a page = the bounds.
struct NativePagingParameters: StrategyParameters {
    var pages: Int
    /// The scenario's content row, when it has one (then `pages` is its item count).
    var row: ItemRow? = nil

    static let pagesParameter = TypedParameter<Int>.integer("pages", default: 10, ScenarioLimits.itemCount, "number of screen-long pages")

    static let descriptor = StrategyDescriptor(
        of: Self.self,
        kind: "native-paging",
        summary: "isPagingEnabled with page = bounds: the baseline every other one is compared to",
        parameters: [pagesParameter.description],
        rules: [StrategyRule("a page is the scroll view's bounds along the axis", .documented),
                StrategyRule("a release picks the page from the offset and the raw last velocity (0.3 pt/ms), and the paging spring moves there (docs/physics.md)", .observed)],
        starter: [pagesParameter.starter],
        read: { c, d, context in
            c.rejectUnknownKeys(&d, known: ["kind", "pages"])
            if let row = context.itemRow { return NativePagingParameters(pages: row.count, row: row) }
            return NativePagingParameters(pages: pagesParameter.read(c, &d))
        },
        make: { p, _ in p.row.map { NativeScrollingStrategy(row: $0, isPagingEnabled: true) } ?? NativeScrollingStrategy(pages: p.pages, isPagingEnabled: true) },
        look: { _, _, _ in .numberedPages })
}
