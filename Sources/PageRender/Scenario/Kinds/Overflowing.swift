import Foundation

/// `overflowing` (seed 000): native paging on a scroll view longer than the screen.
struct OverflowingParameters: StrategyParameters {
    var pages: Int
    var separator: Double
    var rtl: Bool

    static let pagesParameter = TypedParameter<Int>.integer("pages", default: 100, ScenarioLimits.itemCount, "number of pages")
    static let separatorParameter = TypedParameter<Double>.number("separator", default: 100, ScenarioLimits.length,
                                                                  "S, pt: the separator between pages (S/2 per page end)")
    static let rtlParameter = TypedParameter<Bool>.flag("rtl", default: false, "mirror the page order; the first page rests at the far end")

    static let descriptor = StrategyDescriptor(
        of: Self.self,
        kind: "overflowing",
        summary: "native paging on a scroll view S wider than the screen, centred, so separators slide in between pages (seed 000)",
        parameters: [pagesParameter.description, separatorParameter.description, rtlParameter.description],
        rules: [StrategyRule("the paging scroll view is W + S long and starts S/2 before the screen, so native paging pages by W + S", .recipe),
                StrategyRule("right to left mirrors the page order, as the app the technique comes from pages", .recipe)],
        starter: [pagesParameter.starter, separatorParameter.starter, rtlParameter.starter],
        read: { c, d, _ in
            c.rejectUnknownKeys(&d, known: ["kind", "pages", "separator", "rtl"])
            return OverflowingParameters(pages: pagesParameter.read(c, &d), separator: separatorParameter.read(c, &d), rtl: rtlParameter.read(c, &d))
        },
        make: { p, _ in OverflowingStrategy(pages: p.pages, separator: CGFloat(p.separator), rtl: p.rtl) },
        look: { p, screen, axis in
            .overflowing(OverflowingGeometry(screen: screen, axis: axis, pages: p.pages, separator: CGFloat(p.separator), rtl: p.rtl))
        })
}

extension StrategySpec {
    /// `overflowing`: `pages` pages with a `separator` pt long separator, right to left when `rtl`.
    static func overflowing(pages: Int, separator: Double, rtl: Bool) -> StrategySpec {
        StrategySpec(OverflowingParameters(pages: pages, separator: separator, rtl: rtl))
    }
}
