import Foundation

/// A `UICollectionViewCompositionalLayout` section with `orthogonalScrollingBehavior`: one item per
/// group, so the groups are the row's items (group length G = L, stride S = L + s with s the
/// section's `interGroupSpacing`), insets a and b the section's leading and trailing content
/// insets (docs/strategies.md, "compositional").
struct CompositionalStrategy: PagingStrategy {
    /// `UICollectionLayoutSectionOrthogonalScrollingBehavior`, without `none` (raw values 1 to 5
    /// in UIKit; 3 to 5 turn on `isPagingEnabled`).
    enum Behavior: String, Sendable, CaseIterable {
        case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered

        /// Whether UIKit pages the section's scroll view natively for this behaviour.
        var isPaging: Bool { self == .paging || self == .groupPaging || self == .groupPagingCentered }
    }

    var behavior: Behavior
    /// The section as scrolled: for groupPagingCentered, the insets are the centring insets.
    let row: ItemRow
    var axis: Axis

    /// `row` as the scenario gives it (uniform items), shown on a screen `screen` pt with `scale`
    /// pixels per pt.
    init(behavior: Behavior, row: ItemRow, axis: Axis, screen: CGSize, scale: Double) {
        self.behavior = behavior
        self.axis = axis
        if behavior == .groupPagingCentered {
            let c = Self.centringInset(boundsLength: Double(screen[axis]), groupLength: row.length(0), scale: scale)
            self.row = row.with(leadingInset: c, trailingInset: c)
        } else {
            self.row = row
        }
    }

    /// groupPagingCentered's inset c = (W - G) / 2, rounded to the pixel (1/scale pt) [read from
    /// UIKit's behaviour].
    static func centringInset(boundsLength w: Double, groupLength g: Double, scale: Double) -> Double {
        ((w - g) / 2 * scale).rounded() / scale
    }

    /// S = G + s.
    var stride: Double { row.length(0) + row.spacing }

    /// Tolerance on the group position u for continuousGroupLeadingBoundary's ceil and floor, in
    /// groups [read from UIKit's behaviour].
    static let boundaryTolerance = 0.005

    /// continuousGroupLeadingBoundary: with u = (p + a) / S and d = sign(p - offset at release),
    /// k = ceil(u - 0.005) forward, floor(u + 0.005) backward, round(u) (half away from zero) when
    /// d = 0; k = max(k, 0); target k S - a, clamped. Snaps in the direction of travel and can
    /// skip many groups.
    static func leadingBoundaryTarget(proposed p: Double, releaseOffset: Double, stride s: Double,
                                             leadingInset a: Double, range: ClosedRange<Double>) -> Double {
        let u = (p + a) / s
        let k: Double
        if p > releaseOffset { k = (u - boundaryTolerance).rounded(.up) }
        else if p < releaseOffset { k = (u + boundaryTolerance).rounded(.down) }
        else { k = u.rounded() }
        return min(max(max(k, 0) * s - a, range.lowerBound), range.upperBound)
    }

    /// The page length P and origin O of the paging behaviours: paging P = W, O = -a;
    /// groupPaging and groupPagingCentered P = S, O = -a (the centring inset for the latter).
    func paging(boundsLength w: Double) -> (length: Double, origin: Double)? {
        switch behavior {
        case .continuous, .continuousGroupLeadingBoundary: return nil
        case .paging: return (w, -row.leadingInset)
        case .groupPaging, .groupPagingCentered: return (stride, -row.leadingInset)
        }
    }

    func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
        // The section's decelerationRate `automatic` is `.normal` for the continuous behaviours [model].
        var view = row.scrollView(screen: screen, axis: axis, decelerationRate: decelerationRate ?? .normal,
                                  isPagingEnabled: behavior.isPaging)
        if let (length, origin) = paging(boundsLength: Double(screen[axis])) {
            view.interpageSpacing[axis] = CGFloat(length) - screen[axis]
            view.pagingOrigin[axis] = CGFloat(origin)
        }
        return view
    }

    func scrollViewWillEndDragging(_ scrollView: inout ScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: inout CGPoint) {
        guard behavior == .continuousGroupLeadingBoundary else { return }
        let w = Double(scrollView.frame.size[axis])
        targetContentOffset[axis] = CGFloat(Self.leadingBoundaryTarget(
            proposed: Double(targetContentOffset[axis]), releaseOffset: Double(scrollView.contentOffset[axis]),
            stride: stride, leadingInset: row.leadingInset, range: row.offsetRange(boundsLength: w)))
    }

    /// Candidate rests: the page grid for the paging behaviours, the group boundaries k S - a for
    /// continuousGroupLeadingBoundary (both clamped), none for continuous.
    func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
        let view = makeScrollView(screen: screen, axis: axis, decelerationRate: nil)
        let w = Double(screen[axis]), range = row.offsetRange(boundsLength: w)
        var candidates: [Double] = []
        if let (length, origin) = paging(boundsLength: w) {
            candidates = StrategyLayout.pageGrid(origin: origin, length: length, range: range)
        } else if behavior == .continuousGroupLeadingBoundary {
            candidates = StrategyLayout.pageGrid(origin: -row.leadingInset, length: stride, range: range)
        }
        return StrategyLayout(axis: axis, screen: screen, visibleView: view,
                              items: row.frames(axis: axis, screenCross: Double(screen[axis.cross])),
                              snapOffsets: StrategyLayout.restingOffsets(candidates.map { CGFloat($0) }, in: view, axis: axis))
    }
}
