import Foundation

/// `uneven-pairs` (seeds 001/004): pairs of items snapped in willEndDragging.
struct UnevenPairsParameters: StrategyParameters {
    var pairs: Int
    var spacing: Double
    /// Nil: the screen's length.
    var itemWidth: Double?
    var weakSwipeFix: Bool
    var clamp: Bool

    static let pairsParameter = TypedParameter<Int>.integer("pairs", default: 300, ScenarioLimits.itemCount, "number of pairs (two items each)")
    static let spacingParameter = TypedParameter<Double>.number("spacing", default: 50, ScenarioLimits.length,
                                                                "gap between pairs, pt; s/2 section inset at each end")
    static let itemWidthParameter = TypedParameter<Double>.number("itemWidth", default: nil, ScenarioLimits.size, "item length along the axis, pt")
    static let weakSwipeFixParameter = TypedParameter<Bool>.flag("weakSwipeFix", default: true,
                                                                 "animate with setContentOffset when a weak swipe snaps to the previous target")
    static let clampParameter = TypedParameter<Bool>.flag("clamp", default: false, "snap at most one item from the item shown when the drag began")

    static let descriptor = StrategyDescriptor(
        of: Self.self,
        kind: "uneven-pairs",
        summary: "pairs of items snapped in willEndDragging with .fast deceleration (seeds 001/004)",
        parameters: [pairsParameter.description, spacingParameter.description,
                     StrategyParameter(name: "itemWidth", defaultValue: "screen length", range: ScenarioLimits.size.wording, meaning: itemWidthParameter.meaning),
                     weakSwipeFixParameter.description, clampParameter.description],
        rules: [StrategyRule("willEndDragging moves the proposed target's screen centre to the nearer item of its pair; a tie goes to the second item", .recipe),
                StrategyRule("no paging; deceleration .fast", .recipe),
                StrategyRule("weak-swipe fix: a non-zero release that snaps to the previous target animates there with setContentOffset", .recipe),
                StrategyRule("clamp: the snap goes at most one item from the item shown when the drag began", .recipe)],
        starter: [pairsParameter.starter, spacingParameter.starter, weakSwipeFixParameter.starter, clampParameter.starter],
        read: { c, d, _ in
            c.rejectUnknownKeys(&d, known: ["kind", "pairs", "spacing", "itemWidth", "weakSwipeFix", "clamp"])
            return UnevenPairsParameters(pairs: pairsParameter.read(c, &d), spacing: spacingParameter.read(c, &d),
                                         itemWidth: c["itemWidth"].isPresent ? itemWidthParameter.read(c, &d) : nil,
                                         weakSwipeFix: weakSwipeFixParameter.read(c, &d), clamp: clampParameter.read(c, &d))
        },
        make: { p, axis in
            UnevenPairsStrategy(axis: axis, pairs: p.pairs, spacing: CGFloat(p.spacing), itemLength: p.itemWidth.map { CGFloat($0) },
                                weakSwipeFix: p.weakSwipeFix, clamp: p.clamp)
        },
        look: { _, _, _ in .unevenPairs })
}

extension StrategySpec {
    /// `uneven-pairs`; `itemWidth` nil is the screen's length.
    static func unevenPairs(pairs: Int, spacing: Double, itemWidth: Double?, weakSwipeFix: Bool, clamp: Bool) -> StrategySpec {
        StrategySpec(UnevenPairsParameters(pairs: pairs, spacing: spacing, itemWidth: itemWidth, weakSwipeFix: weakSwipeFix, clamp: clamp))
    }
}
