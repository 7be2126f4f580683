import Foundation

extension OffsetPlot {
    /// Where the chart puts things: the time and offset axes and the snap guides. Worked out
    /// once per picture and handed to every part that places a point, because the guides come
    /// from each strategy's layout, which can hold 100 000 snap offsets.
    struct Axes: Sendable {
        var chart: CGRect
        /// From 0 to the latest end of any timeline.
        var time: PlotAxis
        /// Covers every curve, release, rest and guide.
        var offset: PlotAxis
        /// Snap positions worth drawing, ascending.
        var guides: [Double]

        /// The chart position of `offset` at time `t`.
        func point(t: Double, offset value: Double) -> CGPoint {
            CGPoint(x: time.position(t, from: Double(chart.minX), to: Double(chart.maxX)),
                    y: offset.position(value, from: Double(chart.maxY), to: Double(chart.minY)))
        }
    }

    var axes: Axes {
        let (low, high) = dataRange
        // Snap positions within the data's range, plus a tenth of it either side.
        let margin = (high - low) * 0.1
        let guides = Array(Set(series.flatMap(\.snapOffsets))).filter { $0 >= low - margin && $0 <= high + margin }.sorted()
        return Axes(chart: chart,
                    time: PlotAxis(covering: 0, series.map { $0.timeline.samples.last!.t }.max()!),
                    offset: PlotAxis(covering: min(low, guides.first ?? low), max(high, guides.last ?? high)),
                    guides: guides)
    }

    /// Lowest and highest offset any curve, release or rest reaches.
    var dataRange: (Double, Double) {
        var values: [Double] = []
        for s in series {
            let axis = s.axis
            values += s.timeline.samples.map { Double($0.offset[axis]) }
            values += s.timeline.releases.map { Double($0.offset[axis]) }
            values.append(Double(s.timeline.rest.offset[axis]))
        }
        return (values.min()!, values.max()!)
    }
}
