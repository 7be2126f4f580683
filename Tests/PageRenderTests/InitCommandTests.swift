import Foundation
import Testing
@testable import PageRender

@Suite struct InitCommandTests {
    /// Every kind has a starter, and the starter is a valid scenario with its comments ignored.
    @Test func everyKindHasAValidStarter() throws {
        for kind in StrategySpec.kinds {
            let text = try #require(StrategyRegistry.builtIn.starterScenario(kind: kind), "no starter for \(kind)")
            let scenario = try Scenario.read(Array(text.utf8))
            #expect(scenario.strategy.kind == kind)
            #expect(text.contains("\"_comment\""))
            _ = try ScrollSimulation.timeline(for: scenario)
        }
        #expect(StrategyRegistry.builtIn.starterScenario(kind: "nope") == nil)
    }

    @Test func initWritesOnceAndRefusesToOverwrite() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let file = scratch.path("start.json")
        let first = try CLI.run(["init", "free", "--out", file])
        #expect(first.status == 0 && first.stdout == "wrote \(file)\n", "\(first.stderr)")
        let again = try CLI.run(["init", "native-paging", "--out", file])
        #expect(again.status == 2 && again.stderr.contains("exists; pass --force"))
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\"kind\": \"free\""))
        let forced = try CLI.run(["init", "native-paging", "--out", file, "--force"])
        #expect(forced.status == 0)
        let simulated = try CLI.run(["simulate", file])
        #expect(simulated.status == 0 && simulated.stdout.contains("\"rest\""), "\(simulated.stderr)")
        #expect(scratch.contents() == ["start.json"])
    }

    @Test func initPrintsWithoutOutAndRejectsUnknownKinds() throws {
        try #require(CLI.isAvailable)
        let printed = try CLI.run(["init", "native-paging"])
        #expect(printed.status == 0 && printed.stdout.hasPrefix("{\n  \"_comment\""))
        // The hint on running the file is the CLI's (the library's comments name no command).
        #expect(printed.stdout.contains(#""_comment_try": "Try: renderpages simulate THIS.json"#))
        #expect(StrategyRegistry.builtIn.starterScenario(kind: "native-paging")?.contains("_comment_try") == false)
        // The overrides the hint suggests apply to the file it is written into.
        let hint = try #require(printed.stdout.split(separator: "\n").first { $0.contains("_comment_try") })
        let words = hint.split(separator: " ")
        let sets = words.indices.dropFirst().filter { words[$0 - 1].hasSuffix("--set") }.map { i in
            String(words[i].prefix { !")\",".contains($0) }).trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        #expect(sets.count == 2, "\(hint)")
        let simulated = try CLI.run(["simulate", "-"] + sets.flatMap { ["--set", $0] }, stdin: Array(printed.stdout.utf8))
        #expect(simulated.status == 0, "\(sets): \(simulated.stderr)")
        let unknown = try CLI.run(["init", "carousel"])
        #expect(unknown.status == 2 && unknown.errorLines == ["error: unknown strategy kind \"carousel\"; use one of \(StrategySpec.kinds.joined(separator: ", "))"])
    }

    /// `init KIND --content` writes the carousel of samples/carousel/carousel.json (300-pt cards
    /// 16 pt apart, 24-pt insets, 390 x 844) under KIND, commented, and it simulates; kinds that
    /// reject a content row (docs/scenario.md: overflowing, uneven-pairs) are refused with exit 2.
    @Test func initContentWritesTheCommentedCarousel() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let file = scratch.path("carousel.json")
        let written = try CLI.run(["init", "hidden-pager", "--content", "--out", file])
        #expect(written.status == 0, "\(written.stderr)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let scenario = try Scenario.read(Array(text.utf8))
        #expect(scenario.strategy.kind == "hidden-pager" && text.contains("\"_comment\""))
        #expect(scenario.screen.size == CGSize(width: 390, height: 844))
        #expect(scenario.content == ContentSpec(count: 8, width: 300, height: 420, spacing: 16, contentInset: EdgeInsets(left: 24, right: 24)))
        let simulated = try CLI.run(["simulate", file])
        #expect(simulated.status == 0 && simulated.stdout.contains("\"rest\""), "\(simulated.stderr)")
        for kind in ["free", "native-paging", "page-offsets"] {
            #expect(StrategyRegistry.builtIn.carouselStarterScenario(kind: kind) != nil, "\(kind)")
        }
        // compositional and flow-snap page over the row too; their parameter without a default
        // is written with the starter's value (docs/scenario.md, "Starters").
        for (kind, field, value) in [("compositional", "behavior", "groupPaging"), ("flow-snap", "recipe", "nearest-centre")] {
            let text = try #require(StrategyRegistry.builtIn.carouselStarterScenario(kind: kind), "\(kind)")
            let scenario = try Scenario.read(Array(text.utf8))
            #expect(scenario.strategy.kind == kind && text.contains("\"\(field)\": \"\(value)\""), "\(text)")
            #expect(scenario.content?.count == 8)
        }
        let refused = try CLI.run(["init", "overflowing", "--content"])
        #expect(refused.status == 2 && refused.stderr.contains("does not page over a content row"), "\(refused.stderr)")
        #expect(!StrategyRegistry.builtIn.carouselKinds.contains("uneven-pairs"))
    }

    /// Every starter (each kind's own, and the carousel under each kind that takes one) swipes
    /// forward and then back by the same distance and rests where its first frame shows it, so the
    /// GIF it makes loops without a jump (docs/animation.md, "Loops that do not jump").
    @Test func everyStarterEndsWhereItStarts() throws {
        let registry = StrategyRegistry.builtIn
        let texts = registry.kinds.compactMap { registry.starterScenario(kind: $0) }
            + registry.carouselKinds.compactMap { registry.carouselStarterScenario(kind: $0) }
        #expect(texts.count == registry.kinds.count + registry.carouselKinds.count)
        for text in texts {
            let scenario = try Scenario.read(Array(text.utf8))
            #expect(scenario.gestures.count == 2)
            let timeline = try ScrollSimulation.timeline(for: scenario)
            let moved = timeline.samples.map { abs(Double($0.offset[scenario.axis] - timeline.firstSample.offset[scenario.axis])) }.max() ?? 0
            #expect(moved > 100, "\(scenario.strategy.kind): the starter must move")
            #expect(timeline.rest.offset == timeline.firstSample.offset, "\(scenario.strategy.kind): \(timeline.rest.offset) vs \(timeline.firstSample.offset)")
        }
    }
}
