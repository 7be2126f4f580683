import Foundation
import Testing
@testable import PageRender

/// flow-snap's fspager-automatic and nearest-proposed recipes on hand-worked tables, end to end,
/// and read from scenario files. Expected values are worked here from FSPagerView's
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` (WenchaoD/FSPagerView,
/// Sources/FSPageViewLayout.swift: round(proposed/P + 0.35 sign v) when |v| >= 0.3) and from the
/// nearest-proposed rule as docs/strategies.md states it.
@Suite struct FlowSnapRecipeTests {
    /// FlowSnapTests.centred: 300-pt items, spacing 16 (P = 316), a = b = 45, W = 390. Item i
    /// starts at 316 i, centres at 316 i + 150; centred rests 316 i - 45; range [-45, 2167].
    static let centred = FlowSnapTests.centred

    // (proposed, velocity pt/ms, expected), with u = (proposed + 45) / 316.
    static let automatic: [(Double, Double, Double)] = [
        (100, 1, 271),      // u = 0.459, + 0.35 = 0.809 -> page 1: 316 - 45
        (100, 0.2, -45),    // slow: round(0.459) = 0
        (100, 0.3, 271),    // 0.3 is a flick (>=, as the source)
        (200, -1, -45),     // u = 0.775 - 0.35 = 0.425 -> 0
        (200, 0, 271),      // round(0.775) = 1
        (5.56, 1, 271),     // u = 0.16 + 0.35 = 0.51 -> 1: "ceil by 0.15"
        (-0.76, 1, -45),    // u = 0.14 + 0.35 = 0.49 -> 0
        (2167, 2, 2167),    // u = 7 + 0.35 -> 7: 2212 - 45, the last item
        (-45, -2, -45),     // u = 0 - 0.35 -> 0
    ]

    @Test(arguments: automatic) func fsPagerAutomaticRoundsWithAFlickBias(proposed: Double, velocity: Double, expected: Double) {
        #expect(FlowSnapStrategy.fsPagerAutomaticTarget(row: Self.centred, proposed: proposed, velocity: velocity, boundsLength: 390) == expected)
    }

    // (correction, release offset, proposed, velocity, expected). The release centre is
    // release + 195; r is the item nearest it.
    static let nearest: [(NearestProposedCorrection, Double, Double, Double, Double)] = [
        // At rest on item 0 (centre 150): a weak flick proposes 50 (mid 245: item 0 nearest), item 0
        // is not ahead of the release centre 150, so one item on: item 1, 466 - 195 = 271.
        (.init(), -45, 50, 1, 271),
        // The same under the threshold: item 0 stays.
        (.init(), -45, 50, 0.2, -45),
        // A hard flick proposing 1500 (mid 1695: item 5, centre 1730) stays within one item of r = 0.
        (.init(), -45, 1500, 3, 271),
        // ... or three with maxPages 3: item 3, 1098 - 195 = 903.
        (.init(maxPages: 3), -45, 1500, 3, 903),
        // Released at 100 (centre 295, r = 0); proposed 150 (mid 345): item 1, 171 pt ahead: kept.
        (.init(), 100, 150, 1, 271),
        // bias 0.6 (189.6 pt) counts item 1 as not far enough: item 2, limited to r + 1 = 1 ...
        (.init(bias: 0.6), 100, 150, 1, 271),
        // ... or reached with maxPages 2: 782 - 195 = 587.
        (.init(bias: 0.6, maxPages: 2), 100, 150, 1, 587),
        // Backward from rest on item 1 (271, centre 466): proposed 300 keeps item 1 nearest, not
        // ahead in the backward direction, so item 0.
        (.init(), 271, 300, -1, -45),
        // A higher threshold leaves the same flick alone.
        (.init(threshold: 2), 271, 300, -1, 271),
    ]

    @Test(arguments: nearest) func nearestProposedCorrectsTowardTheFlick(correction: NearestProposedCorrection, release: Double,
                                                                        proposed: Double, velocity: Double, expected: Double) {
        #expect(correction.target(row: Self.centred, releaseOffset: release, proposed: proposed, velocity: velocity, boundsLength: 390) == expected)
    }

    @Test func nearestProposedFloorsInTheLayoutsCoordinates() {
        // Item 0 centres at 44.5 + 150.5 = 195 in the layout: floor(0) = 0, -44.5 in the tool's.
        let odd = ItemRow(lengths: [301, 300], crossLength: 10, spacing: 16, leadingInset: 44.5, trailingInset: 45)
        #expect(NearestProposedCorrection().target(row: odd, releaseOffset: -44.5, proposed: -44.5, velocity: 0, boundsLength: 390) == -44.5)
    }

    @Test(arguments: Axis.allCases) func endToEnd(axis: Axis) throws {
        // A 60-pt swipe in 100 ms from -45 releases at 15 at 0.6 pt/ms; .fast proposes about
        // 15 + 0.6 / 0.01005 = 75 (mid 270: item 0 nearest, 120 pt against 196).
        let weak = [swipe(60, over: 100, from: -45)]
        // nearest-centre keeps item 0 (on screen at release: items 0 and 1; nearest to 270: 0).
        #expect(try FlowSnapTests.run(.nearestCentre, row: Self.centred, axis: axis, weak).rest.offset[axis] == -45)
        // nearest-proposed moves on: item 0 lies behind the release centre 210.
        #expect(try FlowSnapTests.run(.nearestProposed, row: Self.centred, axis: axis, weak).rest.offset[axis] == 271)
        // fspager-automatic: u = (75 + 45)/316 = 0.38 + 0.35 = 0.73 -> page 1.
        #expect(try FlowSnapTests.run(.fsPagerAutomatic, row: Self.centred, axis: axis, weak).rest.offset[axis] == 271)
    }

    static func read(_ strategy: String) throws -> Scenario {
        let text = #"{"screen": {"width": 390, "height": 844}, "strategy": \#(strategy), "gesture": {"kind": "fling", "velocity": 1}, "#
            + #""content": {"items": {"count": 8, "size": {"width": 300, "height": 420}, "spacing": 16}}}"#
        return try Scenario.read(Array(text.utf8))
    }

    static func errors(_ strategy: String) -> String {
        do { _ = try read(strategy); return "" } catch { return "\(error)" }
    }

    @Test func recipesAreReadWithTheirParameters() throws {
        let scenario = try Self.read(#"{"kind": "flow-snap", "recipe": "nearest-proposed", "threshold": 0.5, "bias": 0.25, "maxPages": 2}"#)
        let strategy = try #require(scenario.strategy.makeStrategy(axis: .horizontal) as? FlowSnapStrategy)
        #expect(strategy.recipe == .nearestProposed && strategy.correction == NearestProposedCorrection(threshold: 0.5, bias: 0.25, maxPages: 2))
        // Without content insets both new recipes centre the end items: (390 - 300) / 2 = 45.
        #expect(strategy.row.leadingInset == 45 && strategy.row.trailingInset == 45)
        let fsPager = try #require(try Self.read(#"{"kind": "flow-snap", "recipe": "fspager-automatic"}"#).strategy.makeStrategy(axis: .horizontal) as? FlowSnapStrategy)
        #expect(fsPager.recipe == .fsPagerAutomatic && fsPager.row.leadingInset == 45)
    }

    @Test func badParametersNameTheFieldAndTheFix() {
        #expect(Self.errors(#"{"kind": "flow-snap", "recipe": "nearest-proposed", "bias": 1.5}"#).contains("strategy.bias"))
        #expect(Self.errors(#"{"kind": "flow-snap", "recipe": "nearest-proposed", "maxPages": 0}"#).contains("strategy.maxPages"))
        #expect(Self.errors(#"{"kind": "flow-snap", "recipe": "nearest-proposed", "threshold": -1}"#).contains("strategy.threshold"))
        let misplaced = Self.errors(#"{"kind": "flow-snap", "recipe": "one-page", "threshold": 0.5}"#)
        #expect(misplaced.contains("strategy.threshold") && misplaced.contains("nearest-proposed"))
    }
}
