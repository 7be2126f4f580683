import Foundation
import PageRender

/// A strategy that is not built in: cards of different widths in a row, and a release snaps the
/// nearest card's leading edge to the screen's leading inset — written against the engine's
/// scroll view exactly as one would write it against UIKit.
struct NearestCardStrategy: PagingStrategy {
    /// Card widths in pt, laid out left to right.
    var widths: [CGFloat]
    var spacing: CGFloat = 12
    /// Space before the first card and after the last, pt.
    var inset: CGFloat = 20

    /// Each card's frame in content coordinates, for a screen `height` tall.
    func cardFrames(height: CGFloat) -> [CGRect] {
        var x: CGFloat = 0
        return widths.map { width in
            defer { x += width + spacing }
            return CGRect(x: x, y: 80, width: width, height: height - 160)
        }
    }

    func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
        let content = widths.reduce(0, +) + spacing * CGFloat(max(widths.count - 1, 0))
        return ScrollView(frame: CGRect(origin: .zero, size: screen),
                          contentSize: CGSize(width: content, height: screen.height),
                          contentInset: EdgeInsets(left: inset, right: inset),
                          contentOffset: CGPoint(x: -inset, y: 0),
                          decelerationRate: decelerationRate ?? .fast)
    }

    /// The cards as the renderer's items, so a look draws them where they are.
    func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
        StrategyLayout(axis: axis, screen: screen, visibleView: makeScrollView(screen: screen, axis: axis, decelerationRate: nil),
                       items: cardFrames(height: screen.height), snapOffsets: [])
    }

    // The whole strategy: pick the card whose leading edge is nearest to where UIKit would stop.
    mutating func scrollViewWillEndDragging(_ scrollView: inout ScrollView, withVelocity velocity: CGPoint,
                                            targetContentOffset: inout CGPoint) {
        let edges = cardFrames(height: scrollView.bounds.height).map { $0.minX - inset }
        let proposed = targetContentOffset.x
        if let nearest = edges.min(by: { abs($0 - proposed) < abs($1 - proposed) }) {
            targetContentOffset.x = nearest
        }
    }
}
