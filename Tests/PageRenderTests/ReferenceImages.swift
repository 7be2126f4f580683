import Foundation
import Testing
@testable import PageRender

/// Reference-PNG checks: a rendered frame must match its committed reference within a per-channel
/// threshold, except for a small ratio of pixels (antialiasing may differ between cairo, pixman
/// and FreeType versions). On failure, expected | mask | actual is written to a temporary folder
/// and its path is in the failure message. `RENDERPAGES_RECORD=1 swift test` re-records.
enum ReferenceImages {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/reference")
    static let failures = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("renderpages-reference-failures")
    static var recording: Bool { ProcessInfo.processInfo.environment["RENDERPAGES_RECORD"] == "1" }
    /// Per-channel difference (0…255) a pixel may have, and the share of pixels that may exceed it.
    static let threshold = 8
    static let ratio = 0.002

    struct Difference {
        var mismatched: Int
        var total: Int
        /// Per pixel: whether a channel differs by more than the threshold.
        var mask: [Bool]
        var ratio: Double { Double(mismatched) / Double(max(total, 1)) }
    }

    /// Pixels (straight RGBA) whose channels differ by more than `threshold` (0…255).
    static func difference(_ expected: [UInt8], _ actual: [UInt8], threshold: Int) -> Difference {
        var mask = [Bool](repeating: false, count: expected.count / 4)
        var mismatched = 0
        for i in mask.indices {
            for c in 0..<4 where abs(Int(expected[4 * i + c]) - Int(actual[4 * i + c])) > threshold {
                mask[i] = true
                mismatched += 1
                break
            }
        }
        return Difference(mismatched: mismatched, total: mask.count, mask: mask)
    }

    /// The same count for two opaque images of one size, without a mask: a tight loop, since
    /// the gallery compares millions of pixels in a debug build.
    static func mismatchedPixels(_ expected: RGBImage, _ actual: RGBImage, threshold: Int) -> Int {
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                var count = 0
                for i in 0..<min(e.count, a.count) where e[i] != a[i] {
                    let (p, q) = (e[i], a[i])
                    if abs(p.redChannel - q.redChannel) > threshold || abs(p.greenChannel - q.greenChannel) > threshold
                        || abs(p.blueChannel - q.blueChannel) > threshold { count += 1 }
                }
                return count
            }
        }
    }

    /// Checks `surface` against `Fixtures/reference/<name>.png`; `threshold` per channel (0…255),
    /// `ratio` the tolerated share of mismatched pixels.
    static func check(_ surface: CairoSurface, named name: String, threshold: Int = threshold, ratio: Double = ratio,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = folder.appendingPathComponent(name + ".png")
        if recording {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try AtomicFile.write(try PNGEncoder(level: 12).encode(surface), to: path.path)
            print("recorded \(path.path)")
            return
        }
        guard let data = FileManager.default.contents(atPath: path.path) else {
            Issue.record("no reference \(path.path); run RENDERPAGES_RECORD=1 swift test --filter \(name) to record it", sourceLocation: sourceLocation)
            return
        }
        let expected = try CairoSurface(png: Array(data))
        guard expected.width == surface.width, expected.height == surface.height else {
            Issue.record("\(name): frame is \(surface.width)×\(surface.height) px, reference \(expected.width)×\(expected.height)", sourceLocation: sourceLocation)
            return
        }
        let (e, a) = (expected.rgbaBytes(), surface.rgbaBytes())
        let diff = difference(e, a, threshold: threshold)
        guard diff.ratio > ratio else { return }
        let sheet = failures.appendingPathComponent(name + "-expected-mask-actual.png")
        try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        try AtomicFile.write(try PNGEncoder().encode(try sideBySide(e, diff.mask, a, width: surface.width, height: surface.height)), to: sheet.path)
        Issue.record("\(name): \(diff.mismatched) of \(diff.total) pixels (\(String(format: "%.3f", diff.ratio * 100)) %) differ by more than \(threshold) per channel (tolerated \(ratio * 100) %); see \(sheet.path)",
                     sourceLocation: sourceLocation)
    }

    /// expected | mask (mismatches magenta over a faded actual) | actual, as one opaque image.
    static func sideBySide(_ expected: [UInt8], _ mask: [Bool], _ actual: [UInt8], width: Int, height: Int) throws -> CairoSurface {
        let sheet = try CairoSurface(width: 3 * width, height: height)
        sheet.withMutablePixels { raw, stride in
            for y in 0..<height {
                let row = raw.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let i = y * width + x
                    func pixel(_ rgba: [UInt8], fade: Bool) -> UInt32 {
                        let c = (0..<3).map { UInt32(fade ? 160 + Int(rgba[4 * i + $0]) * 95 / 255 : Int(rgba[4 * i + $0])) }
                        return 0xFF00_0000 | c[0] << 16 | c[1] << 8 | c[2]
                    }
                    row[x] = pixel(expected, fade: false)
                    row[width + x] = mask[i] ? 0xFFFF_00FF : pixel(actual, fade: true)
                    row[2 * width + x] = pixel(actual, fade: false)
                }
            }
        }
        return sheet
    }
}
