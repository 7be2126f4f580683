import Foundation

/// A group's filters (`Filter`) as CSS `filter` for an XHTML `<div>` of an animated SVG. CSS
/// applies `filter` to the element's drawing in its own coordinates before its `transform`, as
/// the raster painter filters a group before its projective transform and transform, and each
/// filter function in order, first first. What is written, checked against the matrices of
/// `ColorMatrix` (SwiftUI's, as OpenSwiftUI states them) and CSS Filter Effects 1:
/// - a blur is `blur(σ)`, σ in the group's points (`Filter.blur` holds σ);
/// - a lone hue rotation, saturation, grayscale (0…1) or contrast (≥ 0) is CSS's function of the
///   same name: the same matrix (CSS's coefficients are SwiftUI's to 4e-4, under a tenth of a
///   level), clamped once at the end as the painter clamps the matrix;
/// - a lone brightness b, which SwiftUI adds where CSS's `brightness()` multiplies, is two
///   functions whose clamps fall where the sum's do: `contrast(1/(1+2b)) brightness(1+2b)` for
///   b ≥ 0 (the contrast keeps every value inside 0…1, the brightness clamps what passes 1) and
///   `brightness(1/(1−2b)) contrast(1−2b)` for b < 0 (the contrast clamps what falls below 0);
/// - a chain of several effects is the chain of their functions when every colour the group
///   paints (`SceneTracks.paintedColours`) stays inside 0…1 after each effect but the last, so
///   the clamps CSS applies between the functions change nothing (Apple's hue-and-scale rows:
///   a hue rotation, then a brightness);
/// - any other colour matrix (a chain whose CSS functions would clamp between them where the
///   painter does not, or a group with a picture) is an SVG `feColorMatrix` referenced by `url()`,
///   on un-premultiplied sRGB values as the painter applies it; a `url()` does not interpolate,
///   so such a filter changes at each device frame.
enum FilterList {
    /// One CSS filter function: its name and its one number (none for a `url()`).
    struct Function: Equatable {
        var name: String
        var value: Double?

        var css: String {
            guard let value else { return name }
            switch name {
            case "blur": return "blur(\(SVGNumber.text(max(0, value), decimals: 2))px)"
            case "hue-rotate": return "hue-rotate(\(SVGNumber.text(value, decimals: 2))deg)"
            default: return "\(name)(\(SVGNumber.text(value, decimals: 4)))"
            }
        }

        /// The change in its number that stays within the tolerance: a blur's in points (the
        /// keyframes' tolerance), half a degree of hue (under 2 levels), 0.004 of a factor (1 level).
        func unit(tolerance: Double) -> Double {
            switch name {
            case "blur": tolerance
            case "hue-rotate": 0.5
            default: 0.004
            }
        }
    }

    /// `filters` as CSS functions, colour matrices defined in `definitions` when they need a
    /// `url()`; `colours`: every colour the group paints, nil when they are not known.
    static func functions(_ filters: [Filter], definitions: SVGDefinitions, colours: [Color]?) -> [Function] {
        filters.flatMap { filter -> [Function] in
            switch filter {
            case let .blur(sigma): return [Function(name: "blur", value: sigma)]
            case let .colorMatrix(m):
                if let css = cssFunctions(m, colours: colours) { return css }
                return [Function(name: "url(#" + definitions.colorFilter([m.m[0], m.m[1], m.m[2], 0, m.bias[0], m.m[3], m.m[4], m.m[5], 0, m.bias[1],
                                                                          m.m[6], m.m[7], m.m[8], 0, m.bias[2], 0, 0, 0, 1, 0]) + ")", value: nil)]
            }
        }
    }

    /// The CSS functions of a matrix (identity effects left out); nil when none writes it
    /// faithfully: a chain needs `colours` that no effect but the last takes outside 0…1.
    private static func cssFunctions(_ m: ColorMatrix, colours: [Color]?) -> [Function]? {
        let steps = m.steps.filter { step in
            switch step {
            case let .brightness(b): b != 0
            case let .contrast(c), let .saturation(c): c != 1
            case let .grayscale(g): g != 0
            case let .hueRotation(degrees): degrees != 0
            }
        }
        // Neutral effects only (a hue rotation of 0 is the identity to 1e-4, its rows as written).
        if steps.isEmpty { return [] }
        if steps.count == 1 { return cssFunctions(steps[0]) }
        guard let colours, staysInRange(colours, through: steps) else { return nil }
        var functions: [Function] = []
        for step in steps {
            guard let css = cssFunctions(step) else { return nil }
            functions += css
        }
        return functions
    }

