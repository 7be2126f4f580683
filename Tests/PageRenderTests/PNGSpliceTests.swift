import Foundation
import Testing
@testable import PageRender

/// Frames whose rows mostly repeat the row above get a deflate stream of blocks written for the
/// runs of repeated rows (Sources/CPNG/splice.h) between bands written by the row encoder
/// (rowdeflate.h), or, at levels 0 and 6 to 12, libdeflate's stream of the whole frame.
/// Independent decoders must read every pixel back: libpng (through cairo) and Python's PIL (zlib).
@Suite struct PNGSpliceTests {
    /// Flat bands taller than the splicing threshold (16 rows) between shapes, on an opaque or a
    /// translucent background, so the stream alternates between bands and spliced blocks and
    /// starts and ends with either.
    static func bandedScene(width: Double, alpha: Double) -> Scene {
        Scene(size: CGSize(width: width, height: 90), background: Color(red: 0.9, green: 0.93, blue: 0.97, alpha: alpha), shapes: [
            .rect(CGRect(x: 0, y: 20, width: width, height: 3.5), fill: Color(red: 0.2, green: 0.4, blue: 0.8)),
            .circle(center: CGPoint(x: width / 2, y: 50), radius: 6.3, fill: Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.7)),
            .gradientRect(CGRect(x: 0, y: 80, width: width, height: 10), from: .red, to: .blue, cornerRadius: 0),
        ])
    }

    /// Widths whose rows end a run of zeros on each way of splitting it into matches: 1 px (2
    /// zeros, literals only), 86 (RGB: 257 zeros, one match), 87 (260: 257 + 3), 65 (RGBA: 259:
    /// 256 + 3), 700 (many 258-byte matches).
    @Test(arguments: [1.0, 65, 86, 87, 700])
    func bandedFramesRoundTripThroughLibpng(width: Double) throws {
        for alpha in [1.0, 0.5] {
            let surface = try ScenePainter.rasterize(Self.bandedScene(width: width, alpha: alpha), scale: 1)
            for level in [1, PNGEncoder.defaultLevel, 12] {
                let png = try PNGEncoder(level: level).encode(surface)
                PNGEncoderTests.expectSamePixels(try CairoSurface(png: png), surface)
            }
        }
    }

    /// A @2x frame of the Today's deals sample, most of whose rows repeat: PIL reads the same RGB
    /// as the surface holds, and the file is no larger than 1.1 times cairo's write_to_png of
    /// the same surface (the size target of BENCHMARKS.md).
    @Test func todaysDealsFrameThroughPILAndAgainstCairosSize() throws {
        let url = KeyFrameTests.samples.appendingPathComponent("todays-deals.json")
        let scenario = try Scenario.read(Array(try Data(contentsOf: url)))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let scene = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: [])).scene(for: timeline.samples[timeline.samples.count / 3])
        let surface = try ScenePainter.rasterize(scene, scale: 2)
        let ours = try PNGEncoder().encode(surface)
        let cairos = try surface.pngBytesWithCairo()
        #expect(Double(ours.count) <= 1.1 * Double(cairos.count), "\(ours.count) bytes against cairo's \(cairos.count)")

        #expect(try PNGThroughPIL.rgb(ours) == PNGThroughPIL.rgb(of: surface), "PIL reads other pixels than the surface holds")
    }
}
