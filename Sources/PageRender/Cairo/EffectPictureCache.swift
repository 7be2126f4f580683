internal import CCairo
import Foundation

/// Pictures of effect groups that one drawing thread made in the frame before, kept so that
/// what comes back exactly as it was is not drawn again (CairoContext+EffectRaster):
///  - a group's painted picture, when the group, the target's matrix, the raster scale and the
///    clip's box on the target are the ones it was made from (an item resting off the centre
///    while the scroll view is still);
///  - a turned group's flat picture (its children drawn flat, before the homography), when the
///    children, the filters and the picture's scale and extents are the ones it was made from
///    (an item turning while it moves is the same flat picture in every frame).
/// A key holds everything its picture is made from, so a kept picture is the one drawing it again
/// would make, byte for byte, whichever thread drew it first, and a picture not kept is only drawn
/// again: keeping changes no pixel. A picture not used in the previous frame is dropped when a
/// frame starts, and what is kept never exceeds `budget` bytes, so the memory does not grow with
/// the frame count nor with the number of turned or filtered items one frame draws (a stack of
/// 30,000 cover-flow cards keeps the pictures of the first ones it draws and draws the others
/// afresh). Memory is taken with malloc, so a failed allocation keeps nothing instead of trapping.
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

    private struct Entry {
        var key: Key
        /// Its surface is over `block`, the cache's memory.
        var picture: EffectPicture
        var block: UnsafeMutableRawPointer
        var capacity: Int
        /// The last frame that painted it.
        var frame: Int
    }

    /// Where an entry is filed: at most one picture of each kind per group identity.
    private struct Slot: Hashable {
        var flat: Bool
        var id: SceneNodeID
    }

    /// Bytes of pictures kept at most, per drawing thread: 64 MiB holds both pictures of five
    /// full-screen cards at @3x (a 390 × 844 pt screen: 1170 × 2532 px, 11.9 MB a picture),
    /// the most a carousel shows turned at once; a frame that draws more keeps only the first.
    static let budget = 64 << 20

    private var entries: [Slot: Entry] = [:]
    private var keptBytes = 0
    private var frame = 0

    init() {}

    deinit {
        for entry in entries.values { Self.free(entry) }
    }

    /// Bytes of pixel memory the kept pictures hold.
    var bytes: Int { keptBytes }

    /// Starts a frame: drops the pictures that the previous frame did not paint.
    func beginFrame() {
        frame += 1
        for (slot, entry) in entries where entry.frame < frame - 1 {
            drop(slot)
        }
    }

    /// The picture kept for `key`, if any; it stays valid until `keep` is called or a frame starts.
    func picture(for key: Key) -> EffectPicture? {
        guard let id = key.group.id else { return nil }
        let slot = Slot(flat: key.kind == .flat, id: id)
        guard let entry = entries[slot], entry.key == key else { return nil }
        entries[slot]?.frame = frame
        return entry.picture
    }

    /// Keeps a copy of `picture` (its surface an ARGB32 image surface) for `key`, in
    /// place of what was kept of the same kind for the same group identity (an anonymous group is
    /// not kept), when the budget allows; returns the copy's picture, valid as `picture(for:)`'s,
    /// or nil when nothing was kept.
    @discardableResult
    func keep(_ picture: EffectPicture, for key: Key) -> EffectPicture? {
        guard let id = key.group.id else { return nil }
        let slot = Slot(flat: key.kind == .flat, id: id)
        let surface = picture.surface
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)), bytes = stride * height
        var reused: (block: UnsafeMutableRawPointer, capacity: Int)?
        if let old = entries.removeValue(forKey: slot) {
            cairo_surface_destroy(old.picture.surface)
            keptBytes -= old.capacity
            if old.capacity >= bytes { reused = (old.block, old.capacity) } else { Glibc.free(old.block) }
        }
        if reused == nil {
            // Room first from what the previous frame painted and this one has not (yet).
            if keptBytes + bytes > Self.budget {
                for (other, entry) in entries where entry.frame < frame && keptBytes + bytes > Self.budget { drop(other) }
            }
            guard keptBytes + bytes <= Self.budget, let block = Self.allocate(bytes) else { return nil }
            reused = (block, bytes)
        }
        let (block, capacity) = reused!
        block.copyMemory(from: cairo_image_surface_get_data(surface)!, byteCount: bytes)
        let copy = cairo_image_surface_create_for_data(block.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                        Int32(width), Int32(height), Int32(stride))!
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(copy)
            Glibc.free(block)
            return nil
        }
        let kept = EffectPicture(surface: copy, x: picture.x, y: picture.y, reduction: picture.reduction)
        entries[slot] = Entry(key: key, picture: kept, block: block, capacity: capacity, frame: frame)
        keptBytes += capacity
        return kept
    }

    private func drop(_ slot: Slot) {
        guard let entry = entries.removeValue(forKey: slot) else { return }
        keptBytes -= entry.capacity
        Self.free(entry)
    }

    /// `bytes` of memory aligned to 64 (a cache line, more than cairo's and SIMD's alignment
    /// needs), or nil when there is none (a picture not kept is drawn again, never a trap).
    private static func allocate(_ bytes: Int) -> UnsafeMutableRawPointer? {
        var block: UnsafeMutableRawPointer?
        guard posix_memalign(&block, 64, max(bytes, 1)) == 0 else { return nil }
        return block
    }

    private static func free(_ entry: Entry) {
        cairo_surface_destroy(entry.picture.surface)
        Glibc.free(entry.block)
    }
}
