import Foundation

/// The cards of the "Today's deals" demo (seed 002's example): `count` cards laid along the axis
/// from content 0 with `spacing` between them, inside a scroll view whose contentInset frames
/// them. A card is as long as the view minus its leading and trailing insets unless `length` is
/// given, so neighbours peek by (inset - spacing): 40 - 24 = 16 pt in the demo.
struct PageCards: Sendable, Equatable {
    var count: Int
    /// Along the axis, pt (the contract's `width`); nil: view length - leading - trailing inset.
    var length: CGFloat?
    var spacing: CGFloat
    /// Which of the document's two recipes turns the scroll view into page offsets.
    var pageBy: Recipe

    enum Recipe: String, Sendable, Equatable, CaseIterable {
        /// "If you want to page by scroll view subviews": each card's start - leading inset.
        case cards
        /// "If you want to page by scroll view frame width": multiples of bounds - insets.
        case frame
    }

    init(count: Int, length: CGFloat? = nil, spacing: CGFloat, pageBy: Recipe = .cards) {
        self.count = count
        self.length = length
        self.spacing = spacing
        self.pageBy = pageBy
    }

    /// The cards' length in a view of `viewLength` with `inset` on `axis`.
    func cardLength(viewLength: CGFloat, inset: EdgeInsets, axis: Axis) -> CGFloat {
        length ?? viewLength - inset.leading(axis) - inset.trailing(axis)
    }

    /// The cards' rects in content coordinates; across the axis they fill `crossLength`.
    func cardRects(viewSize: CGSize, inset: EdgeInsets, axis: Axis, crossLength: CGFloat) -> [CGRect] {
        let l = cardLength(viewLength: viewSize[axis], inset: inset, axis: axis)
        return (0..<count).map { CGRect(along: axis, start: CGFloat($0) * (l + spacing), length: l, crossLength: crossLength) }
    }

    /// count × length + (count - 1) × spacing.
    func contentLength(viewLength: CGFloat, inset: EdgeInsets, axis: Axis) -> CGFloat {
        CGFloat(count) * cardLength(viewLength: viewLength, inset: inset, axis: axis) + CGFloat(count - 1) * spacing
    }
}
