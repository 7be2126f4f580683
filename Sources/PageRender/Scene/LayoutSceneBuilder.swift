import Foundation

/// A plain look for any strategy from its `StrategyLayout`: each item a numbered rect in a
/// distinct colour, outlined, where the visible scroll view shows it. The documents' own looks
/// are drawn by dedicated builders; this one shows the geometry and the motion of any strategy.
public struct LayoutSceneBuilder: Sendable {
    public var layout: StrategyLayout

    public init(layout: StrategyLayout) { self.layout = layout }

    /// The frame at visible contentOffset `offset`.
    public func scene(offset: CGPoint) -> Scene {
        let screen = CGRect(origin: .zero, size: layout.screen)
        var shapes: [Scene.Shape] = []
        for (i, item) in layout.items.enumerated() {
            let rect = layout.screenRect(ofContent: item, contentOffset: offset)
            guard rect.intersects(screen) else { continue }
            shapes.append(.rect(rect, fill: Palette.page(i), stroke: Color(white: 0.1), lineWidth: 1))
            shapes.append(.text("\(i + 1)", center: CGPoint(x: rect.midX, y: rect.midY),
                                size: min(rect.width, rect.height) * 0.3, color: Color(white: 0.1), bold: true))
        }
        return Scene(size: layout.screen, background: Color(white: 0.94), shapes: shapes)
    }
}
