import Foundation

/// `flow-snap`: a flow layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// in one of the recipes apps copy.
struct FlowSnapParameters: StrategyParameters {
    var row: ItemRow
    var recipe: FlowSnapStrategy.Recipe
    var correction = NearestProposedCorrection()

    static let thresholdParameter = TypedParameter<Double>.number("threshold", default: 0.3, NumberRange.nonNegative(max: 100).measured(in: "pt/ms"),
                                                                  "nearest-proposed: |v| above which the target moves one item toward the flick, pt/ms")
    static let biasParameter = TypedParameter<Double>.number("bias", default: 0, NumberRange.closed(0, 1),
                                                             "nearest-proposed: how far ahead of the release centre (fraction of a pitch) the nearest item may lie and still be moved on")
    static let maxPagesParameter = TypedParameter<Int>.integer("maxPages", default: 1, ScenarioLimits.itemCount,
                                                               "nearest-proposed: the most items the target lies from the item centred at release")
    /// The fields only nearest-proposed reads.
    static let correctionFields = ["threshold", "bias", "maxPages"]

    static let descriptor = StrategyDescriptor(
        of: Self.self,
        kind: "flow-snap",
        summary: "a flow layout's targetContentOffset(forProposedContentOffset:withScrollingVelocity:): nearest-centre (carousel), one-page, fspager-automatic or nearest-proposed recipe, .fast",
        parameters: [StrategyParameter(name: "recipe", defaultValue: "required", range: FlowSnapStrategy.Recipe.allCases.map(\.rawValue).joined(separator: ", "),
                                       meaning: "which recipe the layout follows"),
                     thresholdParameter.description, biasParameter.description, maxPagesParameter.description],
        rules: [
            StrategyRule("UIKit asks the layout for the target before the delegate", .documented),
            StrategyRule("the velocity passed is pt/ms in practice (the documentation says points per second); recipes threshold at about 0.2", .recipe),
            StrategyRule("nearest-centre: among the items overlapping the bounds at release, the one whose centre is nearest proposed + W/2 (ties: lower index); rest floor(centre - W/2); .fast", .recipe),
            StrategyRule("nearest-centre: without content insets along the axis the section inset is (W - L)/2 at each end, so the end items can centre", .recipe),
            StrategyRule("nearest-centre: an item only touching the bounds is no candidate; bounds showing no item keep the proposal", .model),
            StrategyRule("one-page: P = L + s, u = (offset at release + a)/P; |v| > 0.2 pt/ms: ceil forward, floor backward, else round; rest k P - a, clamped; a forward flick from a whole u stays (the recipe's quirk); .fast", .recipe),
            StrategyRule("the row's leading inset is the layout's sectionInset: offsets are UIKit's minus a, and every floor, page grid and pixel rounding is taken in UIKit's coordinates", .recipe),
            StrategyRule("fspager-automatic (FSPagerView, decelerationDistance = automaticDistance): P = L + s, u = (proposed + a)/P; |v| >= 0.3 pt/ms: round(u + 0.35 sign v), else round(u); page clamped to [0, contentSize - P]; without content insets the items centre ((W - L)/2 at each end, FSPager's leadingSpacing)", .recipe),
            StrategyRule("nearest-proposed: the item whose centre is nearest proposed + W/2; when |v| > threshold and it lies no further ahead of the release centre than bias pitches, one item on in the velocity's direction; within maxPages of the item centred at release; rest floor(centre - W/2)", .recipe),
            StrategyRule("nearest-proposed: the defaults threshold 0.3 pt/ms, bias 0 and maxPages 1 are our choice; copies of the recipe hard-code their own", .model),
        ],
        starter: [StarterField("recipe", #""nearest-centre""#)],
        starterContent: StrategyDescriptor.carouselContent,
        read: { c, d, context in
            c.rejectUnknownKeys(&d, known: ["kind", "recipe"] + correctionFields)
            let recipe = c["recipe"].choice(&d, FlowSnapStrategy.Recipe.allCases.map(\.rawValue), default: nil).flatMap(FlowSnapStrategy.Recipe.init)
            let correction = NearestProposedCorrection(threshold: thresholdParameter.read(c, &d), bias: biasParameter.read(c, &d),
                                                       maxPages: maxPagesParameter.read(c, &d))
            if let recipe, recipe != .nearestProposed {
                for field in correctionFields where c[field].isPresent {
                    d.add(c[field].path, "is read only by the recipe \"nearest-proposed\"; remove it, or set \"recipe\": \"nearest-proposed\"")
                }
            }
            let oneLength = recipe == .onePage || recipe == .fsPagerAutomatic ? "pages by one item length" : nil
            guard let recipe, var row = context.requiredRow(kind: "flow-snap", oneLength: oneLength, &d) else { return nil }
            if recipe != .onePage && row.leadingInset == 0 && row.trailingInset == 0 {
                let insets = FlowSnapStrategy.centringInsets(row: row, boundsLength: Double(context.screen[context.axis]))
                row = row.with(leadingInset: max(insets.leading, 0), trailingInset: max(insets.trailing, 0))
            }
            return FlowSnapParameters(row: row, recipe: recipe, correction: correction)
        },
        make: { p, axis in FlowSnapStrategy(recipe: p.recipe, row: p.row, axis: axis, correction: p.correction) },
        look: { _, _, _ in .numberedPages })
}
