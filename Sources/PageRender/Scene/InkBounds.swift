import Foundation

/// A rect that holds everything some shapes paint, in their coordinates: strokes' half widths
/// and round caps included, text by its measured advance and a line height above and below its
/// baseline (DejaVu Sans' ascender and descender are under 1.2 em together; a full em each way
/// is a conservative box), a clipped group by its clip. Worked out when the tree is built
/// (`SceneGroup.ink`, after usvg's `layer_bounding_box`): the painter cuts a composited item
/// group's offscreen picture down to it, so group opacity costs the item's pixels rather than the
/// whole frame's, and sizes the picture of a group with filters or a perspective from it.
enum InkBounds {
    /// The bounds of `shapes`, or nil when there is nothing to paint.
    static func of(_ shapes: [Scene.Shape], text: TextMetrics) -> CGRect? {
        // One pass, in order, with no array of the shapes' boxes in between.
        var union: CGRect?
        for shape in shapes {
            guard let next = of(shape, text: text) else { continue }
            union = union.map { $0.union(next) } ?? next
        }
        return union
    }

    static func of(_ shape: Scene.Shape, text: TextMetrics) -> CGRect? {
        switch shape {
        case let .rect(r, _, _, _, _), let .gradientRect(r, _, _, _, _, _), let .image(_, r, _):
            return r
        case let .line(from, to, _, width, _):
            return box([from, to]).insetBy(dx: -width, dy: -width)
        case let .circle(center, radius, _, _, lineWidth):
            let r = radius + lineWidth
            return CGRect(x: Double(center.x) - r, y: Double(center.y) - r, width: 2 * r, height: 2 * r)
        case let .text(string, center, size, _, bold):
            let width = text.advance(string, size, bold)
            return CGRect(x: Double(center.x) - width / 2 - 1, y: Double(center.y) - size, width: width + 2, height: 2 * size)
        case let .label(string, origin, size, _, bold):
            let width = text.advance(string, size, bold)
            return CGRect(x: Double(origin.x) - 1, y: Double(origin.y) - size, width: width + 2, height: 2 * size)
        case let .arc(center, radius, _, _, _, width):
            let r = radius + width
            return CGRect(x: Double(center.x) - r, y: Double(center.y) - r, width: 2 * r, height: 2 * r)
        case let .polyline(points, _, width):
            return points.isEmpty ? nil : box(points).insetBy(dx: -width, dy: -width)
        case let .group(group):
            guard let inner = group.ink ?? of(group.children, text: text) else { return nil }
            // A blur spreads the picture by its kernel's reach; colour filters keep it.
            return placed(inner, spread: Filter.spread(group.filters), in: group)
        }
    }

    /// The box `ink` (in `group`'s own points) covers in the group's parent once grown by
    /// `spread` pt each way (its filters' reach): through the group's projective transform
    /// first, then its affine one (`SceneGroup`), cut to its clip. Nil when a corner goes behind
    /// the eye and no clip bounds it (no look draws such a group inside one whose ink is asked for).
    static func placed(_ ink: CGRect, spread: Double, in group: SceneGroup) -> CGRect? {
        let placed = placed(ink.insetBy(dx: -spread, dy: -spread), projective: group.projective, transform: group.transform)
        switch group.clip {
        case let .rect(r)?, let .roundedRect(r, _)?: return placed.map { $0.intersection(r) } ?? r
        case nil: return placed
        }
    }

    /// The box of `rect` through `projective` (when set) and then `transform`; nil when a corner
    /// goes behind the eye.
    static func placed(_ rect: CGRect, projective: ProjectiveTransform?, transform: Transform2D) -> CGRect? {
        if let projective {
            BoundingBox(rect) { p in projective.apply(p).map(transform.apply) }?.rect
        } else {
            BoundingBox(rect) { p in transform.apply(p) }?.rect
        }
    }

    private static func box(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
