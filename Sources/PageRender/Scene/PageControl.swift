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
/// as the document's page control shows it) in the highlight colour. The dot positions are
/// computed once per scenario.
struct PageControl: Sendable {
    let style: PageControlStyle
    let centers: [CGPoint]

    /// `count` dots centred on `center`, laid along `axis`: a row, or a column top to bottom
    /// (UIPageControl's `direction` `.topToBottom`, iOS 16).
    init(count: Int, center: CGPoint, style: PageControlStyle, axis: Axis = .horizontal) {
        self.style = style
        let first = Double(center[axis]) - Double(count - 1) * style.pitch / 2
        centers = (0..<count).map { i in
            let along = first + Double(i) * style.pitch
            return axis == .horizontal ? CGPoint(x: along, y: Double(center.y)) : CGPoint(x: Double(center.x), y: along)
        }
    }

    /// The page the control highlights for `fraction`: round half away from zero, within the dots.
    static func currentPage(fraction: Double, count: Int) -> Int {
        min(max(Int(fraction.rounded(.toNearestOrAwayFromZero)), 0), count - 1)
    }

    /// The control with dot `current` highlighted: a `.pageControl` group of `.pageDot(i)` groups,
    /// whose positions are the same in every frame and whose fill is all that the state changes.
    func group(current: Int) -> SceneGroup {
        SceneGroup(id: .pageControl, children: centers.enumerated().map { i, c in
            .group(SceneGroup(id: .pageDot(i), children: [
                .circle(center: c, radius: style.diameter / 2, fill: i == current ? style.currentDot : style.dot),
            ]))
        })
    }
}