    /// Whether every colour, taken through `steps` one after another without clamping, is inside
    /// 0…1 after each but the last, or outside it by so little that the clamp moves the final
    /// colour less than a quarter level: the later effects' matrices magnify an error at most by
    /// the product of their largest absolute row sums. (The rows as written make white 1.00006
    /// in blue after a hue rotation of 40°, which no level shows.)
    private static func staysInRange(_ colours: [Color], through steps: [ColorMatrix.Step]) -> Bool {
        let matrices = steps.map(\.matrix)
        var allowed = [Double](repeating: 0.25 / 255, count: matrices.count)
        for i in matrices.indices.dropLast().reversed() {
            let m = matrices[i + 1].m
            var gain = 0.0
            for r in 0..<3 {
                let sum: Double = abs(m[r * 3]) + abs(m[r * 3 + 1]) + abs(m[r * 3 + 2])
                gain = max(gain, sum)
            }
            allowed[i] = allowed[i + 1] / max(gain, 1)
        }
        return colours.allSatisfy { colour in
            var rgb = [colour.red, colour.green, colour.blue]
            for (i, m) in matrices.enumerated().dropLast() {
                rgb = (0..<3).map { r -> Double in
                    let sum: Double = m.m[r * 3] * rgb[0] + m.m[r * 3 + 1] * rgb[1] + m.m[r * 3 + 2] * rgb[2]
                    return sum + m.bias[r]
                }
                guard rgb.allSatisfy({ $0 >= -allowed[i] && $0 <= 1 + allowed[i] }) else { return false }
            }
            return true
        }
    }

    /// The CSS functions of one effect; nil when none writes it faithfully.
    private static func cssFunctions(_ step: ColorMatrix.Step) -> [Function]? {
        switch step {
        case let .hueRotation(degrees): return [Function(name: "hue-rotate", value: degrees)]
        case let .saturation(s): return [Function(name: "saturate", value: s)]
        case let .grayscale(g): return (0...1).contains(g) ? [Function(name: "grayscale", value: g)] : nil
        case let .contrast(c): return c >= 0 ? [Function(name: "contrast", value: c)] : nil
        case let .brightness(b):
            if b >= 0 { return [Function(name: "contrast", value: 1 / (1 + 2 * b)), Function(name: "brightness", value: 1 + 2 * b)] }
            return [Function(name: "brightness", value: 1 / (1 - 2 * b)), Function(name: "contrast", value: 1 - 2 * b)]
        }
    }

    /// The `filter` value of `filters`.
    static func value(_ filters: [Filter], definitions: SVGDefinitions, colours: [Color]?) -> String {
        let list = functions(filters, definitions: definitions, colours: colours)
        return list.isEmpty ? "none" : list.map(\.css).joined(separator: " ")
    }

    /// Keyframes of `id`'s filters at `times`: within each stretch of samples with the same
    /// functions, the numbers interpolate linearly, keyframes kept where a number would leave its
    /// tolerance (`Function.unit`); where the functions change, the two samples around the change
    /// are keyframes and the browser switches between them (a `url()` is its own function, so a
    /// chained colour matrix has a keyframe at every device frame, equal ones merged).
    static func write(_ id: String, filters: [[Filter]], times: [Double], css: inout AnimatedSVGStyle, definitions: SVGDefinitions,
                      colours: [Color]?, tolerance: Double) {
        let lists = filters.map { functions($0, definitions: definitions, colours: colours) }
        func text(_ k: Int) -> String { "filter:" + (lists[k].isEmpty ? "none" : lists[k].map(\.css).joined(separator: " ")) }
        var frames: [(String, String)] = []
        var start = 0
        while start < lists.count {
            let names = lists[start].map(\.name)
            var end = start
            while end + 1 < lists.count, lists[end + 1].map(\.name) == names { end += 1 }
            let units = lists[start].map { $0.unit(tolerance: tolerance) }
            let kept = KeyframeSimplification.keptIndices(count: end - start + 1, tolerance: 1) { k, first, last in
                let (a, b, c) = (lists[start + first], lists[start + last], lists[start + k])
                let u = (times[start + k] - times[start + first]) / (times[start + last] - times[start + first])
                var worst = 0.0
                for i in c.indices {
                    guard let x = a[i].value, let y = b[i].value, let v = c[i].value else { continue }
                    worst = max(worst, abs(x + u * (y - x) - v) / units[i])
                }
                return worst
            }
            for k in kept {
                let frame = (css.percent(times[start + k]), text(start + k))
                if frames.last?.1 != frame.1 || k == kept.last { frames.append(frame) }
            }
            start = end + 1
        }
        frames = css.held(frames, first: text(0), last: text(lists.count - 1))
        css.add(id, name: id + "f", frames: frames, timing: "linear")
    }
}
