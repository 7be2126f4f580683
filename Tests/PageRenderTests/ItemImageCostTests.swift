import Foundation
import Testing
@testable import PageRender

/// What one item image may cost and how its failures are named (reliability attack 4, D05, D09,
/// D11), through the built binary.
@Suite struct ItemImageCostTests {
    /// A scenario of eight cards showing `images`, one frame.
    static func scenario(_ images: [String]) -> String {
        let list = images.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{"screen": {"width": 200, "height": 150, "scale": 1}, "content": {"items": {"count": 8, "size": {"width": 120, "height": 100}, "spacing": 10}, "contentInset": {"left": 40, "right": 40}}, "look": {"preset": "cards", "items": {"images": ["# + list + #"]}}, "strategy": {"kind": "page-offsets"}, "gestures": [{"kind": "fling", "velocity": 0.05}], "fps": 2}"#
    }

    /// A progressive JPEG (PIL, 256 × 256 px) followed by `extra` copies of one of its
    /// one-component AC refinement scans with the Huffman table before it: libjpeg decodes each
    /// again over the whole component, without an error.
    static let manyScans = #"""
    import io, struct, sys
    from PIL import Image
    out, extra = sys.argv[1], int(sys.argv[2])
    buf = io.BytesIO()
    Image.effect_noise((256, 256), 60).convert("RGB").save(buf, "JPEG", quality=40, progressive=True)
    b = buf.getvalue()
    i, segments = 2, []
    while b[i + 1] != 0xD9:
        marker, length = b[i + 1], struct.unpack(">H", b[i + 2:i + 4])[0]
        end = i + 2 + length
        if marker == 0xDA:
            while not (b[end] == 0xFF and b[end + 1] not in (0,) and not 0xD0 <= b[end + 1] <= 0xD7):
                end += 1
        segments.append((i, marker, end, b[i + 4:i + 2 + length]))
        i = end
    unit = None
    for table, scan in zip(segments, segments[1:]):
        header = scan[3]
        if table[1] == 0xC4 and scan[1] == 0xDA and header[0] == 1 and header[-3:] == b"\x01\x3f\x10":
            unit = b[table[0]:scan[2]]
    assert unit, "no one-component refinement scan"
    open(out, "wb").write(b[:-2] + unit * extra + b"\xff\xd9")
    """#

    /// 150 repeated scans: above the cap of 100. Before (a01ce4e's debug build, this test): the
    /// file was decoded, every scan of it (exit 0; the report's D05: 20,000 scans of a 4096² file
    /// took 53 s of CPU per entry). Now: exit 2, one line naming the field, the cause and the fix.
    /// 60 repeated scans, under the cap, still render.
    @Test func aJPEGOfTooManyScansIsRefused() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("scans.py", Self.manyScans)
        for (name, extra) in [("many.jpg", 150), ("some.jpg", 60)] {
            let made = try OutputFormatTests.tool("/usr/bin/python3", [scratch.path("scans.py"), scratch.path(name), "\(extra)"])
            #expect(made.isEmpty, "\(made)")
        }
        try scratch.write("many.json", Self.scenario(["many.jpg"]))
        try scratch.write("some.json", Self.scenario(["some.jpg"]))
        let refused = try CLI.run(["render", "many.json", "--out", "f", "--quiet"], in: scratch.url)
        #expect(refused.status == 2)
        #expect(refused.errorLines == [#"error: many.json: look.items.images[0]: "many.jpg" is a progressive JPEG (256 × 256 px) of more than 100 scans, more decoding work than any encoder's file needs; re-export it as PNG or as a baseline JPEG"#],
                "\(refused.stderr)")
        let rendered = try CLI.run(["render", scratch.path("some.json"), "--out", scratch.path("g"), "--quiet"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
    }

    /// The images of these tests (PIL and Python's zlib, not the project's code): a solid
    /// 4096² PNG (about 60 KB, 64 MiB decoded), a 30 × 20 PNG, the same with one byte of its
    /// IDAT chunk flipped (its CRC fails), a PNG whose header says 0 × 0, and one whose 512 × 512
    /// header is followed by the compressed data of 1,000 bytes only.
    static let images = #"""
    import struct, sys, zlib
    from PIL import Image
    d = sys.argv[1]
    Image.new("RGB", (4096, 4096), (200, 30, 30)).save(d + "/big.png", optimize=True)
    Image.new("RGB", (30, 20), (30, 30, 200)).save(d + "/small.png")
    b = bytearray(open(d + "/small.png", "rb").read()); b[45] ^= 0xFF; open(d + "/badcrc.png", "wb").write(b)
    def chunk(t, data): return struct.pack(">I", len(data)) + t + data + struct.pack(">I", zlib.crc32(t + data) & 0xFFFFFFFF)
    def png(w, h, idat): return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")
    open(d + "/zero.png", "wb").write(png(0, 0, zlib.compress(b"")))
    open(d + "/short.png", "wb").write(png(512, 512, zlib.compress(b"\0" * 1000)))
    """#

    static func imageFolder() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write("images.py", Self.images)
        let made = try OutputFormatTests.tool("/usr/bin/python3", [scratch.path("images.py"), scratch.url.path])
        #expect(made.isEmpty, "\(made)")
        return scratch
    }

    /// One 4096² PNG named by 40 entries, under `ulimit -v 600000`: decoded once (64 MiB), so
    /// it renders. Before (a01ce4e's debug build, this test): each entry was decoded again and
    /// the run ended with exit 2 and a line per entry blaming the file ("is not a PNG file cairo
    /// can decode (… out of memory)"; the report's D09: 2.6 GB for 40 entries). And 100 entries
    /// under a limit too low for one decode: exit 1 (a runtime failure, not bad input), one line.
    @Test func aFileNamedByManyEntriesIsDecodedOnce() throws {
        try #require(CLI.isAvailable)
        let scratch = try Self.imageFolder()
        try scratch.write("forty.json", Self.scenario(Array(repeating: "big.png", count: 40)))
        try scratch.write("hundred.json", Self.scenario(Array(repeating: "big.png", count: 100)))
        let forty = try FaultMatrixCLITests.shell(#"ulimit -v 600000; exec "$BIN" render forty.json --out f --quiet"#, in: scratch.url)
        #expect(forty.status == 0, "\(forty.stderr.prefix(400))")
        let low = try FaultMatrixCLITests.shell(#"ulimit -v 200000; exec "$BIN" render hundred.json --out g --quiet"#, in: scratch.url)
        #expect(low.status == 1, "\(low.stderr.prefix(400))")
        #expect(low.errorLines.count == 1 && low.stderr.hasPrefix("error: out of memory: "), "\(low.stderr.prefix(400))")
        #expect(low.stderr.contains("use a smaller image or raise the limit"), "\(low.stderr.prefix(400))")
    }

    /// A PNG with a damaged chunk, one of size 0 × 0 and one whose pixel data is cut short, each
    /// named by the cause; the damaged one named by three entries is one line. Before (a01ce4e's
    /// debug build, this test; the report's D11): "cannot decode the PNG (… bytes): out of
    /// memory" for each, a line per entry.
    @Test func aBrokenPNGIsNamedByItsCause() throws {
        try #require(CLI.isAvailable)
        let scratch = try Self.imageFolder()
        try scratch.write("broken.json", Self.scenario(["badcrc.png", "zero.png", "short.png", "badcrc.png", "small.png", "badcrc.png"]))
        let run = try CLI.run(["render", "broken.json", "--out", "f", "--quiet"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.errorLines == [
            #"error: broken.json: look.items.images[0]: "badcrc.png" is not a whole PNG file: its IDAT chunk at byte 33 fails its CRC check (the file is damaged); re-export it as PNG or JPEG (2 more entries name the same file)"#,
            #"error: broken.json: look.items.images[1]: "zero.png" is not a whole PNG file: its header gives a size of 0 × 0 px; re-export it as PNG or JPEG"#,
            #"error: broken.json: look.items.images[2]: "short.png" is not a PNG file libpng can decode: its chunks are whole but its compressed pixels are corrupt or cut short; re-export it as PNG or JPEG"#,
        ], "\(run.stderr)")
    }
}
