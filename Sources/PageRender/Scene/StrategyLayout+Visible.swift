import Foundation

extension StrategyLayout {
    /// The content range along the axis that the screen shows at visible contentOffset `offset`.
    func visibleContent(offset: CGPoint) -> ClosedRange<CGFloat> {
        let start = offset[axis] - scrollViewFrame.origin[axis]
        return start...(start + screen[axis])
    }

    /// The content coordinates of the screen's top-left corner at visible contentOffset `offset`.
    func screenOrigin(offset: CGPoint) -> CGPoint {
        CGPoint(x: offset.x - scrollViewFrame.minX, y: offset.y - scrollViewFrame.minY)
    }
}
