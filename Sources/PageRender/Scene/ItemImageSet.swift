import Foundation

/// The look's item images, each scaled once per item size it is shown at (aspect fill, at the
/// frame's pixels per point), before any frame is drawn: a frame only places ready pixels.
struct ItemImageSet: Sendable {
    /// Pixels of the scaled images per pixel size of an item, indexed like the source images.
    private let scaled: [PixelSize: [Int: PixelImage]]
    private let count: Int
    private let scale: Double

    struct PixelSize: Hashable, Sendable {
        var width: Int
        var height: Int
    }

    static let none = ItemImageSet(scaled: [:], count: 0, scale: 1)

    private init(scaled: [PixelSize: [Int: PixelImage]], count: Int, scale: Double) {
        self.scaled = scaled
        self.count = count
        self.scale = scale
    }

    /// `images` for items whose images fill `itemSizes` (item i takes images[i mod count]) at
    /// `scale` pixels per point.
    init(images: [PixelImage], itemSizes: [CGSize], scale: Double) {
        self.count = images.count
        self.scale = scale
        var scaled: [PixelSize: [Int: PixelImage]] = [:]
        guard !images.isEmpty else {
            self.scaled = [:]
            return
        }
        for (i, size) in itemSizes.enumerated() {
            let key = Self.pixelSize(size, scale: scale)
            let source = i % images.count
            guard key.width > 0, key.height > 0, scaled[key]?[source] == nil else { continue }
            scaled[key, default: [:]][source] = images[source].aspectFilled(width: key.width, height: key.height)
        }
        self.scaled = scaled
    }

    /// An item's size in whole pixels (rounded up, so the image never falls short of the item).
    static func pixelSize(_ size: CGSize, scale: Double) -> PixelSize {
        PixelSize(width: Int((Double(size.width) * scale - 1e-9).rounded(.up)), height: Int((Double(size.height) * scale - 1e-9).rounded(.up)))
    }

    /// Item `index`'s image at its `size`, or nil without images.
    func image(ofItem index: Int, size: CGSize) -> PixelImage? {
        guard count > 0 else { return nil }
        return scaled[Self.pixelSize(size, scale: scale)]?[((index % count) + count) % count]
    }
}
