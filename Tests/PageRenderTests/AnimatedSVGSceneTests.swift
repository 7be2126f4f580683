import Foundation
import Testing
@testable import PageRender

/// The animated SVG is a second painter of the scene tree: it draws what the scenes hold and
/// nothing else, a strategy written outside the library gets a file and a sheet like a built-in
/// kind, and a deep stack of items costs time and memory in proportion to the items.
@Suite struct AnimatedSVGSceneTests {
    /// `scenario`'s run and its scenes, with the device-rate samples the SVG writes.
    static func run(_ file: String) throws -> (scenario: Scenario, timeline: Timeline, scenes: FrameScenes) {
        let scenario = try Scenario.read(Array(try Data(contentsOf: CLI.repositoryRoot.appendingPathComponent("samples/\(file).json"))))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        return (scenario, timeline, FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: [])))
    }

    static func svg(_ tracks: SceneTracks) throws -> String {
        String(decoding: try AnimatedSVG.document(tracks, scale: 1, fps: 60, loop: .forever, hold: 0, pixelWidth: nil, effects: .html).bytes, as: UTF8.self)
    }

    /// `shapes` with `change` applied to every group, at any depth.
    static func changed(_ shapes: [Scene.Shape], _ change: (inout SceneGroup) -> Void) -> [Scene.Shape] {
        shapes.map { shape in
            guard case var .group(g) = shape else { return shape }
            g.children = changed(g.children, change)
            change(&g)
            return .group(g)
        }
    }

    /// Scenes with nothing on them write a file with nothing but the background: the writer
    /// draws no device, dot, finger or chrome of its own. And what the scenes change appears
    /// without any change to the writer: the device body, the page dots and the finger of the
    /// carousel-images sample (an iPhone body) recoloured in the scene tree (to colours no look uses: #123456, #654321,
    /// #0A0B0C) are the colours the file paints them in, and the finger moved 7 pt down in the
    /// scene moves 7 pt down in the file.
    @Test func theFileHoldsWhatTheScenesHoldAndNothingElse() throws {
        let (_, timeline, scenes) = try Self.run("carousel/carousel-images")
        let samples = timeline.keyframeSamples
        let empty = try Self.svg(SceneTracks(samples: samples) { sample in
            let scene = scenes.scene(for: sample)
            return Scene(size: scene.size, background: Color(red: 0.2, green: 0.4, blue: 0.6), shapes: [])
        })
        let body = try #require(empty.components(separatedBy: "</defs>\n").last)
        #expect(body == "<rect x=\"0\" y=\"0\" width=\"\(SVGNumber.text(Double(scenes.scene(for: samples[0]).size.width)))\" height=\"\(SVGNumber.text(Double(scenes.scene(for: samples[0]).size.height)))\" fill=\"#336699\"/>\n</svg>\n",
                "the writer drew something the scenes do not hold: \(body.prefix(300))")

        let recoloured = try Self.svg(SceneTracks(samples: samples) { sample in
            var scene = scenes.scene(for: sample)
            scene.shapes = Self.changed(scene.shapes) { group in
                func paint(_ color: Color) -> [Scene.Shape] {
                    group.children.map { child in
                        switch child {
                        case let .rect(r, _, _, w, c): .rect(r, fill: color, stroke: nil, lineWidth: w, cornerRadius: c)
                        case let .circle(center, radius, _, _, w): .circle(center: center, radius: radius, fill: color, stroke: nil, lineWidth: w)
                        default: child
                        }
                    }
                }
                switch group.id {
                case .deviceBody?: group.children = paint(Color(red: 0x12 / 255, green: 0x34 / 255, blue: 0x56 / 255))
                case .pageDot?: group.children = paint(Color(red: 0x65 / 255, green: 0x43 / 255, blue: 0x21 / 255))
                case .finger?:
                    group.children = paint(Color(red: 0x0A / 255, green: 0x0B / 255, blue: 0x0C / 255))
                    group.transform = group.transform.concatenating(.translation(0, 7))
                default: break
                }
            }
            return scene
        })
        for color in ["#123456", "#654321", "#0a0b0c"] {
            #expect(recoloured.lowercased().contains("fill=\"\(color)\""), "\(color) is not in the file")
        }
        // The finger's track: every y of its translation 7 pt lower than in the unchanged file.
        let plain = try Self.svg(SceneTracks(scenes: scenes, samples: samples))
        func fingerYs(_ text: String) -> [String] {
            guard let rule = text.range(of: "@keyframes f{"), let end = text.range(of: "}\n", range: rule.upperBound..<text.endIndex) else { return [] }
            return text[rule.upperBound..<end.lowerBound].components(separatedBy: "px,").dropFirst().map { String($0.prefix { $0 != "p" }) }
        }
        let before = fingerYs(plain), after = fingerYs(recoloured)
        #expect(!before.isEmpty && before.count == after.count)
        #expect(zip(before, after).allSatisfy { (Double($1) ?? .nan) - (Double($0) ?? .nan) == 7 }, "\(before.prefix(3)) → \(after.prefix(3))")
    }

    /// A strategy written outside the library (`CustomStrategyComparisonTests.Snap`, no layout of
    /// its own) writes an animated SVG through the public API, and an SVG comparison sheet beside
    /// the built-in kind: both files, well-formed, with the content's keyframes.
    /// Every stored field of a scene group has a track in the animated SVG: a field added to
    /// `SceneGroup` (a new per-frame change of the tree) fails here until `SceneTracks` carries it.
    @Test func everyGroupFieldReachesTheTracks() {
        let fields = Mirror(reflecting: SceneGroup(children: [])).children.compactMap(\.label)
        #expect(Set(fields) == SceneTracks.groupFields, "SceneGroup's fields \(fields.sorted()); tracked \(SceneTracks.groupFields.sorted())")
        #expect(fields.count == SceneTracks.groupFields.count)
    }

    @Test func aCustomStrategyWritesAnSVGAndASheet() throws {
        let scenario = try Scenario.read(Array(CustomStrategyComparisonTests.carousel.utf8))
        let input = scenario.simulationInput
        let strategy = CustomStrategyComparisonTests.Snap()
        let timeline = try ScrollSimulation.timeline(input, strategy: strategy)
        let frames = try FrameSequence(try RenderInput(input: input, strategy: strategy, look: scenario.look, content: scenario.content, timeline: timeline))
        let file = String(decoding: try frames.animatedSVG(), as: UTF8.self)
        #expect(file.contains("@keyframes c{") && file.hasSuffix("</svg>\n"))
        let sheet = String(decoding: try [try CustomStrategyComparisonTests.custom(strategy), try CustomStrategyComparisonTests.builtIn()].animatedSVGSheet(),
                           as: UTF8.self)
        // Each column's content moves under its own prefix.
        #expect(sheet.contains("@keyframes s0_c{") && sheet.contains("@keyframes s1_c{"), "\(sheet.prefix(400))")
        let scratch = try Scratch()
        for (name, text) in [("file.svg", file), ("sheet.svg", sheet)] {
            try Data(text.utf8).write(to: scratch.url.appendingPathComponent(name))
            let parse = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])", scratch.path(name)])
            #expect(parse.status == 0, "\(name) is not well-formed XML: \(parse.stderr)")
        }
    }

    /// D01 (the animated SVG quadratic in stacked items, docs/limits.md): 10,000 items stacked by a
    /// spacing of −119.999 pt on a 200 × 150 pt screen at 1 px/pt, a 2-D `scale` transition, a
    /// fling. The writer's pairwise overlap check took 1.5 GB and trapped under `ulimit -v
    /// 1000000`; the order now comes from each frame's neighbours, linear in the items. Under the
    /// same limit (1,000,000 KiB of address space) the file is written, exit 0.
    @Test func tenThousandStackedItemsFitInAGigabyte() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = """
            {"screen": {"width": 200, "height": 150, "scale": 1}, "content": {"items": {"count": 10000, "size": {"width": 120, "height": 100}, "spacing": -119.999}, "contentInset": {"left": 40, "right": 40}}, "look": {"preset": "cards", "items": {"transition": {"effects": [{"scale": [0.9, 0.9, 0.9]}]}}}, "strategy": {"kind": "page-offsets"}, "gestures": [{"kind": "fling", "velocity": 0.3}], "fps": 30}
            """
        try Data(scenario.utf8).write(to: scratch.url.appendingPathComponent("d01.json"))
        let run = try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "ulimit -v 1000000 && exec \"$1\" animate \"$2\" --out \"$3\" --quiet",
                                                                         "sh", CLI.binary.path, scratch.path("d01.json"), scratch.path("d01.svg")])
        #expect(run.status == 0 && run.stderr.isEmpty, "exit \(run.status): \(run.stderr.prefix(300))")
        #expect(FileManager.default.fileExists(atPath: scratch.path("d01.svg")))
    }

    /// The same stack of 50,000 items under a CPU-time limit of 60 s (`ulimit -t`: a bound on
    /// work, not a clock). The writer's time is linear in the items: this debug build takes about
    /// 7 s of CPU (1.0 s at 10,000 items, 2.1 s at 20,000), and the release build 3.1 s, so 60 s
    /// leaves a slower machine eight times the room. Before (38656b5's release build, this
    /// scenario and limit): killed at the limit (exit 137; the auditor measured 124 s of CPU to
    /// finish), because `AnimatedSVGWriter.joined` copied the text written so far on every
    /// append, quadratic in the items.
    @Test func fiftyThousandStackedItemsAreWrittenInLinearTime() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("d01.json", """
            {"screen": {"width": 200, "height": 150, "scale": 1}, "content": {"items": {"count": 50000, "size": {"width": 120, "height": 100}, "spacing": -119.999}, "contentInset": {"left": 40, "right": 40}}, "look": {"preset": "cards", "items": {"transition": {"effects": [{"scale": [0.9, 0.9, 0.9]}]}}}, "strategy": {"kind": "page-offsets"}, "gestures": [{"kind": "fling", "velocity": 0.3}], "fps": 30}
            """)
        let run = try FaultMatrixCLITests.shell(#"ulimit -t 60; exec "$BIN" animate d01.json --out d01.svg --quiet"#, in: scratch.url)
        // The one line allowed: the file (15.7 MB) is past the size a README should carry.
        let lines = run.stderr.split(separator: "\n")
        #expect(run.status == 0 && lines.count <= 1 && lines.allSatisfy { $0.hasPrefix("warning: d01.svg is ") }, "exit \(run.status): \(run.stderr.prefix(300))")
        #expect(FileManager.default.fileExists(atPath: scratch.path("d01.svg")))
    }

    /// 4,000 items of 3 pt at a pitch of 0.5 pt on a 1200-pt screen, the centred one on top,
    /// swiped: more than 2,000 drawn at once change their order in 138 orders, which the writer
    /// does not check (every two compared at every frame). Before (38656b5): refused as "item
    /// 2321 and item 1117 change places in depth in 138 orders", two items that need not
    /// overlap; now one line names the items drawn at once, the limit and what to write instead.
    @Test func aChangingOrderAmongThousandsIsRefusedInOneLine() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("z.json", #"{"screen": {"width": 1200, "height": 60, "scale": 1}, "content": {"items": {"count": 4000, "size": {"width": 3, "height": 40}, "spacing": -2.5}, "contentInset": {"left": 40, "right": 40}}, "look": {"preset": "cards", "statusBar": false, "pageControl": false, "items": {"zOrder": "centerOnTop", "label": false, "cornerRadius": 0}}, "strategy": {"kind": "free"}, "gestures": [{"kind": "swipe", "distance": -400, "duration": 1000}], "fps": 30}"#)
        let run = try CLI.run(["animate", "z.json", "--out", "z.svg", "--quiet"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.errorLines == ["error: 2322 items drawn at once change their order in depth (in 138 orders), and an animated SVG checks a changing order among at most 2000 (every two compared at every frame); write .gif, .webp, .apng or .mp4 instead, or draw fewer at once"], "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("z.svg")))
    }
}
