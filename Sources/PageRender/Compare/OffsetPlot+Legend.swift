import Foundation

extension OffsetPlot {
    /// One ribbon per scenario under the time axis, coloured by phase over time and marked on
    /// the left with the scenario's curve colour; after its timeline ends a scenario rests.
    func ribbons(_ time: PlotAxis) -> [Scene.Shape] {
        var shapes: [Scene.Shape] = [
            .label("phase", origin: CGPoint(x: 12, y: ribbonsTop - 6), size: 11, color: PlotStyle.muted),
        ]
        for (i, s) in series.enumerated() {
            let top = ribbonsTop + Double(i) * (Self.ribbonHeight + Self.ribbonGap)
            let middle = top + Self.ribbonHeight / 2
            shapes.append(.line(from: CGPoint(x: 16, y: middle), to: CGPoint(x: Self.left - 16, y: middle),
                                color: PlotStyle.series(i), width: 3))
            let samples = s.timeline.samples
            var start = 0
            while start < samples.count {
                var end = start
                while end + 1 < samples.count && samples[end + 1].phase == samples[start].phase { end += 1 }
                let from = time.position(samples[start].t, from: Double(chart.minX), to: Double(chart.maxX))
                let to = end + 1 < samples.count
                    ? time.position(samples[end + 1].t, from: Double(chart.minX), to: Double(chart.maxX))
                    : Double(chart.maxX)
                shapes.append(.rect(CGRect(x: from, y: top, width: max(0, to - from), height: Self.ribbonHeight),
                                    fill: PlotStyle.phase(samples[start].phase)))
                start = end + 1
            }
        }
        return shapes
    }

    /// One row per scenario (colour, strategy kind, file, where and when it rests), then the
    /// phase colours and the marker key.
    func legend() -> [Scene.Shape] {
        var shapes: [Scene.Shape] = []
        for (i, s) in series.enumerated() {
            let y = legendTop + Double(i) * Self.legendRow
            let axis = s.axis
            shapes.append(.line(from: CGPoint(x: 16, y: y - 4), to: CGPoint(x: 40, y: y - 4), color: PlotStyle.series(i), width: 3))
            let rest = s.timeline.rest
            let text = "\(s.title): \(s.timeline.releases.count) release\(s.timeline.releases.count == 1 ? "" : "s"), "
                + "rests at \(Double(rest.offset[axis]).shortText) pt after \(rest.t.shortText) ms"
            shapes.append(.label(text, origin: CGPoint(x: 48, y: y), size: 12, color: PlotStyle.ink, bold: false))
        }
        var x = 16.0
        let y = legendTop + Double(series.count) * Self.legendRow + 4
        for phase in ScrollPhase.allCases {
            shapes.append(.rect(CGRect(x: x, y: y - 9, width: 14, height: 10), fill: PlotStyle.phase(phase)))
            shapes.append(.label(phase.rawValue, origin: CGPoint(x: x + 18, y: y), size: 11, color: PlotStyle.muted))
            // 6.4 pt: DejaVu Sans's mean lowercase advance at 11 pt (0.58 em); plus swatch and gap.
            x += Double(phase.rawValue.count) * 6.4 + 32
        }
        x -= 10
        shapes.append(.circle(center: CGPoint(x: x + 5, y: y - 4), radius: 4, fill: PlotStyle.paper, stroke: PlotStyle.ink, lineWidth: 1.5))
        shapes.append(.label("release", origin: CGPoint(x: x + 14, y: y), size: 11, color: PlotStyle.muted))
        shapes.append(.circle(center: CGPoint(x: x + 70, y: y - 4), radius: 4, fill: PlotStyle.ink, stroke: nil, lineWidth: 0))
        shapes.append(.label("rest", origin: CGPoint(x: x + 79, y: y), size: 11, color: PlotStyle.muted))
        return shapes
    }
}
