import Foundation
import Testing
@testable import PageRender

/// SVG frames drawn by another renderer (librsvg's rsvg-convert) look like the PNG frames:
/// same size in px, same pixels within a tolerance for antialiasing differences.
@Suite struct SVGRenderingTests {
    /// rsvg-convert from librsvg2-bin (Makefile DEB_PACKAGES).
    static let rsvgConvert = "/usr/bin/rsvg-convert"

    static func rasterizeWithRsvg(_ svg: [UInt8]) throws -> CairoSurface {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("renderpages-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("frame.svg"), output = folder.appendingPathComponent("frame.png")
        try AtomicFile.write(svg, to: input.path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: rsvgConvert)
        process.arguments = ["--format", "png", "--output", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try CairoSurface(png: Array(try #require(FileManager.default.contents(atPath: output.path))))
    }

    @Test(arguments: KeyFrameTests.frames)
    func svgMatchesThePNGFrame(_ frame: KeyFrameTests.KeyFrame) throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.rsvgConvert), "install librsvg2-bin (make deps)")
        let (scene, png) = try KeyFrameTests.render(frame)
        let svg = try Self.rasterizeWithRsvg(try SVGWriter.document(for: scene))
        #expect(svg.width == png.width && svg.height == png.height)
        // 32 of 255 per channel and 1 % of the pixels: librsvg and cairo place antialiased text
        // edges and dashes slightly differently; any misplaced shape or colour exceeds both.
        let diff = ReferenceImages.difference(png.rgbaBytes(), svg.rgbaBytes(), threshold: 32)
        #expect(diff.ratio <= 0.01, "\(frame.name): \(diff.mismatched) of \(diff.total) pixels differ")
    }
}
