import Testing
@testable import PageRender

@Suite struct AnimationTimingTests {
    @Test func centisecondDelaysCarryRoundingSoTheTotalIsExact() {
        let timing = FrameTiming(sampleTimes: (0..<30).map { Double($0) * 1000 / 60 }, interval: 1000 / 60)
        let delays = timing.delays(unit: 10)
        #expect(delays.reduce(0, +) == 50)
        #expect(Set(delays) == [1, 2])
        // Every prefix stays within half a centisecond of the exact time.
        var sum = 0
        for (k, d) in delays.enumerated() {
            sum += d
            #expect(abs(Double(sum) * 10 - Double(k + 1) * 1000 / 60) <= 5)
        }
    }

    @Test func holdsLengthenTheFirstAndLastFrame() {
        let timing = FrameTiming(sampleTimes: [0, 20, 40], interval: 20, hold: 500)
        #expect(timing.delays(unit: 10) == [52, 2, 52])
        #expect(timing.duration == 1060)
    }

    @Test func droppedFramesGiveTheirTimeToTheFrameBefore() {
        let timing = FrameTiming(sampleTimes: [0, 20, 40, 60], interval: 20)
        #expect(timing.keeping([true, false, false, true]).delays(unit: 10) == [6, 2])
        #expect(timing.keeping([true, true, true, false]).delays(unit: 1) == [20, 20, 40])
    }

    @Test func loopModesParse() throws {
        #expect(try LoopMode(parsing: "forever", limit: 65536) == .forever)
        #expect(try LoopMode(parsing: "once", limit: 65536) == .once)
        #expect(try LoopMode(parsing: "1", limit: 65536) == .once)
        #expect(try LoopMode(parsing: "4", limit: 65536) == .times(4))
        #expect(LoopMode.times(4).netscapeLoopCount == 3 && LoopMode.times(4).webpLoopCount == 4)
        #expect(throws: RenderError.self) { try LoopMode(parsing: "0", limit: 65536) }
        #expect(throws: RenderError.self) { try LoopMode(parsing: "sometimes", limit: 65536) }
    }
}
