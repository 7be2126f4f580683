import Foundation

/// The picture of one frame's difference: A, the difference, and B side by side under a title
/// row. The middle panel shows A's luminance faded toward white where the frames agree and solid
/// red where they differ (the convention of pixelmatch and resvg's test diffs).
struct DiffPicture: Sendable {
    /// Titles over the three panels.
    var titles: [String]
    /// Pixels per point, for the title row and the gaps.
    var scale: Double
    var threshold: Int

    /// Gap between panels and title row height, in points: enough to separate panels that show
    /// the same colour at their edges, and to hold 12 pt titles.
    static let gap = 10.0
    static let titleHeight = 24.0
    /// 0x5A5A5A: a dark grey no page colour uses, so the seams stay visible.
    static let seam: UInt32 = 0x5A5A5A
    /// Differing pixels: a saturated red after pixelmatch's default diff colour (255, 0, 0),
    /// a little darker by choice. Agreeing pixels around it are light grey (`faded`), so a
    /// mismatch stands out whatever the pages' colours.
    static let mismatch: UInt32 = 0xE62828

    func picture(_ a: RGBImage, _ b: RGBImage) throws -> RGBImage {
        let w = a.width, h = a.height, gap = Int((Self.gap * scale).rounded())
        var body = RGBImage(width: 3 * w + 2 * gap, height: h, fill: Self.seam)
        for y in 0..<h {
            for x in 0..<w {
                let p = a[x, y], q = b[x, y]
                body[x, y] = p
                body[2 * (w + gap) + x, y] = q
                body[w + gap + x, y] = PixelDiff.channelDifference(p, q) > threshold ? Self.mismatch : Self.faded(p)
            }
        }
        return try header(panelWidth: Double(w) / scale, gap: Double(gap) / scale).stacked(above: body)
    }

    /// A's luminance at a quarter of its contrast over white (Rec. 601 luma weights, 1/1000).
    static func faded(_ p: UInt32) -> UInt32 {
        let luma = (299 * p.redChannel + 587 * p.greenChannel + 114 * p.blueChannel) / 1000
        let v = 255 - (255 - luma) / 4
        return .rgb(v, v, v)
    }

    private func header(panelWidth: Double, gap: Double) throws -> RGBImage {
        let width = 3 * panelWidth + 2 * gap
        let shapes: [Scene.Shape] = titles.enumerated().map { i, title in
            .text(title, center: CGPoint(x: (panelWidth + gap) * Double(i) + panelWidth / 2, y: Self.titleHeight / 2),
                  size: 12, color: PlotStyle.ink, bold: i == 1)
        }
        let scene = Scene(size: CGSize(width: width, height: Self.titleHeight), background: PlotStyle.paper, shapes: shapes)
        return try RGBImage(checked: ScenePainter.rasterize(scene, scale: scale))
    }
}

extension RGBImage {
    /// This picture on top of `other` (same width).
    func stacked(above other: RGBImage) -> RGBImage {
        precondition(width == other.width, "stacked pictures need one width")
        return RGBImage(width: width, height: height + other.height, pixels: pixels + other.pixels)
    }
}
