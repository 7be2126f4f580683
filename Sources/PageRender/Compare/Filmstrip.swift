import Foundation

/// Key frames of several scenarios in one picture: a column per scenario, a row per moment
/// (a release, mid-motion between it and the rest that follows, that rest), each screen captioned
/// with its time and phase. A scenario of several gestures gets the three rows for each gesture,
/// titled with the gesture's number (at most `maxGestures` of them: the first ones and the last).
public struct Filmstrip: Sendable {
    let columns: SheetColumns
    /// The gestures shown, 0-based, in order; one row set each.
    package let gestures: [Int]
    /// The most gestures any column has.
    package let gestureCount: Int

    enum Moment: String, Sendable, CaseIterable {
        case release
        case midMotion = "mid-motion"
        case rest
    }

    /// Height of a row's title line, pt: the 13-pt bold title (baseline 16 pt down, its DejaVu
    /// Sans descender 3 pt below that) and 5 pt of space above the screens.
    static let rowTitleHeight = 24.0

    /// Gestures shown at most: 4 (12 rows), the first 3 and the last (a design choice: a sheet
    /// of 12 rows of an 844-pt phone is already over 10,000 pt tall).
    static let maxGestures = 4

    /// Key frames of `scenarios`, a column each, drawn at `scale` pixels per point.
    public init(_ scenarios: [ComparedScenario], scale: Double) throws {
        columns = try SheetColumns(scenarios: scenarios, screenScale: scale)
        gestureCount = max(1, scenarios.map(\.timeline.releases.count).max() ?? 1)
        gestures = gestureCount <= Self.maxGestures ? Array(0..<gestureCount)
            : Array(0..<(Self.maxGestures - 1)) + [gestureCount - 1]
    }

    package var scenarios: [ComparedScenario] { columns.scenarios }

    /// The sample index of `moment` of the last gesture in `s`'s timeline.
    static func sampleIndex(_ moment: Moment, of s: ComparedScenario) -> Int {
        sampleIndex(moment, gesture: max(0, s.timeline.releases.count - 1), of: s)!
    }

    /// The sample index of `moment` of gesture `g` (0-based) in `s`'s timeline, nil when `s`
    /// has no such gesture: the first sample at or after its release; its rest, which for the
    /// last gesture is the timeline's last (resting) sample and for an earlier one the first
    /// resting sample before the next gesture's finger comes down (or, when that finger stops
    /// the motion first, the last sample before it); and the sample nearest halfway between them.
    static func sampleIndex(_ moment: Moment, gesture g: Int, of s: ComparedScenario) -> Int? {
        let samples = s.timeline.samples, releases = s.timeline.releases
        guard g < max(1, releases.count) else { return nil }
        let release = releases.isEmpty ? 0 : releases[g].t
        let releaseIndex = samples.firstIndex { $0.t >= release - 1e-9 } ?? 0
        let restIndex: Int
        if g >= releases.count - 1 {
            restIndex = samples.count - 1
        } else {
            let next = samples[releaseIndex...].firstIndex { $0.t >= releases[g + 1].t - 1e-9 } ?? samples.count
            let untouched = samples[releaseIndex..<next].firstIndex { $0.phase == .dragging } ?? next
            restIndex = samples[releaseIndex..<untouched].firstIndex { $0.phase == .resting } ?? max(releaseIndex, untouched - 1)
        }
        switch moment {
        case .release: return releaseIndex
        case .rest: return restIndex
        case .midMotion:
            let restT = g >= releases.count - 1 ? s.timeline.rest.t : samples[restIndex].t
            let middle = (release + restT) / 2
            return samples.indices.min { abs(samples[$0].t - middle) < abs(samples[$1].t - middle) }!
        }
    }

    var rowHeight: Double { Self.rowTitleHeight + columns.screenHeight + SheetColumns.captionHeight + SheetColumns.gap }
    var firstRowTop: Double { SheetColumns.margin + SheetColumns.headingHeight }
    var rowCount: Int { gestures.count * Moment.allCases.count }

    package var size: CGSize {
        CGSize(width: columns.width, height: firstRowTop + Double(rowCount) * rowHeight - SheetColumns.gap + SheetColumns.margin)
    }

    /// What the rows show, for a summary line: "release, mid-motion and rest", followed for
    /// several gestures by which ("of gestures 1, 2, 3 and 7 of 7").
    package var shownMoments: String {
        let moments = "release, mid-motion and rest"
        guard gestureCount > 1 else { return moments }
        let numbers = gestures.map { String($0 + 1) }
        let list = numbers.dropLast().joined(separator: ", ") + " and " + numbers.last!
        return "\(moments) of gestures \(list)" + (gestures.count < gestureCount ? " of \(gestureCount)" : "")
    }

    /// The filmstrip as one picture.
    public func image() throws -> RGBImage {
        var shapes = columns.headings(top: SheetColumns.margin)
        var screens: [(column: Int, frame: Int, at: CGPoint)] = []
        for (gestureRow, g) in gestures.enumerated() {
            for (momentRow, moment) in Moment.allCases.enumerated() {
                let top = firstRowTop + Double(gestureRow * Moment.allCases.count + momentRow) * rowHeight
                let title = gestureCount > 1 ? "gesture \(g + 1) of \(gestureCount) · \(moment.rawValue)" : moment.rawValue
                shapes.append(.label(title, origin: CGPoint(x: SheetColumns.margin, y: top + 16), size: 13, color: PlotStyle.muted, bold: true))
                for (i, s) in scenarios.enumerated() {
                    guard let index = Self.sampleIndex(moment, gesture: g, of: s) else {
                        shapes.append(.label("no gesture \(g + 1)", origin: CGPoint(x: columns.x[i], y: top + Self.rowTitleHeight + 16), size: 12, color: PlotStyle.muted))
                        continue
                    }
                    let sample = s.timeline.samples[index]
                    shapes += columns.caption(i, top: top + Self.rowTitleHeight + Double(columns.screenSize(s).height), phase: sample.phase,
                                              text: "t = " + SheetColumns.milliseconds(sample.t) + " · " + sample.phase.rawValue)
                    screens.append((i, index, CGPoint(x: columns.x[i], y: top + Self.rowTitleHeight)))
                }
            }
        }
        return try columns.compose(Scene(size: size, background: PlotStyle.paper, shapes: shapes), screens: screens)
    }
}
