import Foundation
import Testing
@testable import PageRender

/// samples/effects/: each scenario reads (schema checker and reader) and carries the effect its
/// comment names, with the numbers the comment derives from its source (UPCarouselFlowLayout,
/// FSPagerView, the Kavsoft and Hacking with Swift recipes, as docs/effects.md states them).
@Suite struct EffectSampleTests {
    static let folder = CLI.repositoryRoot.appendingPathComponent("samples/effects")

    static func read(_ name: String) throws -> Scenario {
        try Scenario.read(Array(try Data(contentsOf: folder.appendingPathComponent(name))))
    }

    @Test func everySampleReadsAndValidates() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".json") }
        #expect(names.count == 10)
        for name in names {
            let json = try JSONParser.parse(Array(try Data(contentsOf: Self.folder.appendingPathComponent(name))))
            #expect(SchemaTests.checker.errors(json).isEmpty, "\(name): \(SchemaTests.checker.errors(json))")
            #expect(SchemaTests.errors(json).isEmpty, "\(name): \(SchemaTests.errors(json))")
        }
    }

    /// UPCarousel's defaults: spacing 40 − (300 − 300·0.6)/2 = −20, insets (393 − 300)/2 = 46.5.
    @Test func upCarouselSpacingIsTheLayoutsOwn() throws {
        let s = try Self.read("upcarousel.json")
        #expect(s.look.layoutEffect == .carousel(sideItemScale: 0.6, sideItemAlpha: 0.6, sideItemShift: 0))
        #expect(s.content?.spacing == 40 - (300 - 300 * 0.6) / 2)
        #expect(s.content?.contentInset.left == (393.0 - 300) / 2)
    }

    /// FSPager: the layout spacing is the transformer's proposal (−39 for linear at W 300,
    /// −133.337 for coverFlow at W 240, written −133.33).
    @Test func fsPagerSpacingIsTheTransformersProposal() throws {
        let linear = try Self.read("fspager-linear.json")
        #expect(linear.content?.spacing == PagerTransformer.linear.proposedSpacing(width: 300, minimumScale: 0.65))
        let cover = try Self.read("fspager-coverflow.json")
        #expect(abs(cover.content!.spacing - PagerTransformer.coverFlow.proposedSpacing(width: 240, minimumScale: 0.65)!) < 0.01)
    }

    /// Every sample draws its effect: at its first sample some item's group is transformed, faded
    /// or moved inside its outline (the per-item state of FrameScenes). Exactly the 3-D samples
    /// (the cover flows: Kavsoft's, Hacking with Swift's, FSPager's coverFlow) set a projective transform (drawn through the homography,
    /// ProjectivePaintTests).
    @Test func everySampleDrawsItsEffect() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".json") }.sorted()
        for name in names {
            let scenario = try Self.read(name)
            let timeline = try ScrollSimulation.timeline(for: scenario)
            let scenes = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []))
            let effects = timeline.samples.prefix(10).flatMap { scenes.state(for: $0).itemEffects.values }
            #expect(effects.contains { $0.transform != .identity || $0.opacity < 1 || $0.projective != nil || $0.imageTransform != .identity }, "\(name)")
            let projective = effects.contains { $0.projective != nil }
            #expect(projective == ["cover-flow.json", "fspager-coverflow.json", "hws-cover-flow.json"].contains(name), "\(name)")
        }
    }

    /// The cover flow is the Kavsoft-style recipe it names (docs/effects.md, `coverFlow`): visualEffect
    /// coverFlow R 45 with its scrollTransition blur 3 / opacity 0.1 off identity, spacing −20,
    /// insets (393 − 220)/2. At rest the centred cover (card 0, m = 196.5 = W/2) is flat and its
    /// neighbour (m = 86.5 + 200 + 110 = 396.5 ≥ W) turns the full −45° (the audit's linear
    /// scrollTransition gave it −29.3°).
    @Test func coverFlowIsTheKavsoftRecipe() throws {
        let s = try Self.read("cover-flow.json")
        #expect(s.look.visualEffect == .coverFlow(angle: 45))
        #expect(s.look.transition?.effects == [.blur(Phased(3, 0, 3)), .opacity(Phased(0.1, 1, 0.1))])
        #expect(s.content?.spacing == -20 && s.content?.contentInset.left == (393.0 - 220) / 2)
        let timeline = try ScrollSimulation.timeline(for: s)
        let rest = FrameScenes(RenderInput(scenario: s, timeline: timeline, itemImages: [])).state(for: timeline.samples[0]).itemEffects
        for (card, angle) in [(0, 0.0), (1, -45.0)] {
            guard case let .recipe("angle", value, _, _)? = rest[card]?.progress else { Issue.record("card \(card): \(String(describing: rest[card]))"); continue }
            #expect(abs(value - angle) < 1e-9, "card \(card): \(value)")
        }
    }

    /// The other visualEffect samples at rest, with the numbers their comments derive:
    /// Hacking with Swift's slot at x = 200 turns −200/8 = −25°; scale by distance on the 393-pt row
    /// scales card 2 (m = 498) to 0.809 and card 1 (m = 182) to 1 − 0.2 × 14.5/316 = 0.9908.
    @Test func visualEffectSamplesAtRest() throws {
        func rest(_ name: String) throws -> [Int: ItemEffect] {
            let s = try Self.read(name)
            let timeline = try ScrollSimulation.timeline(for: s)
            return FrameScenes(RenderInput(scenario: s, timeline: timeline, itemImages: [])).state(for: timeline.samples[0]).itemEffects
        }
        let hws = try rest("hws-cover-flow.json")
        guard case let .recipe("angle", angle, nil, nil)? = hws[1]?.progress else { Issue.record("\(String(describing: hws[1]))"); return }
        #expect(angle == -25)
        let scaled = try rest("scale-by-distance.json")
        #expect(abs((scaled[1]?.transform.a ?? 0) - 0.809) < 0.0005 && abs((scaled[0]?.transform.a ?? 0) - 0.9908) < 0.0001)
    }

    /// The interactive and animated fade-and-scale differ only in the configuration.
    @Test func theAnimatedVariantIsTheSameCarousel() throws {
        let interactive = try Self.read("swiftui-fade-scale.json"), animated = try Self.read("swiftui-fade-scale-animated.json")
        #expect(animated.look.transition?.topLeading == .animated && animated.look.transition?.bottomTrailing == .animated)
        #expect(interactive.look.transition?.topLeading == .interactive)
        #expect(animated.look.transition?.effects == interactive.look.transition?.effects && animated.content == interactive.content)
    }
}
