import Foundation

/// A group's transform over the samples as one CSS transform list per keyframe, for an XHTML
/// `<div>` of an animated SVG: the group's projective steps (`ProjectiveTransform.steps`) and
/// then its affine transform, written in CSS's order (the last applied first). An affine step is
/// `translate() rotate() skewX() scale()` (`CSSTransformParts`); a 3-D turn is
/// `translate3d(a) perspective(D) rotate3d(axis, θ) translate3d(−a)` about its anchor a, which
/// with `transform-origin: 0 0` is `Rotation3D`'s map (`rotateY(θ)` and the like about a
/// coordinate axis; a translation just outside the turn added to its first `translate3d`). Every keyframe has the same functions, so
/// the browser interpolates each argument linearly (CSS Transforms 2, "Interpolation of
/// Transforms"): the angle, never a `matrix3d()` (whose decomposition drifts between keyframes).
struct TransformList {
    /// One factor's form, the same at every sample.
    enum Kind {
        /// Which of translate, rotate, skewX and scale ever differ from the identity.
        case affine(translates: Bool, rotates: Bool, skews: Bool, scales: Bool)
        case turn(axis: (x: Double, y: Double, z: Double), eyeDistance: Double, depth: Bool)
    }

    /// Factors, first applied first.
    let kinds: [Kind]
    /// Where each factor's numbers start in a row of `parameters`.
    let offsets: [Int]
    /// Per sample, each factor's numbers: an affine's (tx, ty, rotation, skewX, sx, sy), a turn's
    /// (ax, ay, az, radians).
    let parameters: [[Double]]
    /// Where the group's own points are (its ink, or the scene), for the keyframes' tolerance.
    let ink: CGRect
    let changes: Bool
    /// Decimal places of a turn's angle in degrees: the fewest that move no point of the ink
    /// (twice its farthest corner's distance from the origin, for the anchor and the perspective's
    /// magnification) more than an eighth of `tolerance` points, as the keyframes' times do.
    let angleDecimals: Int

    /// `transforms[k]` applied after `steps[k]` at each sample; `name` names the group in a
    /// refusal; `tolerance` (points) is how far the keyframes may put a corner from a sample.
    init(transforms: [Transform2D], steps: [[ProjectiveTransform.Step]], ink: CGRect, tolerance: Double, name: String) throws {
        self.ink = ink
        let reach = 2 * Double(hypot(max(abs(ink.minX), abs(ink.maxX)), max(abs(ink.minY), abs(ink.maxY))))
        angleDecimals = (1...6).first { 0.5 * pow(10, -Double($0)) * .pi / 180 * reach <= tolerance / 8 } ?? 6
        var rows: [[Double]] = []
        var shape: [Kind]?
        var axes: [(Double, Double, Double)] = [], eyes: [Double] = []
        var previous: [Double]?
        for (transform, factors) in zip(transforms, steps) {
            var row: [Double] = []
            var kinds: [Kind] = []
            var factorAxes: [(Double, Double, Double)] = [], factorEyes: [Double] = []
            for factor in factors + [.affine(transform)] {
                switch factor {
                case let .affine(t):
                    var parts = CSSTransformParts(t)
                    // The short way round from the sample before, as the frames turn.
                    if let previous, row.count + 2 < previous.count {
                        parts.rotation += ((previous[row.count + 2] - parts.rotation) / (2 * .pi)).rounded() * 2 * .pi
                    }
                    row += [parts.tx, parts.ty, parts.rotation, parts.skewX, parts.sx, parts.sy]
                    kinds.append(.affine(translates: false, rotates: false, skews: false, scales: false))
                case let .turn(r):
                    let length = (r.axis.x * r.axis.x + r.axis.y * r.axis.y + r.axis.z * r.axis.z).squareRoot()
                    let axis = length > 0 ? (r.axis.x / length, r.axis.y / length, r.axis.z / length) : (0.0, 1.0, 0.0)
                    row += [r.anchorX, r.anchorY, r.anchorZ, length > 0 ? r.radians : 0]
                    factorAxes.append(axis)
                    factorEyes.append(r.eyeDistance)
                    kinds.append(.turn(axis: axis, eyeDistance: r.eyeDistance, depth: false))
                }
            }
            if shape == nil {
                shape = kinds
                axes = factorAxes
                eyes = factorEyes
            } else if shape!.count != kinds.count || zip(shape!, kinds).contains(where: { !Self.sameForm($0, $1) })
                        || !zip(axes, factorAxes).allSatisfy({ $0 == $1 }) || eyes != factorEyes {
                throw RenderError("\(name) changes the form of its 3-D turn between frames (another axis, perspective or chain of effects), which an animated SVG cannot interpolate; write .gif, .webp, .apng or .mp4 instead")
            }
            rows.append(row)
            previous = row
        }
        parameters = rows
        changes = rows.contains { $0 != rows[0] }
        var offsets: [Int] = [], next = 0
        for kind in shape ?? [] {
            offsets.append(next)
            next += kind.count
        }
        self.offsets = offsets
        // Which functions each factor needs: those that ever differ from the identity.
        kinds = zip(shape ?? [], offsets).map { kind, o in
            switch kind {
            case .affine:
                return .affine(translates: rows.contains { $0[o] != 0 || $0[o + 1] != 0 }, rotates: rows.contains { $0[o + 2] != 0 },
                               skews: rows.contains { $0[o + 3] != 0 }, scales: rows.contains { $0[o + 4] != 1 || $0[o + 5] != 1 })
            case let .turn(axis, eye, _):
                return .turn(axis: axis, eyeDistance: eye, depth: rows.contains { $0[o + 2] != 0 })
            }
        }
    }

