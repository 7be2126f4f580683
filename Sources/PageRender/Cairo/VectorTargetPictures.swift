internal import CCairo
import Foundation

/// What a vector target (an SVG frame) needs of the pictures painted on it. cairo's SVG surface
/// records the drawing and writes it when the document is finished, holding a snapshot of each
/// picture painted; a snapshot copies its picture when the picture is destroyed first, and a copy
/// that cannot get its memory leaves a snapshot with no surface behind it, on which cairo's
/// replay dereferences a null pointer (signal 11 under `ulimit -v`). So each picture is kept
/// here until the document is finished and destroyed after it (no copy is ever made), each item
/// image becomes one surface per document however many items show it, and a group whose
/// descendants' pictures would take more than `limit` bytes is drawn as one picture
/// (`flattened`), so a frame's pictures take at most `limit` whatever the stack the scenario
/// declares.
final class VectorTargetPictures {
    /// Bytes of pictures one SVG frame holds at most, unless one frame's pixels are more: 64 MiB
    /// [model: a design choice, the same as `EffectPictureCache.budget`; the samples' SVG frames
    /// stay under it and are byte-identical with and without it].
    static let budget = 64 << 20

    /// The document, in points.
    let frame: CGRect
    /// Pixels per point of the pictures.
    let scale: Double
    /// `budget`, or the pixels of one frame when more (a group drawn as one picture takes at most
    /// that).
    let limit: Int
    /// The bytes of one picture of the whole frame.
    let frameBytes: Int

    init(frame size: CGSize, scale: Double, budget: Int = VectorTargetPictures.budget) {
        frame = CGRect(origin: .zero, size: size)
        self.scale = scale
        frameBytes = Self.bytes(width: Double(size.width) * scale, height: Double(size.height) * scale)
        limit = max(budget, frameBytes)
    }

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

    /// The bytes the pictures of `shapes` take when they are drawn through `map` (their
    /// coordinates to the document's points): each group with filters or a perspective its
    /// painted box (`CairoContext.paintedBox`) on the frame, each group past `limit` one frame;
    /// counting stops past `limit`.
    func cost(of shapes: [Scene.Shape], through map: Transform2D) -> Int {
        var total = 0
        for case let .group(group) in shapes {
            if CairoContext.needsRaster(group) {
                let pixelsPerPoint = scale * abs(map.a * map.d - map.b * map.c).squareRoot()
                total += bytes(of: CairoContext.paintedBox(of: group, scale: pixelsPerPoint), through: map)
            } else {
                let inner = cost(of: group.children, through: Self.children(of: group, in: map))
                total += inner > limit ? frameBytes : inner
            }
            if total > limit { return total }
        }
        return total
    }

    /// Whether `group`, which needs no picture of its own, is drawn as one: its descendants'
    /// pictures would take more than `limit` when it is drawn through `map`.
    func flattened(_ group: SceneGroup, through map: Transform2D) -> Bool {
        !CairoContext.needsRaster(group) && cost(of: group.children, through: Self.children(of: group, in: map)) > limit
    }

    /// The map of `group`'s children to the document's points, `map` being its parent's (the
    /// painter applies the transform, then an affine projective part).
    static func children(of group: SceneGroup, in map: Transform2D) -> Transform2D {
        let own = group.projective?.affine.map { $0.concatenating(group.transform) } ?? group.transform
        return own.concatenating(map)
    }

    /// The bytes of a picture over `box` (the parent's points; nil: unknown, a whole frame) on
    /// the frame.
    private func bytes(of box: CGRect?, through map: Transform2D) -> Int {
        guard let box else { return frameBytes }
        guard let placed = BoundingBox(box, through: map.apply)?.rect.intersection(frame), !placed.isNull else { return 0 }
        return Self.bytes(width: Double(placed.width) * scale, height: Double(placed.height) * scale)
    }

    /// The bytes of an ARGB picture of `width` × `height` px, each rounded up with a pixel of
    /// edge.
    private static func bytes(width: Double, height: Double) -> Int {
        guard width.isFinite, height.isFinite else { return Int.max / 4 }
        return (Int(width.rounded(.up)) + 2) * (Int(height.rounded(.up)) + 2) * 4
    }
}
