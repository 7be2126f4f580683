import Foundation
import Testing
@testable import PageRender

/// Effect values written as `[phase, value]` pairs and `rotation3D`'s anchor per phase, against
/// numbers worked by hand here (docs/effects.md, "Laws past one slot").
@Suite struct PiecewiseLawTests {
    /// The contract's example: scale 0.5 two slots away, 0.8 one slot away, 1 at the centre.
    static let scaleLaw = "[[-2, 0.5], [-1, 0.8], [0, 1], [1, 0.8], [2, 0.5]]"

    @Test func readPiecewiseLinearAndHeldBeyondTheEnds() {
        let law = PiecewiseLaw(phases: [-2, -1, 0, 1, 2], values: [0.5, 0.8, 1, 0.8, 0.5])
        #expect(law.value(at: -3) == 0.5 && law.value(at: 9) == 0.5)
        #expect(abs(law.value(at: -1.5) - 0.65) < 1e-12 && abs(law.value(at: 0.5) - 0.9) < 1e-12 && law.value(at: 1) == 0.8)
        // Within −1…1, SwiftUI samples the closure at the three phases only: the blend of
        // 0.8, 1, 0.8, no law.
        let inside = Phased(law: PiecewiseLaw(phases: [-1, 0, 1], values: [0.8, 1, 0.8]))
        #expect(inside == Phased(0.8, 1, 0.8) && inside.law == nil)
    }

    static func reports(_ effects: String) throws -> [ItemReport] {
        // 300-pt items 280 apart (spacing -20) on an 800-pt screen, at offset 100: the view's
        // centre is at 500; item i's centre at 150 + 280 i lies (150 + 280 i - 500) / 280 pitches
        // away: -1.25, -0.25, 0.75, 1.75.
        let json = """
        {"screen": {"width": 800, "height": 600, "scale": 2}, "strategy": {"kind": "free"},
         "content": {"items": {"count": 5, "size": {"width": 300, "height": 400}, "spacing": -20}, "contentInset": {"left": 46.5, "right": 46.5}},
         "look": {"preset": "cards", "statusBar": false, "pageControl": false, "items": {"label": false, "transition": {"effects": \(effects)}}},
         "gesture": {"kind": "fling", "offset": 100, "velocity": 0}, "fps": 30}
        """
        let scenario = try Scenario.read(Array(json.utf8))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        return FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: [])).itemReports(at: timeline.samples[0])
    }

    static func scale(_ report: ItemReport) -> Double {
        guard case let .object(pairs) = report.effects, case let .object(xy)? = pairs.first(where: { $0.key == "scale" })?.value,
              case let .number(x)? = xy.first?.value else { return .nan }
        return x
    }

    @Test func aLawPastOneSlotReadsTheDistance() throws {
        let reports = try Self.reports(#"[{"scale": \#(Self.scaleLaw)}]"#)
        // -1.25 -> 0.8 - 0.25 * 0.3 = 0.725; -0.25 -> 0.95; 0.75 -> 0.85; 1.75 -> 0.8 - 0.75 * 0.3 = 0.575.
        let expected: [Int: Double] = [0: 0.725, 1: 0.95, 2: 0.85, 3: 0.575]
        for (index, value) in expected {
            let report = try #require(reports.first { $0.index == index })
            #expect(abs(Self.scale(report) - value) < 1e-9, "item \(index): \(Self.scale(report))")
        }
        // The drawn corners follow: item 3's 300-pt width at 0.575 is 172.5 pt.
        let third = try #require(reports.first { $0.index == 3 })
        #expect(abs(Double(third.corners[1]!.x - third.corners[0]!.x) - 172.5) < 1e-9)
    }

    @Test func anchorPerPhaseBlends() throws {
        // The anchor moves from the leading edge (topLeading) through the centre to the trailing
        // edge: x = 0.5 + (1 - f_TL)(0 - 0.5) + (1 - f_BT)(1 - 0.5).
        let reports = try Self.reports(#"[{"rotation3D": {"angle": 30, "anchor": [[0, 0.5], [0.5, 0.5], [1, 0.5]]}}]"#)
        for report in reports {
            guard case let .object(pairs) = report.effects, case let .object(turn)? = pairs.first(where: { $0.key == "rotation3D" })?.value,
                  case let .array(anchor)? = turn.first(where: { $0.key == "anchor" })?.value, case let .number(x) = anchor[0],
                  case let .object(progress)? = pairs.first(where: { $0.key == "progress" })?.value,
                  case let .number(tl)? = progress.first(where: { $0.key == "topLeading" })?.value,
                  case let .number(bt)? = progress.first(where: { $0.key == "bottomTrailing" })?.value else {
                Issue.record("no anchor or progress in \(report.effects)"); continue
            }
            #expect(abs(x - (0.5 - 0.5 * (1 - tl) + 0.5 * (1 - bt))) < 1e-12)
        }
        #expect(reports.contains { r in r.index == 3 })
    }

    @Test func badLawsAreRefusedNamingThePair() {
        func errors(_ effect: String) -> String {
            let json = #"{"screen": {"width": 400, "height": 300}, "strategy": {"kind": "free"}, "content": {"items": {"count": 3, "size": {"width": 200, "height": 100}}}, "look": {"items": {"transition": {"effects": [\#(effect)]}}}, "gesture": {"kind": "fling", "velocity": 1}}"#
            do { _ = try Scenario.read(Array(json.utf8)); return "" } catch { return "\(error)" }
        }
        #expect(errors(#"{"scale": [[0, 1], [0, 0.5]]}"#).contains("look.items.transition.effects[0].scale[1][0]"))
        #expect(errors(#"{"scale": [[0, 1]]}"#).contains("2 and 64"))
        #expect(errors(#"{"scale": [[0, 1], [1]]}"#).contains("look.items.transition.effects[0].scale[1]"))
        #expect(errors(#"{"opacity": [[0, 1], [1, 2]]}"#).contains("look.items.transition.effects[0].opacity[1][1]"))
        #expect(errors(#"{"rotation3D": {"angle": 30, "anchor": [[0, 0.5], [0.5], [1, 0.5]]}}"#).contains("anchor[1]"))
        // Two pairs: one line naming the per-phase form, not one "must be a number" per pair.
        let twoPairs = errors(#"{"rotation3D": {"angle": 30, "anchor": [[0, 0.5], [1, 0.5]]}}"#)
        #expect(twoPairs.contains("look.items.transition.effects[0].rotation3D.anchor: the per-phase form is three [ux, uy] pairs") && !twoPairs.contains("must be a number"),
                "\(twoPairs)")
    }
}
