import Foundation
import Testing
@testable import PageRender

/// The GIF reader decodes record by record (`GIFDecoder.forEachFrame`, which `gif --psnr` uses so
/// a long GIF is never held whole): checked against a GIF that Python's PIL wrote (later frames
/// cropped to what changed, with their own colour tables), interlaced by gifsicle, and PIL's own
/// reading of that file.
@Suite struct GIFDecoderTests {
    @Test func readsWhatPILWritesAsPILReadsIt() throws {
        let scratch = try Scratch()
        // Three 40x37 frames: stripes, then a square moved over them, then a colour change.
        try scratch.write("write.py", """
        import subprocess, sys
        from PIL import Image, ImageDraw
        frames = []
        for k in range(3):
            im = Image.new("RGB", (40, 37), (240, 240, 240))
            d = ImageDraw.Draw(im)
            for y in range(0, 37, 6):
                d.rectangle([0, y, 39, y + 2], fill=(20, 90, 200))
            d.rectangle([5 + 9 * k, 8, 17 + 9 * k, 22], fill=(230, 60 + 40 * k, 10))
            frames.append(im)
        frames[0].save(sys.argv[1] + ".plain", format="GIF", save_all=True, append_images=frames[1:], duration=[30, 40, 50], loop=2)
        subprocess.run(["gifsicle", "--interlace", sys.argv[1] + ".plain", "-o", sys.argv[1]], check=True)
        """)
        _ = try OutputFormatTests.tool("/usr/bin/python3", [scratch.path("write.py"), scratch.path("pil.gif")])
        let printed = try OutputFormatTests.pilFrames(scratch.path("pil.gif"), into: scratch)
        let lines = printed.split(separator: "\n").map(String.init)
        #expect(lines == ["GIF 3 2 40 37", "30", "40", "50"], "\(printed)")
        let bytes = Array(try Data(contentsOf: scratch.url.appendingPathComponent("pil.gif")))
        let info = try OutputFormatTests.tool("/usr/bin/gifsicle", ["--info", scratch.path("pil.gif")])
        #expect(info.components(separatedBy: "interlaced").count - 1 == 3, "\(info)")

        var frames: [DecodedAnimation.Frame] = []
        let file = try GIFDecoder.forEachFrame(bytes) { frames.append($0) }
        #expect(file.width == 40 && file.height == 37)
        // PIL's loop=2 is a NETSCAPE2.0 count of 2 repeats: three plays.
        #expect(file.loop == .times(3))
        #expect(frames.map(\.duration) == [30, 40, 50])
        for (k, frame) in frames.enumerated() {
            let pil = try #require(FileManager.default.contents(atPath: scratch.path(String(format: "pil-%04d.rgb", k))))
            let ours = frame.image.pixels.flatMap { [UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }
            #expect(ours == Array(pil), "frame \(k) differs from PIL's reading")
        }
        #expect(try GIFDecoder.decode(bytes).frames == frames)
    }
}
