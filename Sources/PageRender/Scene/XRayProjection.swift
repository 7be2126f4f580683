import Foundation

/// One x-ray frame's mapping from content coordinates to the canvas (scale `zoom`, then moved by
/// `origin`), with helpers that build shapes along and across the axis so the x-ray reads the
/// same on both axes.
struct XRayProjection {
    let axis: Axis
    let origin: CGPoint
    let zoom: CGFloat

    /// The mapping as the transform of the group that draws content on the canvas.
    var transform: Transform2D {
        Transform2D.scale(Double(zoom), Double(zoom)).concatenating(.translation(Double(origin.x), Double(origin.y)))
    }

    func point(_ p: CGPoint) -> CGPoint {
        CGPoint(x: origin.x + p.x * zoom, y: origin.y + p.y * zoom)
    }

    func rect(_ r: CGRect) -> CGRect {
        CGRect(origin: point(r.origin), size: CGSize(width: r.width * zoom, height: r.height * zoom))
    }

    /// Canvas coordinate along the axis of content coordinate `along`.
    func along(_ along: CGFloat) -> CGFloat { origin[axis] + along * zoom }

    /// A canvas point from a position along and a position across the axis.
    func canvasPoint(along: CGFloat, across: CGFloat) -> CGPoint {
        axis == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
    }

    /// A canvas rect spanning `along` and `across`.
    func canvasRect(along: ClosedRange<CGFloat>, across: ClosedRange<CGFloat>) -> CGRect {
        let a = canvasPoint(along: along.lowerBound, across: across.lowerBound)
        let b = canvasPoint(along: along.upperBound, across: across.upperBound)
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// A canvas-space outline of `r` (canvas coordinates) made of dashed lines.
    static func dashedOutline(_ r: CGRect, color: Color, width: Double, dash: Double) -> [Scene.Shape] {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
        return (0..<4).map { .line(from: corners[$0], to: corners[($0 + 1) % 4], color: color, width: width, dash: dash) }
    }
}
