import Foundation
import Testing
@testable import PageRender

/// `WrittenMark` recognises the mark by its container's rule, not by renderpages' own bytes: the
/// marked and unmarked files here are written by tools the project did not write (Python's PIL
/// for GIF, PNG and WebP, ffmpeg for MP4 and WebM, plain text for SVG and HTML), each with the
/// metadata field docs/output.md names and `OutputMark.text` in it, or without.
@Suite struct WrittenMarkTests {
    /// PIL writes a GIF comment extension (`comment=`), a PNG `tEXt` chunk (`PngInfo.add_text`)
    /// and a WebP `XMP ` chunk (`xmp=`).
    static let pilWriter = """
    import sys
    from PIL import Image, PngImagePlugin
    folder, mark = sys.argv[1], sys.argv[2]
    im = Image.new("RGB", (8, 6), (200, 40, 40))
    im.save(folder + "/marked.gif", comment=mark.encode())
    im.save(folder + "/other-comment.gif", comment=b"made by hand")
    im.save(folder + "/plain.gif")
    info = PngImagePlugin.PngInfo(); info.add_text("Comment", mark)
    im.save(folder + "/marked.png", pnginfo=info)
    other = PngImagePlugin.PngInfo(); other.add_text("Comment", "my holiday")
    im.save(folder + "/other-comment.png", pnginfo=other)
    im.save(folder + "/plain.png")
    xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="' + mark + '"/></rdf:RDF></x:xmpmeta>'
    im.save(folder + "/marked.webp", xmp=xmp.encode(), lossless=True)
    im.save(folder + "/plain.webp", lossless=True)
    """

    @Test func pictureFormatsFromPIL() throws {
        let scratch = try Scratch()
        let script = try scratch.write("write.py", Self.pilWriter)
        _ = try OutputFormatTests.tool("/usr/bin/python3", [script, scratch.url.path, OutputMark.text])
        for format in ["gif", "png", "webp"] {
            #expect(WrittenMark.isSet(on: scratch.path("marked.\(format)")), "marked.\(format)")
            #expect(!WrittenMark.isSet(on: scratch.path("plain.\(format)")), "plain.\(format)")
        }
        #expect(!WrittenMark.isSet(on: scratch.path("other-comment.gif")))
        #expect(!WrittenMark.isSet(on: scratch.path("other-comment.png")))
    }

    /// ffmpeg's `-metadata comment=` lands in the MP4's `moov` box (at the end of the file, or at
    /// the front with `-movflags +faststart`) and in the WebM header's tags.
    @Test(arguments: [
        ("marked.mp4", ["-metadata", "comment=\(OutputMark.text)", "-pix_fmt", "yuv420p"], true),
        ("marked-faststart.mp4", ["-metadata", "comment=\(OutputMark.text)", "-pix_fmt", "yuv420p", "-movflags", "+faststart"], true),
        ("plain.mp4", ["-pix_fmt", "yuv420p"], false),
        ("marked.webm", ["-metadata", "comment=\(OutputMark.text)", "-c:v", "libvpx-vp9"], true),
        ("plain.webm", ["-c:v", "libvpx-vp9"], false),
    ])
    func videoContainersFromFFmpeg(name: String, options: [String], marked: Bool) throws {
        let scratch = try Scratch()
        _ = try OutputFormatTests.tool("/usr/bin/ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=64x64:rate=10", "-t", "2"]
                                       + options + [scratch.path(name)])
        #expect(WrittenMark.isSet(on: scratch.path(name)) == marked, "\(name)")
    }

    /// SVG and HTML: the mark counts only inside a comment near the top; a page that merely
    /// mentions it (a user's notes about renderpages) is not renderpages' output.
    @Test func textFilesNeedTheMarkInAComment() throws {
        let scratch = try Scratch()
        let cases: [(String, String, Bool)] = [
            ("ours.svg", "<?xml version=\"1.0\"?>\n\(OutputMark.xmlComment)\n<svg/>", true),
            ("helper.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><!-- animated by \(OutputMark.text) --></svg>", true),
            ("mentioned.html", "<!DOCTYPE html><!-- notes --><p>renderpages writes \(OutputMark.text) in a comment</p>", false),
            ("late.html", "<!DOCTYPE html>" + String(repeating: " ", count: 5000) + OutputMark.xmlComment, false),
            ("unclosed.html", "<!DOCTYPE html><!-- draft \(OutputMark.text)", true),
            ("empty.svg", "", false),
        ]
        for (name, text, marked) in cases {
            #expect(WrittenMark.isSet(on: try scratch.write(name, text)) == marked, "\(name)")
        }
    }

    /// Damaged and foreign binaries are not ours and never trap: truncated headers, a PNG chunk
    /// longer than the file, an MP4 box size past the end, a WebP chunk size of 4 GiB.
    @Test func damagedFilesAreNotOurs() throws {
        let scratch = try Scratch()
        let files: [(String, [UInt8])] = [
            ("short.gif", Array("GIF89a".utf8)),
            ("table.gif", Array("GIF89a".utf8) + [1, 0, 1, 0, 0x87, 0, 0]),
            ("chunk.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xFF, 0xFF, 0xFF, 0xF0] + Array("tEXt".utf8)),
            ("box.mp4", [0x7F, 0xFF, 0xFF, 0xFF] + Array("ftypisom".utf8) + [0, 0, 0, 1] + Array("moov".utf8) + [UInt8](repeating: 0xFF, count: 8)),
            ("chunk.webp", Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [0xFF, 0xFF, 0xFF, 0xFF]),
        ]
        for (name, bytes) in files {
            try Data(bytes).write(to: scratch.url.appendingPathComponent(name))
            #expect(!WrittenMark.isSet(on: scratch.path(name)), "\(name)")
        }
        #expect(!WrittenMark.isSet(on: scratch.path("missing.gif")))
        #expect(!WrittenMark.isSet(on: "/dev/null"))
    }
}
