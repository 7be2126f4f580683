import Foundation

/// The x-ray's ruler beside the strip: a tick for every snap offset (placed where the screen's
/// leading edge rests at that offset, so the screen rectangle lands on a tick), a dark mark at
/// the screen's leading edge now, and after a release coloured marks with labels for the
/// proposed and the chosen target.
struct XRayRuler {
    let projection: XRayProjection
    /// Canvas coordinate across the axis of the ruler line.
    let across: CGFloat
    /// Canvas range along the axis the strip covers.
    let visible: ClosedRange<CGFloat>
    /// Canvas coordinate along the axis of the screen's leading edge.
    let screenStart: CGFloat
    /// The scroll view frame's origin along the axis: the screen's leading edge is at
    /// contentOffset - frameOffset in content coordinates.
    let frameOffset: CGFloat

    /// 8 pt ticks, 16 pt marks: ticks read as a scale, marks stand out from it.
    static let tickLength: CGFloat = 8
    static let markLength: CGFloat = 16
    static let fontSize = 10.0

    func shapes(snapOffsets: [CGFloat], contentRange: ClosedRange<CGFloat>, release: Timeline.Release?) -> [Scene.Shape] {
        let axis = projection.axis
        var shapes: [Scene.Shape] = [line(along: visible.lowerBound...visible.upperBound, at: across, color: XRayStyle.ruler, width: 1)]
        // Bisection: a long book has 100 000 snap offsets, a frame shows a few.
        var low = 0, high = snapOffsets.count
        while low < high {
            let mid = (low + high) / 2
            if snapOffsets[mid] - frameOffset < contentRange.lowerBound { low = mid + 1 } else { high = mid }
        }
        for offset in snapOffsets[low...] {
            let content = offset - frameOffset
            guard content <= contentRange.upperBound else { break }
            shapes.append(mark(at: projection.along(content), length: Self.tickLength, color: XRayStyle.ruler, width: 1))
        }
        shapes.append(mark(at: screenStart, length: Self.markLength, color: XRayStyle.screen, width: 2))
        guard let release else { return shapes }
        let target = projection.along(release.target[axis] - frameOffset)
        let proposed = projection.along(release.proposedTarget[axis] - frameOffset)
        for (position, color) in [(proposed, XRayStyle.proposed), (target, XRayStyle.target)] where visible.contains(position) {
            shapes.append(mark(at: position, length: Self.markLength, color: color, width: 2))
        }
        guard release.proposedTarget[axis] != release.target[axis] else {
            shapes.append(label(pointing("target " + Double(release.target[axis]).shortText + " = proposed", to: target),
                                at: target, line: 0, color: XRayStyle.target))
            return shapes
        }
        shapes.append(label(pointing("target " + Double(release.target[axis]).shortText, to: target), at: target, line: 0, color: XRayStyle.target))
        // 90 pt: about the width of the longer label, so closer marks put it on a second line.
        shapes.append(label(pointing("proposed " + Double(release.proposedTarget[axis]).shortText, to: proposed), at: proposed,
                            line: abs(proposed - target) < 90 ? 1 : 0, color: XRayStyle.proposed))
        return shapes
    }

    /// `text` with an arrow toward `along` when it lies beyond the strip (the view follows the
    /// screen and the target is still out of sight).
    private func pointing(_ text: String, to along: CGFloat) -> String {
        let (before, after) = projection.axis == .horizontal ? ("← ", " →") : ("↑ ", " ↓")
        if along < visible.lowerBound { return before + text }
        if along > visible.upperBound { return text + after }
        return text
    }

    private func line(along: ClosedRange<CGFloat>, at crossPosition: CGFloat, color: Color, width: Double) -> Scene.Shape {
        .line(from: projection.canvasPoint(along: along.lowerBound, across: crossPosition),
              to: projection.canvasPoint(along: along.upperBound, across: crossPosition), color: color, width: width)
    }

    private func mark(at along: CGFloat, length: CGFloat, color: Color, width: Double) -> Scene.Shape {
        .line(from: projection.canvasPoint(along: along, across: across - length / 2),
              to: projection.canvasPoint(along: along, across: across + length / 2), color: color, width: width)
    }

    /// A label past the ruler at `along`, on text line `line` (0 or 1) so two close marks'
    /// labels do not overlap; kept inside the strip's range.
    private func label(_ text: String, at along: CGFloat, line: Int, color: Color) -> Scene.Shape {
        // DejaVu Sans digits and lower-case letters average about 0.6 em.
        let width = CGFloat(Double(text.count) * Self.fontSize * 0.6)
        let origin: CGPoint
        if projection.axis == .horizontal {
            let x = min(max(along - width / 2, visible.lowerBound), visible.upperBound - width)
            origin = CGPoint(x: x, y: across + Self.markLength / 2 + 12 + CGFloat(line) * 13)
        } else {
            origin = CGPoint(x: across + Self.markLength / 2 + 4, y: along + 4 + CGFloat(line) * 13)
        }
        return .label(text, origin: origin, size: Self.fontSize, color: color)
    }
}
