/// The documented range of every number in a scenario (see `docs/scenario.md` and
/// `docs/scenario.schema.json`, which a test keeps in step with the reader). The limits exist so
/// that nothing a user types can exhaust memory, run for hours or fill the disk; each says where
/// its number comes from.
package enum ScenarioLimits {
    /// Largest raster side in pixels. 8192 px: an ARGB frame then stays within 256 MiB, and no
    /// iPhone or iPad screen comes near it (the largest iPad is 2752 px along its long side).
    static let maxPixelsPerSide = 8192.0

    /// Lengths in pt (not from UIKit): 100 000 pt is far beyond any screen or page and keeps
    /// content lengths exact in Double.
    static let length = NumberRange.nonNegative(max: 100_000).measured(in: "pt")
    /// Sizes in pt that must be positive, within the same bound as `length`.
    package static let size = NumberRange.positive(max: 100_000).measured(in: "pt")
    /// Pages, pairs or items of a strategy: up to 100 000, so the content (at most 100 000 pages of
    /// a screen or an item) stays exact in Double and is laid out in well under a second.
    static let itemCount = NumberRange.closed(1, 100_000)

    /// Pixels per point. UIKit's `UIScreen.scale` is 1, 2 or 3 on shipping devices; 4 leaves room
    /// for supersampled renders, and fractions down to 0.25 give README-sized pictures (a 390-pt
    /// screen 98 px wide; displayed offsets then round to 1/scale pt, whole pixels of that
    /// picture, see docs/scenario.md).
    package static let scale = NumberRange.closed(0.25, 4).measured(in: "px/pt")

    /// A screen side in points: at least 1 pt (a narrower view cannot show a page), at most
    /// `maxPixelsPerSide` pixels at `scale`.
    static func screenSide(scale: Double) -> NumberRange {
        NumberRange.closed(1, maxPixelsPerSide / scale).measured(in: "pt")
    }

    /// Reports a screen side of `length` pt that makes more than `maxPixelsPerSide` pixels at
    /// `scale` (a lower scale would draw it): the frame's size in pixels and memory, and the
    /// longest side that fits.
    static func checkPixels(_ length: Double, scale: Double, path: String, _ d: inout Diagnostics) {
        let pixels = (length * scale).rounded(.up)
        d.add(path, "is \(JSONValue.format(length)) pt, which at screen.scale \(JSONValue.format(scale)) makes frames \(JSONValue.format(pixels)) px a side, "
            + "past the \(Int(maxPixelsPerSide)) px (256 MiB a frame) renderpages draws; use at most \(JSONValue.format((maxPixelsPerSide / scale * 100).rounded(.down) / 100)) pt or a lower screen.scale")
    }

    /// Output frames per second: up to 240, twice ProMotion's 120 Hz, so every device frame can be
    /// shown; 1 fps still shows a motion.
    package static let fps = NumberRange.closed(1, 240).measured(in: "fps")

    /// Release velocity, pt/ms: ±100 is an order of magnitude above a hard flick and keeps every
    /// deceleration distance (v / (1 - rate) at most 10^5 pt) well inside Double precision.
    package static let velocity = NumberRange.closed(-100, 100).measured(in: "pt/ms")

    /// The finger's speed in a swipe or a path, pt/ms: the same bound as a fling's release
    /// velocity, since the release velocity is estimated from these moves.
    static let fingerSpeed = 100.0

    /// A gesture's starting contentOffset, pt: ±10^7 covers the largest content (pages × screen).
    package static let offset = NumberRange.closed(-1e7, 1e7).measured(in: "pt")

    /// A swipe's travel, pt: ±10^6, a hundred screens of the largest supported size.
    static let swipeDistance = NumberRange.closed(-1e6, 1e6).measured(in: "pt")

    /// A swipe's duration, ms: longer than 0 (a zero-length swipe has no velocity), at most one
    /// minute of dragging.
    static let swipeDuration = NumberRange.positive(max: 60_000).measured(in: "ms")

    /// Touch events per second. iPhones report 60–240 Hz touches; 1…1000 covers any digitiser.
    package static let touchRate = NumberRange.closed(1, 1000).measured(in: "Hz")

    /// A path point's time (ms) and finger position (pt along the axis).
    static let pathTime = NumberRange.closed(0, 600_000).measured(in: "ms")
    static let pathPosition = NumberRange.closed(-1e6, 1e6).measured(in: "pt")
    /// Points per path: 2 define a motion; 100,000 is over 13 minutes of 120 Hz touches.
    static let pathPoints = 2...100_000

    /// Wait after the previous motion rests, ms (at most ten minutes).
    package static let pause = NumberRange.nonNegative(max: 600_000).measured(in: "ms")
    /// Absolute start of a gesture, ms (at most one hour).
    package static let at = NumberRange.nonNegative(max: 3_600_000).measured(in: "ms")
    /// Gestures per scenario: each can run up to `ScrollSimulation.maximumMotionDuration`, so a
    /// cap keeps the total simulation time bounded.
    package static let gestures = 1...100

    /// Pages (free and native-paging): at least one page; 100,000 pages keep the content length
    /// (pages × 8192 pt at most) far inside Double's exact-integer range.
    package static let pages = NumberRange.closed(1, 100_000)

    /// The device display rate the physics steps at, Hz: 30 (the slowest CADisplayLink rate
    /// UIKit scrolls at) to 1000 (1 ms steps, the paging spring's own step).
    static let deviceRate = NumberRange.closed(30, 1000).measured(in: "Hz")
    /// Speed that finishes a starved retargeted deceleration, pt/ms.
    static let creepSpeed = NumberRange.closed(0.001, 10).measured(in: "pt/ms")
    /// `setContentOffset(_:animated:)` duration, ms.
    static let setContentOffsetDuration = NumberRange.closed(1, 10_000).measured(in: "ms")

    /// Frames a render or a timeline may have unless `--max-frames` raises it: 100,000 frames are
    /// about 28 minutes at 60 fps, and at 8192 px per side would still be a deliberate choice.
    package static let defaultMaxFrames = 100_000
}
