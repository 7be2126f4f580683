import Foundation

/// The configuration resolved against the visible view (docs/strategies.md, "hidden-pager"). The visible
/// ("real") view's offset is pagerOffset + delta; `delta` is the library's pager-to-parent
/// conversion and `pagerOffset(forVisible:)` its intended inverse.
///
/// Quirks of the original this deliberately does not reproduce (CustomPageableCollectionView,
/// PagingConfiguration+Resolve.swift): converting a real offset to the pager's with leading
/// alignment subtracts the horizontal delta again instead of adding it (the `factor` is missing
/// on that one branch), so a programmatic scroll with leading alignment lands 2 × (inset + position)
/// off; and the delegate's `targetContentOffset` is the pager's, in pager coordinates. Here the
/// inverse is exact for every alignment and the release's target is reported in the visible
/// view's coordinates.
extension PagingConfiguration {
    /// I = sizeInsets + the used edges of `contentInset` (the visible view's adjustedContentInset).
    func pagingInsets(contentInset: EdgeInsets) -> EdgeInsets {
        func used(_ edge: RectEdges, _ value: CGFloat) -> CGFloat { contentInsetEdgesToUse.contains(edge) ? value : 0 }
        return sizeInsets + EdgeInsets(top: used(.top, contentInset.top), left: used(.left, contentInset.left),
                                       bottom: used(.bottom, contentInset.bottom), right: used(.right, contentInset.right))
    }

    /// The page size: each dimension resolved against the available area, view - I (not below 0).
    func pageSize(viewSize: CGSize, contentInset: EdgeInsets) -> CGSize {
        let i = pagingInsets(contentInset: contentInset)
        return CGSize(width: size.width.resolve(max(0, viewSize.width - i.left - i.right)),
                      height: size.height.resolve(max(0, viewSize.height - i.top - i.bottom)))
    }

    /// visible offset - pager offset, on each axis whose size is not unused (0 on the others).
    /// Leading: -(I.left + pos.left); centre: -(I.left + available/2) + page/2 - pos.left + pos.right;
    /// trailing: -W + page + I.right + pos.right; top/centre/bottom likewise with H.
    func delta(viewSize: CGSize, contentInset: EdgeInsets) -> CGPoint {
        let i = pagingInsets(contentInset: contentInset)
        let page = pageSize(viewSize: viewSize, contentInset: contentInset)
        let p = positionInsets
        let available = CGSize(width: max(0, viewSize.width - i.left - i.right), height: max(0, viewSize.height - i.top - i.bottom))
        var d = CGPoint.zero
        if !size.width.isUnused {
            switch alignment.horizontal {
            case .leading: d.x = -(i.left + p.left)
            case .center: d.x = -(i.left + available.width / 2) + page.width / 2 - p.left + p.right
            case .trailing: d.x = -viewSize.width + page.width + i.right + p.right
            }
        }
        if !size.height.isUnused {
            switch alignment.vertical {
            case .top: d.y = -(i.top + p.top)
            case .center: d.y = -(i.top + available.height / 2) + page.height / 2 - p.top + p.bottom
            case .bottom: d.y = -viewSize.height + page.height + i.bottom + p.bottom
            }
        }
        return d
    }
}
