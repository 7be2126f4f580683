import Foundation

/// What one frame shows, as a pure value: a tree of shapes in points, drawn in order, whose groups
/// (`SceneGroup`) carry a stable identity, a transform, an opacity and a clip. A frame's scene is
/// its run's static layers placed by that frame's `FrameState` (`FrameScenes`). The painter turns
/// it into pixels or SVG; nothing here knows about Cairo, and text arrives already fitted.
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
        /// A rectangle filled with a linear gradient from `from` to `to` along `angle` degrees
        /// clockwise from pointing right (0: left to right, 90: top to bottom), spanning the rect
        /// as CSS's `linear-gradient` does: the line through the centre whose ends' perpendiculars
        /// touch the far corners.
        /// `through` are further stops between `from` and `to`, all evenly spaced.
        case gradientRect(CGRect, from: Color, to: Color, cornerRadius: Double, angle: Double = 0, through: [Color] = [])
        /// A straight line.
        case line(from: CGPoint, to: CGPoint, color: Color, width: Double, dash: Double? = nil)
        case circle(center: CGPoint, radius: Double, fill: Color?, stroke: Color? = nil, lineWidth: Double = 1)
        /// Text in DejaVu Sans centred on `center`.
        case text(String, center: CGPoint, size: Double, color: Color, bold: Bool = false)
        /// Text in DejaVu Sans starting at `origin` (left end of the baseline).
        case label(String, origin: CGPoint, size: Double, color: Color, bold: Bool = false)
        /// Children with a transform, an opacity, a clip and an identity: see `SceneGroup`.
        case group(SceneGroup)
        /// `image` stretched over `rect` (scale it to the rect's aspect beforehand), clipped to
        /// the rect rounded by `cornerRadius`.
        case image(PixelImage, in: CGRect, cornerRadius: Double)
        /// A circular arc from angle `from` to `to` (radians, clockwise on screen from the +x
        /// axis), stroked with round caps.
        case arc(center: CGPoint, radius: Double, from: Double, to: Double, color: Color, width: Double)
        /// Connected straight segments through `points`, with round joins and caps (curves of
        /// plots; separate `.line`s would show gaps at every bend).
        case polyline([CGPoint], color: Color, width: Double)
    }
}
