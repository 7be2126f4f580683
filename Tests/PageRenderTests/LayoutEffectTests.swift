import Foundation
import Testing
@testable import PageRender

/// The UIKit layout effects against numbers worked by hand from their sources, as docs/effects.md
/// states them: UPCarouselFlowLayout's row (ink-spot/UPCarouselFlowLayout at b1a36319, lines 87–113
/// of its layout), FSPagerView's transformers (WenchaoD/FSPagerView at f90ab7d2) and the
/// compositional layout's scale-by-distance recipe. Projected corners of coverFlow and cubic come
/// from scripts/reference-effects.py, an independent Python transcription of FSPagerView's Core
/// Animation formulas.
@Suite struct LayoutEffectTests {
    static func placement(centre: Double, length: Double = 300, cross: Double = 200, container: Double = 393, spacing: Double) -> LayoutEffect.Placement {
        LayoutEffect.Placement(centre: centre, length: length, crossLength: cross, container: container, spacing: spacing, axis: .horizontal, itemCount: 10)
    }

    /// UPCarouselFlowLayout: itemW 300, view 393, defaults: minimumLineSpacing −20, maxDistance
    /// 280; distance 0/70/140/210/280 → scale = alpha 1/0.9/0.8/0.7/0.6, zIndex 10/9/8/7/6.
    @Test func upCarouselWorkedRow() {
        let effect = LayoutEffect.carousel(sideItemScale: 0.6, sideItemAlpha: 0.6, sideItemShift: 0)
        for (distance, value, z) in [(0.0, 1.0, 10), (70, 0.9, 9), (140, 0.8, 8), (210, 0.7, 7), (280, 0.6, 6), (400, 0.6, 6)] {
            let r = effect.apply(Self.placement(centre: 196.5 + distance, spacing: -20))
            #expect(abs(r.alpha - value) < 1e-12)
            // The scale about the centre: the corner (0, 0) of the 300 × 200 item moves to 150·(1 − s).
            #expect(abs(r.geometry.apply(0, 0)!.x - 150 * (1 - value)) < 1e-9)
            #expect(r.zIndex == z, "distance \(distance)")
        }
        // "The visible gap between the centred card and a resting neighbour is exactly 40":
        // neighbour centre 280 pt away, half-width 150·0.6 = 90.
        let neighbour = effect.apply(Self.placement(centre: 196.5 + 280, spacing: -20))
        let leftEdge = 196.5 + 280 - 150 + neighbour.geometry.apply(0, 0)!.x
        #expect(abs(leftEdge - (196.5 + 150) - 40) < 1e-9)
    }

    /// FSPagerView `linear` (W 300, minimumScale 0.65, minimumAlpha 0.6, proposed spacing −39):
    /// p = 0 / 0.25 / 0.5 / 1 / 2 → scale 1 / 0.9125 / 0.825 / 0.65 / 0.65, alpha 1 / 0.9 / 0.8 /
    /// 0.6 / 0.2, zIndex 10 / 7 / 5 / 0 / −10.
    @Test func fsPagerLinearWorkedRow() {
        let spacing = PagerTransformer.linear.proposedSpacing(width: 300, minimumScale: 0.65)!
        #expect(abs(spacing - -39) < 1e-9)
        let slot = 300 + spacing
        for (p, scale, alpha, z) in [(0.0, 1.0, 1.0, 10), (0.25, 0.9125, 0.9, 7), (0.5, 0.825, 0.8, 5), (1, 0.65, 0.6, 0), (2, 0.65, 0.2, -10)] {
            let r = LayoutEffect.pager(.linear, minimumScale: 0.65, minimumAlpha: 0.6).apply(Self.placement(centre: 196.5 + p * slot, spacing: spacing))
            #expect(abs(r.ratio - p) < 1e-12)
            #expect(abs(r.geometry.apply(0, 0)!.x - 150 * (1 - scale)) < 1e-9)
            #expect(abs(r.alpha - alpha) < 1e-12)
            #expect(r.zIndex == z, "p \(p)")
        }
    }

