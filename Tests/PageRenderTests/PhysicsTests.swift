import Foundation
import Testing
@testable import PageRender

/// The closed-form and stepped motions against docs/physics.md's worked numbers and against values
/// printed by scripts/reference-physics.py (an independent Python re-implementation of
/// docs/physics.md), each with an explicit tolerance.
@Suite struct PhysicsTests {
    // (raw overshoot, R, displayed): first row from docs/physics.md ("x = 100, R = 375 gives
    // 47.97 pt"), the others from scripts/reference-physics.py.
    static let rubberBand: [(Double, Double, Double)] = [(100, 375, 47.9651), (375, 375, 133.0645), (-200, 667, -94.4273)]

    @Test(arguments: rubberBand) func rubberBandMatchesReference(row: (Double, Double, Double)) {
        let band = RubberBand(dimension: row.1)
        #expect(abs(band.displayed(rawOvershoot: row.0) - row.2) < 1e-3)
        #expect(abs(band.rawOvershoot(displayed: row.2) - row.0) < 1e-2)
    }

    @Test func rubberBandSlopeIsCoefficientAndNeverReachesBounds() {
        let band = RubberBand(dimension: 390)
        #expect(abs(band.displayed(rawOvershoot: 0.001) / 0.001 - 0.55) < 1e-5)
        #expect(band.displayed(rawOvershoot: 1e9) < 390)
        #expect(band.displayed(rawOvershoot: -1e9) > -390)
    }

    // (x0, v0, rate, rest, rest time ms, proposed) from scripts/reference-physics.py; the first row
    // is also docs/physics.md's example (rest about 993 pt from x0 after about 2.65 s).
    static let decelerations: [(Double, Double, Double, Double, Double, Double)] = [
        (1000, 2, 0.998, 1993.045, 2650.000, 1994.005),
        (1000, -2, 0.998, 6.955, 2650.000, 5.995),
        (1000, 2, 0.99, 1197.069, 533.333, 1198.003),
        (500, -1.5, 0.99, 352.476, 500.000, 351.746),
        (0, 0.7, 0.998, 344.339, 2125.000, 344.655),
    ]

    @Test(arguments: decelerations) func decelerationSteppedAt120Hz(row: (Double, Double, Double, Double, Double, Double)) {
        var motion = AxisDeceleration(x: row.0, v: row.1, rate: row.2, target: nil, minEdge: -1e6, maxEdge: 1e6,
                                      bounces: true, creepSpeed: 0.015)
        var frames = 0
        while !motion.done { motion.advance(dt: 1000 / 120); frames += 1 }
        #expect(abs(motion.x - row.3) < 0.01)
        #expect(abs(Double(frames) * 1000 / 120 - row.4) < 0.01)
        #expect(abs(Deceleration.proposedTarget(x: row.0, v: row.1, rate: row.2) - row.5) < 0.01)
        // The continuous approximations agree with the stepped motion within a pixel and a frame.
        #expect(abs(Deceleration.restingOffset(x: row.0, v: row.1, rate: row.2) - row.3) < 1)
        #expect(abs(Deceleration.duration(v: row.1, rate: row.2) - row.4) <= 1000 / 120)
    }

    @Test func decelerationPathBarelyDependsOnFrameRate() {
        for rate in [60.0, 120, 240] {
            let dt = 1000 / rate
            var (x, v) = (0.0, 2.0)
            for _ in 0..<Int(600 / dt) { (x, v) = Deceleration.advance(x: x, v: v, rate: 0.998, dt: dt) }
            let closed = 2 * 0.998 * (1 - pow(0.998, 600)) / (1 - 0.998)
            #expect(abs(x - closed) < 1e-6)
        }
    }

    @Test func velocityIsTheDerivativeOfPosition() {
        let dt = 0.001
        for (v0, d) in [(2.0, 0.998), (-3.0, 0.99)] {
            for t in [0.0, 50, 300, 900] {
                let a = Deceleration.advance(x: 0, v: v0, rate: d, dt: t)
                let b = Deceleration.advance(x: 0, v: v0, rate: d, dt: t + dt)
                // dx/dt of x(t) = v0*d*(1-d^t)/(1-d) is v(t)*d*(-ln d)/(1-d): within 0.1 % of v(t)
                // for .normal, 0.5 % for .fast (UIKit's frame form moves by v*d per ms, not v).
                let derivative = a.v * d * -log(d) / (1 - d)
                #expect(abs((b.x - a.x) / dt - derivative) <= abs(a.v) * 1e-5 + 1e-9)
                #expect(abs(derivative - a.v) <= abs(a.v) * (d == 0.998 ? 1.1e-3 : 5.1e-3))
            }
        }
    }

