import Foundation

/// The `<style>` of an animated SVG: one `@keyframes` rule per animated property of an element
/// and the rule that plays it. Motions (translations) interpolate linearly between keyframes
/// that `KeyframeSimplification` keeps; discrete changes (a dot's colour, showing or hiding) hold
/// each value until the next keyframe (`step-end`), which is exactly how the frames change.
struct AnimatedSVGStyle {
    let duration: Double
    let loop: LoopMode
    /// ms added before the scenario's first sample (and after its end).
    let hold: Double
    /// The scenario time of the first sample, ms.
    let start: Double
    private(set) var text = ""
    private(set) var keyframeCount = 0
    /// The animations of each element id, in order, and the other ids that play them too.
    private var animations: [(id: String, list: [String], sharers: [String])] = []
    /// Where each id's entry is in `animations` (a search would make thousands of items quadratic).
    private var entry: [String: Int] = [:]

    init(duration: Double, loop: LoopMode, hold: Double, start: Double) {
        // As written in the rules (to 0.001 ms), so the percentages are of the length the browser plays.
        self.duration = (duration * 1000).rounded() / 1000
        self.loop = loop
        self.hold = hold
        self.start = start
    }

    /// Where scenario time `t` falls in one play, as a percentage to `percentDecimals`; `down`
    /// rounds toward the start, so a discrete change already shows at its own instant.
    func percent(_ t: Double, down: Bool = false, decimals: Int? = nil) -> String {
        let decimals = decimals ?? percentDecimals
        let exact = min(100, max(0, (hold + t - start) / duration * 100))
        let unit = pow(10, Double(decimals))
        return SVGNumber.text(down ? (exact * unit).rounded(.down) / unit : exact, decimals: decimals) + "%"
    }

    /// Decimals of a keyframe's percentage for a discrete change: enough that it is off its
    /// instant by at most 0.002 ms (4 for a 2 s play), far inside a device frame.
    var percentDecimals: Int { decimals(resolution: 0.002) }

    /// Decimals that put a keyframe within `resolution` ms of its instant (2 to 8).
    func decimals(resolution: Double) -> Int {
        guard resolution > 0, resolution.isFinite else { return 8 }
        return min(8, max(2, Int((log10(duration / (resolution * 100))).rounded(.up))))
    }

    /// Decimals for a motion whose values change by at most `speed` units per ms, so that
    /// rounding a keyframe's time moves it by at most `error` units (a teleport of thousands of
    /// points between two device frames needs more than a slow drift).
    func decimals(speed: Double, error: Double) -> Int {
        speed > 0 ? decimals(resolution: error / speed) : 2
    }

    /// The largest change per ms between consecutive samples of any coordinate of `values`.
    static func speed(times: [Double], values: [[Double]]) -> Double {
        var fastest = 0.0
        for k in values.indices.dropFirst() where times[k] > times[k - 1] {
            for c in values[k].indices { fastest = max(fastest, abs(values[k][c] - values[k - 1][c]) / (times[k] - times[k - 1])) }
        }
        return fastest
    }

    /// `id`'s translation through `values` at `times` (scenario ms), keyframes within `tolerance` pt.
    mutating func translation(_ id: String, times: [Double], values: [CGPoint], tolerance: Double) {
        let coordinates = values.map { [Double($0.x), Double($0.y)] }
        let kept = KeyframeSimplification.keptIndices(times: times, values: coordinates, tolerance: tolerance)
        let decimals = decimals(speed: Self.speed(times: times, values: coordinates), error: tolerance / 8)
        // One coordinate when the other is always 0 (a row whose scroll view is the screen).
        let zero = (x: values.allSatisfy { $0.x == 0 }, y: values.allSatisfy { $0.y == 0 })
        func transform(_ p: CGPoint) -> String {
            let x = SVGNumber.text(Double(p.x), decimals: 2), y = SVGNumber.text(Double(p.y), decimals: 2)
            if zero.y { return "translateX(\(x)px)" }
            if zero.x { return "translateY(\(y)px)" }
            return "translate(\(x)px,\(y)px)"
        }
        var frames = kept.map { (percent(times[$0], decimals: decimals), "transform:" + transform(values[$0])) }
        frames = held(frames, first: "transform:" + transform(values[0]), last: "transform:" + transform(values[values.count - 1]))
        add(id, name: id, frames: frames, timing: "linear")
    }

