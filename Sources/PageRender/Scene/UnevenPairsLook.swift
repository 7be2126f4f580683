import Foundation

/// The demo of seeds 001/004 (UnevenPagination): pair r's two items both in
/// [red, green, blue][r % 3], labelled 2r+1 and 2r+2 in black 17 pt, a 1 pt light-gray hairline
/// at the right item's leading edge, and the white collection background in the 50 pt gaps
/// between pairs (25 pt of it before item 1 at launch).
struct UnevenPairsLook: ContentLook {
    let axis: Axis
    let background = Color.white
    static let pairColors: [Color] = [.red, .green, .blue]
    /// UILabel's default system font size, pt.
    static let labelSize = 17.0

    func shapes(ofItem index: Int, in rect: CGRect, metrics: TextMetrics) -> [Scene.Shape] {
        let bounds = CGRect(origin: .zero, size: rect.size)
        var shapes: [Scene.Shape] = [
            .rect(bounds, fill: Self.pairColors[(index / 2) % 3]),
            .text("\(index + 1)", center: CGPoint(x: bounds.midX, y: bounds.midY), size: Self.labelSize, color: .black),
        ]
        if index % 2 == 1 {
            // The hairline is 1 pt wide and lies inside the right item, starting at its edge.
            let line = axis == .horizontal
                ? CGRect(x: 0, y: 0, width: 1, height: rect.height)
                : CGRect(x: 0, y: 0, width: rect.width, height: 1)
            shapes.append(.rect(line, fill: .lightGray))
        }
        return shapes
    }
}
