import Foundation

/// Key frames of several scenarios in one picture: a column per scenario, a row per moment
/// (the last release, mid-motion between it and the rest, the rest), each screen captioned
/// with its time and phase.
public struct Filmstrip: Sendable {
    let columns: SheetColumns

    enum Moment: String, Sendable, CaseIterable {
        case release
        case midMotion = "mid-motion"
        case rest
    }

    /// Height of a row's title line, pt: the 13-pt bold title (baseline 16 pt down, its DejaVu
    /// Sans descender 3 pt below that) and 5 pt of space above the screens.
    static let rowTitleHeight = 24.0

    /// Key frames of `scenarios`, a column each, drawn at `scale` pixels per point.
    public init(_ scenarios: [ComparedScenario], scale: Double) throws {
        columns = try SheetColumns(scenarios: scenarios, screenScale: scale)
    }

    package var scenarios: [ComparedScenario] { columns.scenarios }

    /// The sample index of `moment` in `s`'s timeline: the first sample at or after the last
    /// release, the one nearest halfway from there to the rest, and the resting one.
    static func sampleIndex(_ moment: Moment, of s: ComparedScenario) -> Int {
        let samples = s.timeline.samples
        let release = s.timeline.releases.last?.t ?? 0
        let releaseIndex = samples.firstIndex { $0.t >= release - 1e-9 } ?? 0
        switch moment {
        case .release: return releaseIndex
        case .rest: return samples.count - 1
        case .midMotion:
            let middle = (release + s.timeline.rest.t) / 2
            return samples.indices.min { abs(samples[$0].t - middle) < abs(samples[$1].t - middle) }!
        }
    }

    var rowHeight: Double { Self.rowTitleHeight + columns.screenHeight + SheetColumns.captionHeight + SheetColumns.gap }
    var firstRowTop: Double { SheetColumns.margin + SheetColumns.headingHeight }

    package var size: CGSize {
        CGSize(width: columns.width, height: firstRowTop + Double(Moment.allCases.count) * rowHeight - SheetColumns.gap + SheetColumns.margin)
    }

    /// The filmstrip as one picture.
    public func image() throws -> RGBImage {
        var shapes = columns.headings(top: SheetColumns.margin)
        var screens: [(column: Int, frame: Int, at: CGPoint)] = []
        for (row, moment) in Moment.allCases.enumerated() {
            let top = firstRowTop + Double(row) * rowHeight
            shapes.append(.label(moment.rawValue, origin: CGPoint(x: SheetColumns.margin, y: top + 16), size: 13, color: PlotStyle.muted, bold: true))
            for (i, s) in scenarios.enumerated() {
                let index = Self.sampleIndex(moment, of: s)
                let sample = s.timeline.samples[index]
                shapes += columns.caption(i, top: top + Self.rowTitleHeight + Double(columns.screenSize(s).height), phase: sample.phase,
                                          text: "t = " + SheetColumns.milliseconds(sample.t) + " · " + sample.phase.rawValue)
                screens.append((i, index, CGPoint(x: columns.x[i], y: top + Self.rowTitleHeight)))
            }
        }
        return try columns.compose(Scene(size: size, background: PlotStyle.paper, shapes: shapes), screens: screens)
    }
}
