import Foundation
import Synchronization
import Testing
@testable import PageRender

/// APNG, WebP and GIF go to the output file as their frames are made (attack 3, D08/D09): the
/// streamed file is byte for byte what the in-memory encoding gives, an independent reader (PIL)
/// plays it, and the first frames reach the file before the last is drawn.
@Suite struct StreamedAnimationTests {
    /// 640×480 frames of seeded noise, 40 ms each: frame k ≥ 1 repaints a 160×120 block of new
    /// noise at (40k, 30k), except frame 3, which repeats frame 2 (so it is merged into it).
    /// An APNG or WebP file passes StagedFileSink's 1 MiB buffer, so the fields written at the end land in
    /// bytes already flushed to the file. `grey`: noise of 200 grey levels instead, which a GIF
    /// keeps exactly in one table (its quantiser takes minutes on full-colour noise in a debug
    /// build).
    static func source(drawn: DrawCount? = nil, grey: Bool = false) -> AnimationSource {
        AnimationSource(width: 640, height: 480, timing: FrameTiming(boundaries: (0...6).map { Double($0) * 40 })) { k in
            drawn?.value.add(1, ordering: .relaxed)
            return frame(k, grey: grey)
        }
    }

    static func frame(_ k: Int, grey: Bool = false) -> RGBImage {
        let color: (inout SplitMix64) -> UInt32 = { grey ? UInt32.random(in: 0..<200, using: &$0) * 0x010101 : UInt32.random(in: 0...0xFFFFFF, using: &$0) }
        var random = SplitMix64(seed: 7)
        var image = RGBImage(width: 640, height: 480, pixels: (0..<640 * 480).map { _ in color(&random) })
        for j in stride(from: 1, through: min(k, 5), by: 1) where j != 3 {
            var block = SplitMix64(seed: UInt64(100 + j))
            for y in (30 * j)..<(30 * j + 120) {
                for x in (40 * j)..<(40 * j + 160) { image.pixels[y * 640 + x] = color(&block) }
            }
        }
        return image
    }

    enum Format: CaseIterable { case gif, webp, apng, lossyWebP }

    static func write(_ format: Format, _ source: AnimationSource, into sink: ByteSink) throws -> AnimatedExport {
        switch format {
        case .gif: try GIFExport.write(source, into: sink)
        case .webp: try WebPExport.write(source, into: sink)
        case .apng: try APNGExport.write(source, into: sink)
        case .lossyWebP: try WebPExport.write(source, into: sink, options: .init(lossless: false, quality: 75))
        }
    }

    static func encode(_ format: Format, _ source: AnimationSource) throws -> AnimatedExport {
        switch format {
        case .gif: try GIFExport.encode(source)
        case .webp: try WebPExport.encode(source)
        case .apng: try APNGExport.encode(source)
        case .lossyWebP: try WebPExport.encode(source, options: .init(lossless: false, quality: 75))
        }
    }

    @Test(arguments: Format.allCases) func theStreamedFileIsTheInMemoryEncoding(_ format: Format) throws {
        let scratch = try Scratch()
        let path = scratch.path("a.\(format)")
        let output = OutputTransaction()
        let source = Self.source(grey: format == .gif)
        let streamed = try output.stream(to: path) { try Self.write(format, source, into: $0) }
        try output.commit()
        let file = try #require(FileManager.default.contents(atPath: path))
        let memory = try Self.encode(format, source)
        if format == .webp || format == .apng { #expect(file.count > StagedFileSink.bufferSize) }
        #expect(Array(file) == memory.bytes)
        #expect(streamed.size == file.count)
        #expect(streamed.bytes.isEmpty)
        #expect(streamed.storedFrames == 5 && memory.storedFrames == 5)
    }

    /// PIL (libwebp's demuxer and its own APNG reader, code this project did not write) plays
    /// the streamed files: 5 frames, durations 40, 40, 80, 40, 40 ms (frame 3 merged into 2),
    /// and the first and last frames are the source's pixels.
    @Test(arguments: [Format.webp, .apng]) func pilPlaysTheStreamedFile(_ format: Format) throws {
        let scratch = try Scratch()
        let path = scratch.path("a.\(format)")
        let output = OutputTransaction()
        _ = try output.stream(to: path) { try Self.write(format, Self.source(), into: $0) }
        try output.commit()
        try scratch.write("read.py", """
        import sys
        from PIL import Image
        im = Image.open(sys.argv[1])
        durations = []
        for i in range(im.n_frames):
            im.seek(i)
            im.load()
            durations.append(im.info["duration"])
            if i == 0: open(sys.argv[2], "wb").write(im.convert("RGB").tobytes())
        open(sys.argv[3], "wb").write(im.convert("RGB").tobytes())
        print(" ".join(str(int(d)) for d in durations))
        """)
        let printed = try OutputFormatTests.tool("/usr/bin/python3", [scratch.path("read.py"), path, scratch.path("first.rgb"), scratch.path("last.rgb")])
        #expect(printed.trimmingCharacters(in: .whitespacesAndNewlines) == "40 40 80 40 40")
        for (name, k) in [("first.rgb", 0), ("last.rgb", 5)] {
            let rgb = try #require(FileManager.default.contents(atPath: scratch.path(name)))
            let expected = Self.frame(k).pixels.flatMap { [UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }
            #expect(Array(rgb) == expected, "frame \(k) of the \(format)")
        }
    }

    /// With a batch of one frame, the first frame's data is in the sink before the last frame is
    /// drawn: nothing waits for the end but the few header bytes patched there.
    @Test(arguments: [Format.webp, .apng, .lossyWebP]) func framesReachTheFileBeforeTheLastIsDrawn(_ format: Format) throws {
        let drawn = DrawCount()
        var source = Self.source(drawn: drawn)
        source.batchBudget = 1
        let sink = RecordingSink(drawn: drawn)
        _ = try Self.write(format, source, into: sink)
        // 100 KB (20 KB lossy, at quality 75): more than any header, less than the first frame
        // of noise (640×480 px).
        let firstFrameWritten = try #require(sink.appends.first { $0.count > (format == .lossyWebP ? 20_000 : 100_000) })
        #expect(firstFrameWritten.drawn < source.frameCount)
    }
}

/// Frames drawn so far, shared with the drawing threads.
final class DrawCount: Sendable {
    let value = Atomic<Int>(0)
}

/// A MemorySink that notes, at each append, how many bytes the sink holds and how many frames
/// had been drawn.
final class RecordingSink: ByteSink {
    let memory = MemorySink()
    let drawn: DrawCount
    var appends: [(count: Int, drawn: Int)] = []

    init(drawn: DrawCount) { self.drawn = drawn }

    var count: Int { memory.count }

    func append(_ bytes: UnsafeRawBufferPointer) throws {
        memory.append(bytes)
        appends.append((memory.count, drawn.value.load(ordering: .relaxed)))
    }

    func overwrite(at offset: Int, with bytes: [UInt8]) throws { memory.overwrite(at: offset, with: bytes) }
}