    /// FSPagerView `overlap` (W 300, minimumScale 0.65, minimumAlpha 0.6): proposed spacing
    /// −0.6·0.65·300 = −117 (FSPager's own); the same scale and alpha as `linear` on a 183-pt
    /// slot, by its formula worked by hand: p = 0.5 → scale 1 − 0.35·0.5 = 0.825, alpha
    /// 0.6 + 0.5·0.4 = 0.8, zIndex Int(5) = 5; p = 1.5 → scale 0.65 (the floor), alpha
    /// 0.6 − 0.5·0.4 = 0.4 (not clamped), zIndex Int(−5) = −5.
    @Test func fsPagerOverlap() {
        let spacing = PagerTransformer.overlap.proposedSpacing(width: 300, minimumScale: 0.65)!
        #expect(abs(spacing - -117) < 1e-9)
        for (p, scale, alpha, z) in [(0.5, 0.825, 0.8, 5), (1.5, 0.65, 0.4, -5)] {
            let r = LayoutEffect.pager(.overlap, minimumScale: 0.65, minimumAlpha: 0.6).apply(Self.placement(centre: 196.5 + p * (300 + spacing), spacing: spacing))
            #expect(abs(r.geometry.apply(0, 0)!.x - 150 * (1 - scale)) < 1e-9)
            #expect(abs(r.alpha - alpha) < 1e-12)
            #expect(r.zIndex == z, "p \(p)")
        }
    }

    /// FSPagerView `ferrisWheel` and `invertedFerrisWheel` (W 300, H 200): s' = 300 − 0.15·300 = 255,
    /// ty = ±255·14/(2π), rotation ±p·2π/14; CGAffineTransform's translatedBy(−p·s', ty)
    /// .rotated(by:).translatedBy(0, −ty) about the cell's centre. Expected values worked in
    /// Python from that formula (not from this code): where the cell's centre and its corner
    /// (0, 0) land, in the cell's own points; zIndex Int(4 − 10|p|), alpha 1 below |p| = 0.5 and
    /// minimumAlpha from it.
    @Test func fsPagerFerrisWheels() {
        let spacing = PagerTransformer.ferrisWheel.proposedSpacing(width: 300, minimumScale: 0.65)!
        #expect(abs(spacing - -45) < 1e-9)
        let rows: [(PagerTransformer, Double, centre: (Double, Double), corner: (Double, Double), z: Int)] = [
            (.ferrisWheel, 0.5, (-1.0674, 14.2455), (24.9456, -16.6254), -1),
            (.ferrisWheel, 1, (-8.4746, 56.2678), (49.7685, 1.0884), -6),
            (.ferrisWheel, -1, (8.4746, 56.2678), (-20.0591, 131.2535), -6),
            (.invertedFerrisWheel, 1, (-8.4746, -56.2678), (-37.0083, 18.7179), -6),
            (.invertedFerrisWheel, -1, (8.4746, -56.2678), (66.7176, -111.4473), -6),
        ]
        for row in rows {
            let r = LayoutEffect.pager(row.0, minimumScale: 0.65, minimumAlpha: 0.6).apply(Self.placement(centre: 196.5 + row.1 * 255, spacing: spacing))
            let centre = r.geometry.apply(150, 100)!, corner = r.geometry.apply(0, 0)!
            #expect(abs(centre.x - 150 - row.centre.0) < 1e-3 && abs(centre.y - 100 - row.centre.1) < 1e-3, "\(row.0) p \(row.1): centre \(centre)")
            #expect(abs(corner.x - row.corner.0) < 1e-3 && abs(corner.y - row.corner.1) < 1e-3, "\(row.0) p \(row.1): corner \(corner)")
            #expect(r.zIndex == row.z && r.alpha == 0.6, "\(row.0) p \(row.1)")
        }
        let centred = LayoutEffect.pager(.ferrisWheel, minimumScale: 0.65, minimumAlpha: 0.6).apply(Self.placement(centre: 196.5, spacing: spacing))
        #expect(centred.alpha == 1 && centred.zIndex == 4 && abs(centred.geometry.apply(0, 0)!.x) < 1e-9)
    }

    /// FSPagerView `coverFlow` (itemSpacing 133.33 with its proposed spacing −166.67): p = 0.25 →
    /// rotation −25.83°, tz −16.67; the projected corners of the 300 × 200 card from
    /// scripts/reference-effects.py: (39.9386, 13.8465), (308.208, −11.1992), (308.208, 211.1992),
    /// (39.9386, 186.1535); zIndex 100 at |q| < 1, 99 at 1.
    @Test func fsPagerCoverFlow() {
        let spacing = PagerTransformer.coverFlow.proposedSpacing(width: 300, minimumScale: 0.65)!
        #expect(abs(spacing - -166.67) < 0.01)
        let slot = 300 + spacing
        let r = LayoutEffect.pager(.coverFlow, minimumScale: 0.65, minimumAlpha: 0.6).apply(Self.placement(centre: 196.5 + 0.25 * slot, spacing: spacing))
        let expected = [(39.9386, 13.8465), (308.208, -11.1992), (308.208, 211.1992), (39.9386, 186.1535)]
        for (corner, e) in zip([(0.0, 0.0), (300, 0), (300, 200), (0, 200)], expected) {
            let g = r.geometry.apply(corner.0, corner.1)!
            #expect(abs(g.x - e.0) < 1e-3 && abs(g.y - e.1) < 1e-3, "\(g) against \(e)")
        }
        #expect(r.zIndex == 100 && r.alpha == 1)
        let far = LayoutEffect.pager(.coverFlow, minimumScale: 0.65, minimumAlpha: 0.6).apply(Self.placement(centre: 196.5 + 1.5 * slot, spacing: spacing))
        #expect(far.zIndex == 99)
    }

