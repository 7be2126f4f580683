import Foundation

/// A chart of contentOffset along the scroll axis against time for several scenarios: one curve
/// each, phases as coloured ribbons under the time axis, releases (hollow) and rests (filled)
/// marked, snap positions as dashed guides. A pure scene, so it rasterises or becomes SVG alike.
public struct OffsetPlot: Sendable {
    var series: [ComparedScenario]

    /// Layout in points. 720 pt: a readable chart at @2x on a laptop screen and on a blog column.
    /// Text is DejaVu Sans, the bundled font; the widths below are its advances.
    static let width = 720.0
    /// The chart's height (a design choice): a little over half its 560-pt width, so that with
    /// six scenarios' ribbons and legend rows the picture is 656 pt tall, within a laptop screen.
    static let chartHeight = 300.0
    /// Left of the chart: room for offset tick labels centred 30 pt left of it, up to
    /// "-10000000" (60 pt at 11 pt, the lowest offset the scenario limits allow) from a 12-pt
    /// margin, and for the "offset (pt)" heading (55 pt from x = 12).
    static let left = 72.0
    /// Right of the chart: room for a guide label 6 pt beside it, up to "snap -10000000"
    /// (82 pt at 10 pt, offsets within the scenario limits of ±1e7 pt).
    static let right = 88.0
    /// Above the chart: the 16-pt title (baseline 26 pt down) and, under it, the 11-pt
    /// "offset (pt)" heading (baseline 12 pt above the chart).
    static let chartTop = 56.0
    /// A phase ribbon is as tall as the legend's 10-pt phase swatches; ribbons 4 pt apart read
    /// as separate rows without spreading the picture.
    static let ribbonHeight = 10.0
    static let ribbonGap = 4.0
    /// Legend line spacing: 12-pt text is 14 pt from ascender to descender (1.164 em), plus 4 pt.
    static let legendRow = 18.0

    /// A plot of each scenario's offset along its axis over time, one line per scenario.
    public init(_ series: [ComparedScenario]) throws {
        guard !series.isEmpty else { throw RenderError("nothing to plot; pass at least one scenario file") }
        self.series = series
    }

    var chart: CGRect { CGRect(x: Self.left, y: Self.chartTop, width: Self.width - Self.left - Self.right, height: Self.chartHeight) }
    var ribbonsTop: Double { Double(chart.maxY) + 58 }
    var legendTop: Double { ribbonsTop + Double(series.count) * (Self.ribbonHeight + Self.ribbonGap) + 20 }

    /// Picture size in points: grows by a ribbon and a legend row per scenario.
    package var size: CGSize {
        CGSize(width: Self.width, height: legendTop + Double(series.count + 1) * Self.legendRow + 12)
    }

    /// "contentOffset.x" when every scenario scrolls horizontally, ".y" vertically.
    var offsetName: String {
        let axes = Set(series.map(\.axis))
        return axes == [.horizontal] ? "contentOffset.x" : axes == [.vertical] ? "contentOffset.y" : "contentOffset along the scroll axis"
    }

    /// The chart as a PNG file at `scale` pixels per point, or as an SVG document.
    public func file(_ format: FrameFormat, scale: Double) throws -> [UInt8] {
        var encoder = format.makeEncoder(scale: scale, codec: .libdeflate)
        return try encoder.encode(scene())
    }

    package func scene() -> Scene {
        var shapes: [Scene.Shape] = [
            .label(offsetName + " over time", origin: CGPoint(x: Self.left, y: 26), size: 16, color: PlotStyle.ink, bold: true),
            .label("offset (pt)", origin: CGPoint(x: 12, y: chart.minY - 12), size: 11, color: PlotStyle.muted),
        ]
        let axes = self.axes
        shapes += grid(axes)
        var plotted: [Scene.Shape] = []
        let step = min(Self.widening, Self.maximumWidening / Double(max(series.count - 1, 1)))
        for (i, s) in series.enumerated() {
            plotted += curve(s, axes: axes, color: PlotStyle.series(i), widening: Double(series.count - 1 - i) * step)
        }
        shapes.append(.group(SceneGroup(clip: .rect(chart.insetBy(dx: -6, dy: -6)), children: plotted)))
        shapes.append(.rect(chart, fill: nil, stroke: PlotStyle.frame, lineWidth: 1))
        shapes += ribbons(axes.time) + legend()
        return Scene(size: size, background: PlotStyle.paper, shapes: shapes)
    }

