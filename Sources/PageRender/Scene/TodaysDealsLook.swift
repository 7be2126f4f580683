import Foundation

/// The "Today's deals" demo of seed 002 (elpassion/ecommerce-ios-demo, DealsView and
/// ProductCardView): a dark background, the title, white cards with rounded corners, a coloured
/// band over most of the top half, the product name and price, a "Show more" pill with the
/// demo's pink-to-orange gradient, and page dots white with the current one orange. Product
/// images and the tab bar's icons are not drawn; fonts are DejaVu Sans instead of Varela Round.
struct TodaysDealsLook: ContentLook {
    let axis: Axis
    let screen: CGSize

    struct Product: Sendable {
        var name: String
        var price: String
        var band: Color
    }

    /// ProductCardView+Demo: the three cards and their band colours (UIColor+Assets).
    static let products = [
        Product(name: "Oculus Rift", price: "$1 299", band: Color(white: 0.25)),
        Product(name: "Surface Pro 4", price: "$1 299", band: Color(red: 0.28, green: 0.65, blue: 0.97)),
        Product(name: "xBox One", price: "$699", band: Color(red: 0.19, green: 0.57, blue: 0.05)),
    ]
    static let gradient = (from: Color(red: 0.933, green: 0.035, blue: 0.475), to: Color(red: 1, green: 0.416, blue: 0))

    let background = Color(white: 0.15)
    let pageControl = PageControlStyle(dot: .white, currentDot: Color(red: 0.992, green: 0.38, blue: 0.004), diameter: 7, pitch: 16)

    /// Safe-area insets of a portrait iPhone: 44/34 pt from the iPhone X on (812 pt tall and
    /// more), else the 20 pt status bar.
    var safeTop: CGFloat { screen.height >= 812 ? 44 : 20 }
    var safeBottom: CGFloat { screen.height >= 812 ? 34 : 0 }
    /// DealsView: the title 22 pt below the safe area (20 pt font, about 24 pt of line).
    var titleCenterY: CGFloat { safeTop + 22 + 12 }
    /// DealsView: the scroll view 44 pt below the title, and 78 pt above the 52 pt tab bar that
    /// stands on the bottom safe area.
    var cardsTop: CGFloat { titleCenterY + 12 + 44 }
    var cardsBottom: CGFloat { screen.height - safeBottom - 52 - 78 }

    var screenOverlay: [Scene.Shape] {
        [.text("Today's deals", center: CGPoint(x: screen.width / 2, y: titleCenterY), size: 20, color: .white)]
    }

    /// DealsView: the page control 20 pt below the scroll view (a 37 pt row).
    func pageControlCenter(screen: CGSize) -> CGPoint {
        CGPoint(x: screen.width / 2, y: cardsBottom + 20 + 18.5)
    }

    func shapes(ofItem index: Int, in rect: CGRect, metrics: TextMetrics) -> [Scene.Shape] {
        let product = Self.products[index % Self.products.count]
        // In the item's own coordinates; across a horizontal row the card spans the screen's
        // cardsTop...cardsBottom wherever the layout puts the item.
        let card = axis == .horizontal ? CGRect(x: 0, y: cardsTop - rect.minY, width: rect.width, height: cardsBottom - cardsTop)
            : CGRect(origin: .zero, size: rect.size)
        let h = Double(card.height), x = Double(card.minX), y = Double(card.minY), w = Double(card.width)
        // ProductCardView: the top half holds the band (77 % of it); the labels are centred in
        // the middle part; the button is pinned to the top of the bottom 22 %.
        let band = (0.5 * 0.77 * h).rounded()
        let middle = (y + 0.5 * h + y + 0.78 * h) / 2
        // Name (32 pt, ~38 pt line), 8 pt spacing, price (24 pt, ~29 pt line): 75 pt centred.
        let nameY = middle - 37.5 + 19, priceY = middle - 37.5 + 38 + 8 + 14.5
        // RoundButton: 16 pt above and below an 18 pt label (~22 pt line), 30 pt either side.
        let buttonWidth = 18 * 0.6 * 9 + 60, buttonHeight = 54.0
        let button = CGRect(x: x + (w - buttonWidth) / 2, y: y + 0.78 * h, width: buttonWidth, height: buttonHeight)
        return [
            .rect(card, fill: .white, cornerRadius: 8),
            .rect(CGRect(x: x, y: y, width: w, height: band), fill: product.band, cornerRadius: 8),
            .rect(CGRect(x: x, y: y + 8, width: w, height: band - 8), fill: product.band),
            .text(product.name, center: CGPoint(x: x + w / 2, y: nameY), size: 32, color: .black),
            .text(product.price, center: CGPoint(x: x + w / 2, y: priceY), size: 24, color: Color.black.withAlpha(0.5)),
            .gradientRect(button, from: Self.gradient.from, to: Self.gradient.to, cornerRadius: buttonHeight / 2),
            .text("Show more", center: CGPoint(x: button.midX, y: button.midY), size: 18, color: .white),
        ]
    }
}
