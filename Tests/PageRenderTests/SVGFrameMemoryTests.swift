import Foundation
import Testing
@testable import PageRender

/// SVG frames (`render --format svg`) of a stack of turned cards: their memory is bounded by what
/// a frame draws, not by the stack the scenario declares (`VectorTargetPictures`), and under an
/// address-space limit they end in a frame or one line, never a crash.
@Suite struct SVGFrameMemoryTests {
    /// The report's `json/d02.json` (cover-flow cards of 120 × 100 pt stacked by a spacing of
    /// −119.999 pt on a 200 × 150 pt screen), with `count` cards.
    static func stack(_ count: Int) -> String {
        #"{"screen": {"width": 200, "height": 150, "scale": 1}, "content": {"items": {"count": "# + "\(count)"
            + #", "size": {"width": 120, "height": 100}, "spacing": -119.999}, "contentInset": {"left": 40, "right": 40}}, "#
            + #""look": {"preset": "cards", "items": {"visualEffect": {"recipe": "coverFlow"}}}, "strategy": {"kind": "page-offsets"}, "#
            + #""gestures": [{"kind": "fling", "velocity": 0.3}], "fps": 30}"#
    }

    /// 400 stacked cards at scale 2 (one frame) under `ulimit -v 160000`. Before (38656b5's SVG
    /// frame code in a debug build, this scenario and limit): exit 139, "Signal 11 … Bad pointer
    /// dereference" inside libcairo with a backtrace, and a `.renderpages-PID-1.staging` folder
    /// left (a picture's snapshot whose copy could not get its memory, replayed when the
    /// document was destroyed); without the limit its frame held 399 pictures, 2.4 MB. Now the cards' pictures
    /// would take more than `VectorTargetPictures.budget` (400 of about 200 KB), so the frame
    /// embeds one picture of the stack (13.7 KB) and the run needs about 35 MB.
    @Test func aStackOfTurnedCardsUnderAMemoryLimitIsDrawn() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("s.json", Self.stack(400))
        let run = try FaultMatrixCLITests.shell(#"ulimit -v 160000; exec "$BIN" render s.json --format svg --scale 2 --threads 1 --out f --quiet"#, in: scratch.url)
        #expect(run.status == 0 && run.stderr.isEmpty, "exit \(run.status): \(run.stderr.prefix(300))")
        let frame = try String(contentsOfFile: scratch.path("f/frame-0000.svg"), encoding: .utf8)
        #expect(frame.components(separatedBy: "<image").count - 1 == 1)
        #expect(!scratch.contents().contains { $0.hasPrefix(".renderpages") && !$0.hasSuffix(".lock") }, "\(scratch.contents())")
    }

    /// A frame whose cards' pictures would take more than the budget draws their group as one
    /// picture, and looks like the PNG frame when librsvg (an independent renderer) draws it:
    /// within 32 of 255 on all but 1 % of the pixels (SVGRenderingTests' tolerance). Under the
    /// budget each turned card keeps its picture. At 1 px per point a turned card's picture is
    /// about 126 × 106 px (53 KB), and in the first frame every card but the top one is turned:
    /// with a budget of 1 MiB, 10 cards make 9 pictures (480 KB) and 40 cards one (39 would take
    /// 2 MB). Before (38656b5): a frame's pictures were its turned cards, however many.
    @Test(arguments: [(10, 9), (40, 1)])
    func picturesBeyondTheBudgetAreOne(cards: Int, pictures: Int) throws {
        let (scenes, timeline) = try EffectDrawingTests.frames(Self.stack(cards))
        let scene = scenes.scene(for: timeline.samples[0])
        #expect(Self.turned(scene.shapes) == cards - 1)
        let svg = try SVGWriter.document(for: scene, rasterScale: 1, pictureBudget: 1 << 20)
        let images = String(decoding: svg, as: UTF8.self).components(separatedBy: "<image").count - 1
        #expect(images == pictures)
        #expect(FileManager.default.isExecutableFile(atPath: SVGRenderingTests.rsvgConvert), "install librsvg2-bin (make deps)")
        let drawn = try SVGRenderingTests.rasterizeWithRsvg(svg)
        let png = try ScenePainter.rasterize(scene, scale: 1)
        let diff = ReferenceImages.difference(png.rgbaBytes(), drawn.rgbaBytes(), threshold: 32)
        #expect(diff.ratio <= 0.01, "\(diff.mismatched) of \(diff.total) pixels differ")
    }

    /// The groups in `shapes` that a perspective turns (not affine), at any depth.
    static func turned(_ shapes: [Scene.Shape]) -> Int {
        shapes.reduce(0) { count, shape in
            guard case let .group(group) = shape else { return count }
            let own = group.projective.map { $0.affine == nil ? 1 : 0 } ?? 0
            return count + own + turned(group.children)
        }
    }
}
