import Foundation

/// FSPagerView's transformer types (github.com/WenchaoD/FSPagerView/blob/f90ab7d2/Sources/FSPageViewTransformer.swift;
/// docs/effects.md, `layoutEffect`). All act about the cell's centre; `overlap`, `linear`, `coverFlow` and
/// the ferris wheels are horizontal only (FSPagerView leaves a vertical pager's cells untouched).
enum PagerTransformer: String, Sendable, Equatable, CaseIterable {
    case crossFading, zoomOut, depth, overlap, linear, coverFlow, ferrisWheel, invertedFerrisWheel, cubic

    /// `m34 = −0.002`: the perspective of coverFlow and cubic, an eye 500 pt away.
    static let eyeDistance = 500.0

    /// `proposedInteritemSpacing()` (lines 238–270) for an item `width` pt wide: the spacing
    /// FSPagerView's layout uses with this transformer; a scenario sets `content.items.spacing` to
    /// it to reproduce the pager. nil: the pager's own spacing (no proposal).
    func proposedSpacing(width: Double, minimumScale: Double) -> Double? {
        switch self {
        case .overlap: -0.6 * minimumScale * width
        case .linear: -0.2 * minimumScale * width
        case .coverFlow: -width * sin(.pi * 0.25 * 0.25 * 3)
        case .ferrisWheel, .invertedFerrisWheel: -0.15 * width
        case .cubic: 0
        case .crossFading, .zoomOut, .depth: nil
        }
    }

    /// The transform of one cell. position = (cell centre − bounds centre) / itemSpacing with
    /// itemSpacing = item length + spacing (FSPageViewLayout lines 71–79, 283–291); the default
    /// zIndex is numberOfItems − Int(position), which a transformer may replace.
    func apply(_ p: LayoutEffect.Placement, minimumScale: Double, minimumAlpha: Double) -> LayoutEffect.Result {
        let itemSpacing = p.length + p.spacing
        let position = (p.centre - p.container / 2) / itemSpacing
        let horizontal = p.axis == .horizontal
        let (w, h) = horizontal ? (p.length, p.crossLength) : (p.crossLength, p.length)
        let cx = w / 2, cy = h / 2
        var r = LayoutEffect.Result(geometry: .identity, alpha: 1, zIndex: p.itemCount - Int(position), ratio: position)
        /// A translation along the scroll axis by `d`.
        func along(_ d: Double) -> ProjectiveTransform { horizontal ? .translation(d, 0) : .translation(0, d) }
        let a = abs(position)
        switch self {
        case .crossFading:
            r.geometry = along(-itemSpacing * position)
            (r.alpha, r.zIndex) = a < 1 ? (1 - a, 1) : (0, Int.min)
        case .zoomOut:
            guard a <= 1 else { r.alpha = 0; break }
            let s = max(minimumScale, 1 - a)
            // The margin across the axis is the cell's bounds; along it the item spacing.
            let crossMargin = (horizontal ? h : w) * (1 - s) / 2, alongMargin = itemSpacing * (1 - s) / 2
            let t = position < 0 ? alongMargin - 2 * crossMargin : -alongMargin + 2 * crossMargin
            r.geometry = ProjectiveTransform.scale(s, s, about: cx, cy).then(along(t))
            r.values = [.init(name: "scale", value: s)]
            r.alpha = minimumAlpha + (s - minimumScale) / (1 - minimumScale) * (1 - minimumAlpha)
        case .depth:
            if position < -1 || position >= 1 {
                (r.alpha, r.zIndex) = (0, 0)
            } else if position <= 0 {
                (r.alpha, r.zIndex) = (1, 1)
            } else {
                let s = minimumScale + (1 - minimumScale) * (1 - a)
                r.geometry = ProjectiveTransform.scale(s, s, about: cx, cy).then(along(-itemSpacing * position))
                r.values = [.init(name: "scale", value: s)]
                (r.alpha, r.zIndex) = (1 - position, 0)
            }
        case .overlap, .linear:
            guard horizontal else { break }
            let s = max(1 - (1 - minimumScale) * a, minimumScale)
            r.geometry = .scale(s, s, about: cx, cy)
            r.values = [.init(name: "scale", value: s)]
            // Not clamped in the source: 0.2 at |p| = 2, negative (drawn as 0) beyond 2.5.
            r.alpha = minimumAlpha + (1 - a) * (1 - minimumAlpha)
            r.zIndex = Int((1 - a) * 10)
        case .coverFlow:
            guard horizontal else { break }
            let q = min(max(-position, -1), 1)
            // sin(q·π/2)·(π/4)·1.5: at most 3π/8 = 67.5°; the cell pushed back by half a slot.
            let rotation = sin(q * .pi * 0.5) * .pi * 0.25 * 1.5
            let tz = -itemSpacing * 0.5 * abs(q)
            r.values = [.init(name: "rotation", value: rotation * 180 / .pi), .init(name: "translationZ", value: tz)]
            r.geometry = Rotation3D(radians: rotation, axis: (0, 1, 0), anchorX: cx, anchorY: cy, anchorZ: -tz,
                                    eyeDistance: Self.eyeDistance).homography
            r.zIndex = 100 - Int(abs(q))
        case .ferrisWheel, .invertedFerrisWheel:
            guard horizontal else { break }
            var z = 0
            if position >= -5, position <= 5 {
                let slot = w + (proposedSpacing(width: w, minimumScale: minimumScale) ?? 0)
                // 14 cells around the wheel.
                let count = 14.0, sign = self == .ferrisWheel ? 1.0 : -1.0
                let ty = slot * count / (2 * .pi) * sign
                let rotation = position * (2 * .pi / count) * sign
                r.values = [.init(name: "rotation", value: rotation * 180 / .pi)]
                // translatedBy(−p·s', ty).rotated(by:).translatedBy(0, −ty), about the centre.
                r.geometry = ProjectiveTransform.translation(0, -ty).then(.rotation(rotation, about: 0, 0)).then(.translation(-position * slot, ty))
                r.geometry = ProjectiveTransform.translation(-cx, -cy).then(r.geometry).then(.translation(cx, cy))
                z = Int(4 - a * 10)
            }
            r.zIndex = z
            r.alpha = a < 0.5 ? 1 : minimumAlpha
        case .cubic:
            guard position > -1, position < 1 else { r.alpha = 0; break }
            r.zIndex = Int((1 - position) * 10)
            let direction = position < 0 ? 1.0 : -1.0
            let theta = position * .pi * 0.5 * (horizontal ? 1 : -1)
            r.values = [.init(name: "rotation", value: theta * 180 / .pi)]
            // Rotation about the edge shared with the neighbour (the centre moved half a cell).
            let edge = direction * (horizontal ? w : h) * 0.5
            r.geometry = Rotation3D(radians: theta, axis: horizontal ? (0, 1, 0) : (1, 0, 0), anchorX: cx + (horizontal ? edge : 0),
                                    anchorY: cy + (horizontal ? 0 : edge), anchorZ: 0, eyeDistance: Self.eyeDistance).homography
        }
        return r
    }
}
