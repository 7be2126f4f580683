extension AnimationSource {
    /// The same frames and timing scaled down to `pixelWidth` px wide, the height in proportion
    /// (rounded, at least 1 px), each frame area-averaged as it is drawn (`RGBImage.areaResampled`),
    /// so no more frames are held than before. The frames must be at least `pixelWidth` wide.
    package func areaResampled(toPixelWidth pixelWidth: Int) -> AnimationSource {
        guard pixelWidth != width else { return self }
        let height = RGBImage.proportionalHeight(self.height, width: width, toWidth: pixelWidth)
        let draw = image
        var resized = AnimationSource(width: pixelWidth, height: height, timing: timing, fps: fps) {
            try draw($0).areaResampled(width: pixelWidth, height: height)
        }
        resized.batchBudget = batchBudget
        return resized
    }
}
