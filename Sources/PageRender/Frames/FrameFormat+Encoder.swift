extension FrameFormat {
    /// A fresh encoder for one worker thread.
    func makeEncoder(scale: Double, codec: PNGCodec, supersampling: Int = 1) -> any FrameFileEncoder {
        switch self {
        case .png: return PNGFrameFileEncoder(scale: scale, codec: codec, supersampling: supersampling)
        case .svg: return SVGFrameFileEncoder(rasterScale: scale)
        }
    }
}
