import Foundation
import Synchronization
import Testing
@testable import PageRender

/// Animated exports draw every frame into surfaces and pictures their threads keep: a thread
/// makes one drawer (one Cairo surface) for the whole animation and the batches reuse their
/// pictures, so what is allocated is bounded by the thread count and the batch size, not by the
/// frame count, and the frames are still exactly what a new surface per frame gives, on any
/// thread count. The references are drawn here the way frames were drawn before the reuse: a new
/// surface per frame (`ScenePainter.rasterize(_:scale:)`), box-filtered by `boxMean` below.
@Suite struct FrameReuseTests {
    /// The 60×40 pt paging fixture at 120 fps (17 frames) at @1x; 130 px wide (2.17 px/pt, drawn directly, the height
    /// 86.67 px rounded up to 87, so the background only partly covers the last row); and 40 px
    /// wide (0.67 px/pt, below `FrameSequence.supersampledScale`, so drawn 3 × 3 times finer).
    static func renderers() throws -> [FrameSequence] {
        let plain = try AnimationFixtures.pagingRenderer(AnimationFixtures.pagingScenario(fps: 120))
        return [plain, try plain.resized(toPixelWidth: 130), try plain.resized(toPixelWidth: 40)]
    }

    /// Frame k as drawn before the reuse: a new surface, and for a supersampled renderer the
    /// mean of each `supersampling`² block of the finer drawing.
    static func reference(_ renderer: FrameSequence, frame k: Int) throws -> RGBImage {
        let scene = renderer.scene(for: renderer.timeline.samples[k])
        let fine = RGBImage(try ScenePainter.rasterize(scene, scale: renderer.scale * Double(renderer.supersampling)))
        let size = ScenePainter.pixelSize(of: scene, scale: renderer.scale)
        return renderer.supersampling == 1 ? fine : boxMean(fine, by: renderer.supersampling, width: size.width, height: size.height)
    }

    /// Each output pixel the rounded per-channel mean of the `factor × factor` block it covers,
    /// clipped to the picture: the definition in docs/animation.md, written out plainly.
    static func boxMean(_ image: RGBImage, by factor: Int, width: Int, height: Int) -> RGBImage {
        var out = RGBImage(width: width, height: height, fill: 0)
        for y in 0..<height {
            for x in 0..<width {
                var sums = [0, 0, 0], count = 0
                for sy in (y * factor)..<min(image.height, (y + 1) * factor) {
                    for sx in (x * factor)..<min(image.width, (x + 1) * factor) {
                        let p = image[sx, sy]
                        sums[0] += p.redChannel; sums[1] += p.greenChannel; sums[2] += p.blueChannel
                        count += 1
                    }
                }
                out[x, y] = .rgb((sums[0] + count / 2) / count, (sums[1] + count / 2) / count, (sums[2] + count / 2) / count)
            }
        }
        return out
    }

    /// One drawer draws every frame of each renderer into one surface and one picture, and each
    /// frame is the reference. Without the reuse a drawer would make a surface per frame.
    @Test func aDrawerMakesOneSurfaceForAllItsFrames() throws {
        for renderer in try Self.renderers() {
            var drawer = ReusedSurface(scale: renderer.scale, supersampling: renderer.supersampling)
            var picture = RGBImage.empty
            let count = renderer.timeline.samples.count
            #expect(count > 10)
            for k in 0..<count {
                try drawer.draw(renderer.scene(for: renderer.timeline.samples[k]), into: &picture)
                let same = picture == (try Self.reference(renderer, frame: k))
                #expect(same, "frame \(k) at \(renderer.scale) px/pt")
            }
            #expect(drawer.surfacesMade == 1)
        }
    }

    /// A surface that held another picture gives the bytes of a new one, also where the scene
    /// covers the last column and row only partly: 60×40 pt at 1.3125 px/pt (21/16, exact in
    /// binary) is 78.75 × 52.5 px, drawn on 79 × 53 px.
    @Test func aReusedSurfaceGivesTheBytesOfANewOne() throws {
        let scale = 1.3125
        let scene = Scene(size: CGSize(width: 60, height: 40), background: Color(red: 0.2, green: 0.4, blue: 0.8),
                          shapes: [.rect(CGRect(x: 10, y: 30, width: 50, height: 10), fill: Color(white: 0.9))])
        let other = Scene(size: CGSize(width: 60, height: 40), background: Color(red: 1, green: 0.5, blue: 0))
        let fresh = RGBImage(try ScenePainter.rasterize(scene, scale: scale))
        #expect(fresh.width == 79 && fresh.height == 53)
        let reused = try ScenePainter.rasterize(other, scale: scale)
        try ScenePainter.rasterize(scene, scale: scale, into: reused)
        let same = RGBImage(reused) == fresh
        #expect(same)
    }