    private static func sameForm(_ a: Kind, _ b: Kind) -> Bool {
        switch (a, b) {
        case (.affine, .affine), (.turn, .turn): true
        default: false
        }
    }

    /// The list at sample k.
    func css(at k: Int) -> String { css(parameters[k]) }

    private func css(_ p: [Double]) -> String {
        // Each factor's functions, last applied first (CSS's order); an affine that only
        // translates, written just before a turn, joins the turn's first translation: the two
        // translations interpolate argument by argument, so their sum moves as they would.
        var functions: [String] = []
        var carried: (x: Double, y: Double)?
        for (index, kind) in kinds.enumerated().reversed() {
            let o = offsets[index]
            switch kind {
            case let .affine(translates, rotates, skews, scales):
                if translates, !rotates, !skews, !scales, index > 0, case .turn = kinds[index - 1] {
                    carried = (p[o], p[o + 1])
                    continue
                }
                var f: [String] = []
                if translates { f.append("translate(\(px(p[o])),\(px(p[o + 1])))") }
                if rotates { f.append("rotate(\(SVGNumber.text(p[o + 2] * 180 / .pi, decimals: 4))deg)") }
                if skews { f.append("skewX(\(SVGNumber.text(p[o + 3] * 180 / .pi, decimals: 4))deg)") }
                if scales { f.append("scale(\(SVGNumber.text(p[o + 4], decimals: 5)),\(SVGNumber.text(p[o + 5], decimals: 5)))") }
                functions += f
            case let .turn(axis, eye, depth):
                let (x, y) = (p[o] + (carried?.x ?? 0), p[o + 1] + (carried?.y ?? 0))
                carried = nil
                functions.append(depth ? "translate3d(\(px(x)),\(px(y)),\(px(p[o + 2])))" : "translate(\(px(x)),\(px(y)))")
                if eye.isFinite { functions.append("perspective(\(px(eye)))") }
                functions.append(Self.rotation(axis: axis, degrees: p[o + 3] * 180 / .pi, decimals: angleDecimals))
                functions.append(depth ? "translate3d(\(px(-p[o])),\(px(-p[o + 1])),\(px(-p[o + 2])))" : "translate(\(px(-p[o])),\(px(-p[o + 1])))")
            }
        }
        return functions.isEmpty ? "none" : functions.joined(separator: " ")
    }

