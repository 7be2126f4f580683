internal import CCairo
import Foundation

extension CairoContext {
    /// Whether painting `group` needs a picture of its own: filters, or a projective transform
    /// that is not affine (cairo has no perspective).
    static func needsRaster(_ group: SceneGroup) -> Bool {
        !group.filters.isEmpty || (group.projective != nil && group.projective?.affine == nil)
    }

    /// Draws `group`'s children through its projective transform and filters, with the clip and
    /// `transform` already applied (docs/effects.md, "How effects are drawn"). The children are
    /// drawn flat into a picture over their ink (`pictureExtent`, from the tree) with a margin so
    /// nothing is cut; the filters act on that picture in order; then
    ///  - without a perspective, the picture is drawn in the target's own pixel grid (the whole
    ///    affine map applied while drawing the vectors, so nothing is resampled) and pasted at a
    ///    whole-pixel offset;
    ///  - with one, the flat picture is drawn in the group's own coordinates at about the target's
    ///    resolution where the card is nearest, and mapped onto the target's pixels through the
    ///    homography by `ProjectiveSampler`;
    /// and the result is painted at the group's opacity under the clip.
    func drawRaster(_ group: SceneGroup) {
        guard group.opacity > 0 else { return }
        do {
            try drawRasterThrowing(group)
        } catch {
            failure = failure ?? (error as? RenderError) ?? RenderError("\(error)")
        }
    }

