import Foundation
import Testing
@testable import PageRender

/// The four modern kinds read from scenario files: parameters, errors that name the field and
/// the fix, and the samples in samples/modern resting where the rules say.
@Suite struct ModernKindsTests {
    static let carousel = #""content": {"items": {"count": 8, "size": {"width": 300, "height": 420}, "spacing": 16}, "contentInset": {"left": 24, "right": 24}}"#

    static func read(_ strategy: String, content: String? = carousel, screen: String = #"{"width": 390, "height": 844}"#) throws -> Scenario {
        let text = #"{"screen": \#(screen), "strategy": \#(strategy), "gesture": {"kind": "fling", "velocity": 1}\#(content.map { ", " + $0 } ?? "")}"#
        return try Scenario.read(Array(text.utf8))
    }

    static func errors(_ strategy: String, content: String? = carousel) -> String {
        do { _ = try read(strategy, content: content); return "" } catch { return "\(error)" }
    }

    @Test func everyModernKindIsListedWithEvidence() {
        for kind in ["swiftui-paging", "view-aligned", "compositional", "flow-snap"] {
            let descriptor = StrategyRegistry.builtIn.descriptor(kind: kind)
            #expect(descriptor != nil, "\(kind)")
            #expect(descriptor?.rules.contains { $0.evidence.contains(.model) || $0.evidence.contains(.observed) || $0.evidence.contains(.recipe) } == true)
        }
        // view-aligned's choice is undocumented: every rule after the documented semantics is a model.
        let rules = StrategyRegistry.builtIn.descriptor(kind: "view-aligned")?.rules ?? []
        #expect(rules.first?.evidence == [.documented] && rules.dropFirst().allSatisfy { $0.evidence == [.model] })
    }

    @Test func parametersAreRead() throws {
        let va = try Self.read(#"{"kind": "view-aligned", "limitBehavior": "alwaysByOne", "anchor": 0.25}"#)
        let strategy = try #require(va.strategy.makeStrategy(axis: .horizontal) as? ViewAlignedStrategy)
        #expect(strategy.behavior.limitBehavior == .alwaysByOne && strategy.behavior.anchor == 0.25 && strategy.behavior.sizeClass == .compact)
        let centre = try Self.read(#"{"kind": "view-aligned", "anchor": "center"}"#)
        #expect((centre.strategy.makeStrategy(axis: .horizontal) as? ViewAlignedStrategy)?.behavior.anchor == 0.5)
        // flow-snap nearest-centre without content insets centres the end items: (390 - 300) / 2.
        let flow = try Self.read(#"{"kind": "flow-snap", "recipe": "nearest-centre"}"#,
                                 content: #""content": {"items": {"count": 8, "size": {"width": 300, "height": 420}, "spacing": 16}}"#)
        let view = flow.strategy.makeStrategy(axis: .horizontal).makeScrollView(screen: CGSize(width: 390, height: 844), axis: .horizontal, decelerationRate: nil)
        #expect(view.contentInset.left == 45 && view.contentInset.right == 45 && view.decelerationRate == .fast)
        // swiftui-paging: items without a width are the container: 390 - 2 * 59 = 272.
        let ui = try Self.read(#"{"kind": "swiftui-paging", "safeArea": {"leading": 59, "trailing": 59}}"#,
                               content: #""content": {"items": {"count": 4, "size": {"height": 300}}}"#)
        let layout = ui.strategy.layout(screen: CGSize(width: 390, height: 844), axis: .horizontal)
        #expect(layout.items.first?.width == 272 && layout.contentInset.left == 59)
    }

    @Test func badInputNamesTheFieldAndTheFix() {
        #expect(Self.errors(#"{"kind": "view-aligned"}"#, content: nil).contains("content"))
        #expect(Self.errors(#"{"kind": "view-aligned", "limitBehavior": "alwaysByTwo"}"#).contains("strategy.limitBehavior"))
        #expect(Self.errors(#"{"kind": "view-aligned", "anchor": 1.5}"#).contains("strategy.anchor"))
        #expect(Self.errors(#"{"kind": "compositional"}"#).contains("strategy.behavior"))
        #expect(Self.errors(#"{"kind": "flow-snap", "recipe": "nearest"}"#).contains("strategy.recipe"))
        let uneven = #""content": {"items": {"lengths": [300, 200, 300], "size": {"height": 420}, "spacing": 16}}"#
        #expect(Self.errors(#"{"kind": "compositional", "behavior": "groupPaging"}"#, content: uneven).contains("content.items.lengths"))
        #expect(Self.errors(#"{"kind": "flow-snap", "recipe": "one-page"}"#, content: uneven).contains("content.items.lengths"))
        #expect(Self.errors(#"{"kind": "view-aligned"}"#, content: uneven) == "")
        #expect(Self.errors(#"{"kind": "swiftui-paging", "safeArea": {"leading": 200, "trailing": 200}}"#).contains("strategy.safeArea"))
    }

    // Rests of samples/modern, by hand (docs/strategies.md). The carousel: T_i = 316 i - 24,
    // range [-24, 2146]; the flick is 240 pt in 60 ms from the start (4 pt/ms).
    // Limited view-aligned (k = 1): proposal about 216 + 3.99/0.01005 = 613 -> item 2, limited to
    // item 1: 292. Unlimited: 216 + 3.99/0.002 = 2209 -> the end 2146. continuous: the end.
    // leading boundary: the end. paging P = 390 from -24: u = 240/390 -> 366. groupPaging: 292.
    // groupPagingCentered (from -45): 271. nearest-centre (from -45, released at 195, items 0
    // and 1 on screen, proposal about 592): item 1 centred, 271. one-page: 292.
    // fspager-automatic (from -45, insets 45, released at 195 at 4 pt/ms, proposal 592): u =
    // 637/316 = 2.02 + 0.35 -> page 2: 632 - 45 = 587. nearest-proposed: mid 787 -> item 2 (782),
    // ahead of the release centre 390, kept; item 1 nearest at release, item 2 within one: 587.
    // swiftui-paging (844 x 390, two flicks): pages 844 then 1688 with or without a safe area.
    static let rests: [(String, Double)] = [
        ("view-aligned-automatic", 292), ("view-aligned-always", 292), ("view-aligned-alwaysByFew", 292),
        ("view-aligned-alwaysByOne", 292), ("view-aligned-never", 2146), ("view-aligned-automatic-regular", 2146),
        ("compositional-continuous", 2146), ("compositional-continuousGroupLeadingBoundary", 2146),
        ("compositional-paging", 366), ("compositional-groupPaging", 292), ("compositional-groupPagingCentered", 271),
        ("flow-snap-nearest-centre", 271), ("flow-snap-one-page", 292),
        ("flow-snap-fspager-automatic", 587), ("flow-snap-nearest-proposed", 587),
        ("swiftui-paging-safe-area-59", 1688), ("swiftui-paging-safe-area-0", 1688),
    ]

    @Test(arguments: rests) func samplesRestWhereTheRulesSay(name: String, rest: Double) throws {
        let file = CLI.repositoryRoot.appendingPathComponent("samples/modern/\(name).json")
        let scenario = try Scenario.read(Array(try Data(contentsOf: file)))
        #expect(try ScrollSimulation.timeline(for: scenario).rest.offset.x == CGFloat(rest))
    }
}
