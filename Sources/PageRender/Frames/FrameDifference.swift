import Foundation

/// Where two frames of the same size differ. Animated exporters send only this rectangle and may
/// mark the unchanged pixels inside it transparent.
enum FrameDifference {
    /// The smallest rectangle holding every pixel that differs, or nil when the frames are equal.
    static func changedRect(from previous: RGBImage, to current: RGBImage) -> PixelRect? {
        precondition(previous.width == current.width && previous.height == current.height, "frames differ in size")
        let width = current.width
        return previous.pixels.withUnsafeBufferPointer { a in
            current.pixels.withUnsafeBufferPointer { b in
                let rowBytes = width * 4
                func rowDiffers(_ y: Int) -> Bool {
                    memcmp(a.baseAddress! + y * width, b.baseAddress! + y * width, rowBytes) != 0
                }
                guard let top = (0..<current.height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<current.height).last(where: rowDiffers)!
                var left = width, right = -1
                for y in top...bottom {
                    let base = y * width
                    // Most rows add nothing outside the columns found so far; memcmp checks that
                    // at memory speed before any pixel is looked at one by one.
                    let prefixDiffers = left > 0 && memcmp(a.baseAddress! + base, b.baseAddress! + base, left * 4) != 0
                    let suffixStart = right + 1
                    let suffixDiffers = right < width - 1
                        && memcmp(a.baseAddress! + base + suffixStart, b.baseAddress! + base + suffixStart, (width - suffixStart) * 4) != 0
                    if right >= 0 && !prefixDiffers && !suffixDiffers { continue }
                    var x = 0
                    while x < width && a[base + x] == b[base + x] { x += 1 }
                    guard x < width else { continue }
                    left = min(left, x)
                    var r = width - 1
                    while a[base + r] == b[base + r] { r -= 1 }
                    right = max(right, r)
                }
                return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }

    /// The share of `region`'s pixels equal in `image` and `previous`.
    static func unchangedShare(_ image: RGBImage, _ previous: RGBImage, _ region: PixelRect) -> Double {
        var same = 0
        image.pixels.withUnsafeBufferPointer { a in
            previous.pixels.withUnsafeBufferPointer { b in
                for y in region.y..<(region.y + region.height) {
                    let base = y * image.width
                    for x in region.x..<(region.x + region.width) where a[base + x] == b[base + x] { same += 1 }
                }
            }
        }
        return Double(same) / Double(region.area)
    }
}
