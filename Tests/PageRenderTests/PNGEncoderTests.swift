import Foundation
import Testing
@testable import PageRender

/// The libdeflate PNG encoder must store exactly the surface's pixels: decoded by an independent
/// reader (cairo's, i.e. libpng) and premultiplied again, every byte matches.
@Suite struct PNGEncoderTests {
    /// Opaque scene with text, a gradient, antialiased edges and thin lines.
    static let opaqueScene = Scene(size: CGSize(width: 61, height: 47), background: Color(white: 0.94), shapes: [
        .rect(CGRect(x: 3.3, y: 4.1, width: 30, height: 20), fill: .red, stroke: .black, lineWidth: 1, cornerRadius: 5),
        .gradientRect(CGRect(x: 20, y: 25, width: 38, height: 12), from: Color(red: 0.933, green: 0.035, blue: 0.475),
                      to: Color(red: 1, green: 0.416, blue: 0), cornerRadius: 6),
        .line(from: CGPoint(x: 0, y: 40.5), to: CGPoint(x: 61, y: 33), color: .blue, width: 0.7),
        .text("42", center: CGPoint(x: 45, y: 12), size: 13, color: Color(white: 0.1), bold: true),
    ])

    /// Translucent shapes on a transparent background: the RGBA path with un-premultiplication.
    static let translucentScene = Scene(size: CGSize(width: 33, height: 29), background: Color(white: 1, alpha: 0), shapes: [
        .circle(center: CGPoint(x: 14, y: 13), radius: 10.3, fill: Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.37)),
        .rect(CGRect(x: 9, y: 9, width: 20, height: 15), fill: Color(red: 1, green: 0.5, blue: 0, alpha: 0.81)),
        .text("a", center: CGPoint(x: 25, y: 6), size: 9, color: Color.black.withAlpha(0.5)),
    ])

    static func expectSamePixels(_ a: CairoSurface, _ b: CairoSurface) {
        #expect(a.width == b.width && a.height == b.height)
        let rowsA = a.withPixels { raw, stride in (0..<a.height).map { Array(raw[($0 * stride)..<($0 * stride + a.width * 4)]) } }
        let rowsB = b.withPixels { raw, stride in (0..<b.height).map { Array(raw[($0 * stride)..<($0 * stride + b.width * 4)]) } }
        let differing = zip(rowsA, rowsB).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(differing.isEmpty, "rows \(differing.prefix(5)) differ after a PNG round trip")
    }

    /// Colour type byte of the IHDR chunk: 2 = RGB, 6 = RGBA.
    static func colourType(_ png: [UInt8]) -> UInt8 { png[25] }

    @Test(arguments: [1.0, 2.0, 3.0])
    func opaqueFramesRoundTripExactly(scale: Double) throws {
        let surface = try ScenePainter.rasterize(Self.opaqueScene, scale: scale)
        let png = try PNGEncoder().encode(surface)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Self.colourType(png) == 2)
        Self.expectSamePixels(try CairoSurface(png: png), surface)
    }

    @Test func translucentFramesRoundTripExactly() throws {
        let surface = try ScenePainter.rasterize(Self.translucentScene, scale: 2)
        let png = try PNGEncoder(level: 9).encode(surface)
        #expect(Self.colourType(png) == 6)
        let decoded = try CairoSurface(png: png)
        Self.expectSamePixels(decoded, surface)
        #expect(decoded.rgbaBytes() == surface.rgbaBytes())
    }

    /// Every level, including stored (0), decodes to the same pixels; one encoder reused for
    /// frames of different sizes keeps working.
    @Test func everyLevelAndReuseAcrossSizes() throws {
        let small = try ScenePainter.rasterize(Self.translucentScene, scale: 1)
        let large = try ScenePainter.rasterize(Self.opaqueScene, scale: 2)
        for level in [0, 1, 6, 12] {
            let encoder = try PNGEncoder(level: level)
            for surface in [small, large, small] {
                Self.expectSamePixels(try CairoSurface(png: try encoder.encode(surface)), surface)
            }
        }
    }

    /// Both codecs of `render --png-encoder` store the same pixels.
    @Test func cairosWriterStoresTheSamePixels() throws {
        for scene in [Self.opaqueScene, Self.translucentScene] {
            let surface = try ScenePainter.rasterize(scene, scale: 2)
            let ours = try CairoSurface(png: try PNGEncoder().encode(surface))
            let cairos = try CairoSurface(png: try surface.pngBytesWithCairo())
            Self.expectSamePixels(ours, cairos)
        }
    }

    @Test func oneByOnePixel() throws {
        let surface = try ScenePainter.rasterize(Scene(size: CGSize(width: 1, height: 1), background: Color(red: 0.5, green: 0.25, blue: 1, alpha: 0.5)), scale: 1)
        Self.expectSamePixels(try CairoSurface(png: try PNGEncoder().encode(surface)), surface)
    }

    @Test func rejectsBadLevelAndBuffer() throws {
        #expect(throws: RenderError.self) { try PNGEncoder(level: 13) }
        let bytes = [UInt8](repeating: 0, count: 16)
        bytes.withUnsafeBytes { raw in
            _ = #expect(throws: RenderError.self) { try PNGEncoder().encode(argb32: raw, width: 4, height: 2, stride: 16) }
        }
    }
}
