import Foundation

/// The user's look for items (presets `cards` and `pages`): each item filled with its colour,
/// its image over it (already scaled to the item, clipped to the corner radius), and its label.
/// It depends on the item's index and rect only, never on the strategy.
struct CardsLook: ContentLook {
    let style: LookStyle
    /// Item images scaled to each item's size, by item size then image; see `ItemImageSet`.
    let images: ItemImageSet

    var background: Color { style.background }
    var pageControl: PageControlStyle { style.pageControlStyle }

    /// The label's margin from the item's sides, pt.
    static let labelInset = 8.0

    func shapes(ofItem index: Int, in item: CGRect, metrics: TextMetrics) -> [Scene.Shape] {
        let rect = CGRect(origin: .zero, size: item.size)
        let radius = style.cornerRadius
        var shapes: [Scene.Shape] = [.rect(rect, fill: style.color(ofItem: index), cornerRadius: radius)]
        let image = images.image(ofItem: index, size: rect.size)
        if let image {
            let picture: Scene.Shape
            switch image {
            case let .scaled(copy):
                picture = .image(copy, in: rect, cornerRadius: radius)
            case let .cover(source, cover):
                // The decoded image over the rect that covers the item, cut to its outline.
                picture = .group(SceneGroup(clip: .roundedRect(rect, cornerRadius: radius),
                                            children: [.image(source, in: cover, cornerRadius: 0)]))
            }
            // A transition's imageEffects or the parallax recipe move the image inside the item's
            // outline, so the image gets a group of its own, cut to that outline, for the frames
            // to move.
            if style.spec.movesItemImages {
                shapes.append(.group(SceneGroup(id: .itemImage(index), clip: .roundedRect(rect, cornerRadius: radius), children: [picture])))
            } else {
                shapes.append(picture)
            }
        }
        if let border = style.spec.border, border.width > 0 {
            // Inside the item's edge, following its corners, over the image (the contract's
            // "outline drawn inside each item").
            shapes.append(.rect(rect, fill: nil, stroke: border.color, lineWidth: border.width, cornerRadius: radius))
        }
        let text = style.label.text(index: index)
        guard !text.isEmpty else { return shapes }
        // 35 % of the shorter side for numbered pages (as the baselines), 16 % on cards, within
        // 10…72 pt: readable at @1x, never larger than a page number.
        let fraction = style.spec.preset == .pages ? 0.35 : 0.16
        let size = min(72, max(10, Double(min(rect.width, rect.height)) * fraction))
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        // Inside the item with 8 pt each side (UIKit's default layout margins); a longer label
        // ends in "…", as a UILabel does, rather than running onto the neighbours.
        let maxWidth = Double(rect.width) - 2 * Self.labelInset
        guard maxWidth > 0 else { return shapes }
        let fitted = metrics.fitting(text, in: maxWidth, size: size, bold: true)
        if image != nil {
            // Over a photo the label gets a soft dark copy 1 pt below it, so it reads on light images.
            shapes.append(.text(fitted, center: CGPoint(x: centre.x, y: centre.y + 1), size: size, color: Color(white: 0, alpha: 0.45), bold: true))
        }
        shapes.append(.text(fitted, center: centre, size: size, color: style.labelColor, bold: true))
        return shapes
    }
}
