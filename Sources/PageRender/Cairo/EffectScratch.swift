internal import CCairo
import Foundation

/// Pixel memory one drawing thread reuses for the pictures of effect groups (a card's flat
/// picture and its mapped picture), as `ReusedSurface` reuses its frame surface: each slot grows to
/// the largest picture the thread has needed and is kept, so a frame allocates nothing once the
/// first frames have been drawn, and the memory is bounded by two pictures of the largest effect
/// group per thread. Freed in deinit.
final class EffectScratch {
    /// A flat picture, then a mapped one.
    static let slots = 2
    /// The pictures painted in the frame before, painted again when nothing they are made from
    /// changed.
    let pictures = EffectPictureCache()
    private var blocks: [UnsafeMutableRawPointer?] = Array(repeating: nil, count: slots)
    private var capacities: [Int] = Array(repeating: 0, count: slots)

    init() {}

    deinit {
        for block in blocks { free(block) }
    }

    /// A cleared ARGB32 image surface of `width` × `height` over slot `slot`'s memory, valid until
    /// the slot is asked for again; the caller destroys the surface (the memory stays here).
    func surface(slot: Int, width: Int, height: Int) throws -> OpaquePointer {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let bytes = stride * height
        if capacities[slot] < bytes {
            free(blocks[slot])
            (blocks[slot], capacities[slot]) = (nil, 0)
            // 64: a cache line, more than cairo's and SIMD's alignment needs. malloc's, so that
            // memory refused is an error and not a trap.
            var block: UnsafeMutableRawPointer?
            guard posix_memalign(&block, 64, max(bytes, 1)) == 0, let block else {
                throw RenderError("out of memory: \(max(1, bytes >> 20)) MiB for the picture of an item's effect cannot be had",
                                  fix: .fewerThreadsOrLowerScale)
            }
            (blocks[slot], capacities[slot]) = (block, bytes)
        }
        let block = blocks[slot]!
        block.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        let surface = cairo_image_surface_create_for_data(block.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                           Int32(width), Int32(height), Int32(stride))!
        try EffectRaster.check(surface, width: width, height: height)
        return surface
    }
}
