import Foundation

/// How to draw a comparison sheet or filmstrip so that it can be brought to a requested pixel
/// width: at a scale that gives at least `samplesPerPixel` drawn pixels across each output pixel
/// (text keeps its shape after the area average, as `FrameSequence.resized(toPixelWidth:)` does
/// for single frames), at 1 px/pt or more, within the sheets' largest scale
/// (`SheetColumns.scales`) and the side limit (`ScenarioLimits.maxPixelsPerSide`).
package enum SheetSizing {
    /// Drawn pixels per output pixel along each axis: 3 × 3 samples, the supersampling that
    /// docs/animation.md ("Sizes") measured best for its cost.
    static let samplesPerPixel = 3.0

    /// The drawing scale for a sheet of `size` points (its size at scale 1, where a point is a
    /// pixel) that is to end `pixelWidth` px wide; an error when even the largest drawing is
    /// narrower than `pixelWidth`.
    package static func drawingScale(sheetSize size: CGSize, pixelWidth: Int) throws -> Double {
        let width = Double(size.width), height = Double(size.height)
        let largest = min(SheetColumns.scales.upperBound, ScenarioLimits.maxPixelsPerSide / width, ScenarioLimits.maxPixelsPerSide / height)
        let widest = Int((width * largest).rounded(.down))
        guard pixelWidth >= 1, pixelWidth <= widest else {
            throw RenderError("a width of \(pixelWidth) px is outside 1…\(widest) px, the widest this \(JSONValue.format(width))-pt sheet can be drawn (at most \(JSONValue.format(SheetColumns.scales.upperBound)) px/pt and \(JSONValue.format(ScenarioLimits.maxPixelsPerSide)) px a side)",
                              fix: .widthInRange)
        }
        return min(largest, max(1, samplesPerPixel * Double(pixelWidth) / width))
    }
}
