import Foundation
import PageRender
import Testing

/// A look's `items.images` drawn by the library's renderers, as a client package meets them (the
/// module imported without `@testable`): `RenderInput` decodes the images, once, for every
/// renderer made from it; a relative path is read from the working folder or from the folder
/// given to `Scenario.read(_:imageFolder:)`, and a missing file is an error naming the field.
/// The fixtures are flat: Python's PIL decodes red-40x20.jpg to (200, 30, 30) and blue-20x40.png
/// to (30, 30, 200) in every pixel. Geometry (docs/scenario.md, "content"): 300-pt cards 16 pt
/// apart after a 24-pt inset, 420 pt tall, centred on a 390 × 844 screen, so at the first
/// offset card 0 spans x = 24 … 324 and card 1 x = 340 … 640, both y = 212 … 632.
@Suite struct LibraryItemImagesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/images")
    static let images = ["red-40x20.jpg", "blue-20x40.png"]
    static let content = ContentSpec(count: 8, width: 300, height: 420, spacing: 16, contentInset: EdgeInsets(left: 24, right: 24))
    static let input = SimulationInput(screen: CGSize(width: 390, height: 844), scale: 1,
                                       gestures: [GestureStep(.fling(offset: nil, velocity: 1))], fps: 30)

    /// A client's strategy: the content row, free scrolling at the fast rate.
    struct Row: PagingStrategy {
        func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
            ScrollView(frame: CGRect(origin: .zero, size: screen), contentSize: CGSize(width: 8 * 300 + 7 * 16, height: screen.height),
                       contentInset: EdgeInsets(left: 24, right: 24), contentOffset: CGPoint(x: -24, y: 0), decelerationRate: .fast)
        }
    }

    static func look(_ images: [String]) -> LookSpec {
        LookSpec(preset: .cards, images: images, label: "", statusBar: false)
    }

    static func rgb(_ image: RGBImage, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let p = image.pixels[y * image.width + x]
        return (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
    }

    /// Within 3 levels of the JPEG's red (libjpeg-turbo and PIL may round the IDCT apart) and
    /// exactly the PNG's blue.
    static func expectRedThenBlue(_ image: RGBImage) {
        let red = rgb(image, 174, 400), blue = rgb(image, 365, 400)
        #expect(abs(red.0 - 200) <= 3 && abs(red.1 - 30) <= 3 && abs(red.2 - 30) <= 3, "card 0 shows \(red)")
        #expect(blue == (30, 30, 200), "card 1 shows \(blue)")
    }

    @Test func frameRendererDrawsTheLooksImages() throws {
        let timeline = try ScrollSimulation.timeline(Self.input, strategy: Row())
        let absolute = Self.images.map { Self.folder.appendingPathComponent($0).path }
        let renderer = FrameSequence(try RenderInput(input: Self.input, strategy: Row(), look: Self.look(absolute), content: Self.content,
                                                     timeline: timeline))
        Self.expectRedThenBlue(RGBImage(try ScenePainter.rasterize(renderer.scene(for: timeline.samples[0]), scale: 1)))
    }

    /// A scenario file's relative paths, read with the file's folder, as the command line reads
    /// them; the custom strategy's ComparedScenario in the same look draws the same first frame,
    /// and without images it differs there.
    @Test func scenariosAndComparisonsDrawThemToo() throws {
        let text = """
        {"screen": {"width": 390, "height": 844, "scale": 1},
         "content": {"items": {"count": 8, "size": {"width": 300, "height": 420}, "spacing": 16}, "contentInset": {"left": 24, "right": 24}},
         "look": {"preset": "cards", "statusBar": false, "items": {"images": ["red-40x20.jpg", "blue-20x40.png"], "label": false}},
         "strategy": {"kind": "free"}, "gesture": {"kind": "fling", "velocity": 1}, "fps": 30}
        """
        let scenario = try Scenario.read(Array(text.utf8), imageFolder: Self.folder)
        let scenarioTimeline = try ScrollSimulation.timeline(for: scenario)
        let fromFile = FrameSequence(try RenderInput(scenario: scenario, timeline: scenarioTimeline), scale: 1)
        Self.expectRedThenBlue(RGBImage(try ScenePainter.rasterize(fromFile.scene(for: scenarioTimeline.samples[0]), scale: 1)))

        let file = ComparedScenario(name: "file", input: try RenderInput(scenario: scenario, timeline: scenarioTimeline))
        let timeline = try ScrollSimulation.timeline(scenario.simulationInput, strategy: Row())
        let mine = ComparedScenario(name: "mine", input: try RenderInput(input: scenario.simulationInput, strategy: Row(), look: scenario.look,
                                                                         content: scenario.content, title: "mine", timeline: timeline))
        let flat = ComparedScenario(name: "flat", input: try RenderInput(input: scenario.simulationInput, strategy: Row(), look: Self.look([]),
                                                                         content: scenario.content, title: "flat", timeline: timeline))
        #expect(try PixelDiff.compare(file, mine, scale: 1).frames[0].mismatched == 0)
        #expect(try PixelDiff.compare(mine, flat, scale: 1).frames[0].mismatched > 0)
    }

    /// Relative paths are read from the working folder (the test runs in the repository's root,
    /// where the fixtures are not), and the error names the field and the fix.
    @Test func aMissingImageIsAnErrorAtItsField() throws {
        let timeline = try ScrollSimulation.timeline(Self.input, strategy: Row())
        #expect(throws: ScenarioErrors.self) {
            try RenderInput(input: Self.input, strategy: Row(), look: Self.look(Self.images), content: Self.content, timeline: timeline)
        }
        do {
            _ = try RenderInput(input: Self.input, strategy: Row(), look: Self.look(["no-such-image.png"]), content: Self.content, timeline: timeline)
            Issue.record("accepted a missing image")
        } catch let error as ScenarioErrors {
            let text = error.description
            #expect(text.hasPrefix("look.items.images[0]: \"no-such-image.png\" does not exist") && text.contains("working folder")
                    && text.contains("Scenario.read(_:imageFolder:)"), "\(text)")
        }
    }

    /// The images are decoded once per run, when the `RenderInput` is made: the renderers made
    /// from it take no path and cannot throw, and after the files are deleted every one of them
    /// (frames, a comparison column, its x-ray view, the sheet and the animated SVG) still draws
    /// them.
    @Test func theInputDecodesOnceForEveryRenderer() throws {
        let copies = FileManager.default.temporaryDirectory.appendingPathComponent("render-input-images-\(getpid())")
        try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: copies) }
        for name in Self.images {
            try FileManager.default.copyItem(at: Self.folder.appendingPathComponent(name), to: copies.appendingPathComponent(name))
        }
        let timeline = try ScrollSimulation.timeline(Self.input, strategy: Row())
        let run = try RenderInput(input: Self.input, strategy: Row(), look: Self.look(Self.images.map { copies.appendingPathComponent($0).path }),
                                  content: Self.content, title: "mine", timeline: timeline)
        try FileManager.default.removeItem(at: copies)

        Self.expectRedThenBlue(RGBImage(try ScenePainter.rasterize(FrameSequence(run).scene(for: timeline.samples[0]), scale: 1)))
        Self.expectRedThenBlue(RGBImage(try ScenePainter.rasterize(FrameScenes(run).scene(for: timeline.samples[0]), scale: 1)))
        let column = ComparedScenario(name: "mine", input: run)
        let flat = ComparedScenario(name: "flat", input: try RenderInput(input: Self.input, strategy: Row(), look: Self.look([]), content: Self.content,
                                                                         title: "flat", timeline: timeline))
        #expect(try PixelDiff.compare(column, flat, scale: 1).frames[0].mismatched > 0)
        let xray = ComparedScenario(name: "mine", input: run, options: SceneOptions(xray: true))
        #expect(try PixelDiff.compare(xray, ComparedScenario(name: "flat", input: try RenderInput(input: Self.input, strategy: Row(), look: Self.look([]),
                                      content: Self.content, title: "mine", timeline: timeline), options: SceneOptions(xray: true)), scale: 1)
                .frames[0].mismatched > 0)
        // The animated SVG sheet embeds each decoded picture (a PNG or a JPEG in a data URL).
        let sheet = String(decoding: try [column, flat].animatedSVGSheet(loop: .once, hold: 0), as: UTF8.self)
        #expect(sheet.contains("data:image/"), "the sheet embeds no picture")
    }
}
