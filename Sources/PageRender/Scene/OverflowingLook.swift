import Foundation

/// The demo of seed 000 (SpacedPageViewController): flat pages, no labels. An even page (reading
/// order) is red with a light-gray leading strip and a clear trailing strip, an odd page green
/// with a clear leading strip and a light-gray trailing strip, every strip outlined by a 1 pt
/// black border (`layer.borderWidth = 1`). So the separator inside a spread reads as red|green
/// strips and the one between spreads as a gray block. The demo's pages sit below a 20 pt white
/// status bar (its storyboard: a 375 × 667 screen, the page container from y = 20).
struct OverflowingLook: ContentLook {
    let geometry: OverflowingGeometry
    /// The iOS status bar of a 375 × 667 iPhone before the X, pt.
    static let statusBar: CGFloat = 20
    let background = Color.white

    /// On the vertical axis the pages scroll under the status bar instead of starting below it.
    var screenOverlay: [Scene.Shape] {
        geometry.axis == .vertical
            ? [.rect(CGRect(x: 0, y: 0, width: geometry.screen.width, height: Self.statusBar), fill: .white)]
            : []
    }

    func shapes(ofItem index: Int, in rect: CGRect, metrics: TextMetrics) -> [Scene.Shape] {
        let even = index % 2 == 0
        // The strips' rects are in content coordinates; the item's shapes are in its own.
        func local(_ r: CGRect) -> CGRect { belowStatusBar(r).offsetBy(dx: -rect.minX, dy: -rect.minY) }
        var shapes: [Scene.Shape] = [.rect(local(rect), fill: even ? .red : .green)]
        for (strip, gray) in [(geometry.leadingStripRect(index), even), (geometry.trailingStripRect(index), !even)] {
            shapes.append(.rect(local(strip), fill: gray ? .lightGray : nil, stroke: .black, lineWidth: 1))
        }
        return shapes
    }

    /// Across a horizontal axis the pages start below the status bar.
    private func belowStatusBar(_ rect: CGRect) -> CGRect {
        guard geometry.axis == .horizontal else { return rect }
        return CGRect(x: rect.minX, y: rect.minY + Self.statusBar, width: rect.width, height: rect.height - Self.statusBar)
    }
}