    /// Grid lines and tick labels on both axes, and the dashed snap guides with their values.
    func grid(_ axes: Axes) -> [Scene.Shape] {
        var shapes: [Scene.Shape] = [.rect(chart, fill: PlotStyle.paper)]
        let time = axes.time, offset = axes.offset
        for t in time.ticks {
            let x = time.position(t, from: Double(chart.minX), to: Double(chart.maxX))
            shapes.append(.line(from: CGPoint(x: x, y: chart.minY), to: CGPoint(x: x, y: chart.maxY), color: PlotStyle.grid, width: 1))
            shapes.append(.text(time.label(t), center: CGPoint(x: x, y: chart.maxY + 14), size: 11, color: PlotStyle.muted))
        }
        for v in offset.ticks {
            let y = offset.position(v, from: Double(chart.maxY), to: Double(chart.minY))
            shapes.append(.line(from: CGPoint(x: chart.minX, y: y), to: CGPoint(x: chart.maxX, y: y), color: PlotStyle.grid, width: 1))
            shapes.append(.text(offset.label(v), center: CGPoint(x: chart.minX - 30, y: y), size: 11, color: PlotStyle.muted))
        }
        shapes.append(.text("time (ms)", center: CGPoint(x: chart.midX, y: chart.maxY + 34), size: 11, color: PlotStyle.muted))
        // A guide's label is left out when it would overlap the previous label (10-pt text needs
        // about 11 pt of height); the dashed line is always drawn.
        var lastLabelled = -Double.infinity
        for g in axes.guides {
            let y = offset.position(g, from: Double(chart.maxY), to: Double(chart.minY))
            shapes.append(.line(from: CGPoint(x: chart.minX, y: y), to: CGPoint(x: chart.maxX, y: y), color: PlotStyle.guide, width: 1, dash: 4))
            guard abs(y - lastLabelled) >= 11 else { continue }
            lastLabelled = y
            shapes.append(.label("snap " + offset.label(g), origin: CGPoint(x: chart.maxX + 6, y: y + 4), size: 10, color: PlotStyle.guide))
        }
        return shapes
    }

    /// Extra line width, pt, per curve drawn later: where curves coincide, each earlier one shows
    /// as a border around the next, so no scenario hides behind another ...
    static let widening = 1.5
    /// ... but the first curve is at most this much wider than the last, pt, so a chart of many
    /// scenarios keeps thin lines (a design choice: 6 curves step 0.6 pt apart).
    static let maximumWidening = 3.0

    /// The offset curve, then a hollow circle at each release and a filled one at the rest;
    /// `extra` pt wider than the last curve.
    func curve(_ s: ComparedScenario, axes: Axes, color: Color, widening extra: Double) -> [Scene.Shape] {
        let axis = s.axis
        var shapes: [Scene.Shape] = [.polyline(s.timeline.samples.map { axes.point(t: $0.t, offset: Double($0.offset[axis])) },
                                               color: color, width: 2 + extra)]
        for r in s.timeline.releases {
            shapes.append(.circle(center: axes.point(t: r.t, offset: Double(r.offset[axis])), radius: 4.5 + extra,
                                  fill: PlotStyle.paper, stroke: color, lineWidth: 2))
        }
        let rest = s.timeline.rest
        shapes.append(.circle(center: axes.point(t: rest.t, offset: Double(rest.offset[axis])), radius: 4.5 + extra,
                              fill: color, stroke: PlotStyle.paper, lineWidth: 1.5))
        return shapes
    }
}
