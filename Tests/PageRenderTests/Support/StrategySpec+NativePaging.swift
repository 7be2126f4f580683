@testable import PageRender

extension StrategySpec {
    /// `native-paging` over `pages` screen-long pages.
    static func nativePaging(pages: Int) -> StrategySpec {
        StrategySpec(NativePagingParameters(pages: pages))
    }
}
