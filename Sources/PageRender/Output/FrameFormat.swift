/// The file format of a frame sequence.
public enum FrameFormat: String, Sendable, CaseIterable {
    /// Raster frames at the render scale, encoded by `PNGEncoder` (`PNGFrameFileEncoder`).
    case png
    /// Vector frames from cairo's SVG surface, in px with 1 px per point (`SVGFrameFileEncoder`).
    case svg

    var fileExtension: String { rawValue }

    /// The file name of frame `index`: `frame-0000.png`, …
    func fileName(frame index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "." + fileExtension
    }
}