    /// A turn about a unit axis: `rotateX()`, `rotateY()` or `rotate()` (about z) when the axis is
    /// one of the coordinate axes (either way round: the angle's sign then changes), which CSS
    /// defines as `rotate3d()` about that axis; otherwise `rotate3d()`.
    static func rotation(axis: (x: Double, y: Double, z: Double), degrees: Double, decimals: Int) -> String {
        let named: (String, Double)? = switch (axis.x, axis.y, axis.z) {
        case (1, 0, 0): ("rotateX", 1)
        case (-1, 0, 0): ("rotateX", -1)
        case (0, 1, 0): ("rotateY", 1)
        case (0, -1, 0): ("rotateY", -1)
        case (0, 0, 1): ("rotate", 1)
        case (0, 0, -1): ("rotate", -1)
        default: nil
        }
        if let (name, sign) = named { return "\(name)(\(SVGNumber.text(sign * degrees, decimals: decimals))deg)" }
        return "rotate3d(\(SVGNumber.text(axis.x, decimals: 6)),\(SVGNumber.text(axis.y, decimals: 6)),\(SVGNumber.text(axis.z, decimals: 6)),\(SVGNumber.text(degrees, decimals: decimals))deg)"
    }

    private func px(_ v: Double) -> String { SVGNumber.text(v, decimals: 2) + "px" }

    /// The map the numbers `p` stand for, first factor first.
    private func homography(_ p: [Double]) -> ProjectiveTransform {
        var h = ProjectiveTransform.identity
        for (kind, o) in zip(kinds, offsets) {
            switch kind {
            case .affine:
                let t = CSSTransformParts(tx: p[o], ty: p[o + 1], rotation: p[o + 2], skewX: p[o + 3], sx: p[o + 4], sy: p[o + 5]).transform
                h = h.then(.affine(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
            case let .turn(axis, eye, _):
                h = h.then(Rotation3D(radians: p[o + 3], axis: axis, anchorX: p[o], anchorY: p[o + 1], anchorZ: p[o + 2], eyeDistance: eye).homography)
            }
        }
        return h
    }

    /// Keyframes of `id`'s transform at the samples where the browser's interpolation of the
    /// numbers between kept keyframes would move a corner of the group's ink more than
    /// `tolerance` pt from where the frames draw it.
    func write(_ id: String, times: [Double], css: inout AnimatedSVGStyle, tolerance: Double) {
        let corners = [(ink.minX, ink.minY), (ink.maxX, ink.minY), (ink.maxX, ink.maxY), (ink.minX, ink.maxY)].map { (Double($0.0), Double($0.1)) }
        let exact = parameters.map { homography($0) }
        let kept = KeyframeSimplification.keptIndices(count: parameters.count, tolerance: tolerance) { k, first, last in
            let u = (times[k] - times[first]) / (times[last] - times[first])
            let shown = homography(zip(parameters[first], parameters[last]).map { $0 + u * ($1 - $0) })
            var worst = 0.0
            for (x, y) in corners {
                guard let a = exact[k].apply(x, y), let b = shown.apply(x, y) else { return .infinity }
                worst = max(worst, abs(a.x - b.x), abs(a.y - b.y))
            }
            return worst
        }
        // Decimals for the fastest corner (a card thrown across the screen between two frames).
        let moves: [[Double]] = exact.map { h in
            corners.flatMap { c -> [Double] in
                guard let p = h.apply(c.0, c.1) else { return [0, 0] }
                return [p.x, p.y]
            }
        }
        let decimals = css.decimals(speed: AnimatedSVGStyle.speed(times: times, values: moves), error: tolerance / 8)
        var frames = kept.map { (css.percent(times[$0], decimals: decimals), "transform:" + self.css(at: $0)) }
        frames = css.held(frames, first: "transform:" + self.css(at: 0), last: "transform:" + self.css(at: parameters.count - 1))
        css.add(id, name: id + "t", frames: frames, timing: "linear")
    }
}

extension TransformList.Kind {
    /// How many numbers a factor of this kind has per sample.
    var count: Int {
        switch self {
        case .affine: 6
        case .turn: 4
        }
    }
}
