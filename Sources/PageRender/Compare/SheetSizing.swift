import Foundation

/// How to draw a comparison sheet or filmstrip so that it fits. The largest it can be is the
/// same with or without a requested width: `CairoSurface.largestSide` px a side, at most the
/// sheets' largest scale (`SheetColumns.scales`). With a requested pixel width: at a scale that
/// gives `samplesPerPixel` drawn pixels across each output pixel (text keeps its shape after the
/// area average, as `FrameSequence.resized(toPixelWidth:)` does for single frames), at 1 px/pt or
/// more, as far as the frames' side limit (`ScenarioLimits.maxPixelsPerSide`, which bounds the
/// memory of a drawing) allows; a width that even one drawn pixel per output pixel would take past
/// that limit is drawn at exactly its own size, as the sheet without a width is. Without one: at
/// the screens' scale, or, when that would pass the longest side cairo draws, at the largest
/// scale that fits.
package enum SheetSizing {
    /// Drawn pixels per output pixel along each axis: 3 × 3 samples, the supersampling that
    /// docs/animation.md ("Sizes") measured best for its cost.
    static let samplesPerPixel = 3.0
    /// The most pixels per point a sheet is drawn at (`SheetColumns.scales`).
    package static var largestScale: Double { SheetColumns.scales.upperBound }

    /// The drawing scale for a sheet of `shape` (sizes in points) that is to end `pixelWidth` px
    /// wide; a `SheetSizeError` when even a drawing of the output's own size would pass
    /// `CairoSurface.largestSide` or the largest scale.
    package static func drawingScale(_ shape: SheetShape, pixelWidth: Int) throws -> Double {
        let width = Double(shape.size.width), height = Double(shape.size.height)
        let side = Double(CairoSurface.largestSide)
        let largest = min(largestScale, side / width, side / height)
        let widest = Int((width * largest).rounded(.down))
        guard pixelWidth >= 1, pixelWidth <= widest else {
            throw SheetSizeError(shape: shape, pixelWidth: pixelWidth, pixelHeight: Int((height * Double(pixelWidth) / width).rounded()),
                                 largestSide: CairoSurface.largestSide, widest: widest)
        }
        var exact = Double(pixelWidth) / width
        // The drawing's sides are the scaled size rounded up: never past the width asked for or
        // the side limit through a rounding error.
        while (width * exact).rounded(.up) > Double(pixelWidth) || (height * exact).rounded(.up) > side { exact = exact.nextDown }
        let supersampled = min(largest, ScenarioLimits.maxPixelsPerSide / width, ScenarioLimits.maxPixelsPerSide / height)
        return max(exact, min(supersampled, max(1, samplesPerPixel * exact)))
    }

    /// The scale to draw a sheet of `shape` at without a requested width: `scale`, or the largest
    /// below it at which both sides fit `CairoSurface.largestSide` (nil when `scale` fits).
    package static func fittedScale(_ shape: SheetShape, scale: Double) -> Double? {
        let side = Double(CairoSurface.largestSide)
        let fits = min(side / Double(shape.size.width), side / Double(shape.size.height))
        guard (Double(shape.size.width) * scale).rounded(.up) > side || (Double(shape.size.height) * scale).rounded(.up) > side else { return nil }
        // Rounded down to a hundredth so that rounding the sides up never passes the limit.
        return (fits * 100).rounded(.down) / 100
    }
}
