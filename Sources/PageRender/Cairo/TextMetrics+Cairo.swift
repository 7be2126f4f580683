internal import CCairo
import Foundation

extension TextMetrics {
    /// Advances measured by cairo in the font and font options the painter draws with, on a
    /// context of its own at 1 px per point: advances are in points whatever the scale a frame is
    /// drawn at (cairo's unhinted advances; `CairoContext` turns metric hinting off). Where cairo
    /// cannot make the context (out of memory) every advance is 0 and text is not shortened.
    package static func cairo() -> TextMetrics {
        guard let surface = try? CairoSurface(width: 1, height: 1), let context = try? CairoContext(surface) else {
            return TextMetrics { _, _, _ in 0 }
        }
        return TextMetrics { string, size, bold in
            withExtendedLifetime(surface) {
                context.selectFont(size: size, bold: bold)
                var extents = cairo_text_extents_t()
                cairo_text_extents(context.pointer, string, &extents)
                return extents.x_advance
            }
        }
    }
}
