import Foundation

/// `free`: no paging and no delegate hook.
struct FreeScrollingParameters: StrategyParameters {
    var pages: Int
    /// The scenario's content row, when it has one (then `pages` is its item count).
    var row: ItemRow? = nil

    static let descriptor = StrategyDescriptor(
        of: Self.self,
        kind: "free",
        summary: "no paging and no hook: plain deceleration with bounce",
        parameters: [NativePagingParameters.pagesParameter.description],
        rules: [StrategyRule("the view decelerates at its rate and bounces at the ends of its content (docs/physics.md)", .documented, .observed)],
        starter: [NativePagingParameters.pagesParameter.starter],
        read: { c, d, context in
            c.rejectUnknownKeys(&d, known: ["kind", "pages"])
            if let row = context.itemRow { return FreeScrollingParameters(pages: row.count, row: row) }
            return FreeScrollingParameters(pages: NativePagingParameters.pagesParameter.read(c, &d))
        },
        make: { p, _ in p.row.map { NativeScrollingStrategy(row: $0, isPagingEnabled: false) } ?? NativeScrollingStrategy(pages: p.pages, isPagingEnabled: false) },
        look: { _, _, _ in .numberedPages })
}

extension StrategySpec {
    /// `free` scrolling over `pages` screen-long pages.
    package static func free(pages: Int) -> StrategySpec {
        StrategySpec(FreeScrollingParameters(pages: pages))
    }
}
