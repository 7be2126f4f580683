import Foundation
import Testing
@testable import PageRender

@Suite struct OffsetPlotTests {
    func compared(_ name: String, velocity: Double, strategy: StrategySpec) throws -> ComparedScenario {
        var scenario = AnimationFixtures.pagingScenario(velocity: velocity, strategy: strategy)
        scenario.fps = 120
        return try ComparedScenario(name: name, input: try RenderInput(scenario: scenario, timeline: try ScrollSimulation.timeline(for: scenario)))
    }

    @Test func axisTicksAreNiceSteps() {
        let axis = PlotAxis(covering: 0, 317)
        #expect(axis.step == 50 && axis.lower == 0 && axis.upper == 350)
        #expect(axis.ticks == [0, 50, 100, 150, 200, 250, 300, 350])
        let signed = PlotAxis(covering: -12, 61)
        #expect(signed.step == 10 && signed.lower == -20 && signed.upper == 70)
        #expect(PlotAxis(covering: 0.2, 0.9).label(0.4) == "0.4")
        let flat = PlotAxis(covering: 60, 60)
        #expect(flat.lower < 60 && flat.upper > 60)
        #expect(axis.position(175, from: 100, to: 300) == 200)
    }

    @Test func chartHoldsCurvesMarkersRibbonsAndGuides() throws {
        let paging = try compared("paging", velocity: 1.2, strategy: .nativePaging(pages: 3))
        let free = try compared("free", velocity: 1.2, strategy: .free(pages: 3))
        let plot = try OffsetPlot([paging, free])
        let scene = plot.scene()
        // 720 pt wide; the legend grows by a row per scenario.
        #expect(scene.size.width == 720 && scene.size.height == plot.legendTop + 3 * 18 + 12)
        // Snap guides: native paging's page starts within the data range (free scrolling runs to
        // the end, 120), none of free scrolling's own.
        #expect(plot.axes.guides == [0, 60, 120])
        #expect(Double(free.timeline.rest.offset.x) == 120)
        let curves = scene.shapes.flatMap { shape -> [Scene.Shape] in
            if case let .group(group) = shape, group.clip != nil { return group.children } else { return [] }
        }
        let polylines = curves.compactMap { shape -> [CGPoint]? in
            if case let .polyline(points, _, _) = shape { return points } else { return nil }
        }
        #expect(polylines.count == 2)
        #expect(polylines[0].count == paging.timeline.samples.count)
        // The first sample (t = 0, offset 8) sits on the chart's left edge at offset 8's height.
        #expect(polylines[0][0] == plot.axes.point(t: 0, offset: 8))
        #expect(abs(Double(polylines[0][0].x) - Double(plot.chart.minX)) < 1e-9)
        // One hollow release marker and one filled rest marker per scenario.
        let circles = curves.compactMap { shape -> Color?? in
            if case let .circle(_, _, fill, _, _) = shape { return fill } else { return nil }
        }
        #expect(circles.count == 4)
        #expect(circles.filter { $0 == PlotStyle.paper }.count == 2)
        let surface = try ScenePainter.rasterize(scene, scale: 2)
        #expect(surface.width == 1440 && surface.height == Int((Double(scene.size.height) * 2).rounded()))
    }
}
