import Foundation
import Testing
@testable import PageRender

/// Properties of the modern kinds over random carousels (seeded, so every failure replays):
/// paging behaviours move at most one page per gesture, continuousGroupLeadingBoundary rests on
/// a stride multiple or an end, alwaysByOne moves at most one item, and every rest is a
/// candidate target or an end.
@Suite struct ModernPagingPropertyTests {
    struct Carousel: CustomStringConvertible {
        var row: ItemRow
        var axis: Axis
        var bounds: Double
        var cross: Double
        var anchor: Double
        var swipes: [(distance: Double, duration: Double)]

        var screen: (Double, Double) { axis == .horizontal ? (bounds, cross) : (cross, bounds) }
        var description: String {
            "n \(row.count) L \(row.length(0)) s \(row.spacing) a \(row.leadingInset) b \(row.trailingInset) W \(bounds) \(axis) r \(anchor) swipes \(swipes)"
        }

        /// Items, spacing and insets in half points so every stride multiple lies on the @2x grid.
        init(seed: UInt64) {
            var g = SplitMix64(seed: seed)
            let half = { (lo: Double, hi: Double, g: inout SplitMix64) in (Double.random(in: lo...hi, using: &g) * 2).rounded() / 2 }
            bounds = half(300, 900, &g)
            cross = half(300, 900, &g)
            axis = Bool.random(using: &g) ? .horizontal : .vertical
            let length = half(60, bounds * 0.9, &g), spacing = half(0, 40, &g), w = bounds
            row = ItemRow(count: Int.random(in: 2...30, using: &g), length: length, crossLength: min(length, cross),
                          spacing: spacing, leadingInset: half(0, 60, &g), trailingInset: half(0, 60, &g))
            anchor = [0, 0.5, 1, Double.random(in: 0...1, using: &g)][Int.random(in: 0...3, using: &g)]
            // Drags shorter than the shortest page any kind uses (one stride), slow or fast.
            let stride = length + spacing
            swipes = (0..<4).map { _ in
                (Double.random(in: 0.05...0.95, using: &g) * min(stride, w) * (Bool.random(using: &g) ? 1 : -1),
                 Double.random(in: 20...400, using: &g))
            }
        }

        /// Every gesture starts where the view rests (the first: the strategy's start, -inset).
        func run(_ strategy: any PagingStrategy) throws -> Timeline {
            let steps = swipes.map { swipe($0.distance, over: $0.duration) }
            return try simulate(makeScenario(steps, axis: axis, width: screen.0, height: screen.1), strategy)
        }

        /// Where each gesture starts: the view's start (-a), then each previous target.
        func starts(_ t: Timeline) -> [Double] {
            [-row.leadingInset] + t.releases.dropLast().map { Double($0.target[axis]) }
        }
    }

    static let seeds = Array(UInt64(1)...UInt64(60))
    /// Half a pixel at @2x: what UIKit's pixel rounding may move a target by.
    static let pixel = 0.25

