import Foundation

/// How closely a written animation shows its source frames: each source frame against the
/// decoded canvas on screen at its start, as peak signal-to-noise ratio over R, G and B.
public struct AnimationQuality: Sendable, Equatable {
    /// PSNR of all frames together (from the mean squared error over every pixel), dB;
    /// infinity when every frame is exact.
    public var psnr: Double
    /// The lowest PSNR of a single frame, dB, and which frame.
    public var worstPSNR: Double
    public var worstFrame: Int

    /// Compares `decoded` with `source`'s frames; `unit` is the file's time step in ms (10 for
    /// GIF, 1 for WebP), so each frame is looked up where the file put its start.
    public static func measure(_ decoded: DecodedAnimation, against source: AnimationSource, unit: Double) throws -> AnimationQuality {
        guard decoded.width == source.width, decoded.height == source.height else {
            throw RenderError("the file is \(decoded.width)×\(decoded.height) px but its source \(source.width)×\(source.height); compare a file with the scenario and scale it came from")
        }
        let starts = source.timing.boundaries.dropLast().map { ($0 / unit).rounded() * unit }
        let render = source.image
        let errors = try ParallelMap.map(source.frameCount) { k in
            squaredError(try render(k), decoded.frame(at: starts[k]).image)
        }
        let samples = Double(source.width * source.height * 3)
        let worst = errors.indices.max { errors[$0] < errors[$1] } ?? 0
        return AnimationQuality(psnr: psnr(errors.reduce(0, +) / (samples * Double(errors.count))),
                                worstPSNR: psnr(errors[worst] / samples), worstFrame: worst)
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
