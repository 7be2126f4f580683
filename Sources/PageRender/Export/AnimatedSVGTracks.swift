import Foundation

/// What changes in a screen's frames, per device-rate sample: where the content is (the
/// translation that puts content coordinates on the screen), which page dot is current (nil
/// while the page control is hidden), and where the finger is (nil while it does not touch).
/// Everything else on the screen is the same in every frame (`ScreenScene`'s static parts).
struct AnimatedSVGTracks {
    var times: [Double]
    var translations: [CGPoint]
    var currentDots: [Int?]
    var fingers: [Double?]
    /// The items any sample draws, ascending.
    var visibleItems: [Int]

    init(screen: ScreenScene, samples: [Timeline.Sample]) {
        let layout = screen.layout
        times = samples.map(\.t)
        translations = samples.map { sample in
            let origin = layout.screenOrigin(offset: sample.offset)
            return CGPoint(x: -origin.x, y: -origin.y)
        }
        // The dot `ScreenScene.screenFixedShapes` highlights: the row's current item for the
        // user's looks, the strategy's page fraction rounded for the seed looks (no dots without one).
        let dots = screen.pageControl.count
        currentDots = samples.map { sample in
            guard dots > 0 else { return nil }
            if let rows = screen.rowPages { return rows.current(offset: sample.offset) }
            return sample.page.map { PageControl.currentPage(fraction: $0, count: dots) }
        }
        fingers = samples.map(\.finger)
        var lowest = CGFloat.infinity, highest = -CGFloat.infinity
        for sample in samples {
            let range = layout.visibleContent(offset: sample.offset)
            lowest = min(lowest, range.lowerBound)
            highest = max(highest, range.upperBound)
        }
        // Widened by the reach of the look's effects, as the frames draw (`ScreenScene.drawnItems`).
        visibleItems = samples.isEmpty ? [] : screen.drawnItems(in: lowest...highest)
    }
}
