import Foundation

/// The look's item images, each scaled once per item size it is shown at (aspect fill, at the
/// frame's pixels per point), before any frame is drawn: a frame only places ready pixels.
///
/// The scaled copies are bounded: an item whose copy would be more than `maxCopyBytes` or more
/// than `maxCopySide` px a side (a 100,000-pt item: no frame shows more than 8192 px of it), or
/// whose copy would take the set past `maxTotalBytes` (thousands of distinct item sizes), shows
/// the decoded image itself, placed over the rect that covers the item (`Placement.cover`) and
/// cut to the item's outline, so cairo scales only the pixels a frame shows. The memory is then
/// the decoded images' and at most `maxTotalBytes` more, however large or many the items are.
struct ItemImageSet: Sendable {
    /// Pixels of the scaled images per pixel size of an item, indexed like the source images.
    private let scaled: [PixelSize: [Int: PixelImage]]
    private let sources: [PixelImage]
    /// For each source, the first source with the same pixel storage.
    private let canonical: [Int]
    private let scale: Double

    /// Largest side of a scaled copy, px: the frames' own limit (`ScenarioLimits.maxPixelsPerSide`).
    static let maxCopySide = Int(ScenarioLimits.maxPixelsPerSide)
    /// Largest scaled copy, bytes: 64 MiB, the decoded images' own limit (`ItemImages.maxDecodedBytes`).
    static let maxCopyBytes = 64 << 20
    /// Largest sum of the scaled copies, bytes: four of the largest.
    static let maxTotalBytes = 4 * maxCopyBytes

    struct PixelSize: Hashable, Sendable {
        var width: Int
        var height: Int
    }

    /// How an item shows its image, in the item's coordinates.
    enum Placement {
        /// A copy scaled to the item's pixels, drawn over the item's rect.
        case scaled(PixelImage)
        /// The decoded image over `rect`, which covers the item (aspect fill, centred): drawn cut
        /// to the item's outline.
        case cover(PixelImage, rect: CGRect)

        /// The pixels drawn.
        var image: PixelImage {
            switch self {
            case let .scaled(image), let .cover(image, _): image
            }
        }
    }

    static let none = ItemImageSet(images: [], itemSizes: [], scale: 1)

    /// `images` for items whose images fill `itemSizes` (item i takes images[i mod count]) at
    /// `scale` pixels per point, with at most `maxTotalBytes` of scaled copies.
    init(images: [PixelImage], itemSizes: [CGSize], scale: Double, maxTotalBytes: Int = Self.maxTotalBytes) {
        self.sources = images
        self.scale = scale
        // Entries that share their pixels (one file named twice, decoded once) share their copies.
        let shared = images.map { image in image.pixels.withUnsafeBufferPointer { $0.baseAddress } }
        let canonical = shared.indices.map { i in shared.firstIndex { $0 == shared[i] } ?? i }
        self.canonical = canonical
        var scaled: [PixelSize: [Int: PixelImage]] = [:]
        guard !images.isEmpty else {
            self.scaled = [:]
            return
        }
        var total = 0
        for (i, size) in itemSizes.enumerated() {
            let key = Self.pixelSize(size, scale: scale)
            let source = canonical[i % images.count]
            guard key.width > 0, key.height > 0, scaled[key]?[source] == nil,
                  key.width <= Self.maxCopySide, key.height <= Self.maxCopySide else { continue }
            let bytes = key.width * key.height * 4
            guard bytes <= Self.maxCopyBytes, total + bytes <= maxTotalBytes else { continue }
            total += bytes
            scaled[key, default: [:]][source] = images[source].aspectFilled(width: key.width, height: key.height)
        }
        self.scaled = scaled
    }

    /// An item's size in whole pixels (rounded up, so the image never falls short of the item).
    static func pixelSize(_ size: CGSize, scale: Double) -> PixelSize {
        PixelSize(width: Int((Double(size.width) * scale - 1e-9).rounded(.up)), height: Int((Double(size.height) * scale - 1e-9).rounded(.up)))
    }

    /// Item `index`'s image at its `size`, or nil without images.
    func image(ofItem index: Int, size: CGSize) -> Placement? {
        guard !sources.isEmpty, size.width > 0, size.height > 0 else { return nil }
        let source = canonical[((index % sources.count) + sources.count) % sources.count]
        if let copy = scaled[Self.pixelSize(size, scale: scale)]?[source] { return .scaled(copy) }
        let image = sources[source]
        // The aspect fill of `PixelImage.aspectFilled`: the image scaled to cover the item, centred.
        let factor = max(Double(size.width) / Double(image.width), Double(size.height) / Double(image.height))
        let width = Double(image.width) * factor, height = Double(image.height) * factor
        return .cover(image, rect: CGRect(x: (Double(size.width) - width) / 2, y: (Double(size.height) - height) / 2, width: width, height: height))
    }
}
