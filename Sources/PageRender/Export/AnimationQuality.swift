import Foundation

/// How closely a written animation shows its source frames: each source frame against the
/// decoded canvas on screen at its start, as peak signal-to-noise ratio over R, G and B.
package struct AnimationQuality: Sendable, Equatable {
    /// PSNR of all frames together (from the mean squared error over every pixel), dB;
    /// infinity when every frame is exact.
    package var psnr: Double
    /// The lowest PSNR of a single frame, dB, and which frame.
    package var worstPSNR: Double
    package var worstFrame: Int

    /// Compares `decoded` with `source`'s frames; `unit` is the file's time step in ms (10 for
    /// GIF, 1 for WebP), so each frame is looked up where the file put its start.
    package static func measure(_ decoded: DecodedAnimation, against source: AnimationSource, unit: Double) throws -> AnimationQuality {
        var meter = try Meter(source: source, unit: unit, width: decoded.width, height: decoded.height)
        for frame in decoded.frames { try meter.add(frame) }
        return try meter.finish()
    }

    /// The same measure fed one decoded frame at a time (`GIFDecoder.forEachFrame`), holding
    /// only the latest canvas and a batch of source frames, so a long animation is never held
    /// whole in memory.
    package struct Meter {
        let source: AnimationSource
        let starts: [Double]
        var errors: [Double] = []
        var time = 0.0
        var last: RGBImage?
        var pending: [(k: Int, image: RGBImage)] = []

        /// Throws when the file's `width` × `height` differs from the source's.
        package init(source: AnimationSource, unit: Double, width: Int, height: Int) throws {
            guard width == source.width, height == source.height else {
                throw RenderError("the file is \(width)×\(height) px but its source \(source.width)×\(source.height); compare a file with the scenario and scale it came from")
            }
            self.source = source
            starts = source.timing.boundaries.dropLast().map { ($0 / unit).rounded() * unit }
            errors.reserveCapacity(source.frameCount)
        }

        /// The next decoded frame: the source frames starting while it is shown are compared with it.
        package mutating func add(_ frame: DecodedAnimation.Frame) throws {
            let end = time + frame.duration
            while errors.count + pending.count < starts.count, starts[errors.count + pending.count] < end {
                pending.append((errors.count + pending.count, frame.image))
                if pending.count >= source.batchSize { try flush() }
            }
            time = end
            last = frame.image
        }

        /// The quality; source frames starting after the file's end are compared with its last frame.
        package mutating func finish() throws -> AnimationQuality {
            guard let last else { throw RenderError("the file has no frames; write the animation again") }
            while errors.count + pending.count < starts.count {
                pending.append((errors.count + pending.count, last))
                if pending.count >= source.batchSize { try flush() }
            }
            try flush()
            let samples = Double(source.width * source.height * 3)
            let worst = errors.indices.max { errors[$0] < errors[$1] } ?? 0
            return AnimationQuality(psnr: psnr(errors.reduce(0, +) / (samples * Double(errors.count))),
                                    worstPSNR: psnr(errors[worst] / samples), worstFrame: worst)
        }

        private mutating func flush() throws {
            let render = source.image, batch = pending
            errors += try ParallelMap.map(batch.count) { i in squaredError(try render(batch[i].k), batch[i].image) }
            pending = []
        }
    }

    static func squaredError(_ a: RGBImage, _ b: RGBImage) -> Double {
        var sum = 0
        for (p, q) in zip(a.pixels, b.pixels) where p != q {
            let dr = p.redChannel - q.redChannel, dg = p.greenChannel - q.greenChannel, db = p.blueChannel - q.blueChannel
            sum += dr * dr + dg * dg + db * db
        }
        return Double(sum)
    }

    /// 10 log10(255² / MSE): the usual 8-bit definition.
    static func psnr(_ meanSquaredError: Double) -> Double {
        meanSquaredError == 0 ? .infinity : 10 * log10(255 * 255 / meanSquaredError)
    }
}
