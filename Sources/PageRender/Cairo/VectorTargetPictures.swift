internal import CCairo
import Foundation

/// What a vector target (an SVG frame) needs of the pictures painted on it. cairo's SVG surface
/// records the drawing and writes it when the document is finished, holding a snapshot of each
/// picture painted; a snapshot copies its picture when the picture is destroyed first, and a copy
/// that cannot get its memory leaves a snapshot with no surface behind it, on which cairo's
/// replay dereferences a null pointer (signal 11 under `ulimit -v`). So each picture is kept
/// here until the document is finished and destroyed after it (no copy is ever made), each item
/// image becomes one surface per document however many items show it, and a group whose
/// descendants would make more than `maximum` pictures is drawn as one picture (`flattened`), so
/// a frame's pictures are at most `maximum` whatever the stack the scenario declares.
final class VectorTargetPictures {
    /// Pictures one SVG frame embeds at most: 64 [model: a design choice above what the samples
    /// draw at once (their SVG frames are byte-identical with and without the bound); each
    /// picture is cut to the frame, so a frame's pictures take at most 64 frames' pixels at the
    /// render scale].
    static let maximum = 64

    private var kept: [OpaquePointer] = []
    private var images: [UnsafeRawPointer: OpaquePointer] = [:]

    /// Keeps `surface` (a picture painted on the target) until `release`.
    func keep(_ surface: OpaquePointer) { kept.append(surface) }

    /// One surface holding `image`'s pixels (cairo's own memory, a copy), made the first time the
    /// image is painted on this target (`made`). `address` tells images apart (the pixels'
    /// storage, alive as long as the scene drawn).
    func surface(for image: PixelImage, address: UnsafeRawPointer) throws -> (surface: OpaquePointer, made: Bool) {
        if let known = images[address] { return (known, false) }
        try MemoryHeadroom.ensure(3 * image.width * image.height * 4, for: "a \(image.width)×\(image.height) px item image in an SVG frame")
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        try EffectRaster.check(surface, width: image.width, height: image.height)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        image.pixels.withUnsafeBytes { source in
            for y in 0..<image.height {
                (data + y * stride).update(from: source.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * image.width * 4, count: image.width * 4)
            }
        }
        cairo_surface_mark_dirty(surface)
        images[address] = surface
        return (surface, true)
    }

    /// Destroys every kept surface; after the target is finished and destroyed.
    func release() {
        for surface in kept { cairo_surface_destroy(surface) }
        for surface in images.values { cairo_surface_destroy(surface) }
        kept.removeAll()
        images.removeAll()
    }

    /// The pictures drawing `shapes` on a vector target makes, counting a group with filters or a
    /// perspective as one and a group over `maximum` as one (it is flattened); at most
    /// `maximum + 1` (counting stops there).
    static func pictures(in shapes: [Scene.Shape]) -> Int {
        var count = 0
        for case let .group(group) in shapes {
            if CairoContext.needsRaster(group) {
                count += 1
            } else {
                let inner = pictures(in: group.children)
                count += inner > maximum ? 1 : inner
            }
            if count > maximum { return count }
        }
        return count
    }

    /// Whether `group`, which needs no picture of its own, is drawn as one: its descendants would
    /// make more than `maximum` pictures.
    static func flattened(_ group: SceneGroup) -> Bool {
        !CairoContext.needsRaster(group) && pictures(in: group.children) > maximum
    }
}
