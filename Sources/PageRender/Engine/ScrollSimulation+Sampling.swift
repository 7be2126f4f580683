import Foundation

extension ScrollSimulation {
    /// Output samples at `t = k * 1000 / fps`, each showing the latest device frame at or before
    /// it, up to and including the first sample at or after the rest.
    func sampled() -> Timeline {
        let last = frames[frames.count - 1]
        let rest = Timeline.Rest(t: restTime, offset: pixelRounded(last.offset))
        var samples: [Timeline.Sample] = []
        var index = 0
        var k = 0
        while true {
            let t = Double(k) * 1000 / input.fps
            while index + 1 < frames.count, frames[index + 1].t <= t + 1e-9 { index += 1 }
            let f = frames[index]
            samples.append(Timeline.Sample(t: t, offset: pixelRounded(f.offset), phase: f.phase, page: f.page,
                                           pager: f.pager.map(pixelRounded), finger: f.finger, velocity: f.velocity,
                                           releaseIndex: f.releaseIndex))
            if t >= rest.t - 1e-9 { break }
            k += 1
        }
        return Timeline(releases: releases, rest: rest, samples: samples)
    }
}
