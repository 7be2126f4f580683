/// One animation frame after quantisation: palette indices for a rectangle of the canvas.
/// `palette` is the frame's own colour table, or nil when the frame uses the global one.
struct IndexedFrame: Sendable, Equatable {
    /// Where the indices go on the canvas.
    var region: PixelRect
    /// Row-major palette indices, one per pixel of `region`.
    var indices: [UInt8]
    /// Colours as `0x00RRGGBB`; nil means the global palette.
    var palette: [UInt32]?
    /// The index that leaves the canvas pixel unchanged, if the frame uses one.
    var transparentIndex: Int?

    init(region: PixelRect, indices: [UInt8], palette: [UInt32]?, transparentIndex: Int?) {
        precondition(indices.count == region.area, "IndexedFrame needs one index per pixel of its region")
        self.region = region
        self.indices = indices
        self.palette = palette
        self.transparentIndex = transparentIndex
    }
}