    /// FSPagerView `cubic` at p = 0.5 (spacing 0): rotation 45° about the card's left edge (shared with
    /// the centred card); corners from scripts/reference-effects.py: (0, 0), (148.9415, 29.7883),
    /// (148.9415, 170.2117), (0, 200); alpha 0 at |p| ≥ 1.
    @Test func fsPagerCubic() {
        let cubic = LayoutEffect.pager(.cubic, minimumScale: 0.65, minimumAlpha: 0.6)
        let r = cubic.apply(Self.placement(centre: 196.5 + 150, spacing: 0))
        for (corner, e) in zip([(0.0, 0.0), (300, 0), (300, 200), (0, 200)], [(0.0, 0.0), (148.9415, 29.7883), (148.9415, 170.2117), (0, 200)]) {
            let g = r.geometry.apply(corner.0, corner.1)!
            #expect(abs(g.x - e.0) < 1e-3 && abs(g.y - e.1) < 1e-3, "\(g) against \(e)")
        }
        #expect(r.zIndex == 5)
        #expect(cubic.apply(Self.placement(centre: 196.5 + 300, spacing: 0)).alpha == 0)
    }

    /// FSPagerView `zoomOut` (H 200, spacing 0 so itemSpacing 300): p = 0.25 → s 0.85, tx +7.5,
    /// alpha 0.6.
    @Test func fsPagerZoomOut() {
        let r = LayoutEffect.pager(.zoomOut, minimumScale: 0.85, minimumAlpha: 0.6).apply(Self.placement(centre: 196.5 + 75, spacing: 0))
        let centre = r.geometry.apply(150, 100)!, corner = r.geometry.apply(0, 0)!
        #expect(abs(centre.x - 157.5) < 1e-9 && abs(centre.y - 100) < 1e-9)
        #expect(abs(corner.x - (157.5 - 0.85 * 150)) < 1e-9)
        #expect(abs(r.alpha - 0.6) < 1e-12)
    }

    /// FSPagerView `crossFading` and `depth` from their formulas at p = 0.5 (spacing 0, slot 300):
    /// crossFading holds the page (tx −150) at alpha 0.5, zIndex 1; depth scales to
    /// 0.5 + 0.5·0.5 = 0.75 at alpha 0.5, zIndex 0, and leaves p = −0.5 untouched at zIndex 1.
    @Test func fsPagerCrossFadingAndDepth() {
        let fade = LayoutEffect.pager(.crossFading, minimumScale: 0.65, minimumAlpha: 0.6).apply(Self.placement(centre: 196.5 + 150, spacing: 0))
        #expect(fade.geometry.apply(0, 0)! == (-150, 0) && fade.alpha == 0.5 && fade.zIndex == 1)
        let depth = LayoutEffect.pager(.depth, minimumScale: 0.5, minimumAlpha: 0.6)
        let right = depth.apply(Self.placement(centre: 196.5 + 150, spacing: 0))
        #expect(abs(right.geometry.apply(150, 100)!.x - 0) < 1e-9 && abs(right.geometry.apply(0, 0)!.x - (0 - 0.75 * 150)) < 1e-9)
        #expect(right.alpha == 0.5 && right.zIndex == 0)
        let left = depth.apply(Self.placement(centre: 196.5 - 150, spacing: 0))
        #expect(left.geometry.isIdentity && left.alpha == 1 && left.zIndex == 1)
    }

    /// The compositional scale by distance: W = 393, min 0.8, max 1.0: dist 0 → 1.0,
    /// 50 → 0.8728, ≥ 78.6 → 0.8.
    @Test func compositionalZoomRecipe() {
        let zoom = LayoutEffect.zoom(minScale: 0.8, maxScale: 1)
        for (distance, scale) in [(0.0, 1.0), (50, 0.8728), (78.6, 0.8), (200, 0.8)] {
            #expect(abs(zoom.apply(Self.placement(centre: 196.5 + distance, spacing: 16)).ratio - scale) < 1e-4)
        }
    }
}
