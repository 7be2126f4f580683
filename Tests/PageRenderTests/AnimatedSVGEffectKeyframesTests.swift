import Foundation
import Testing
@testable import PageRender

/// The animated SVG's item keyframes against every device-rate sample, read back from the CSS
/// text a browser reads: each item's transform list interpolated argument by argument between
/// its keyframes (as CSS Transforms 1 interpolates lists of the same functions), multiplied out,
/// must put the item's four corners within a quarter of an output pixel of where the frames put
/// them (`ScreenScene.itemEffects`, what every frame draws), and its opacity within half a level
/// of 255. The samples of samples/effects whose effects are 2-D, at their own @2x scale.
@Suite struct AnimatedSVGEffectKeyframesTests {
    @Test(arguments: ["swiftui-fade-scale", "swiftui-fade-scale-animated", "upcarousel", "fspager-linear"])
    func itemKeyframesFollowEverySample(sample: String) throws {
        let file = CLI.repositoryRoot.appendingPathComponent("samples/effects/\(sample).json")
        let scenario = try Scenario.read(Array(try Data(contentsOf: file)))
        let run = try ScrollSimulation.timeline(for: scenario)
        let css = String(decoding: try AnimatedSVG.document(RenderInput(scenario: scenario, timeline: run, itemImages: []), loop: .forever, hold: 0).bytes, as: UTF8.self)
        var deviceRate = scenario
        deviceRate.fps = scenario.physics.deviceRate
        let timeline = try ScrollSimulation.timeline(for: deviceRate)
        let screen = FrameScenes(RenderInput(scenario: deviceRate, timeline: timeline, itemImages: [])).screen
        let duration = try #require(Self.duration(css))
        let tolerance = 0.25 / scenario.screen.scale
        let t0 = timeline.samples[0].t
        var checkedItems = 0, worst = 0.0, worstOpacity = 0.0
        for i in screen.layout.items.indices {
            guard let moves = Self.keyframes("e\(i)t", in: css, duration: duration) else { continue }
            let fades = Self.keyframes("e\(i)o", in: css, duration: duration)
            let functions = try #require(Self.functionNames("e\(i)t", in: css))
            let size = screen.layout.items[i].size
            let corners = [CGPoint.zero, CGPoint(x: size.width, y: 0), CGPoint(x: 0, y: size.height), CGPoint(x: size.width, y: size.height)]
            checkedItems += 1
            for sample in timeline.samples {
                let range = screen.layout.visibleContent(offset: sample.offset)
                guard let effect = screen.itemEffects(at: sample, in: range)[i] else { continue }
                if let fades { worstOpacity = max(worstOpacity, abs(KeyframeSimplification.interpolated(fades, at: sample.t - t0)[0] - effect.opacity)) }
                // A fully transparent item is not drawn, so where it would be is not shown either.
                guard effect.opacity > 0 else { continue }
                let expected = effect.transform.concatenating(screen.items[i].transform)
                let shown = Self.matrix(functions, KeyframeSimplification.interpolated(moves, at: sample.t - t0))
                for corner in corners {
                    let a = expected.apply(corner), b = shown.apply(corner)
                    worst = max(worst, Double(hypot(a.x - b.x, a.y - b.y)))
                }
            }
        }
        #expect(checkedItems >= 2, "\(sample): only \(checkedItems) items move")
        #expect(worst <= tolerance, "\(sample): an item's corner is \(worst) pt from a sample, more than \(tolerance) pt")
        #expect(worstOpacity <= 0.5 / 255 + 1e-4, "\(sample): an opacity is \(worstOpacity) from a sample")
    }

    /// The play's length, ms, from the content row's rule (`#c{animation:c 1717.000ms …`).
    static func duration(_ css: String) -> Double? {
        guard let play = css.range(of: "animation:c ") else { return nil }
        return css[play.upperBound...].split(separator: "m").first.flatMap { Double($0) }
    }

    /// The keyframes of rule `name` as (ms into the play, every number of the value in order).
    static func keyframes(_ name: String, in css: String, duration: Double) -> [(t: Double, value: [Double])]? {
        guard let rule = css.range(of: "@keyframes \(name){"), let end = css.range(of: "}\n", range: rule.upperBound..<css.endIndex) else { return nil }
        // A rule may list several offsets sharing one value (`a%,b%{…}`).
        return css[rule.upperBound..<end.lowerBound].split(separator: "}").flatMap { entry -> [(t: Double, value: [Double])] in
            let parts = entry.split(separator: "{")
            guard parts.count == 2 else { return [] }
            let value = parts[1].split(separator: ":", maxSplits: 1)[1]
            let numbers = value.split { "(), ".contains($0) }.compactMap { Double($0.replacingOccurrences(of: "px", with: "").replacingOccurrences(of: "deg", with: "")) }
            return parts[0].split(separator: ",").compactMap { Double($0.dropLast()) }.map { ($0 / 100 * duration, numbers) }
        }
    }

    /// The transform functions of rule `name`'s first keyframe, in order.
    static func functionNames(_ name: String, in css: String) -> [String]? {
        guard let rule = css.range(of: "@keyframes \(name){0%"), let value = css.range(of: "{transform:", range: rule.upperBound..<css.endIndex),
              let end = css[value.upperBound...].firstIndex(of: "}") else { return nil }
        return css[value.upperBound..<end].split(separator: " ").map { String($0.prefix { $0 != "(" }) }
    }

    /// The matrix of a CSS transform list: each function applied to what follows it.
    static func matrix(_ functions: [String], _ numbers: [Double]) -> Transform2D {
        var k = 0, m = Transform2D.identity
        var parts: [Transform2D] = []
        for name in functions {
            switch name {
            case "translate": parts.append(.translation(numbers[k], numbers[k + 1])); k += 2
            case "rotate": parts.append(.rotation(numbers[k] * .pi / 180)); k += 1
            case "skewX": parts.append(Transform2D(a: 1, b: 0, c: tan(numbers[k] * .pi / 180), d: 1, tx: 0, ty: 0)); k += 1
            case "scale": parts.append(.scale(numbers[k], numbers[k + 1])); k += 2
            default: Issue.record("unexpected transform function \(name)")
            }
        }
        // translate(…) rotate(…) means: rotate first, then translate (the last function acts first).
        for part in parts.reversed() { m = m.concatenating(part) }
        return m
    }
}
