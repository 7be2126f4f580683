import Foundation

/// What the report's script reads: the sampling, the plot's time axis, and per scenario and
/// sample the picture to show in each view, the phase, the table row to mark, the offset and the
/// velocity; then the pictures as data URLs. Deterministic text: fixed key order and numbers
/// printed the way `simulate` prints them.
struct ReportData {
    var series: [ComparedScenario]
    var fps: Double
    var frames: ReportFrames
    var plot: ReportPlotPlacement

    var json: String {
        let phases = ScrollPhase.allCases
        var out = "{\"fps\": \(number(fps)), \"frameCount\": \(series.frameCount), "
        out += "\"plot\": {\"left\": \(number(plot.left)), \"right\": \(number(plot.right)), "
        out += "\"startTime\": \(number(plot.startTime)), \"endTime\": \(number(plot.endTime))},\n"
        out += "\"phases\": [" + phases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "],\n\"players\": ["
        out += series.enumerated().map { i, s in
            let axis = s.axis
            let samples = s.timeline.samples
            let phase = samples.map { String(phases.firstIndex(of: $0.phase)!) }
            let rows = samples.indices.map { String(Self.row(of: $0, in: s.timeline)) }
            return "\n{\"screen\": \(list(frames.screen[i].map(String.init))), \"xray\": \(list(frames.xray[i].map(String.init))), "
                + "\"phase\": \(list(phase)), \"row\": \(list(rows)), "
                + "\"offset\": \(list(samples.map { number(Double($0.offset[axis])) })), "
                + "\"velocity\": \(list(samples.map { number($0.velocity) }))}"
        }.joined(separator: ",")
        out += "],\n\"images\": ["
        out += frames.images.map { "\n\"data:image/webp;base64," + Data($0).base64EncodedString() + "\"" }.joined(separator: ",")
        return out + "]}"
    }

    /// The row of the scenario's table that sample `k` belongs to: the release whose motion it
    /// shows, the rest (last row) once the timeline has come to rest, or -1 while the first
    /// drag is still under way.
    static func row(of k: Int, in timeline: Timeline) -> Int {
        let sample = timeline.samples[k]
        if k == timeline.samples.count - 1 || (sample.phase == .resting && sample.t >= timeline.rest.t) {
            return timeline.releases.count
        }
        return sample.releaseIndex ?? -1
    }

    private func list(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }

    /// Shortest round-trip text, no "-0", at most 4 decimals (offsets are pixel-rounded and
    /// velocities shown to 2 decimals, so more digits only cost bytes).
    private func number(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return JSONValue.format(rounded == 0 ? 0 : rounded)
    }
}
