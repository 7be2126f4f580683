/// The colours an animation puts on screen, each weighted by how long it stays there: pixels
/// times frames. A colour a frame paints counts from that frame to the end, and the colour it
/// paints over stops counting from that frame on, so a background shown for the whole animation
/// weighs as much as every frame's copy of it, and a colour that flickers by in one frame weighs
/// one frame. This is the weighting of a whole-animation PSNR (the error averaged over every
/// pixel of every frame, what ffmpeg's psnr filter reports) and of ffmpeg's palettegen, which
/// counts every pixel of every frame; a histogram of only the changed pixels overweights motion.
struct ShownColors {
    private var weights = ColorHashMap(capacity: 1024)
    /// Frames in the animation, merged frames included: frame `k` stays `frameCount - k` frames.
    let frameCount: Int

    init(frameCount: Int) {
        self.frameCount = frameCount
    }

    /// Frame `k` paints the changed runs of `spans` over `replaced` (what those pixels showed
    /// before; empty for the first frame): the same weights as `record(frame:painted:replaced:)`
    /// with `spans.histogram()`, without making that histogram.
    mutating func record(frame k: Int, spans: FrameSpans, replaced: ColorHashMap) throws {
        let remaining = frameCount - k
        for run in spans.runs where run.packed & FrameSpans.unchangedBit == 0 { try weights.add(run.packed, Int(run.length) &* remaining) }
        try weights.merge(replaced, times: -remaining)
    }

    /// Frame `k` paints `painted` (pixel counts per colour) over `replaced` (what those pixels
    /// showed before; empty for the first frame).
    mutating func record(frame k: Int, painted: ColorHashMap, replaced: ColorHashMap) throws {
        let remaining = frameCount - k
        try weights.merge(painted, times: remaining)
        try weights.merge(replaced, times: -remaining)
    }

    /// Distinct colours ever shown.
    var count: Int { weights.count }

    /// Every colour shown with its pixel-frames, sorted by colour.
    func entries() -> [(color: UInt32, value: Int)] {
        weights.entries().filter { $0.value > 0 }
    }
}
