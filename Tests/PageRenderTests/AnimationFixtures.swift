import Foundation
@testable import PageRender

/// Small animations shared by the GIF, WebP and comparison tests: a 60×40 pt paging fling at
/// @1x (few colours, whole frames scroll), and a synthetic one with thousands of colours.
enum AnimationFixtures {
    static func pagingScenario(velocity: Double = 1.2, strategy: StrategySpec = .nativePaging(pages: 3), fps: Double = 50) -> Scenario {
        Scenario(screen: .init(width: 60, height: 40, scale: 1), strategy: strategy,
                 gestures: [GestureStep(.fling(offset: 8, velocity: velocity))], fps: fps)
    }

    static func pagingRenderer(_ scenario: Scenario = pagingScenario()) throws -> FrameSequence {
        try FrameSequence(try RenderInput(scenario: scenario, timeline: try ScrollSimulation.timeline(for: scenario)), scale: 1)
    }

    /// A static 64×64 gradient of 1024 colours (2×2 pixel cells, 8 levels apart) with a red
    /// square moving 3 px a frame over it,
    /// so every frame needs a reduced palette and most pixels stay unchanged.
    static func gradientWithMovingSquare(frames: Int = 8) -> AnimationSource {
        let timing = FrameTiming(sampleTimes: (0..<frames).map { Double($0) * 20 }, interval: 20)
        return AnimationSource(width: 64, height: 64, timing: timing, fps: 50) { k in
            var image = RGBImage(width: 64, height: 64, pixels: (0..<4096).map { i in
                UInt32.rgb((i % 64) / 2 * 8, (i / 64) / 2 * 8, 128)
            })
            for y in 20..<30 {
                for x in (3 * k)..<(3 * k + 10) { image[x, y] = 0xFF_0000 }
            }
            return image
        }
    }

    /// Peak signal-to-noise ratio in dB of `b` against `a` over all channels (infinity if equal).
    static func psnr(_ a: RGBImage, _ b: RGBImage) -> Double {
        var squares = 0.0
        for (p, q) in zip(a.pixels, b.pixels) {
            for shift in [16, 8, 0] as [UInt32] {
                let d = Double(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))
                squares += d * d
            }
        }
        let mse = squares / Double(a.pixels.count * 3)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    /// The largest difference of any channel of any pixel.
    static func maxChannelDifference(_ a: RGBImage, _ b: RGBImage) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { worst, pair in
            max(worst, abs(pair.0.redChannel - pair.1.redChannel), abs(pair.0.greenChannel - pair.1.greenChannel),
                abs(pair.0.blueChannel - pair.1.blueChannel))
        }
    }

    /// Start of each source frame in ms as the file stores it (boundaries rounded to `unit`).
    static func storedStarts(_ timing: FrameTiming, unit: Double) -> [Double] {
        timing.boundaries.dropLast().map { ($0 / unit).rounded() * unit }
    }
}