    @Test func bounceFromRestMatchesReference() {
        // Reference: "Released at rest 50 pt past the edge: about 18 pt left after 100 ms,
        // settled after ~0.47 s"; Python oracle: 18.302 pt at 100 ms, settled at 458.333 ms.
        var motion = AxisDeceleration(x: -50, v: 0, rate: 0.998, target: nil, minEdge: 0, maxEdge: 1000,
                                      bounces: true, creepSpeed: 0.015)
        for _ in 0..<12 { motion.advance(dt: 1000 / 120) }
        #expect(abs(motion.x + 18.302) < 0.01)
        var frames = 12
        while !motion.done { motion.advance(dt: 1000 / 120); frames += 1 }
        #expect(abs(Double(frames) * 1000 / 120 - 458.333) < 0.01)
        #expect(motion.x == 0)
    }

    @Test(arguments: [1.0, 2.5, -4.0]) func bouncePeakIsAbout33msTimesImpactVelocity(ve: Double) {
        // Reference: a fling hitting the edge at v_e peaks about 33 ms * v_e past it (.normal)
        // about 90 ms after impact.
        var (o, v, t, peak, peakT) = (0.0, ve, 0.0, 0.0, 0.0)
        while t < 400 {
            (o, v) = Bounce.advance(overshoot: o, v: v, rate: 0.998, tau: 1)
            t += 1
            if abs(o) > abs(peak) { peak = o; peakT = t }
        }
        #expect(abs(peak / ve - 33.3) < 0.5)
        #expect(abs(peakT - 90.7) <= 1)
    }

    // (x, v, target, width, iterations per frame, settle ms) from scripts/reference-physics.py.
    static let springs: [(Double, Double, Double, Double, Double)] = [
        (100, 2, 375, 375, 316.667), (300, 0, 375, 375, 350.0), (500, -1, 390, 390, 300.0),
    ]

    @Test(arguments: springs) func pagingSpringSettles(row: (Double, Double, Double, Double, Double)) {
        let spring = PagingSpring(width: row.3)
        var (x, v, frames) = (row.0, row.1, 0)
        while true {
            let f = spring.frame(x: x, v: v, target: row.2, iterations: 8)
            frames += 1
            (x, v) = (f.x, f.v)
            if f.done { break }
        }
        #expect(x == row.2)
        #expect(abs(Double(frames) * 1000 / 120 - row.4) < 0.01)
        // Reference: "a snap takes about 0.3 to 0.45 s".
        #expect((250...450).contains(row.4))
    }

    @Test func pagingSpringConstants() {
        // Reference at W = 375: damping ratio about 0.885; above 1024 pt: 1.7e-4 and 0.977.
        let s = PagingSpring(width: 375)
        let omega = sqrt(s.pull), damping = -log(s.friction)
        #expect(abs(damping / (2 * omega) - 0.885) < 0.01)
        #expect(PagingSpring(width: 1200) == PagingSpring(width: 2000))
        // The reference gives the linear fits and the constants above 1024 pt separately; they
        // meet at 1024 pt (to the fits' 9 digits), so a mistyped coefficient or constant shows.
        let fit = PagingSpring(width: 1024), constant = PagingSpring(width: 1024.5)
        #expect(abs(fit.pull - constant.pull) < 1e-12 && abs(fit.friction - constant.friction) < 1e-8)
    }

    // (offset, page length, raw velocity, previous target, page): docs/physics.md, "Paging".
    static let pageChoices: [(Double, Double, Double, Int?, Int)] = [
        (100, 375, 0.31, nil, 1), (100, 375, 0.3, nil, 0), (200, 375, 0.29, nil, 1), (100, 375, -0.31, nil, 0),
        (700, 375, -0.31, nil, 1), (562.5, 375, 0, nil, 2), (562.4, 375, 0, nil, 1), (750, 375, 5, nil, 2),
        (750, 375, -5, nil, 2), (-40, 375, -2, nil, -1), (400, 844, 1, nil, 1), (300, 375, 1, 2, 2),
        (300, 375, -1, 2, 0), (300, 375, 0.1, 2, 1),
    ]

    @Test(arguments: pageChoices) func pageChoice(row: (Double, Double, Double, Int?, Int)) {
        #expect(PageChoice.page(offset: row.0, pageLength: row.1, velocity: row.2, previousTarget: row.3) == row.4)
    }

