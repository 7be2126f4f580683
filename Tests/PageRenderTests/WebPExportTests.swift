import Foundation
import Synchronization
import Testing
@testable import PageRender

@Suite struct WebPExportTests {
    @Test func losslessWebPDecodesToTheSourceFrames() throws {
        let source = try AnimationFixtures.pagingRenderer().animation(hold: 200)
        let export = try WebPExport.encode(source, options: .init(loop: .times(2)))
        let decoded = try WebPAnimationDecoder.decode(export.bytes)
        #expect(decoded.width == 60 && decoded.height == 40)
        #expect(decoded.loop == .times(2))
        #expect(abs(decoded.duration - source.timing.duration) <= 1)
        let starts = AnimationFixtures.storedStarts(source.timing, unit: 1)
        for (k, image) in try source.images().enumerated() {
            #expect(decoded.frame(at: starts[k]).image == image, "frame \(k)")
        }
    }

    @Test func reducedColourSourceIsExactToo() throws {
        let source = AnimationFixtures.gradientWithMovingSquare(frames: 4)
        let decoded = try WebPAnimationDecoder.decode(try WebPExport.encode(source).bytes)
        #expect(decoded.loop == .forever)
        #expect(decoded.frames.map(\.image) == (try source.images()))
        #expect(decoded.frames.map(\.duration) == [20, 20, 20, 20])
    }

    /// libwebp stores at most 65535 plays; more must fail before any frame is drawn, not after.
    @Test func loopCountsBeyondWebPsLimitFailBeforeDrawing() throws {
        let frames = AnimationFixtures.gradientWithMovingSquare(frames: 2)
        let most = try WebPAnimationDecoder.decode(try WebPExport.encode(frames, options: .init(loop: .times(65535))).bytes)
        #expect(most.loop == .times(65535))
        let drawn = Mutex(0)
        var counting = frames
        let draw = frames.image
        counting.makeDrawer = {
            { k, picture in
                drawn.withLock { $0 += 1 }
                picture = try draw(k)
            }
        }
        #expect(throws: RenderError.self) { try WebPExport.encode(counting, options: .init(loop: .times(65536))) }
        #expect(drawn.withLock { $0 } == 0)
        #expect(throws: Never.self) { try OutputFormat.gif.check(LoopMode.times(65536), for: .animate) }
        #expect(throws: OutputFormat.Refusal.self) { try OutputFormat.named("webp")!.check(LoopMode.times(65536), for: .animate) }
    }
}
