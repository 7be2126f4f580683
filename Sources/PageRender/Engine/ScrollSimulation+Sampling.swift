import Foundation

extension ScrollSimulation {
    /// The run sampled at the output fps (`samples`) and at the device's rate (`deviceSamples`,
    /// what the animated SVG writes as keyframes): one simulation, two samplings of its device
    /// frames.
    func sampled() -> Timeline {
        let last = frames[frames.count - 1]
        let rest = Timeline.Rest(t: restTime, offset: pixelRounded(last.offset))
        var timeline = Timeline(releases: releases, rest: rest, samples: samples(rate: input.fps, until: rest.t))
        timeline.deviceSamples = samples(rate: input.physics.deviceRate, until: rest.t)
        return timeline
    }

    /// Samples at `t = k * 1000 / rate`, each showing the latest device frame at or before it, up
    /// to and including the first sample at or after `end`.
    private func samples(rate: Double, until end: Double) -> [Timeline.Sample] {
        var samples: [Timeline.Sample] = []
        var index = 0
        var k = 0
        while true {
            let t = Double(k) * 1000 / rate
            while index + 1 < frames.count, frames[index + 1].t <= t + 1e-9 { index += 1 }
            let f = frames[index]
            samples.append(Timeline.Sample(t: t, offset: pixelRounded(f.offset), phase: f.phase, page: f.page,
                                           pager: f.pager.map(pixelRounded), finger: f.finger, velocity: f.velocity,
                                           releaseIndex: f.releaseIndex))
            if t >= end - 1e-9 { break }
            k += 1
        }
        return samples
    }
}