    @Test func releaseVelocityFromTouchSpeeds() {
        // (speeds, inside range, release) from scripts/reference-physics.py.
        let rows: [([Double], Bool, Double)] = [([1, 1, 1], true, 1.0), ([2, 1, 0], true, 1.55), ([0.2, 0.2, 0.2], true, 0),
                                                ([0.2, 0.2, 0.2], false, 0.2), ([0.5], true, 0.5), ([-2, -1, 0], true, -1.55)]
        for (speeds, inside, expected) in rows {
            var estimator = VelocityEstimator()
            var (t, x) = (0.0, 0.0)
            estimator.add(t: t, offset: x)
            for s in speeds { t += 10; x += s * 10; estimator.add(t: t, offset: x) }
            #expect(abs(estimator.releaseVelocity(insideRange: inside) - expected) < 1e-9, "\(speeds)")
        }
    }

    @Test func intervalsUnderOneMillisecondCountAsZero() {
        var estimator = VelocityEstimator()
        for (t, x) in [(0.0, 0.0), (10, 10), (20, 20), (20.5, 25)] { estimator.add(t: t, offset: x) }
        // speeds 1, 1, 0 -> 0.6 + 0.35 + 0 = 0.95
        #expect(abs(estimator.releaseVelocity(insideRange: true) - 0.95) < 1e-9)
    }

    @Test func decelerationRateSetterQuantises() {
        #expect(DecelerationRate(quantising: 0.5).rawValue == 0.99)
        #expect(DecelerationRate(quantising: 0.9939).rawValue == 0.99)
        #expect(DecelerationRate(quantising: 0.994).rawValue == 0.998)
        #expect(DecelerationRate(quantising: 0.9995).rawValue == 0.998)
        #expect(DecelerationRate.normal.rawValue == 0.998 && DecelerationRate.fast.rawValue == 0.99)
    }

    @Test func retargetingRules() {
        // Values from scripts/reference-physics.py.
        let a = Retargeting.plan(velocity: 2, rate: 0.998, distance: 500)
        #expect(a.rule == .sameDirection && a.velocity == 2 && abs(a.rate - 0.99602791) < 1e-8)
        let b = Retargeting.plan(velocity: 1, rate: 0.998, distance: 800)
        #expect(b.rule == .farther && abs(b.velocity - 1.611602137) < 1e-8 && b.rate == 0.998)
        let quick = Retargeting.plan(velocity: 0, rate: 0.998, distance: 100)
        #expect(quick.rule == .farther && abs(quick.velocity - 1.52136378) < 1e-8 && quick.rate == 0.985)
        let behind = Retargeting.plan(velocity: 2, rate: 0.998, distance: -30)
        #expect(behind.rule == .sameDirection && behind.rate == 0.999)
        let dead = Retargeting.plan(velocity: 2, rate: 0.998, distance: 0)
        #expect(dead.rule == .stopDead && dead.velocity == 0)
        let mirrored = Retargeting.plan(velocity: -1, rate: 0.998, distance: -800)
        #expect(abs(mirrored.velocity + 1.611602137) < 1e-8)
    }

    @Test func bothAxesRetargetedShareTheLargerRate() {
        let (px, py) = Retargeting.plan(velocity: CGPoint(x: 2, y: 0), rate: 0.998, distance: CGPoint(x: 500, y: 40))
        #expect(px.rate == py.rate)
        #expect(px.rate == max(Retargeting.plan(velocity: 2, rate: 0.998, distance: 500).rate,
                               Retargeting.plan(velocity: 0, rate: 0.998, distance: 40).rate))
        // Both travel their distance in the continuous form: (v - s) / -ln d == D.
        for (p, dist) in [(px, 500.0), (py, 40.0)] {
            #expect(abs((p.velocity - Deceleration.stopSign(dist)) / -log(p.rate) - dist) < 1e-6)
        }
    }

    @Test func easeInOutIsSymmetricAndMonotonic() {
        #expect(UnitCurve.easeInOut.progress(0) == 0 && UnitCurve.easeInOut.progress(1) == 1)
        #expect(abs(UnitCurve.easeInOut.progress(0.5) - 0.5) < 1e-9)
        #expect(abs(UnitCurve.easeInOut.progress(0.25) + UnitCurve.easeInOut.progress(0.75) - 1) < 1e-9)
        var last = 0.0
        for i in 1...100 {
            let p = UnitCurve.easeInOut.progress(Double(i) / 100)
            #expect(p >= last)
            last = p
        }
    }
}
