import Foundation
import Testing
@testable import PageRender

/// `scrollTransition`'s per-edge progress, three-phase blend, timing curves and spring against
/// numbers computed outside the code, by an independent implementation of the rules docs/effects.md
/// states: the edge fraction f = K(clamp01((H - d)/(H - r))) of
/// github.com/Hongtae/SwiftVVD/blob/86f0b098/Sources/VUI/Views/ScrollView/ScrollTransition.swift
/// (whose tests' numbers were observed on Apple's runtime), the `UnitCurve` Bézier control
/// points Apple documents, and `Animation.default`'s documented response 0.55 s and damping 1.
/// The worked row: a 393-pt scroll view, 300-pt cards 16 apart behind 32-pt margins, scrolled by
/// s; the curves' values at check points; the vectors of SwiftVVD's `ScrollTransitionSurfaceTests`
/// (container 100, target 40); the spring's values.
@Suite struct ScrollTransitionMathTests {
    /// `.scaleEffect(phase.isIdentity ? 1 : 0.8)`: 0.8 at both edges, 1 at identity.
    static let scale = Phased(edges: 0.8, neutral: 1)

    static func transition(_ configuration: TransitionConfiguration) -> ScrollTransition {
        ScrollTransition(topLeading: configuration, bottomTrailing: configuration, effects: [.scale(x: scale, y: scale)], imageEffects: [])
    }

    /// Card i of the worked row after scrolling s: x = 32 + 316·i − s, C = 393, T = 300.
    static func fractions(_ configuration: TransitionConfiguration, s: Double, card: Int) -> EdgeFractions {
        transition(configuration).targetFractions(leading: 32 + 316 * Double(card) - s, length: 300, container: 393)
    }

    // (s, card, default f_TL, f_BT, scale, v_eff) — the worked row, default `.interactive` (easeInOut).
    static let interactiveRows: [(Double, Int, Double, Double, Double, Double)] = [
        (0, 0, 1, 1, 1.0, 0), (0, 1, 1, 0.0452, 0.8090, 0.9548), (0, 2, 1, 0, 0.8, 1),
        (50, 0, 0.9930, 1, 0.9986, -0.0070), (50, 1, 1, 0.2091, 0.8418, 0.7909), (105, 1, 1, 0.5, 0.9, 0.5),
        (158, 0, 0.6357, 1, 0.9271, -0.3643), (158, 1, 1, 0.7820, 0.9564, 0.2180), (200, 0, 0.3975, 1, 0.8795, -0.6025),
        (200, 1, 1, 0.9317, 0.9863, 0.0683), (316, 0, 0.0055, 1, 0.8011, -0.9945), (316, 1, 1, 1, 1, 0),
    ]

    @Test(arguments: interactiveRows) func defaultInteractiveMatchesSection1_7(row: (Double, Int, Double, Double, Double, Double)) {
        let f = Self.fractions(.interactive, s: row.0, card: row.1)
        #expect(abs(f.topLeading - row.2) < 1e-4)
        #expect(abs(f.bottomTrailing - row.3) < 1e-4)
        #expect(abs(Self.scale.blended(f) - row.4) < 1e-4)
        // v_eff = (1 − f_BT) − (1 − f_TL): positive on the trailing side.
        #expect(abs(f.effectivePhase - row.5) < 1e-4)
    }

    // (s, card, linear f, linear scale, centered f, centered scale, animated target f), the worked row; the
    // f columns give the fraction of the edge the card is on (the other is 1).
    static let otherRows: [(Double, Int, Double, Double, Double, Double, Double)] = [
        (0, 0, 1, 1, 0.9582, 0.9916, 1), (0, 1, 0.15, 0.83, 0.1299, 0.8260, 0), (0, 2, 0, 0.8, 0, 0.8, 0),
        (50, 0, 0.94, 0.988, 0.8139, 0.9628, 1), (50, 1, 0.3167, 0.8633, 0.2742, 0.8548, 0), (105, 1, 0.5, 0.9, 0.4329, 0.8866, 1),
        (158, 0, 0.58, 0.916, 0.5022, 0.9004, 1), (158, 1, 0.6767, 0.9353, 0.5859, 0.9172, 1), (200, 0, 0.44, 0.888, 0.3810, 0.8762, 0),
        (200, 1, 0.8167, 0.9633, 0.7071, 0.9414, 1), (316, 0, 0.0533, 0.8107, 0.0462, 0.8092, 0), (316, 1, 1, 1, 0.9582, 0.9916, 1),
    ]

