import Foundation

/// What one frame shows, as a pure value: a list of shapes in points, drawn in order. The painter
/// turns it into pixels or SVG; nothing here knows about Cairo.
public struct Scene: Sendable, Equatable {
    /// Size of the picture in points.
    public var size: CGSize
    var background: Color
    package var shapes: [Shape]

    package init(size: CGSize, background: Color, shapes: [Shape] = []) {
        self.size = size
        self.background = background
        self.shapes = shapes
    }

    package enum Shape: Sendable, Equatable {
        /// A rectangle, optionally rounded, filled and/or outlined (the outline drawn inside).
        case rect(CGRect, fill: Color?, stroke: Color? = nil, lineWidth: Double = 1, cornerRadius: Double = 0)
        /// A rectangle filled with a horizontal gradient from `from` to `to`.
        case gradientRect(CGRect, from: Color, to: Color, cornerRadius: Double)
        /// A straight line.
        case line(from: CGPoint, to: CGPoint, color: Color, width: Double, dash: Double? = nil)
        case circle(center: CGPoint, radius: Double, fill: Color?, stroke: Color? = nil, lineWidth: Double = 1)
        /// Text in DejaVu Sans centred on `center`.
        case text(String, center: CGPoint, size: Double, color: Color, bold: Bool = false)
        /// Text in DejaVu Sans starting at `origin` (left end of the baseline).
        case label(String, origin: CGPoint, size: Double, color: Color, bold: Bool = false)
        /// Shapes drawn clipped to `clip`.
        case clipped(CGRect, [Shape])
        /// Shapes drawn clipped to `clip` with its corners rounded by `cornerRadius`.
        case clippedRounded(CGRect, cornerRadius: Double, [Shape])
        /// `image` stretched over `rect` (scale it to the rect's aspect beforehand), clipped to
        /// the rect rounded by `cornerRadius`.
        case image(PixelImage, in: CGRect, cornerRadius: Double)
        /// A circular arc from angle `from` to `to` (radians, clockwise on screen from the +x
        /// axis), stroked with round caps.
        case arc(center: CGPoint, radius: Double, from: Double, to: Double, color: Color, width: Double)
        /// Shapes drawn scaled by `scale` about the origin, then moved by `offset`: content
        /// coordinates to screen (scale 1) or to the zoomed-out x-ray view.
        case transformed(offset: CGPoint, scale: Double, [Shape])
        /// A `.text` or `.label` whose string, when its advance is wider than `maxWidth` pt, is cut
        /// at the end with "…" until it fits (UILabel's default tail truncation); any other shape
        /// is drawn as it is.
        indirect case truncated(maxWidth: Double, Shape)
        /// Connected straight segments through `points`, with round joins and caps (curves of
        /// plots; separate `.line`s would show gaps at every bend).
        case polyline([CGPoint], color: Color, width: Double)
    }
}
