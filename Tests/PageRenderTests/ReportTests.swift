import Foundation
import Testing
@testable import PageRender

/// The HTML report without a browser (ReportBrowserTests opens it in Chromium): which pictures it
/// stores, which table row each instant marks, the page's text, and the command's bad input.
@Suite struct ReportTests {
    func compared(_ name: String, velocity: Double = 1.2, xray: Bool = false) throws -> ComparedScenario {
        let scenario = AnimationFixtures.pagingScenario(velocity: velocity)
        return try ComparedScenario(name: name, input: try RenderInput(scenario: scenario, timeline: try ScrollSimulation.timeline(for: scenario)), options: SceneOptions(xray: xray))
    }

    @Test func eachDistinctPictureIsStoredOnce() throws {
        let a = try compared("a"), b = try compared("b", velocity: 0.3)
        let frames = try ReportFrames.render([a, a, b], scale: 1)
        // The same scenario twice shows the same pictures.
        #expect(frames.screen[0] == frames.screen[1] && frames.xray[0] == frames.xray[1])
        // Independent count: every frame of both views drawn again and compared pixel by pixel.
        var distinct: [[UInt32]] = []
        for s in [a, b] {
            for view in [s, try compared(s.name, velocity: s.name == "a" ? 1.2 : 0.3, xray: true)] {
                for k in s.timeline.samples.indices {
                    let pixels = try view.image(atFrame: k, scale: 1).pixels
                    if !distinct.contains(pixels) { distinct.append(pixels) }
                }
            }
        }
        #expect(frames.images.count == distinct.count)
        #expect(frames.screen[2].count == b.timeline.samples.count && frames.xray[2].count == b.timeline.samples.count)
    }

    /// A hand-made timeline: a drag, release 1 decelerating, a pause at rest, a second drag and
    /// release 2 paging, then the rest at 100 ms.
    @Test func rowsFollowTheMotionThenTheRest() {
        let zero = CGPoint(x: 0, y: 0)
        let release = Timeline.Release(t: 0, offset: zero, velocity: zero, proposedTarget: zero, target: zero)
        let phases: [(ScrollPhase, Int?)] = [(.dragging, nil), (.decelerating, 0), (.resting, 0), (.dragging, 0), (.paging, 1), (.resting, 1)]
        let samples = phases.enumerated().map { k, p in
            Timeline.Sample(t: Double(k) * 20, offset: zero, phase: p.0, releaseIndex: p.1)
        }
        let timeline = Timeline(releases: [release, release], rest: .init(t: 100, offset: zero), samples: samples)
        #expect(samples.indices.map { ReportData.row(of: $0, in: timeline) } == [-1, 0, 0, 0, 1, 2])
    }

    @Test func pageNamesScenariosSafelyAndIsDeterministic() throws {
        let report = try HTMLReport([try compared("<b>&\"odd\""), try compared("plain", velocity: 0.3)], scale: 1)
        let first = try report.document(), second = try report.document()
        #expect(first == second)
        let html = String(decoding: first, as: UTF8.self)
        #expect(html.contains("native-paging (&lt;b&gt;&amp;&quot;odd&quot;)"))
        #expect(!html.contains("<b>&"))
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.hasSuffix("</html>\n"))
        #expect(!html.contains("<?xml"), "the plot's XML declaration is dropped inside HTML")
        // One table row per release plus the rest, per scenario.
        #expect(html.components(separatedBy: "<tr data-row=").count - 1 == 4)
        #expect(ReportReferences.outside(html).isEmpty, "\(ReportReferences.outside(html))")
    }

    @Test func scenariosAtDifferentRatesAreRefused() throws {
        let a = try compared("a")
        let scenario = AnimationFixtures.pagingScenario(fps: 60)
        let b = try ComparedScenario(name: "b", input: try RenderInput(scenario: scenario, timeline: try ScrollSimulation.timeline(for: scenario)))
        #expect(throws: RenderError.self) { try HTMLReport([a, b], scale: 1) }
    }

    /// One scenario under three kinds (`--strategies`): three players, each titled by its kind,
    /// and one table each.
    @Test func strategiesGiveOnePlayerPerKind() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = CLI.repositoryRoot.appendingPathComponent("samples/compare/native-paging.json").path
        let result = try CLI.run(["report", scenario, "--strategies", "native-paging,free,overflowing", "--out", scratch.path("r.html"), "--quiet"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let html = try String(contentsOfFile: scratch.path("r.html"), encoding: .utf8)
        let titles = ReportReferences.matches(#"<figcaption><span class="swatch"></span>([^<]*)</figcaption>"#, in: html)
        #expect(titles == ["native-paging", "free", "overflowing"])
        #expect(html.components(separatedBy: "<table class=\"events\">").count - 1 == 3)
    }

    @Test func commandRefusesBadOutputAndWritesNothing() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = CLI.repositoryRoot.appendingPathComponent("samples/compare/native-paging.json").path
        let wrongKind = try CLI.run(["report", scenario, "--out", scratch.path("r.htm")])
        #expect(wrongKind.status == 2 && wrongKind.errorLines.count == 1, "\(wrongKind.stderr)")
        #expect(wrongKind.stderr.contains("r.htm") && wrongKind.stderr.contains(".html"))
        let missing = try CLI.run(["report", scratch.path("nope.json"), "--out", scratch.path("r.html")])
        #expect(missing.status == 2 && missing.errorLines.count == 1, "\(missing.stderr)")
        let noFolder = try CLI.run(["report", scenario, "--out", scratch.path("no/such/r.html")])
        #expect(noFolder.status == 1 && noFolder.errorLines.count == 1, "\(noFolder.stderr)")
        // native-paging rests after 24 frames at 50 fps (`simulate`).
        let long = try CLI.run(["report", scenario, "--out", scratch.path("r.html"), "--max-frames", "23"])
        #expect(long.status == 2 && long.errorLines.count == 1 && long.stderr.contains("24 frames"), "\(long.stderr)")
        #expect(scratch.contents() == [])
    }
}
