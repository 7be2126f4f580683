import Foundation

/// Where the offset plot's time axis lies in its picture, so that the report's script can put a
/// cursor at an instant and turn a click into an instant. Fractions of the picture's size, which
/// hold however wide the page shows it.
struct ReportPlotPlacement: Sendable, Equatable {
    /// The chart's left and right edges, as fractions of the picture's width, and the instants
    /// (ms) they stand for.
    var left: Double
    var right: Double
    var startTime: Double
    var endTime: Double
    /// From the chart's top to the bottom of the last phase ribbon, as fractions of the height:
    /// the cursor crosses both the curves and the ribbons.
    var top: Double
    var bottom: Double

    init(_ plot: OffsetPlot) {
        let size = plot.size, axes = plot.axes
        let width = Double(size.width), height = Double(size.height)
        left = Double(axes.chart.minX) / width
        right = Double(axes.chart.maxX) / width
        startTime = axes.time.lower
        endTime = axes.time.upper
        top = Double(axes.chart.minY) / height
        let ribbonsBottom = plot.ribbonsTop + Double(plot.series.count) * (OffsetPlot.ribbonHeight + OffsetPlot.ribbonGap) - OffsetPlot.ribbonGap
        bottom = ribbonsBottom / height
    }

    /// The cursor's initial place and height, at time 0, as CSS percentages.
    var cursorStyle: String {
        "left: \(percent(position(0))); top: \(percent(top)); height: \(percent(bottom - top))"
    }

    /// Where instant `t` (ms) lies, as a fraction of the picture's width.
    func position(_ t: Double) -> Double {
        left + (t - startTime) / (endTime - startTime) * (right - left)
    }

    private func percent(_ fraction: Double) -> String { (fraction * 100).text(decimals: 4) + "%" }
}
