import Foundation

/// `flow-snap`: a flow layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// in one of the two recipes apps copy.
struct FlowSnapParameters: StrategyParameters {
    var row: ItemRow
    var recipe: FlowSnapStrategy.Recipe

    static let descriptor = StrategyDescriptor(
        of: Self.self,
        kind: "flow-snap",
        summary: "a flow layout's targetContentOffset(forProposedContentOffset:withScrollingVelocity:): nearest-centre (carousel) or one-page recipe, .fast",
        parameters: [StrategyParameter(name: "recipe", defaultValue: "required", range: FlowSnapStrategy.Recipe.allCases.map(\.rawValue).joined(separator: ", "),
                                       meaning: "which recipe the layout follows")],
        rules: [
            StrategyRule("UIKit asks the layout for the target before the delegate", .documented),
            StrategyRule("the velocity passed is pt/ms in practice (the documentation says points per second); recipes threshold at about 0.2", .recipe),
            StrategyRule("nearest-centre: among the items overlapping the bounds at release, the one whose centre is nearest proposed + W/2 (ties: lower index); rest floor(centre - W/2); .fast", .recipe),
            StrategyRule("nearest-centre: without content insets along the axis the section inset is (W - L)/2 at each end, so the end items can centre", .recipe),
            StrategyRule("nearest-centre: an item only touching the bounds is no candidate; bounds showing no item keep the proposal", .model),
            StrategyRule("one-page: P = L + s, u = (offset at release + a)/P; |v| > 0.2 pt/ms: ceil forward, floor backward, else round; rest k P - a, clamped; a forward flick from a whole u stays (the recipe's quirk); .fast", .recipe),
        ],
        starter: [StarterField("recipe", #""nearest-centre""#)],
        starterContent: StrategyDescriptor.carouselContent,
        read: { c, d, context in
            c.rejectUnknownKeys(&d, known: ["kind", "recipe"])
            let recipe = c["recipe"].choice(&d, FlowSnapStrategy.Recipe.allCases.map(\.rawValue), default: nil).flatMap(FlowSnapStrategy.Recipe.init)
            let oneLength = recipe == .onePage ? "pages by one item length" : nil
            guard let recipe, var row = context.requiredRow(kind: "flow-snap", oneLength: oneLength, &d) else { return nil }
            if recipe == .nearestCentre && row.leadingInset == 0 && row.trailingInset == 0 {
                let insets = FlowSnapStrategy.centringInsets(row: row, boundsLength: Double(context.screen[context.axis]))
                row = row.with(leadingInset: max(insets.leading, 0), trailingInset: max(insets.trailing, 0))
            }
            return FlowSnapParameters(row: row, recipe: recipe)
        },
        make: { p, axis in FlowSnapStrategy(recipe: p.recipe, row: p.row, axis: axis) },
        look: { _, _, _ in .numberedPages })
}
