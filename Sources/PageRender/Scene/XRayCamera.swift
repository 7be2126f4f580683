import Foundation

/// Where the x-ray view looks: a range of content along the axis, shown zoomed out on a canvas
/// the size of the screen, with the strip centred across. The range is fixed for the whole
/// timeline when it fits at a readable zoom (the content stays still and the screen slides over
/// it); otherwise the view follows the screen at the smallest zoom.
struct XRayCamera: Sendable {
    /// Largest zoom: even a short motion leaves room for neighbours and the ruler (0.45 of a
    /// portrait screen's height is a strip 300 pt tall on a 667 pt canvas).
    static let maxZoom: CGFloat = 0.45
    /// Smallest zoom before the view follows the screen: at 0.1 a 375 pt page is still 37 pt wide.
    static let minZoom: CGFloat = 0.1

    let axis: Axis
    let canvas: CGSize
    /// Canvas left free before and after the strip along the axis (for the header and legend
    /// when the axis is vertical).
    let leadingMargin: CGFloat
    let trailingMargin: CGFloat
    /// How far the strip sits before the canvas centre across the axis, leaving more room after
    /// it for the ruler and its labels.
    let crossShift: CGFloat
    /// Content range along the axis the whole timeline touches, padded.
    let range: ClosedRange<CGFloat>
    /// Content range across the axis of the strip (the screen's extent).
    let cross: ClosedRange<CGFloat>
    let zoom: CGFloat
    /// True when `range` does not fit at `minZoom` and the view centres on the screen instead.
    let follows: Bool

    /// `spans`: every content range along the axis a frame must show (the screen and the scroll
    /// view at each sample, the targets); `cross`: the strip's content extent across the axis.
    init(axis: Axis, canvas: CGSize, margins: (leading: CGFloat, trailing: CGFloat), crossReserve: CGFloat, crossShift: CGFloat,
         spans: [ClosedRange<CGFloat>], cross: ClosedRange<CGFloat>, screenLength: CGFloat) {
        self.axis = axis
        self.canvas = canvas
        leadingMargin = margins.leading
        trailingMargin = margins.trailing
        self.crossShift = crossShift
        self.cross = cross
        // A third of a screen beyond the outermost span shows what comes next on either side.
        let pad = screenLength / 3
        let low = (spans.map(\.lowerBound).min() ?? 0) - pad
        let high = (spans.map(\.upperBound).max() ?? screenLength) + pad
        range = low...high
        let fitting = (canvas[axis] - margins.leading - margins.trailing) / (high - low)
        // Across, the strip leaves `crossReserve` for the header, the ruler and the labels.
        let crossFit = (canvas[axis.cross] - crossReserve) / (cross.upperBound - cross.lowerBound)
        zoom = max(Self.minZoom, min(fitting, Self.maxZoom, crossFit))
        follows = fitting < Self.minZoom
    }

    /// Content length along the axis between the margins; on a canvas shorter than its margins
    /// (a screen of a few points) one canvas point, so the range shown is never empty or reversed.
    var visibleLength: CGFloat { max(canvas[axis] - leadingMargin - trailingMargin, 1) / zoom }

    /// Content coordinate along the axis at the canvas's leading margin for a screen whose
    /// leading edge is at `screenStart` (content coordinates).
    func start(screenStart: CGFloat, screenLength: CGFloat) -> CGFloat {
        let visible = visibleLength
        guard follows else { return range.lowerBound + ((range.upperBound - range.lowerBound) - visible) / 2 }
        let centred = screenStart + screenLength / 2 - visible / 2
        return min(max(centred, range.lowerBound), range.upperBound - visible)
    }

    /// The content range along the axis the canvas shows when it starts at `start`.
    func visible(from start: CGFloat) -> ClosedRange<CGFloat> {
        start...(start + visibleLength)
    }

    /// Where content point (0, 0) lands on the canvas when the view starts at `start`: the offset
    /// of the strip group's transform (`XRayProjection.transform`).
    func origin(start: CGFloat) -> CGPoint {
        let along = leadingMargin - start * zoom
        let crossOrigin = (canvas[axis.cross] - (cross.upperBound - cross.lowerBound) * zoom) / 2 - crossShift - cross.lowerBound * zoom
        return axis == .horizontal ? CGPoint(x: along, y: crossOrigin) : CGPoint(x: crossOrigin, y: along)
    }
}
