import Foundation
import Testing
@testable import PageRender

/// The compiled forms of the PNG encoder's per-row work (Sources/CPNG/kernels.h: plain C, SSSE3
/// shuffles, AVX2 sums; clang's vector shuffles off x86) must write the same file, byte for byte.
/// Every set this build and processor run encodes the same pictures; each file must equal the
/// plain C one, and that one must hold exactly the filtered rows a Python transcription of the
/// rules computes from the test's own pixels (cairo's un-premultiplying, ISO 15948's Sub and Up,
/// the smaller sum of residual magnitudes, Up for a row equal to the one above), read back with
/// zlib, and decode through PIL to those pixels. Neither reader is the project's.
@Suite struct PNGRowKernelsTests {
    struct Picture {
        let name: String
        let width: Int
        let height: Int
        /// Premultiplied ARGB32, rows packed.
        let pixels: [UInt32]
    }

    /// Widths around the 16-pixel blocks of the shuffled conversion and the 16- and 32-byte
    /// blocks of the sums (a row is 3 bytes a pixel): smooth gradients with noise, as photographs
    /// filter, with a repeated row now and then. Seeded, so the pictures never change.
    static func opaquePictures() -> [Picture] {
        var random = SplitMix64(seed: 2026_11_26)
        return [1, 2, 5, 10, 11, 15, 16, 17, 21, 22, 31, 32, 33, 43, 48, 64, 100, 333].map { width in
            let height = Int.random(in: 3...9, using: &random)
            var pixels = [UInt32]()
            for y in 0..<height {
                if y > 0, Int.random(in: 0..<4, using: &random) == 0 {
                    pixels += pixels[((y - 1) * width)..<(y * width)]
                    continue
                }
                for x in 0..<width {
                    let noise = { UInt32.random(in: 0...24, using: &random) }
                    let r = UInt32(x * 3 + y * 5) % 232 + noise(), g = UInt32(x * 7) % 232 + noise(), b = UInt32(y * 11) % 232 + noise()
                    pixels.append(0xFF00_0000 | r << 16 | g << 8 | b)
                }
            }
            return Picture(name: "opaque \(width) px", width: width, height: height, pixels: pixels)
        }
    }

    /// Valid premultiplied pixels (each colour at most its alpha), alpha 0, 255 and between: the
    /// 4-byte rows.
    static func translucentPictures() -> [Picture] {
        var random = SplitMix64(seed: 2026_11_27)
        return [1, 9, 33, 70].map { width in
            let height = 6
            let pixels = (0..<(width * height)).map { _ -> UInt32 in
                let a = [0, 255, UInt32.random(in: 1...254, using: &random)][Int.random(in: 0..<3, using: &random)]
                let channel = { UInt32.random(in: 0...a, using: &random) }
                return a << 24 | channel() << 16 | channel() << 8 | channel()
            }
            return Picture(name: "translucent \(width) px", width: width, height: height, pixels: pixels)
        }
    }

    /// The top 40 rows of a photograph of the item-image benchmark (samples/carousel/artwork).
    static func photograph() throws -> Picture {
        let look = LookSpec(preset: .cards, images: ["artwork/01-dawn.jpg"])
        let image = try #require(try ItemImages.load(look, relativeTo: CLI.repositoryRoot.appendingPathComponent("samples/carousel")).first)
        let height = min(40, image.height)
        return Picture(name: "01-dawn.jpg", width: image.width, height: height, pixels: Array(image.pixels.prefix(image.width * height)))
    }

    static func encode(_ picture: Picture, with kernels: PNGEncoder.RowKernels) throws -> [UInt8]? {
        let encoder = try PNGEncoder()
        guard encoder.use(kernels) else { return nil }
        return try picture.pixels.withUnsafeBytes { raw in
            try encoder.encode(argb32: raw, width: picture.width, height: picture.height, stride: picture.width * 4)
        }
    }

