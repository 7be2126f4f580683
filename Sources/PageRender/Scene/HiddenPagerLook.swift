import Foundation

/// The demo of seed 003 (CustomPageableCollectionView's example): white background, each item a
/// colour (the demo picks random ones; here a fixed seeded palette), a 1 pt blue line across each
/// item's centre and a 1 pt red line across the screen's centre, which the demo used to check
/// centring: a centred page's blue line lies on the red one. Both lines run across the paging
/// axis (horizontal lines for the demo's vertical paging). Safe-area insets are not modelled,
/// so the screen's centre is the safe area's centre.
struct HiddenPagerLook: ContentLook {
    let axis: Axis
    let screen: CGSize
    let background = Color.white

    var screenOverlay: [Scene.Shape] {
        [line(at: screen[axis] / 2, from: 0, to: screen[axis.cross], color: .red)]
    }

    func shapes(ofItem index: Int, in rect: CGRect, metrics: TextMetrics) -> [Scene.Shape] {
        let bounds = CGRect(origin: .zero, size: rect.size)
        let centre = axis == .horizontal ? bounds.midX : bounds.midY
        let (start, end) = axis == .horizontal ? (bounds.minY, bounds.maxY) : (bounds.minX, bounds.maxX)
        return [.rect(bounds, fill: Palette.seeded(index)), line(at: centre, from: start, to: end, color: .blue)]
    }

    /// A 1 pt line across the axis at `position` along it, from `from` to `to` across it.
    private func line(at position: CGFloat, from: CGFloat, to: CGFloat, color: Color) -> Scene.Shape {
        axis == .horizontal
            ? .line(from: CGPoint(x: position, y: from), to: CGPoint(x: position, y: to), color: color, width: 1)
            : .line(from: CGPoint(x: from, y: position), to: CGPoint(x: to, y: position), color: color, width: 1)
    }
}
