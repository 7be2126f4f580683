import Foundation

/// Colours and metrics of a page control's dots.
struct PageControlStyle: Sendable, Equatable {
    var dot: Color
    var currentDot: Color
    /// Dot diameter, pt.
    var diameter: Double
    /// Distance between dot centres, pt.
    var pitch: Double

    /// UIPageControl before iOS 14: 7 pt dots 16 pt apart (9 pt gaps), white at about a third
    /// opacity with the current page solid white (measured from iOS 13 screenshots; not public).
    static let uiKitDefault = PageControlStyle(dot: Color(white: 1, alpha: 0.35), currentDot: .white, diameter: 7, pitch: 16)
}

/// A row of dots, one per page, the current one (the page fraction rounded half away from zero,
/// as the document's page control shows it) in the highlight colour. Only the dots that meet the
/// screen are drawn: a page-offsets scenario may have 100,000 pages, whose row runs far past the
/// screen's edges (which clip it), and a frame then builds the few dozen dots it shows, not
/// 100,000.
struct PageControl: Sendable {
    let style: PageControlStyle
    /// Dots in the row, drawn or not.
    let count: Int
    let axis: Axis
    /// The centre of dot 0; dot i lies `i × style.pitch` further along `axis`.
    let first: CGPoint
    /// The dots that meet the screen, in order.
    let shown: Range<Int>
    /// The `.pageDot` group of every dot shown, none highlighted: built once, so a frame copies
    /// them and builds only its current dot.
    private var dots: [Scene.Shape] = []

    /// `count` dots centred on `center`, laid along `axis`: a row, or a column top to bottom
    /// (UIPageControl's `direction` `.topToBottom`, iOS 16), on a screen of size `screen`.
    init(count: Int, center: CGPoint, style: PageControlStyle, axis: Axis = .horizontal, screen: CGSize) {
        self.style = style
        self.count = count
        self.axis = axis
        var first = center
        first[axis] = CGFloat(Double(center[axis]) - Double(max(count - 1, 0)) * style.pitch / 2)
        self.first = first
        // Dot i spans first ± r along the axis; it meets the screen when that span meets
        // 0...length and the row's cross position lies within r of the screen.
        let r = style.diameter / 2, start = Double(first[axis])
        let across = Double(center[axis.cross]), crossLength = Double(screen[axis.cross])
        guard count > 0, across + r >= 0, across - r <= crossLength, style.pitch > 0 else {
            shown = 0..<0
            return
        }
        let low = max(0, Int(((-r - start) / style.pitch).rounded(.up)))
        let high = min(count - 1, Int(((Double(screen[axis]) + r - start) / style.pitch).rounded(.down)))
        shown = low <= high ? low..<(high + 1) : 0..<0
        dots = shown.map { dot($0, fill: style.dot) }
    }

    /// The centre of dot `i`.
    func center(_ i: Int) -> CGPoint {
        var point = first
        point[axis] = CGFloat(Double(first[axis]) + Double(i) * style.pitch)
        return point
    }

    /// The page the control highlights for `fraction`: round half away from zero, within the dots.
    static func currentPage(fraction: Double, count: Int) -> Int {
        min(max(Int(fraction.rounded(.toNearestOrAwayFromZero)), 0), count - 1)
    }

    /// The control with dot `current` highlighted: a `.pageControl` group of `.pageDot(i)` groups,
    /// one for each dot shown, whose positions are the same in every frame and whose fill is all
    /// that the state changes.
    func group(current: Int) -> SceneGroup {
        var children = dots
        if shown.contains(current) { children[current - shown.lowerBound] = dot(current, fill: style.currentDot) }
        return SceneGroup(id: .pageControl, children: children)
    }

    /// Dot `i`'s `.pageDot` group, filled with `fill`.
    private func dot(_ i: Int, fill: Color) -> Scene.Shape {
        .group(SceneGroup(id: .pageDot(i), children: [.circle(center: center(i), radius: style.diameter / 2, fill: fill)]))
    }
}
