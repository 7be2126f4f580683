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
}
