import Foundation

/// `compositional`: a compositional layout section with `orthogonalScrollingBehavior`, one item
/// per group.
struct CompositionalParameters: StrategyParameters {
    var row: ItemRow
    var behavior: CompositionalStrategy.Behavior
    /// The screen and its scale, for groupPagingCentered's pixel-rounded centring inset.
    var screen: CGSize
    var scale: Double

    static let descriptor = StrategyDescriptor(
        of: Self.self,
        kind: "compositional",
        summary: "UICollectionViewCompositionalLayout orthogonalScrollingBehavior over the items (one item per group): continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered",
        parameters: [StrategyParameter(name: "behavior", defaultValue: "required", range: CompositionalStrategy.Behavior.allCases.map(\.rawValue).joined(separator: ", "),
                                       meaning: "the section's orthogonal scrolling behaviour")],
        rules: [
            StrategyRule("the behaviours and their names; paging pages by the collection view's bounds", .documented),
            StrategyRule("paging, groupPaging and groupPagingCentered turn on isPagingEnabled (raw values 3 to 5), paging from -a by P = W, the group ones by P = S", .observed),
            StrategyRule("groupPaging's page includes the inter-group spacing (S = G + s)", .model),
            StrategyRule("continuousGroupLeadingBoundary: u = (p + a)/S; ceil(u - 0.005) forward, floor(u + 0.005) backward, round(u) when still; rest k S - a, clamped", .observed),
            StrategyRule("groupPagingCentered: the insets become c = (W - G)/2 rounded to the pixel, pages from -c", .observed),
            StrategyRule("decelerationRate automatic is .normal for the continuous behaviours", .model),
        ],
        starter: [StarterField("behavior", #""groupPaging""#)],
        starterContent: StrategyDescriptor.carouselContent,
        read: { c, d, context in
            c.rejectUnknownKeys(&d, known: ["kind", "behavior"])
            let behavior = c["behavior"].choice(&d, CompositionalStrategy.Behavior.allCases.map(\.rawValue), default: nil)
            guard let row = context.requiredRow(kind: "compositional", oneLength: "has groups of one size", &d),
                  let behavior = behavior.flatMap(CompositionalStrategy.Behavior.init) else { return nil }
            return CompositionalParameters(row: row, behavior: behavior, screen: context.screen, scale: context.scale)
        },
        make: { p, axis in CompositionalStrategy(behavior: p.behavior, row: p.row, axis: axis, screen: p.screen, scale: p.scale) },
        look: { _, _, _ in .numberedPages })
}