    private func drawRasterThrowing(_ group: SceneGroup) throws {
        var m = cairo_matrix_t()
        cairo_get_matrix(pointer, &m)
        // Children's coordinates to the target's pixels: the projective part first.
        let affine = ProjectiveTransform.affine(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
            .then(.scale(rasterScale, rasterScale, about: 0, 0))
        var toPixels = affine, perspective = false
        if let p = group.projective { toPixels = p.then(affine); perspective = p.affine == nil }

        let clip = deviceClip()
        // A picture kept from the frame before when nothing it is made from changed
        // (`EffectPictureCache`); only for an image target, which composites it at once.
        let key = scratch == nil || cairo_surface_get_type(cairo_get_target(pointer)) != CAIRO_SURFACE_TYPE_IMAGE ? nil
            : EffectPictureCache.Key(kind: .painted, group: group, numbers: [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0, rasterScale],
                                     clip: [clip.x, clip.y, clip.maxX, clip.maxY])
        if let key, let kept = scratch?.pictures.picture(for: key) {
            paint(kept, opacity: group.opacity)
            return
        }

        guard let ink = Self.pictureExtent(of: group) else { return }
        let picture: EffectPicture?
        if perspective {
            picture = try mapped(group, ink: ink, toPixels: toPixels, affine: affine, clip: clip)
        } else {
            picture = try flatInPlace(group.children, ink: ink, toPixels: toPixels, filters: group.filters, clip: clip)
        }
        guard let picture else { return }
        // A vector target holds the picture until its document is finished (`VectorTargetPictures`).
        defer { if let vectorPictures { vectorPictures.keep(picture.surface) } else { cairo_surface_destroy(picture.surface) } }
        paint(picture, opacity: group.opacity)
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else { throw Self.error(status, "paint the picture of an item's effect") }
        if let key { scratch?.pictures.keep(picture, for: key) }
    }

    /// What a group's flat picture covers, in the group's own coordinates: the ink its children
    /// paint (`SceneGroup.ink`, worked out when the tree was built; `InkBounds` here for a group
    /// built without it) rounded out to whole points, so the picture's pixel grid starts on a
    /// whole point (a card whose edges lie on whole points has them on pixel edges at whole
    /// scales); nil when the children paint nothing.
    static func pictureExtent(of group: SceneGroup) -> EffectRaster.Rect? {
        guard let ink = group.ink ?? InkBounds.of(group.children, text: .cairo()) else { return nil }
        let x = Double(ink.minX).rounded(.down), y = Double(ink.minY).rounded(.down)
        let width = Double(ink.maxX).rounded(.up) - x, height = Double(ink.maxY).rounded(.up) - y
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        return (x, y, width, height)
    }

    /// The box, in its parent's points, that `group` may paint when its parent is drawn at
    /// `scale` px per point: its picture's extent (`pictureExtent`) grown by its filters' reach
    /// in the kernels' own pixels (`PixelFilters.reach`, one more for rounding), through its
    /// projective and affine transforms and cut to its clip (`InkBounds.placed`), then grown by
    /// two of the parent's pixels, where antialiased edges may spill; nil when it paints nothing
    /// or a corner goes behind the eye. The animated SVG's sprites are drawn in it.
    static func paintedBox(of group: SceneGroup, scale: Double) -> CGRect? {
        guard let extent = pictureExtent(of: group) else { return nil }
        let pixelsPerPoint = scale * EffectRaster.linearScale(ProjectiveTransform(group.transform))
        guard pixelsPerPoint > 0, pixelsPerPoint.isFinite else { return nil }
        let reach = Double(PixelFilters.reach(group.filters, scale: pixelsPerPoint) + 1) / pixelsPerPoint
        let placed = InkBounds.placed(CGRect(x: extent.x, y: extent.y, width: extent.width, height: extent.height), spread: reach, in: group)
        return placed?.insetBy(dx: -2 / scale, dy: -2 / scale)
    }

    /// Paints `picture` on the target's pixels at `opacity`, under the clip.
    private func paint(_ picture: EffectPicture, opacity: Double) {
        cairo_save(pointer)
        cairo_identity_matrix(pointer)
        if picture.reduction / rasterScale != 1 { cairo_scale(pointer, picture.reduction / rasterScale, picture.reduction / rasterScale) }
        cairo_set_source_surface(pointer, picture.surface, Double(picture.x), Double(picture.y))
        if opacity < 1 { cairo_paint_with_alpha(pointer, opacity) } else { cairo_paint(pointer) }
        cairo_restore(pointer)
    }

    /// The affine case: the vectors drawn straight into the target's pixel grid over the box
    /// their ink covers inside the clip (both grown by the blur's reach, since what lies just
    /// outside the clip blurs into it), then filtered; σ in pixels is σ in points times the
    /// map's scale (√|det|, exact for the similarities effects make).
    /// A large blur is drawn on a coarser grid (`PixelFilters.reduction`) and scaled up.
    private func flatInPlace(_ children: [Scene.Shape], ink: EffectRaster.Rect, toPixels: ProjectiveTransform, filters: [Filter],
                             clip: PixelBox) throws -> EffectPicture? {
        let r = PixelFilters.reduction(filters, scale: EffectRaster.linearScale(toPixels))
        let map = toPixels.then(.scale(1 / r, 1 / r, about: 0, 0))
        let scale = EffectRaster.linearScale(map)
        let reach = Double(PixelFilters.reach(filters, scale: scale) + 1)
        guard let inked = BoundingBox(x: ink.x, y: ink.y, width: ink.width, height: ink.height, through: map.apply) else { return nil }
        let coarseClip = PixelBox(BoundingBox(minX: Double(clip.x) / r, minY: Double(clip.y) / r, maxX: Double(clip.maxX) / r, maxY: Double(clip.maxY) / r))
        guard let box = PixelBox(inked).grown(by: reach).intersection(coarseClip.grown(by: reach)) else { return nil }
        let surface = try pictureSurface(slot: 1, width: box.width, height: box.height)
        try EffectRaster.draw(children, into: surface, map: map.then(.translation(-Double(box.x), -Double(box.y))))
        EffectRaster.apply(filters, to: surface, scale: scale)
        return EffectPicture(surface: surface, x: box.x, y: box.y, reduction: r)
    }

    /// The perspective case (see `drawRaster`).
    private func mapped(_ group: SceneGroup, ink: EffectRaster.Rect, toPixels: ProjectiveTransform, affine: ProjectiveTransform,
                        clip: PixelBox) throws -> EffectPicture? {
        guard let inverse = toPixels.inverse else { return nil }
        let children = group.children, filters = group.filters
        // The flat picture's scale: the target's (the near side of a turned card, magnified up
        // to about 1.2 times at 30°, is read bilinearly: a little softer, and a picture drawn
        // finer for it cost twice the time), at most `maxFlatSide` px a side (bounded memory).
        // A blur of σ ≥ 8 px at that scale draws and blurs the picture `PixelFilters.reduction`
        // times coarser, as the affine case does: a σ of 1000 pt behind a perspective is then a
        // picture of a few pixels, not one of `maxFlatSide` px blurred per item per frame.
        let corners = EffectRaster.corners(ink)
        let fine = min(EffectRaster.linearScale(affine), Double(EffectRaster.maxFlatSide) / max(ink.width, ink.height) * 0.9)
        let scale = fine / PixelFilters.reduction(filters, scale: fine)
        let margin = PixelFilters.reach(filters, scale: scale) + 2
        let width = Int((ink.width * scale).rounded(.up)) + 2 * margin, height = Int((ink.height * scale).rounded(.up)) + 2 * margin
        let toFlat = ProjectiveTransform.translation(-ink.x, -ink.y).then(.scale(scale, scale, about: 0, 0))
            .then(.translation(Double(margin), Double(margin)))

        // Where the flat picture lands: its corners mapped, or the whole clip when one goes
        // behind the eye (then each pixel's own w decides).
        let pad = Double(margin) / scale
        var box = clip
        if let landed = BoundingBox(x: ink.x - pad, y: ink.y - pad, width: ink.width + 2 * pad, height: ink.height + 2 * pad, through: toPixels.apply) {
            let covered = PixelBox(landed)
            guard let inside = covered.intersection(clip) else { return nil }
            box = inside
        }
        let whole = PixelBox(x: 0, y: 0, maxX: width, maxY: height)
        let part: PixelBox
        var flat: OpaquePointer
        var keptFlat = false
        if filters.isEmpty {
            // Without filters the whole flat picture is drawn, the same in every frame while the
            // group turns, so it is kept (`EffectPictureCache`).
            part = whole
            let key = EffectPictureCache.Key(kind: .flat, group: SceneGroup(id: group.id, children: children),
                                             numbers: [scale, ink.x, ink.y, ink.width, ink.height, Double(margin)])
            if let kept = scratch?.pictures.picture(for: key) {
                flat = kept.surface
                keptFlat = true
            } else {
                flat = try pictureSurface(slot: 0, width: width, height: height, reusable: true)
                try EffectRaster.draw(children, into: flat, map: toFlat)
                if let kept = scratch?.pictures.keep(EffectPicture(surface: flat, x: 0, y: 0), for: key) {
                    cairo_surface_destroy(flat)
                    (flat, keptFlat) = (kept.surface, true)
                }
            }
        } else {
            // With filters (a blur's radius changes from frame to frame), only the part of the
            // flat picture that the box's pixels read is drawn (a card mostly off the screen is
            // a sliver of it): the box's corners mapped back, grown by the filters' reach (so the
            // filtered pixels there are the ones of the whole picture) and by 2 px for the
            // bilinear reads; the whole picture when a corner goes behind the eye.
            let boxToFlat = ProjectiveTransform.translation(Double(box.x), Double(box.y)).then(inverse).then(toFlat)
            let read = BoundingBox(x: 0, y: 0, width: Double(box.width), height: Double(box.height), through: boxToFlat.apply)
                .map { PixelBox($0).grown(by: Double(margin)).intersection(whole) } ?? whole
            guard let read else { return nil }
            part = read
            flat = try pictureSurface(slot: 0, width: part.width, height: part.height, reusable: true)
            try EffectRaster.draw(children, into: flat, map: toFlat.then(.translation(-Double(part.x), -Double(part.y))))
            EffectRaster.apply(filters, to: flat, scale: scale)
        }
        defer { if !keptFlat { cairo_surface_destroy(flat) } }
        let toPart = toFlat.then(.translation(-Double(part.x), -Double(part.y)))

        let pixelsToFlat = ProjectiveTransform.translation(Double(box.x), Double(box.y)).then(inverse).then(toPart)
        // The samples the card needs where it shows: its corners, moved into the box when the
        // clip cuts them off (a card mostly off the screen keeps the span of its visible part).
        let probes = corners.compactMap { toPixels.apply($0.x, $0.y) }.map {
            (x: min(Double(box.width), max(0, $0.x - Double(box.x))), y: min(Double(box.height), max(0, $0.y - Double(box.y))))
        }
        let samples = ProjectiveSampler.samples(inverse: pixelsToFlat, probes: probes)
        let surface = try pictureSurface(slot: 1, width: box.width, height: box.height)
        ProjectiveSampler.map(PixelView(surface: flat), into: PixelView(surface: surface), inverse: pixelsToFlat, samples: samples)
        cairo_surface_mark_dirty(surface)
        return EffectPicture(surface: surface, x: box.x, y: box.y)
    }

    /// The device-space box of the current clip, in the pictures' pixels.
    private func deviceClip() -> PixelBox {
        cairo_save(pointer)
        cairo_identity_matrix(pointer)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(pointer, &x1, &y1, &x2, &y2)
        cairo_restore(pointer)
        // An unbounded target without a clip reports a huge box; no picture is bigger than cairo's.
        let limit = Double(EffectRaster.maxFlatSide) * 4
        func clamp(_ v: Double) -> Double { min(limit, max(-limit, v * rasterScale)) }
        return PixelBox(x: Int(clamp(x1).rounded(.down)), y: Int(clamp(y1).rounded(.down)),
                                maxX: Int(clamp(x2).rounded(.up)), maxY: Int(clamp(y2).rounded(.up)))
    }

    /// A surface for a picture: the thread's reused memory when the target is an image surface
    /// (cairo composites it at once), else a surface of its own, since a vector target (an SVG
    /// frame) keeps a reference to what it was painted with.
    private func pictureSurface(slot: Int, width: Int, height: Int, reusable: Bool = false) throws -> OpaquePointer {
        let target = cairo_get_target(pointer)
        if let scratch, reusable || cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE {
            return try scratch.surface(slot: slot, width: width, height: height)
        }
        // Under `ulimit -v`, asked first: a picture a vector target keeps is also encoded and
        // held in its document (three times its pixels, with the encoding's room).
        try MemoryHeadroom.ensure((vectorPictures == nil ? 1 : 3) * width * height * 4, for: "a \(width)×\(height) px picture of an item's effect")
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        try EffectRaster.check(surface, width: width, height: height)
        return surface
    }
}
