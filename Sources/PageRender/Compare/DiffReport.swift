import Foundation

/// What `renderpages diff` reports: the pixel comparison in one paragraph, and the pictures of
/// the difference (A | difference | B) as an animation or as the frame that differs most.
public struct DiffReport: Sendable {
    package var a: ComparedScenario
    package var b: ComparedScenario
    package var diff: PixelDiff
    package var scale: Double

    /// Compares `a` with `b` frame by frame at `scale` pixels per point; channel differences up to
    /// `threshold` (0…255) count as equal.
    public init(_ a: ComparedScenario, _ b: ComparedScenario, scale: Double, threshold: Int = 0) throws {
        self.a = a
        self.b = b
        self.scale = scale
        diff = try PixelDiff.compare(a, b, scale: scale, threshold: threshold)
    }

    /// True when the share of mismatched pixels over all frames is above `ratio`.
    package func exceeds(_ ratio: Double) -> Bool { diff.mismatchRatio > ratio }

    /// One paragraph: frames compared, how many differ and from when, the mismatch ratio
    /// overall and at its peak, the largest channel difference, and the resting offsets.
    public var summary: String {
        let fps = a.fps
        var text = "\(a.title) and \(b.title) compared over \(diff.frames.count) frames at "
            + "\(fps.shortText) fps, \(diff.width)×\(diff.height) px"
            + (diff.threshold > 0 ? " with a tolerance of \(diff.threshold) levels per channel" : "") + ": "
        if let first = diff.firstDifferingFrame, let peak = diff.peakFrame {
            let differing = diff.frames.filter { $0.mismatched > 0 }.count
            text += "\(differing) frames differ, the first at frame \(first) (t = \(diff.frames[first].t.shortText) ms); "
                + "\(percent(diff.mismatchRatio)) of all pixels differ, at most \(percent(diff.ratio(ofFrame: peak))) "
                + "in frame \(peak) (t = \(diff.frames[peak].t.shortText) ms), and the largest channel difference is \(diff.maxChannelDifference). "
        } else {
            text += "every frame matches (largest channel difference \(diff.maxChannelDifference)). "
        }
        let axis = a.axis
        let restA = a.timeline.rest, restB = b.timeline.rest
        let coordinate = axis == .horizontal ? "x" : "y"
        if restA.offset == restB.offset {
            text += "Both rest at \(coordinate) = \(Double(restA.offset[axis]).shortText) pt (\(a.name) at \(restA.t.shortText) ms, \(b.name) at \(restB.t.shortText) ms)."
        } else {
            let apart = abs(Double(restA.offset[axis] - restB.offset[axis]))
            text += "The resting offsets differ: \(a.name) rests at \(describe(restA.offset)) at \(restA.t.shortText) ms, "
                + "\(b.name) at \(describe(restB.offset)) at \(restB.t.shortText) ms (\(apart.shortText) pt apart along \(coordinate))."
        }
        return text
    }

    /// A | difference | B for every frame, timed like the scenarios. Which frames repeat the one
    /// before is decided from their states (`RepeatedFrames`), as for a timeline's animation; the
    /// title's time changes at every frame, so none does.
    package func animation() throws -> AnimationSource {
        let report = self
        let first = try picture(atFrame: 0)
        let fps = a.fps
        let timing = FrameTiming(sampleTimes: diff.frames.map(\.t), interval: 1000 / fps)
        var source = AnimationSource(width: first.width, height: first.height, timing: timing, fps: fps) { k in
            try report.picture(atFrame: k)
        }
        source.repeated = RepeatedFrames(count: diff.frames.count, state: state(atFrame:))
        return source
    }

    /// A | difference | B at frame `k`, titled.
    package func picture(atFrame k: Int) throws -> RGBImage {
        try DiffPicture(titles: titles(atFrame: k), scale: scale, threshold: diff.threshold)
            .picture(try a.image(atFrame: k, scale: scale), try b.image(atFrame: k, scale: scale))
    }

    /// The three titles over frame `k`'s pictures.
    func titles(atFrame k: Int) -> [String] {
        ["A: " + a.title, "difference at \(diff.frames[k].t.shortText) ms (red: differs)", "B: " + b.title]
    }

    /// What frame `k` shows: A's and B's states and the titles (the difference is a function of
    /// the two pictures, and the scale and threshold are the report's).
    func state(atFrame k: Int) -> ComposedFrameState {
        ComposedFrameState(screens: [a.state(atFrame: k), b.state(atFrame: k)], texts: titles(atFrame: k))
    }

    /// The picture of the frame that differs most (frame 0 when none differ).
    package func peakPicture() throws -> RGBImage { try picture(atFrame: diff.peakFrame ?? 0) }

    private func describe(_ p: CGPoint) -> String { "(\(Double(p.x).shortText), \(Double(p.y).shortText)) pt" }

    private func percent(_ r: Double) -> String { String(format: r > 0 && r < 0.001 ? "%.3f %%" : "%.1f %%", r * 100) }
}
