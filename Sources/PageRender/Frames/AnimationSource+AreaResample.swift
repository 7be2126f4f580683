extension AnimationSource {
    /// The same frames and timing scaled down to `pixelWidth` px wide, the height in proportion
    /// (rounded, at least 1 px), each frame area-averaged as it is drawn (`RGBImage.areaResampled`),
    /// so no more frames are held than before; the same frames repeat. The frames must be at least
    /// `pixelWidth` wide.
    package func areaResampled(toPixelWidth pixelWidth: Int) -> AnimationSource {
        guard pixelWidth != width else { return self }
        let height = RGBImage.proportionalHeight(self.height, width: width, toWidth: pixelWidth)
        let make = makeDrawer
        var resized = AnimationSource(width: pixelWidth, height: height, timing: timing, fps: fps) {
            // The full-size frame goes into a picture this drawer keeps, so only the resample allocates.
            let draw = make()
            var full = RGBImage.empty
            return { k, picture in
                try draw(k, &full)
                picture = full.areaResampled(width: pixelWidth, height: height)
            }
        }
        resized.batchBudget = batchBudget
        // A drawer holds the full-size frame and whatever its own drawer holds.
        resized.drawerBytes = drawingBytes + width * self.height * MemoryLayout<UInt32>.stride
        // Equal full-size frames resample to equal frames: the repeats stay those of the source.
        resized.repeated = repeated
        return resized
    }
}
