internal import CCairo

/// Pictures of effect groups that one drawing thread made in the frame before, kept so that
/// what comes back exactly as it was is not drawn again (CairoContext+EffectRaster):
///  - a group's painted picture, when the group, the target's matrix, the raster scale and the
///    clip's box on the target are the ones it was made from (an item resting off the centre
///    while the scroll view is still);
///  - a turned group's flat picture (its children drawn flat, before the homography), when the
///    children, the filters and the picture's scale and extents are the ones it was made from
///    (an item turning while it moves is the same flat picture in every frame).
/// A key holds everything its picture is made from, so a kept picture is the one drawing it again
/// would make, byte for byte, whichever thread drew it first. A picture not used in the previous
/// frame is dropped when a frame starts, so the memory is bounded by two frames' effect pictures
/// and does not grow with the frame count.
final class EffectPictureCache {
    /// What a picture is made from (see the type's comment): for a flat picture, `group` holds
    /// only the identity, children and filters, and `numbers` the scale, extents and margin.
    struct Key: Equatable {
        enum Kind { case painted, flat }
        var kind: Kind
        var group: SceneGroup
        var numbers: [Double]
        var clip: [Int] = []
    }

    /// A kept picture: an ARGB32 surface over the cache's memory, where its top-left pixel goes
    /// and how many target pixels one of its pixels covers.
    struct Picture {
        var surface: OpaquePointer
        var x: Int, y: Int
        var reduction: Double
    }

    private struct Entry {
        var key: Key
        var picture: Picture
        var block: UnsafeMutableRawPointer
        var capacity: Int
        /// The last frame that painted it.
        var frame: Int
    }

    private var entries: [Entry] = []
    private var frame = 0

    init() {}

    deinit {
        for entry in entries { Self.free(entry) }
    }

    /// Starts a frame: drops the pictures that the previous frame did not paint.
    func beginFrame() {
        frame += 1
        entries.removeAll { entry in
            guard entry.frame < frame - 1 else { return false }
            Self.free(entry)
            return true
        }
    }

    /// The picture kept for `key`, if any; it stays valid until `keep` is called or a frame starts.
    func picture(for key: Key) -> Picture? {
        guard let i = entries.firstIndex(where: { $0.key == key }) else { return nil }
        entries[i].frame = frame
        return entries[i].picture
    }

    /// Keeps a copy of `surface` (an ARGB32 image surface) painted at (`x`, `y`) for `key`, in
    /// place of what was kept of the same kind for the same group identity (an anonymous group is
    /// not kept); returns the copy's picture, valid as `picture(for:)`'s.
    @discardableResult
    func keep(_ surface: OpaquePointer, x: Int = 0, y: Int = 0, reduction: Double = 1, for key: Key) -> Picture? {
        guard key.group.id != nil else { return nil }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)), bytes = stride * height
        var block: UnsafeMutableRawPointer, capacity: Int
        if let i = entries.firstIndex(where: { $0.key.kind == key.kind && $0.key.group.id == key.group.id }) {
            let old = entries.remove(at: i)
            cairo_surface_destroy(old.picture.surface)
            (block, capacity) = (old.block, old.capacity)
            if capacity < bytes {
                block.deallocate()
                (block, capacity) = (Self.allocate(bytes), bytes)
            }
        } else {
            (block, capacity) = (Self.allocate(bytes), bytes)
        }
        block.copyMemory(from: cairo_image_surface_get_data(surface)!, byteCount: bytes)
        let copy = cairo_image_surface_create_for_data(block.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                        Int32(width), Int32(height), Int32(stride))!
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(copy)
            block.deallocate()
            return nil
        }
        let picture = Picture(surface: copy, x: x, y: y, reduction: reduction)
        entries.append(Entry(key: key, picture: picture, block: block, capacity: capacity, frame: frame))
        return picture
    }

    private static func allocate(_ bytes: Int) -> UnsafeMutableRawPointer {
        // 64: a cache line, more than cairo's and SIMD's alignment needs.
        UnsafeMutableRawPointer.allocate(byteCount: max(bytes, 1), alignment: 64)
    }

    private static func free(_ entry: Entry) {
        cairo_surface_destroy(entry.picture.surface)
        entry.block.deallocate()
    }
}
