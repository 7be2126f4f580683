internal import CCairo
import Foundation

extension CairoContext {
    /// Draws a group as `SceneGroup` defines it: the clip in the parent's coordinates, then the
    /// transform, then the children, composited at the group's opacity through an offscreen
    /// group (cairo_push_group) only when the opacity is partial. A plain group (identity, opacity
    /// 1, no clip) costs nothing over drawing its children in place, and an offset-and-scale
    /// transform goes through cairo_translate and cairo_scale, so the pixels are those of the
    /// display list before the tree (byte-identical frames, docs/architecture.md).
    /// A group with filters or a true perspective is drawn through a picture of its own
    /// (`drawRaster`); a projective transform whose last row is (0, 0, 1) is drawn as the affine
    /// transform it is.
    func draw(_ group: SceneGroup) {
        // On a vector target, a group whose descendants' pictures would take too much is drawn
        // as one (`VectorTargetPictures`).
        let flattened = vectorPictures?.flattened(group, through: userToDevice) ?? false
        let plain = group.transform.isIdentity && group.clip == nil && group.opacity >= 1 && group.projective == nil
            && group.filters.isEmpty && !flattened
        if plain {
            for child in group.children { draw(child) }
            return
        }
        cairo_save(pointer)
        switch group.clip {
        case nil:
            // A group drawn offscreen only for its opacity is cut to its ink (moved by the
            // transform, `inkMargin` around), so compositing costs its pixels, not the frame's;
            // nothing it paints is cut.
            if group.opacity < 1, group.projective == nil, group.filters.isEmpty, let ink = group.ink,
               let placed = BoundingBox(ink, through: { group.transform.apply($0) }) {
                let box = placed.rect.insetBy(dx: -Self.inkMargin, dy: -Self.inkMargin)
                cairo_rectangle(pointer, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
                cairo_clip(pointer)
            }
        case let .rect(rect):
            cairo_rectangle(pointer, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_clip(pointer)
        case let .roundedRect(rect, cornerRadius):
            path(rect, cornerRadius: cornerRadius)
            cairo_clip(pointer)
        }
        apply(group.transform)
        if Self.needsRaster(group) || flattened {
            drawRaster(group)
            cairo_restore(pointer)
            return
        }
        if let affine = group.projective?.affine { apply(affine) }
        if group.opacity < 1 {
            cairo_push_group(pointer)
            for child in group.children { draw(child) }
            cairo_pop_group_to_source(pointer)
            cairo_paint_with_alpha(pointer, max(0, group.opacity))
            noteStatus("compose a group drawn at an opacity")
        } else {
            for child in group.children { draw(child) }
        }
        cairo_restore(pointer)
    }

    /// 4 pt: a whole pixel at the smallest scale a scenario allows (0.25 px per pt), so the cut
    /// around a composited group never touches its antialiased edge.
    static let inkMargin = 4.0

    /// Multiplies `transform` into the current one.
    private func apply(_ t: Transform2D) {
        guard !t.isIdentity else { return }
        if t.b == 0, t.c == 0 {
            cairo_translate(pointer, t.tx, t.ty)
            if t.a != 1 || t.d != 1 { cairo_scale(pointer, t.a, t.d) }
        } else {
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(pointer, &matrix)
        }
    }
}