    @Test(arguments: seeds) func pagingBehavioursMoveAtMostOnePage(seed: UInt64) throws {
        let c = Carousel(seed: seed)
        let size = CGSize(width: c.screen.0, height: c.screen.1)
        let kinds: [(String, any PagingStrategy)] = [
            ("paging", CompositionalStrategy(behavior: .paging, row: c.row, axis: c.axis, screen: size, scale: 2)),
            ("groupPaging", CompositionalStrategy(behavior: .groupPaging, row: c.row, axis: c.axis, screen: size, scale: 2)),
            ("groupPagingCentered", CompositionalStrategy(behavior: .groupPagingCentered, row: c.row, axis: c.axis, screen: size, scale: 2)),
            ("swiftui-paging", SwiftUIPagingStrategy(row: c.row, safeArea: (0, 0), axis: c.axis)),
        ]
        for (name, strategy) in kinds {
            let t = try c.run(strategy)
            let view = strategy.makeScrollView(screen: size, axis: c.axis, decelerationRate: nil)
            let origin = Double(view.pagingOrigin[c.axis]), page = Double(view.pageLength(c.axis))
            let lower = Double(view.minOffset(c.axis)), upper = Double(view.maxOffset(c.axis))
            var from = Double(view.contentOffset[c.axis])
            for release in t.releases {
                // The target is some page k (clamped) at most one page from the page the gesture
                // began on; a start between pages (an inset end) counts both pages around it.
                let to = Double(release.target[c.axis]), u = (from - origin) / page
                let pages = Int((u - 1e-9).rounded(.down)) - 1...Int((u + 1e-9).rounded(.up)) + 1
                #expect(pages.contains { min(max(origin + Double($0) * page, lower), upper) == to },
                        "\(name) seed \(seed): \(from) -> \(to), page \(page) from \(origin); \(c)")
                from = to
            }
            #expect(Double(t.rest.offset[c.axis]) == from, "\(name) seed \(seed) rests off its target; \(c)")
        }
    }

    @Test(arguments: seeds) func leadingBoundaryRestsOnAStrideMultipleOrAnEnd(seed: UInt64) throws {
        let c = Carousel(seed: seed)
        let strategy = CompositionalStrategy(behavior: .continuousGroupLeadingBoundary, row: c.row, axis: c.axis,
                                             screen: CGSize(width: c.screen.0, height: c.screen.1), scale: 2)
        let t = try c.run(strategy)
        let range = c.row.offsetRange(boundsLength: c.bounds), stride = strategy.stride
        for x in t.releases.map({ Double($0.target[c.axis]) }) + [Double(t.rest.offset[c.axis])] {
            let k = (x + c.row.leadingInset) / stride
            #expect(abs(k - k.rounded()) < 1e-9 || x == range.lowerBound || x == range.upperBound, "seed \(seed): \(x); \(c)")
        }
    }

    @Test(arguments: seeds) func alwaysByOneMovesAtMostOneItem(seed: UInt64) throws {
        let c = Carousel(seed: seed)
        let rule = ViewAlignedBehavior(row: c.row, limitBehavior: .alwaysByOne, anchor: c.anchor, axis: c.axis)
        let strategy = ScrollTargetBehaviorStrategy(behavior: rule, row: c.row, axis: c.axis, defaultDecelerationRate: rule.decelerationRate)
        let t = try c.run(strategy)
        let rest = { (i: Int) in c.row.clamped(c.row.restingOffset(ofItem: i, anchor: c.anchor, boundsLength: c.bounds), boundsLength: c.bounds) }
        for (from, release) in zip(c.starts(t), t.releases) {
            let o = rule.originItem(touchDownOffset: from, boundsLength: c.bounds)
            let to = Double(release.target[c.axis])
            #expect(to >= rest(max(o - 1, 0)) - Self.pixel && to <= rest(min(o + 1, c.row.count - 1)) + Self.pixel,
                    "seed \(seed): from \(from) (item \(o)) to \(to); \(c)")
        }
    }

    @Test(arguments: seeds) func everyRestIsACandidateOrAnEnd(seed: UInt64) throws {
        let c = Carousel(seed: seed)
        let size = CGSize(width: c.screen.0, height: c.screen.1)
        var strategies: [(String, any PagingStrategy)] = CompositionalStrategy.Behavior.allCases.filter { $0 != .continuous }.map {
            ($0.rawValue, CompositionalStrategy(behavior: $0, row: c.row, axis: c.axis, screen: size, scale: 2))
        }
        strategies.append(("one-page", FlowSnapStrategy(recipe: .onePage, row: c.row, axis: c.axis)))
        let insets = FlowSnapStrategy.centringInsets(row: c.row, boundsLength: c.bounds)
        strategies.append(("nearest-centre", FlowSnapStrategy(recipe: .nearestCentre, row: c.row.with(leadingInset: insets.leading, trailingInset: insets.trailing), axis: c.axis)))
        strategies.append(("swiftui-paging", SwiftUIPagingStrategy(row: c.row, safeArea: (0, 0), axis: c.axis)))
        for limit in ViewAlignedBehavior.LimitBehavior.allCases {
            let rule = ViewAlignedBehavior(row: c.row, limitBehavior: limit, anchor: c.anchor, axis: c.axis)
            strategies.append(("view-aligned \(limit)", ScrollTargetBehaviorStrategy(
                behavior: rule, row: c.row, axis: c.axis, defaultDecelerationRate: rule.decelerationRate,
                candidateOffsets: c.row.restingOffsets(anchor: c.anchor, boundsLength: c.bounds))))
        }
        for (name, strategy) in strategies {
            let t = try c.run(strategy)
            let layout = strategy.layout(screen: size, axis: c.axis)
            let view = strategy.makeScrollView(screen: size, axis: c.axis, decelerationRate: nil)
            let allowed = layout.snapOffsets.map(Double.init) + [Double(view.minOffset(c.axis)), Double(view.maxOffset(c.axis))]
            for x in t.releases.map({ Double($0.target[c.axis]) }) + [Double(t.rest.offset[c.axis])] {
                #expect(allowed.contains { abs($0 - x) <= Self.pixel }, "\(name) seed \(seed): \(x) is no candidate; \(c)")
            }
        }
    }
}
