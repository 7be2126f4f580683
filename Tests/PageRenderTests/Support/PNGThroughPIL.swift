import Foundation
@testable import PageRender

/// A PNG file read by Python's PIL (zlib's inflate, a decoder the project did not write), and
/// the surface bytes to compare it with.
enum PNGThroughPIL {
    /// The file's pixels as PIL converts them to RGB, 3 bytes a pixel, row-major.
    static func rgb(_ png: [UInt8]) throws -> [UInt8] {
        let scratch = try Scratch()
        try Data(png).write(to: scratch.url.appendingPathComponent("frame.png"))
        try scratch.write("read.py", """
        import sys
        from PIL import Image
        im = Image.open(sys.argv[1])
        im.load()
        open(sys.argv[2], "wb").write(im.convert("RGB").tobytes())
        """)
        _ = try OutputFormatTests.tool("/usr/bin/python3", [scratch.path("read.py"), scratch.path("frame.png"), scratch.path("frame.rgb")])
        guard let read = FileManager.default.contents(atPath: scratch.path("frame.rgb")) else {
            throw RenderError("PIL wrote no pixels for the \(png.count)-byte PNG")
        }
        return Array(read)
    }

    /// The surface's straight RGB, 3 bytes a pixel (alpha dropped), row-major.
    static func rgb(of surface: CairoSurface) -> [UInt8] {
        let rgba = surface.rgbaBytes()
        var rgb = [UInt8]()
        rgb.reserveCapacity(rgba.count / 4 * 3)
        for k in stride(from: 0, to: rgba.count, by: 4) { rgb += rgba[k..<(k + 3)] }
        return rgb
    }
}