    @Test func everyKernelSetWritesTheSameBytes() throws {
        let pictures = Self.opaquePictures() + Self.translucentPictures() + [try Self.photograph()]
        let probe = try PNGEncoder()
        let sets = PNGEncoder.RowKernels.allCases.filter { probe.use($0) }
        #expect(sets.first == .portable)
        #if arch(x86_64) || arch(arm64)
        // x86-64 processors without SSSE3 (before 2006) are not expected to run the suite.
        #expect(sets.count >= 2, "only \(sets) ran; the vector kernels were not compiled in")
        #endif
        let scratch = try Scratch()
        var listed = ""
        for (k, picture) in pictures.enumerated() {
            let portable = try #require(try Self.encode(picture, with: .portable))
            for set in sets.dropFirst() {
                let bytes = try #require(try Self.encode(picture, with: set))
                let same = bytes == portable
                #expect(same, "\(set) and portable differ on \(picture.name)")
            }
            try Data(portable).write(to: scratch.url.appendingPathComponent("\(k).png"))
            try picture.pixels.withUnsafeBytes { try Data($0).write(to: scratch.url.appendingPathComponent("\(k).argb")) }
            listed += "\(k) \(picture.width) \(picture.height)\n"
        }
        try scratch.write("list", listed)
        try scratch.write("check.py", Self.oracle)
        let report = try OutputFormatTests.tool("/usr/bin/python3", [scratch.path("check.py"), scratch.url.path])
        #expect(report == String(repeating: "ok\n", count: pictures.count), "\(report)")
    }

    /// Reads each picture's ARGB (little-endian, as this machine stores it) and PNG, and prints
    /// "ok" or what differs.
    static let oracle = """
    import os, struct, sys, zlib
    from PIL import Image
    folder = sys.argv[1]
    def magnitude(v):
        return min(v, 256 - v)
    for line in open(os.path.join(folder, "list")).read().split("\\n"):
        if not line:
            continue
        k, width, height = (int(word) for word in line.split())
        raw = open(os.path.join(folder, "%d.argb" % k), "rb").read()
        pixels = struct.unpack("<%dI" % (width * height), raw)
        channels = 3 if all(p >> 24 == 255 for p in pixels) else 4
        def straight(p):
            a, r, g, b = p >> 24, (p >> 16) & 255, (p >> 8) & 255, p & 255
            if channels == 3:
                return (r, g, b)
            if a == 0:
                return (0, 0, 0, 0)
            return tuple((c * 255 + a // 2) // a for c in (r, g, b)) + (a,)
        rows = [b"".join(bytes(straight(p)) for p in pixels[y * width:(y + 1) * width]) for y in range(height)]
        png = open(os.path.join(folder, "%d.png" % k), "rb").read()
        position, idat = 8, b""
        while position < len(png):
            length, kind = struct.unpack(">I4s", png[position:position + 8])
            if kind == b"IDAT":
                idat += png[position + 8:position + 8 + length]
            position += 12 + length
        expected, previous = bytearray(), None
        for row in rows:
            sub = bytes((row[i] - (row[i - channels] if i >= channels else 0)) & 255 for i in range(len(row)))
            if previous is None:
                kind, residuals = 1, sub
            else:
                up = bytes((row[i] - previous[i]) & 255 for i in range(len(row)))
                if row == previous or sum(map(magnitude, up)) < sum(map(magnitude, sub)):
                    kind, residuals = 2, up
                else:
                    kind, residuals = 1, sub
            expected.append(kind)
            expected += residuals
            previous = row
        stream = zlib.decompress(idat)
        decoded = Image.open(os.path.join(folder, "%d.png" % k))
        decoded.load()
        if stream != bytes(expected):
            at = next((i for i in range(min(len(stream), len(expected))) if stream[i] != expected[i]), None)
            print("%d: filtered rows differ at byte %s of %d (%d expected)" % (k, at, len(stream), len(expected)))
        elif decoded.mode != ("RGB" if channels == 3 else "RGBA") or decoded.tobytes() != b"".join(rows):
            print("%d: PIL decodes %s pixels other than the picture's" % (k, decoded.mode))
        else:
            print("ok")
    """
}
