import Foundation

/// The look of the native-paging and free baselines: numbered pages in distinct colours, one
/// screen long each, laid along the axis.
public struct PagesSceneBuilder: Sendable {
    public var screen: CGSize
    public var axis: Axis
    public var pages: Int

    public init(screen: CGSize, axis: Axis, pages: Int) {
        self.screen = screen
        self.axis = axis
        self.pages = pages
    }

    /// The frame at contentOffset `offset` (visible view).
    public func scene(offset: CGPoint) -> Scene {
        let length = screen[axis]
        let position = offset[axis]
        var shapes: [Scene.Shape] = []
        let first = max(0, Int((position / length).rounded(.down)))
        let last = min(pages - 1, Int(((position + length) / length).rounded(.down)))
        if first <= last {
            for page in first...last {
                let start = CGFloat(page) * length - position
                let rect = axis == .horizontal
                    ? CGRect(x: start, y: 0, width: length, height: screen.height)
                    : CGRect(x: 0, y: start, width: screen.width, height: length)
                shapes.append(.rect(rect, fill: Palette.page(page)))
                shapes.append(.text("\(page + 1)", center: CGPoint(x: rect.midX, y: rect.midY),
                                    size: min(screen.width, screen.height) * 0.35, color: Color(white: 0.1), bold: true))
            }
        }
        return Scene(size: screen, background: Color(white: 0.94), shapes: shapes)
    }
}