    /// An animation's frames, batch by batch, are the references on one, two and three threads,
    /// with batches of 1, 3 and the default size.
    @Test(arguments: [1, 2, 3]) func framesAreTheSameOnAnyThreadCount(threads: Int) throws {
        for renderer in try Self.renderers() {
            var source = try renderer.animation()
            let references = try (0..<source.frameCount).map { try Self.reference(renderer, frame: $0) }
            for budget in [1, 3 * source.width * source.height * 4, AnimationSource.defaultBatchBudget] {
                source.batchBudget = budget
                var frames: [RGBImage] = []
                try source.forEachBatch(threads: threads) { first, images, before in
                    let follows = first == frames.count && before == frames.last
                    #expect(follows)
                    frames += images
                }
                let differing = frames.count == references.count ? frames.indices.filter { frames[$0] != references[$0] } : [-1]
                #expect(differing == [], "\(threads) threads, batches of \(source.batchSize), \(renderer.scale) px/pt")
            }
        }
    }

    /// What a counting source saw: drawers made, pictures handed over without storage of the
    /// frame's size, and pictures whose storage was shared, so that writing into it copied.
    struct Counts {
        var drawers = 0, fresh = 0, copied = 0
    }

    /// The counts, shared by the drawers of one export.
    final class Counter: Sendable {
        let counts = Mutex(Counts())
        var seen: Counts { counts.withLock { $0 } }
        func add(_ change: (inout Counts) -> Void) { counts.withLock { change(&$0) } }
    }

    /// 40 frames of 16×8 px: a gray background with a 4-px square moving 2 px a frame, drawn into
    /// the picture handed over, counting into `counter`.
    static func countingSource(_ counter: Counter) -> AnimationSource {
        let timing = FrameTiming(sampleTimes: (0..<40).map { Double($0) * 20 }, interval: 20)
        return AnimationSource(width: 16, height: 8, timing: timing, fps: 50) {
            counter.add { $0.drawers += 1 }
            return { k, picture in
                if picture.pixels.count != 16 * 8 {
                    counter.add { $0.fresh += 1 }
                    picture = RGBImage(width: 16, height: 8, fill: 0)
                }
                let before = picture.pixels.withUnsafeBufferPointer { $0.baseAddress }
                picture.pixels.withUnsafeMutableBufferPointer { pixels in
                    for i in pixels.indices {
                        let (x, y) = (i % 16, i / 16)
                        pixels[i] = (2...5).contains(y) && (0..<4).contains(x - k % 13) ? 0xFF_0000 : 0x80_8080
                    }
                }
                if picture.pixels.withUnsafeBufferPointer({ $0.baseAddress }) != before { counter.add { $0.copied += 1 } }
            }
        }
    }

    /// The GIF, WebP and APNG exporters, with batches of 3 frames: at most one drawer per core
    /// and one picture per batch slot and the frame before the batch (3 + 1) for the 40 frames,
    /// none copied, and the bytes of a source that makes a new picture per frame.
    @Test func exportersReuseDrawersAndPictures() throws {
        let exporters: [(name: String, encode: (AnimationSource) throws -> [UInt8])] = [
            ("gif", { try GIFExport.encode($0).bytes }),
            ("webp", { try WebPExport.encode($0).bytes }),
            ("apng", { try APNGExport.encode($0).bytes }),
        ]
        for exporter in exporters {
            let counter = Counter()
            var source = Self.countingSource(counter)
            source.batchBudget = 3 * 16 * 8 * 4
            #expect(source.batchSize == 3)
            let bytes = try exporter.encode(source)
            let seen = counter.seen
            #expect(seen.drawers >= 1 && seen.drawers <= ProcessInfo.processInfo.activeProcessorCount, "\(exporter.name): \(seen)")
            #expect(seen.fresh <= 3 + 1 && seen.copied == 0, "\(exporter.name): \(seen)")
            // The same frames, each in a new picture.
            let draw = Self.countingSource(Counter()).image
            var stateless = AnimationSource(width: 16, height: 8, timing: source.timing, fps: 50) { try draw($0) }
            stateless.batchBudget = source.batchBudget
            #expect(try exporter.encode(stateless) == bytes, "\(exporter.name)")
        }
    }
}