    /// `id`'s affine transform through `values` at `times` (scenario ms), written as the list
    /// `CSSTransformParts` decomposes it into, so the browser interpolates what the frames show;
    /// keyframes within `tolerance` pt of every sample for a point `radius` pt from the origin
    /// the transform acts on. Functions that never change from their identity are left out of
    /// every keyframe (each keyframe has the same list, as per-function interpolation needs).
    mutating func transform(_ id: String, times: [Double], values: [Transform2D], radius: Double, tolerance: Double) {
        let parts = CSSTransformParts.unwrapped(values.map(CSSTransformParts.init))
        let coordinates = parts.map { $0.coordinates(radius: radius) }
        let kept = KeyframeSimplification.keptIndices(times: times, values: coordinates, tolerance: tolerance)
        let decimals = decimals(speed: Self.speed(times: times, values: coordinates), error: tolerance / 8)
        let rotates = parts.contains { $0.rotation != 0 }, skews = parts.contains { $0.skewX != 0 }
        let scales = parts.contains { $0.sx != 1 || $0.sy != 1 }
        // Degrees to 4 decimals and scales to 5 move a point 500 pt out by at most 0.004 pt.
        func list(_ p: CSSTransformParts) -> String {
            var out = "translate(\(SVGNumber.text(p.tx, decimals: 2))px,\(SVGNumber.text(p.ty, decimals: 2))px)"
            if rotates { out += " rotate(\(SVGNumber.text(p.rotation * 180 / .pi, decimals: 4))deg)" }
            if skews { out += " skewX(\(SVGNumber.text(p.skewX * 180 / .pi, decimals: 4))deg)" }
            if scales { out += " scale(\(SVGNumber.text(p.sx, decimals: 5)),\(SVGNumber.text(p.sy, decimals: 5)))" }
            return "transform:" + out
        }
        var frames = kept.map { (percent(times[$0], decimals: decimals), list(parts[$0])) }
        frames = held(frames, first: list(parts[0]), last: list(parts[parts.count - 1]))
        add(id, name: id + "t", frames: frames, timing: "linear")
    }

    /// `id`'s `property`, a number interpolated linearly (an opacity), through `values` at
    /// `times`, keyframes within `tolerance` of every sample, written to 4 decimals.
    mutating func linear(_ id: String, property: String, times: [Double], values: [Double], tolerance: Double) {
        let kept = KeyframeSimplification.keptIndices(times: times, values: values.map { [$0] }, tolerance: tolerance)
        let decimals = decimals(speed: Self.speed(times: times, values: values.map { [$0] }), error: tolerance / 8)
        func value(_ v: Double) -> String { property + ":" + SVGNumber.text(v, decimals: 4) }
        var frames = kept.map { (percent(times[$0], decimals: decimals), value(values[$0])) }
        frames = held(frames, first: value(values[0]), last: value(values[values.count - 1]))
        add(id, name: id + property.prefix(1), frames: frames, timing: "linear")
    }

    /// `id`'s `property` taking `values[k]` from `times[k]` until the next change.
    mutating func discrete(_ id: String, property: String, times: [Double], values: [String]) {
        var frames: [(String, String)] = []
        for k in values.indices where k == 0 || values[k] != values[k - 1] {
            frames.append((percent(times[k], down: true), property + ":" + values[k]))
        }
        frames = held(frames, first: property + ":" + values[0], last: property + ":" + values[values.count - 1])
        add(id, name: id + property.prefix(1), frames: frames, timing: "step-end")
    }

    /// Keyframes with the first value at 0 % and the last at 100 %, each time given once.
    func held(_ frames: [(String, String)], first: String, last: String) -> [(String, String)] {
        var out = frames
        if out.first?.0 != "0%" { out.insert(("0%", first), at: 0) }
        if out.last?.0 != "100%" { out.append(("100%", last)) }
        // Two samples at one written percentage: the later wins, as it would on screen.
        var unique: [(String, String)] = []
        for frame in out {
            if unique.last?.0 == frame.0 { unique[unique.count - 1] = frame } else { unique.append(frame) }
        }
        return unique
    }

    mutating func add(_ id: String, name: String, frames: [(String, String)], timing: String) {
        keyframeCount += frames.count
        // Consecutive keyframes with one value share a rule (`a%,b%{…}`): a rest is written once.
        var rules: [(selectors: [String], value: String)] = []
        for (offset, value) in frames {
            if rules.last?.value == value { rules[rules.count - 1].selectors.append(offset) } else { rules.append(([offset], value)) }
        }
        text += "@keyframes \(name){" + rules.map { $0.selectors.joined(separator: ",") + "{\($0.value)}" }.joined() + "}\n"
        let count: String
        switch loop {
        case .forever: count = "infinite"
        case .once: count = "1"
        case let .times(n): count = String(n)
        }
        let animation = "\(name) \(SVGNumber.text(duration, decimals: 3))ms \(timing) \(count) both"
        if let i = entry[id] {
            animations[i].list.append(animation)
        } else {
            entry[id] = animations.count
            animations.append((id, [animation], []))
        }
    }

    /// Whether element `id` has animations.
    func animates(_ id: String) -> Bool { entry[id] != nil }

    /// Element `other` plays `id`'s animations (one rule with both selectors).
    mutating func share(_ id: String, with other: String) {
        if let i = entry[id] { animations[i].sharers.append(other) }
    }

    /// The rules, keyframes first, then each element's animations.
    var css: String {
        text + animations.map { ([$0.id] + $0.sharers).map { "#" + $0 }.joined(separator: ",") + "{animation:\($0.list.joined(separator: ","))}" }
            .joined(separator: "\n")
    }
}
