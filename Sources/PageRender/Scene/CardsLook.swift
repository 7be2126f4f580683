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

    /// The margin of text at the card's top or bottom edge and in the caption band, pt (a design
    /// choice near the App Store's cards).
    static let textMargin = 12.0
    /// DejaVu Sans's cap height, 1493 of 2048 units per em (its OS/2 table): where capitals reach
    /// above the baseline, as a share of the size.
    static let capHeight = 1493.0 / 2048

    /// The caption band's height under the image for text of `size` pt (`placement: below`).
    static func captionBand(size: Double) -> Double { (size * 1.2 + 2 * labelInset).rounded() }

    /// Item `index`'s text: its entry of `texts`, else its label.
    static func text(ofItem index: Int, style: LookStyle) -> String {
        style.spec.texts.map { $0[index % $0.count] } ?? style.label.text(index: index)
    }

    /// The size of item text on an item of `size`: the style's, else 35 % of the shorter side for
    /// numbered pages (as the baselines) and 16 % on cards, within 10…72 pt: readable at @1x,
    /// never larger than a page number.
    static func textSize(itemSize size: CGSize, style: LookStyle) -> Double {
        let fraction = style.spec.preset == .pages ? 0.35 : 0.16
        return style.spec.textStyle?.size ?? min(72, max(10, Double(min(size.width, size.height)) * fraction))
    }

    /// The card inside a cell of `size`: the cell less `look.items.inset` (an inset larger than
    /// the cell leaves an empty card).
    static func cardRect(cellSize size: CGSize, style: LookStyle) -> CGRect {
        let i = style.spec.inset
        return CGRect(x: i.left, y: i.top, width: max(0, size.width - i.left - i.right), height: max(0, size.height - i.top - i.bottom))
    }

    /// The part of item `index`'s card (in a cell of `size`) its image fills: all of it, or with
    /// text placed `below`, the part above the caption band.
    static func imageRect(ofItem index: Int, size: CGSize, style: LookStyle) -> CGRect {
        let card = cardRect(cellSize: size, style: style)
        let below = style.spec.textStyle?.placement == .below && !text(ofItem: index, style: style).isEmpty
        let band = below ? min(captionBand(size: textSize(itemSize: card.size, style: style)), Double(card.height)) : 0
        return CGRect(x: Double(card.minX), y: Double(card.minY), width: Double(card.width), height: Double(card.height) - band)
    }

    func shapes(ofItem index: Int, in item: CGRect, metrics: TextMetrics) -> [Scene.Shape] {
        let rect = Self.cardRect(cellSize: item.size, style: style)
        guard rect.width > 0, rect.height > 0 else { return [] }
        let radius = style.cornerRadius
        let textStyle = style.spec.textStyle ?? ItemTextStyle()
        let text = Self.text(ofItem: index, style: style)
        let size = Self.textSize(itemSize: rect.size, style: style)
        let imageRect = Self.imageRect(ofItem: index, size: item.size, style: style)
        let band = Double(rect.height - imageRect.height)
        let image = imageRect.height > 0 ? images.image(ofItem: index, size: imageRect.size) : nil
        let fill: Scene.Shape = switch style.fill(ofItem: index) {
        case let .solid(color): .rect(rect, fill: color, cornerRadius: radius)
        case let .gradient(stops, angle):
            .gradientRect(rect, from: stops[0], to: stops[stops.count - 1], cornerRadius: radius, angle: angle, through: Array(stops.dropFirst().dropLast()))
        }
        var shapes: [Scene.Shape]
        if let image, image.image.isOpaque, !style.spec.movesItemImages {
            // An opaque image that stays put covers its part of the card: the colour is drawn only
            // where the image is not (the caption band), so it cannot show as a coloured hairline
            // along the image's antialiased edge.
            shapes = band > 0 ? [.group(SceneGroup(clip: .rect(CGRect(x: rect.minX, y: imageRect.maxY, width: rect.width, height: CGFloat(band))),
                                                   children: [fill]))] : []
        } else {
            shapes = [fill]
        }
        if let shadow = style.spec.shadow, shadow.opacity > 0 {
            // Under the card, in the item's group, so the item's effects move and turn it with the
            // card, as a layer's shadow follows the layer's transform.
            let silhouette = Scene.Shape.rect(rect, fill: shadow.color.withAlpha(shadow.opacity), cornerRadius: radius)
            // Its ink, which sizes the blur's picture, is the silhouette's rect (`InkBounds`).
            shapes.insert(.group(SceneGroup(transform: .translation(Double(shadow.offset.x), Double(shadow.offset.y)),
                                            filters: shadow.sigma > 0 ? [.blur(sigma: shadow.sigma)] : [], ink: rect, children: [silhouette])), at: 0)
        }
        if let image {
            let picture: Scene.Shape
            switch image {
            case let .scaled(copy):
                picture = .image(copy, in: imageRect, cornerRadius: band > 0 ? 0 : radius)
            case let .cover(source, cover):
                // The decoded image over the rect that covers the image's part of the card, cut to
                // that part's outline.
                let part: SceneClip = band > 0 ? .rect(imageRect) : .roundedRect(rect, cornerRadius: radius)
                picture = .group(SceneGroup(clip: part, children: [.image(source, in: cover.offsetBy(dx: imageRect.minX, dy: imageRect.minY), cornerRadius: 0)]))
            }
            // A transition's imageEffects or the parallax recipe move the image inside the item's
            // outline, so the image gets a group of its own, cut to that outline, for the frames
            // to move. Above a caption band the image is cut to the card's rounded outline and
            // to the part above the band (square where it meets the band).
            let outline: SceneClip = band > 0 ? .rect(imageRect) : .roundedRect(rect, cornerRadius: radius)
            if style.spec.movesItemImages {
                let moving = Scene.Shape.group(SceneGroup(id: .itemImage(index), clip: outline, children: [picture]))
                shapes.append(band > 0 ? .group(SceneGroup(clip: .roundedRect(rect, cornerRadius: radius), children: [moving])) : moving)
            } else {
                shapes.append(band > 0 ? .group(SceneGroup(clip: .roundedRect(rect, cornerRadius: radius), children: [picture])) : picture)
            }
        }
        if let border = style.spec.border, border.width > 0 {
            // Inside the item's edge, following its corners, over the image (the contract's
            // "outline drawn inside each item").
            shapes.append(.rect(rect, fill: nil, stroke: border.color, lineWidth: border.width, cornerRadius: radius))
        }
        guard !text.isEmpty else { return shapes }
        let bold = textStyle.weight?.isBold ?? true
        let color = textStyle.color ?? style.labelColor
        // Over a photo the text gets a soft dark copy 1 pt below it, so it reads on light images
        // (not in the caption band, which is drawn on the card's colour).
        let shadow = image != nil && textStyle.placement != .below ? Color(white: 0, alpha: 0.45) : nil
        if textStyle.placement == .center {
            // Inside the item with 8 pt each side (UIKit's default layout margins); a longer label
            // ends in "…", as a UILabel does, rather than running onto the neighbours.
            let maxWidth = Double(rect.width) - 2 * Self.labelInset
            guard maxWidth > 0 else { return shapes }
            let fitted = metrics.fitting(text, in: maxWidth, size: size, bold: bold)
            let centre = CGPoint(x: rect.midX, y: rect.midY)
            if let shadow { shapes.append(.text(fitted, center: CGPoint(x: centre.x, y: centre.y + 1), size: size, color: shadow, bold: bold)) }
            shapes.append(.text(fitted, center: centre, size: size, color: color, bold: bold))
            return shapes
        }
        // Leading-aligned between the margins, ending in "…" when longer.
        let maxWidth = Double(rect.width) - 2 * Self.textMargin
        guard maxWidth > 0 else { return shapes }
        let fitted = metrics.fitting(text, in: maxWidth, size: size, bold: bold)
        let top = Double(rect.minY), bottom = Double(rect.maxY), descender = ScreenChrome.descender
        let baseline: Double
        switch textStyle.placement {
        case .top: baseline = top + Self.textMargin + Self.capHeight * size
        case .bottom: baseline = bottom - Self.textMargin - descender * size
        case .below, .center: baseline = bottom - band / 2 + Self.capHeight * size / 2
        }
        let origin = CGPoint(x: Double(rect.minX) + Self.textMargin, y: baseline)
        if let shadow { shapes.append(.label(fitted, origin: CGPoint(x: origin.x, y: origin.y + 1), size: size, color: shadow, bold: bold)) }
        shapes.append(.label(fitted, origin: origin, size: size, color: color, bold: bold))
        return shapes
    }
}
