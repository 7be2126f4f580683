import Foundation

/// An iOS-style status bar drawn as vectors: the time 9:41 (Apple's marketing time), cellular
/// bars, Wi-Fi and a full battery, in `color`. On phones with a sensor housing the time sits in
/// the left ear and the symbols in the right one; on older ones the time is centred. Sizes are a
/// design choice after iOS's (docs/looks.md); the font is DejaVu Sans, not SF.
enum StatusBar {
    /// The bar of `screen`; `cornerRadius`, the screen's rounded corners (0: square), moves the
    /// symbols in far enough that the top-right corner does not cut the battery.
    static func shapes(screen: CGSize, color: Color, cornerRadius: Double = 0) -> [Scene.Shape] {
        let metrics = ScreenMetrics(screen: screen)
        let height = metrics.statusBarHeight
        let centreY = metrics.hasSensorHousing ? height / 2 + 3 : height / 2
        // The ears: either side of the housing (a third of the width in the middle).
        let leftCentre = metrics.hasSensorHousing ? screen.width / 6 + 4 : screen.width / 2
        // At the battery's top edge (6 pt above the centre) a corner of radius r reaches
        // r - sqrt(r² - (r - y)²) in from the side; the symbols end 2 pt inside that.
        let top = Double(centreY) - 6, r = cornerRadius
        let corner = top < r ? r - (r * r - (r - top) * (r - top)).squareRoot() + 2 : 0
        let rightEnd = screen.width - CGFloat(max(metrics.hasSensorHousing ? 24 : 6, corner))
        var shapes: [Scene.Shape] = [
            .text("9:41", center: CGPoint(x: leftCentre, y: centreY), size: metrics.hasSensorHousing ? 16 : 12, color: color, bold: true),
        ]
        // Battery: a 25 × 12 pt outline, a 2 pt cap, the charge inside.
        let battery = CGRect(x: rightEnd - 27, y: centreY - 6, width: 25, height: 12)
        shapes.append(.rect(battery, fill: nil, stroke: color.withAlpha(color.alpha * 0.4), lineWidth: 1, cornerRadius: 3.5))
        shapes.append(.rect(CGRect(x: battery.maxX + 1, y: centreY - 2, width: 1.5, height: 4), fill: color.withAlpha(color.alpha * 0.4), cornerRadius: 0.75))
        shapes.append(.rect(battery.insetBy(dx: 2, dy: 2), fill: color, cornerRadius: 2))
        // Wi-Fi: three arcs opening upward and a dot, 16 pt wide.
        let wifiCentre = CGPoint(x: battery.minX - 14, y: centreY + 4.5)
        for (i, radius) in [3.0, 7.0, 11.0].enumerated() where i > 0 {
            shapes.append(.arc(center: wifiCentre, radius: radius, from: -3 * Double.pi / 4, to: -Double.pi / 4, color: color, width: 2))
        }
        shapes.append(.circle(center: CGPoint(x: wifiCentre.x, y: wifiCentre.y - 1.5), radius: 1.8, fill: color))
        // Cellular: four bars 3 pt wide, 4 to 11 pt tall, 1.5 pt apart.
        let barsEnd = wifiCentre.x - 14
        for i in 0..<4 {
            let h = 4 + Double(i) * 7 / 3
            let x = Double(barsEnd) - Double(4 - i) * 4.5
            shapes.append(.rect(CGRect(x: x, y: Double(centreY) + 5.5 - h, width: 3, height: h), fill: color, cornerRadius: 1))
        }
        return shapes
    }
}
