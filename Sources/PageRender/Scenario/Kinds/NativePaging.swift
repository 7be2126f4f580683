import Foundation

/// `native-paging`: UIScrollView's `isPagingEnabled` with a page = the bounds.
struct NativePagingParameters: StrategyParameters {
    var pages: Int

    static let pagesParameter = TypedParameter<Int>.integer("pages", default: 10, ScenarioLimits.itemCount, "number of screen-long pages")

    static let descriptor = StrategyDescriptor(
        of: Self.self,
        kind: "native-paging",
        summary: "isPagingEnabled with page = bounds: the baseline every other one is compared to",
        parameters: [pagesParameter.description],
        rules: [StrategyRule("a page is the scroll view's bounds along the axis", .documented),
                StrategyRule("a release picks the page from the offset and the raw last velocity (0.3 pt/ms), and the paging spring moves there (docs/physics.md)", .observed)],
        starter: [pagesParameter.starter],
        read: { c, d, _ in
            c.rejectUnknownKeys(&d, known: ["kind", "pages"])
            return NativePagingParameters(pages: pagesParameter.read(c, &d))
        },
        make: { p, _ in NativePagingStrategy(pages: p.pages) },
        look: { _, _, _ in .numberedPages })
}

extension StrategySpec {
    /// `native-paging` over `pages` screen-long pages.
    static func nativePaging(pages: Int) -> StrategySpec {
        StrategySpec(NativePagingParameters(pages: pages))
    }
}