    @Test(arguments: otherRows) func linearCenteredAndAnimatedMatchSection1_7(row: (Double, Int, Double, Double, Double, Double, Double)) {
        let linear = TransitionConfiguration(mode: .interactive(.linear), threshold: .visible)
        let centered = TransitionConfiguration(mode: .interactive(.linear), threshold: .centered)
        let l = Self.fractions(linear, s: row.0, card: row.1), c = Self.fractions(centered, s: row.0, card: row.1)
        let a = Self.fractions(.animated, s: row.0, card: row.1)
        #expect(abs(min(l.topLeading, l.bottomTrailing) - row.2) < 1e-4)
        #expect(abs(Self.scale.blended(l) - row.3) < 1e-4)
        #expect(abs(min(c.topLeading, c.bottomTrailing) - row.4) < 1e-4)
        #expect(abs(Self.scale.blended(c) - row.5) < 1e-4)
        #expect(min(a.topLeading, a.bottomTrailing) == row.6)
    }

    /// The worked row's card 1 at s = 0 (f_BT = 0.0452): `.opacity(isIdentity ? 1 : 0.5)` → 0.5226 and
    /// `.rotation3DEffect(.degrees(phase.value * −30))` → −28.64° for card 1 at s = 0.
    @Test func opacityAndAngleOfCard1AtRest() {
        let f = Self.fractions(.interactive, s: 0, card: 1)
        #expect(abs(Phased(edges: 0.5, neutral: 1).blended(f) - 0.5226) < 1e-4)
        #expect(abs(Phased(30, 0, -30).blended(f) - -28.644) < 1e-3)
    }

    /// UnitCurve.easeInOut's values at check points, easeIn(0.5) and easeOut(0.5), solved from the
    /// Bézier control points (0.42, 0)–(0.58, 1), (0.42, 0)–(1, 1), (0, 0)–(0.58, 1).
    @Test func unitCurvesMatchCheckValues() {
        for (u, v) in [(0.05, 0.0048), (0.10, 0.0197), (0.15, 0.0452), (0.25, 0.1292), (0.5, 0.5), (0.75, 0.8708), (0.9, 0.9803)] {
            #expect(abs(UnitCurve.easeInOut.value(at: u) - v) < 1e-4)
        }
        #expect(abs(UnitCurve.easeIn.value(at: 0.5) - 0.3154) < 1e-4)
        #expect(abs(UnitCurve.easeOut.value(at: 0.5) - 0.6846) < 1e-4)
        #expect(UnitCurve.linear.value(at: 0.3) == 0.3)
    }

    /// SwiftVVD's `ScrollTransitionSurfaceTests` vectors: container 100 (vertical), target 40, closure opacity tl 0.2 / identity 0.6 / bt 1.0;
    /// "coordinate" = −(target top in scroll space).
    static let vuiOpacity = Phased(0.2, 0.6, 1.0)

    static func vuiOpacity(_ t: ScrollTransition, coordinate: Double, target: Double = 40) -> Double {
        vuiOpacity.blended(t.targetFractions(leading: -coordinate, length: target, container: 100))
    }

    @Test func interactiveLinearMatchesSection1_8() {
        let linear = TransitionConfiguration(mode: .interactive(.linear), threshold: .visible)
        let t = Self.transition(linear)
        for (coordinate, opacity) in [(40.0, 0.2), (20, 0.4), (-30, 0.6), (-80, 0.8), (-100, 1.0)] {
            #expect(abs(Self.vuiOpacity(t, coordinate: coordinate) - opacity) < 1e-9)
        }
        // Target 40 × 160 at the container's top: both stages at once, only f_BT = 0.375 < 1 → 0.75.
        #expect(abs(Self.vuiOpacity(t, coordinate: 0, target: 160) - 0.75) < 1e-9)
    }

