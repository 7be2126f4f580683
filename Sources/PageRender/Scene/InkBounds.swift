import Foundation

/// A rect that holds everything some shapes paint, in their coordinates: strokes' half widths
/// and round caps included, text by its measured advance and a line height above and below its
/// baseline (DejaVu Sans' ascender and descender are under 1.2 em together; a full em each way
/// is a conservative box), a clipped group by its clip. Used to cut a composited item group's
/// offscreen picture down to the item (`SceneGroup.ink`, cut by the painter), so group opacity costs
/// the item's pixels rather than the whole frame's.
enum InkBounds {
    /// The bounds of `shapes`, or nil when there is nothing to paint.
    static func of(_ shapes: [Scene.Shape], text: TextMetrics) -> CGRect? {
        shapes.compactMap { of($0, text: text) }.reduce(nil) { union, next in union.map { $0.union(next) } ?? next }
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
            var inner = of(group.children, text: text)
            if group.projective != nil { return nil }
            // A blur spreads the picture by its kernel's reach, 3σ; colour filters keep it.
            let spread = group.filters.reduce(0.0) { sum, filter in if case let .blur(sigma) = filter { sum + 3 * sigma } else { sum } }
            inner = inner.map { group.transform.boundingBox(of: $0.insetBy(dx: -spread, dy: -spread)) }
            switch group.clip {
            case let .rect(r)?, let .roundedRect(r, _)?: inner = inner.map { $0.intersection(r) }
            case nil: break
            }
            return inner
        }
    }

    private static func box(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension Transform2D {
    /// The axis-aligned box around `rect` mapped through the transform.
    func boundingBox(of rect: CGRect) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
