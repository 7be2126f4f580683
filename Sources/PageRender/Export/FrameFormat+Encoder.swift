extension FrameFormat {
    /// A fresh encoder for one worker thread.
    func makeEncoder(scale: Double, codec: PNGCodec, supersampling: Int = 1) -> any FrameEncoder {
        switch self {
        case .png: return PNGFrameEncoder(scale: scale, codec: codec, supersampling: supersampling)
        case .svg: return SVGFrameEncoder()
        }
    }
}
