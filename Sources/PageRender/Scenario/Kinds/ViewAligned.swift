import Foundation

/// `view-aligned`: SwiftUI's `.viewAligned(limitBehavior:)` over the scenario's items.
struct ViewAlignedParameters: StrategyParameters {
    var row: ItemRow
    var limitBehavior: ViewAlignedBehavior.LimitBehavior
    var sizeClass: ViewAlignedBehavior.SizeClass
    /// r in [0, 1].
    var anchor: Double

    static let anchors = ["leading": 0.0, "center": 0.5, "trailing": 1.0]

    static let descriptor = StrategyDescriptor(
        of: Self.self,
        kind: "view-aligned",
        summary: "SwiftUI .viewAligned(limitBehavior:): rest on an item; a limited behaviour moves at most the items the container shows (our model of an undocumented choice)",
        parameters: [
            StrategyParameter(name: "limitBehavior", defaultValue: "automatic", range: "automatic, always, alwaysByFew, alwaysByOne, never",
                              meaning: "how many items one gesture may pass; automatic limits in a compact size class"),
            StrategyParameter(name: "sizeClass", defaultValue: "compact", range: "compact, regular",
                              meaning: "the horizontal size class automatic reads (compact: iPhone portrait)"),
            StrategyParameter(name: "anchor", defaultValue: "leading", range: "leading, center, trailing, or a number in [0, 1]",
                              meaning: "where in the container an item rests: r = 0 leading edge at the leading inset, 1 trailing"),
        ],
        rules: [
            StrategyRule("the targets are the items of the scrollTargetLayout; .always and .alwaysByFew allow a few views per interaction, .alwaysByOne a single view, .never no limit, .automatic limits in a compact size class", .documented),
            StrategyRule("a limited behaviour decelerates at .fast, an unlimited one at .normal", .model),
            StrategyRule("origin item: the item resting nearest the offset at touch-down (ties: lower index)", .model),
            StrategyRule("a proposal at the first or last offset is kept, within the limit", .model),
            StrategyRule("otherwise the item resting nearest the proposal; a release with velocity moves at least one item from the origin", .model),
            StrategyRule("limit: alwaysByOne one item either side of the origin; always, alwaysByFew and automatic-compact k = max(1, floor((W - a - b + s) / (L + s))) items", .model),
        ],
        starter: [StarterField("limitBehavior", #""automatic""#), StarterField("sizeClass", #""compact""#), StarterField("anchor", #""leading""#)],
        starterContent: StrategyDescriptor.carouselContent,
        read: { c, d, context in
            c.rejectUnknownKeys(&d, known: ["kind", "limitBehavior", "sizeClass", "anchor"])
            let limit = c["limitBehavior"].choice(&d, ViewAlignedBehavior.LimitBehavior.allCases.map(\.rawValue), default: "automatic")
            let size = c["sizeClass"].choice(&d, ViewAlignedBehavior.SizeClass.allCases.map(\.rawValue), default: "compact")
            let anchor: Double
            if case .number? = c["anchor"].value {
                anchor = c["anchor"].number(&d, .closed(0, 1))
            } else {
                anchor = c["anchor"].choice(&d, ["leading", "center", "trailing"], default: "leading").flatMap { anchors[$0] } ?? 0
            }
            guard let row = context.requiredRow(kind: "view-aligned", &d) else { return nil }
            return ViewAlignedParameters(row: row, limitBehavior: limit.flatMap(ViewAlignedBehavior.LimitBehavior.init) ?? .automatic,
                                         sizeClass: size.flatMap(ViewAlignedBehavior.SizeClass.init) ?? .compact, anchor: anchor)
        },
        make: { p, axis in
            ViewAlignedStrategy(ViewAlignedBehavior(row: p.row, limitBehavior: p.limitBehavior, sizeClass: p.sizeClass, anchor: p.anchor, axis: axis))
        },
        look: { _, _, _ in .numberedPages })
}

extension StrategySpec {
    /// `view-aligned` over `row`.
    static func viewAligned(row: ItemRow, limitBehavior: ViewAlignedBehavior.LimitBehavior = .automatic,
                                   sizeClass: ViewAlignedBehavior.SizeClass = .compact, anchor: Double = 0) -> StrategySpec {
        StrategySpec(ViewAlignedParameters(row: row, limitBehavior: limitBehavior, sizeClass: sizeClass, anchor: anchor))
    }
}
