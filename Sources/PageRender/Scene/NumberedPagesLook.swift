import Foundation

/// The native-paging and free baselines (and page offsets given as bare numbers): each page a
/// distinct colour with its number, so motion is easy to follow; light gray shows past the
/// content's ends while bouncing.
struct NumberedPagesLook: ContentLook {
    let background = Color(white: 0.94)

    func shapes(ofItem index: Int, in rect: CGRect, metrics: TextMetrics) -> [Scene.Shape] {
        // 35 % of the page's shorter side: one glance reads the number during a fast fling.
        [.rect(CGRect(origin: .zero, size: rect.size), fill: Palette.page(index)),
         .text("\(index + 1)", center: CGPoint(x: rect.width / 2, y: rect.height / 2),
               size: Double(min(rect.width, rect.height)) * 0.35, color: Color(white: 0.1), bold: true)]
    }
}