    @Test func animatedAndIdentityBoundariesMatchSection1_8() {
        let animated = TransitionConfiguration(mode: .animated(Spring(response: 1, dampingFraction: 1)), threshold: TransitionThreshold(.visible(0.5)))
        let mixed = ScrollTransition(topLeading: animated, bottomTrailing: .identity, effects: [], imageEffects: [])
        #expect(abs(Self.vuiOpacity(mixed, coordinate: 19) - 0.6) < 1e-9)
        #expect(abs(Self.vuiOpacity(mixed, coordinate: 21) - 0.2) < 1e-9)
        let both = ScrollTransition(topLeading: .identity, bottomTrailing: .identity, effects: [], imageEffects: [])
        #expect(Self.vuiOpacity(both, coordinate: 40) == 0.6)
        // Threshold boundaries b: 0.6 at b, 0.2 at b + 0.001.
        let boundaries: [(TransitionThreshold, Double)] = [
            (.visible, 0), (.hidden, 40), (.centered, -30), (TransitionThreshold(.visible(1), inset: 10), -10),
            // `.visible.interpolated(towards: .hidden, amount: 0.5)` resolves halfway: visible(0.5).
            (TransitionThreshold(.visible(0.5)), 20), (TransitionThreshold(.visible(1.25)), -10),
            // `interpolated(…, amount: 1.5)`: r = 30 + 1.5·(70 − 30) = 90 = visible(−0.5).
            (TransitionThreshold(.visible(-0.5)), 60),
        ]
        for (threshold, b) in boundaries {
            var top = animated
            top.threshold = threshold
            let t = ScrollTransition(topLeading: top, bottomTrailing: .identity, effects: [], imageEffects: [])
            #expect(abs(Self.vuiOpacity(t, coordinate: b) - 0.6) < 1e-9, "\(threshold) at \(b)")
            #expect(abs(Self.vuiOpacity(t, coordinate: b + 0.001) - 0.2) < 1e-9, "\(threshold) at \(b + 0.001)")
        }
    }

    /// `Animation.default` (response 0.55, damping 1: a critically damped spring) from rest: 0.316 @0.1 s, 0.666 @0.2 s,
    /// 0.856 @0.3 s, 0.978 @0.5 s after the crossing.
    @Test func animatedSpringAfterTheCrossing() {
        var f = AnimatedFraction(spring: .default, initial: 0, at: 0)
        #expect(f.value(at: 500) == 0)
        f.update(1, at: 1000)
        for (t, v) in [(1100.0, 0.316), (1200, 0.666), (1300, 0.856), (1500, 0.978)] {
            #expect(abs(f.value(at: t) - v) < 1e-3, "at \(t) ms")
        }
        // A re-flip keeps the value and velocity: right after it the fraction is still rising.
        f.update(0, at: 1100)
        #expect(abs(f.value(at: 1100) - 0.316) < 1e-3)
        #expect(f.value(at: 1101) > f.value(at: 1100))
        #expect(f.value(at: 4000) < 1e-6)
    }

    /// The under- and over-damped forms start at their value and velocity and settle on the target;
    /// an underdamped spring (damping 0.5) overshoots by e^(−πζ/√(1−ζ²)) = 16.3 % (the standard
    /// oscillator's peak overshoot, computed by hand).
    @Test func springShapes() {
        let under = Spring(response: 0.5, dampingFraction: 0.5)
        let peak = stride(from: 0.0, through: 2, by: 0.0005).map { under.state(from: 0, velocity: 0, to: 1, at: $0).value }.max()!
        #expect(abs(peak - (1 + exp(-Double.pi * 0.5 / (0.75).squareRoot()))) < 1e-4)
        let over = Spring(response: 0.5, dampingFraction: 2)
        #expect(abs(over.state(from: 0, velocity: 3, to: 1, at: 0).value) < 1e-12)
        #expect(abs(over.state(from: 0, velocity: 3, to: 1, at: 0).velocity - 3) < 1e-9)
        #expect(abs(over.state(from: 0, velocity: 0, to: 1, at: 20).value - 1) < 1e-6)
    }
}
