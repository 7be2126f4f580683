/// Frame-by-frame pixel comparison of two scenarios sampled at one fps: frame k of one against
/// frame k of the other (a scenario that rests earlier keeps its last frame).
public struct PixelDiff: Sendable {
    /// How one frame of each scenario compares.
    public struct FrameResult: Sendable, Equatable {
        /// Time of the frame, ms.
        public var t: Double
        /// Pixels whose largest channel difference exceeds the threshold.
        public var mismatched: Int
        /// The largest difference of any channel of any pixel, 0…255.
        public var maxChannelDifference: Int
    }

    /// Width of the compared frames, px.
    public var width: Int
    /// Height of the compared frames, px.
    public var height: Int
    /// Channel difference up to which two pixels count as equal, 0…255.
    package var threshold: Int
    /// One result per frame, in time order.
    public var frames: [FrameResult]

    var pixelsPerFrame: Int { width * height }

    /// Mismatched pixels over all frames divided by all pixels compared, 0…1.
    public var mismatchRatio: Double {
        frames.isEmpty ? 0 : Double(frames.reduce(0) { $0 + $1.mismatched }) / Double(pixelsPerFrame * frames.count)
    }

    package func ratio(ofFrame k: Int) -> Double { Double(frames[k].mismatched) / Double(pixelsPerFrame) }

    /// The first frame with a mismatched pixel.
    var firstDifferingFrame: Int? { frames.firstIndex { $0.mismatched > 0 } }

    /// The frame with the most mismatched pixels (the earliest of equals), nil when none differ.
    var peakFrame: Int? {
        guard let first = firstDifferingFrame else { return nil }
        return frames.indices.dropFirst(first).reduce(first) { frames[$1].mismatched > frames[$0].mismatched ? $1 : $0 }
    }

    var maxChannelDifference: Int { frames.map(\.maxChannelDifference).max() ?? 0 }

    /// Compares `a` and `b` at `scale` pixels per point; both must render at the same size.
    public static func compare(_ a: ComparedScenario, _ b: ComparedScenario, scale: Double, threshold: Int = 0) throws -> PixelDiff {
        guard (0...255).contains(threshold) else {
            throw RenderError("threshold \(threshold) is outside 0…255 channel levels", fix: .exactThreshold)
        }
        let fps = try [a, b].commonFPS()
        let first = try a.image(atFrame: 0, scale: scale), other = try b.image(atFrame: 0, scale: scale)
        guard first.width == other.width, first.height == other.height else {
            throw RenderError("\(a.name) renders \(first.width)×\(first.height) px but \(b.name) \(other.width)×\(other.height) px; compare scenarios with the same screen size")
        }
        let frames = try ParallelMap.map([a, b].frameCount) { k in
            let (x, y) = (try a.image(atFrame: k, scale: scale), try b.image(atFrame: k, scale: scale))
            let (mismatched, maxDifference) = difference(x, y, threshold: threshold)
            return FrameResult(t: Double(k) * 1000 / fps, mismatched: mismatched, maxChannelDifference: maxDifference)
        }
        return PixelDiff(width: first.width, height: first.height, threshold: threshold, frames: frames)
    }

    /// Mismatched pixels and the largest channel difference of two same-size images.
    static func difference(_ a: RGBImage, _ b: RGBImage, threshold: Int) -> (mismatched: Int, maxChannelDifference: Int) {
        var mismatched = 0, worst = 0
        for i in a.pixels.indices where a.pixels[i] != b.pixels[i] {
            let d = channelDifference(a.pixels[i], b.pixels[i])
            worst = max(worst, d)
            if d > threshold { mismatched += 1 }
        }
        return (mismatched, worst)
    }

    @inline(__always) static func channelDifference(_ p: UInt32, _ q: UInt32) -> Int {
        max(abs(p.redChannel - q.redChannel), abs(p.greenChannel - q.greenChannel), abs(p.blueChannel - q.blueChannel))
    }
}
