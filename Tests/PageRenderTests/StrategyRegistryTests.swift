import Foundation
import Testing
@testable import PageRender

/// The registry: one descriptor per kind, and a kind added from outside the library reads, simulates
/// and lists like a built-in one.
@Suite struct StrategyRegistryTests {
    /// A kind written in this test: native paging under another name, with a page count.
    struct TestPagingParameters: StrategyParameters {
        var pages: Int
        static let descriptor = StrategyDescriptor(
            of: TestPagingParameters.self, kind: "test-paging", summary: "native paging, registered by a test",
            parameters: [StrategyParameter(name: "pages", defaultValue: "2", meaning: "number of pages")],
            rules: [StrategyRule("pages like native paging", .model)], starter: [StarterField("pages", "2")],
            read: { c, d, _ in
                c.rejectUnknownKeys(&d, known: ["kind", "pages"])
                return TestPagingParameters(pages: c["pages"].integer(&d, default: 2, .closed(1, 9)))
            },
            make: { p, _ in NativeScrollingStrategy(pages: p.pages, isPagingEnabled: true) },
            look: { _, _, _ in .numberedPages })
    }

    static let scenario = #"{"screen": {"width": 100, "height": 50}, "strategy": {"kind": "test-paging", "pages": 3}, "gesture": {"kind": "fling", "offset": 10, "velocity": 1}}"#

    @Test func kindsAreDistinctAndDescribed() {
        let registry = StrategyRegistry.builtIn
        #expect(Set(registry.kinds).count == registry.kinds.count)
        for descriptor in registry.descriptors {
            #expect(!descriptor.rules.isEmpty, "\(descriptor.kind) has no rules")
            #expect(!descriptor.starter.isEmpty, "\(descriptor.kind) has no starter fields")
            #expect(descriptor.parameters.allSatisfy { !$0.meaning.isEmpty }, "\(descriptor.kind)")
        }
    }

    /// Ranges are listed from the reader's own bounds: `pages` accepts 1 to 100 000 (docs/scenario.md).
    @Test func listedRangesAreTheReadersRanges() {
        let pages = StrategyRegistry.builtIn.descriptor(kind: "native-paging")?.parameters.first
        #expect(pages?.range == ">= 1 and <= 100000")
        #expect(StrategyRegistry.builtIn.descriptor(kind: "uneven-pairs")?.parameters.first { $0.name == "weakSwipeFix" }?.range == "true or false")
    }

    @Test func aKindRegisteredOutsideReadsAndSimulates() throws {
        let registry = StrategyRegistry(StrategyRegistry.builtIn.descriptors + [TestPagingParameters.descriptor])
        let scenario = try Scenario.read(Array(Self.scenario.utf8), registry: registry)
        #expect(scenario.strategy.kind == "test-paging")
        #expect(scenario.strategy == StrategySpec(TestPagingParameters(pages: 3)))
        #expect(scenario.strategy != .nativePaging(pages: 3))
        // Native paging on 100-pt pages: a 1 pt/ms fling at 10 pt passes the 0.3 pt/ms threshold, so
        // the page is ceil(10 / 100) = 1 and the view rests at 100 pt (docs/physics.md, page choice).
        #expect(try ScrollSimulation.timeline(for: scenario).rest.offset.x == 100)
        // The built-in registry does not know the kind.
        #expect(throws: ScenarioErrors.self) { try Scenario.read(Array(Self.scenario.utf8)) }
        #expect(registry.starterScenario(kind: "test-paging")?.contains(#""pages": 2"#) == true)
    }
}
