import Foundation

/// A `UICollectionViewFlowLayout` subclass that overrides
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, in the recipes apps
/// copy (docs/strategies.md, "flow-snap"). UIKit asks the layout before the delegate; the velocity
/// it passes is pt/ms in practice, and every recipe sets `.fast` deceleration.
///
/// Coordinates: a flow layout insets its section (`sectionInset`), so the layout's content starts
/// at the leading inset and UIKit's contentOffset is the tool's plus `row.leadingInset` (the tool
/// models the inset as a content inset, offsets from -a). Every recipe rounds and pages in UIKit's
/// coordinates and converts back, and the engine rounds to pixels there too (`pixelGridOrigin`).
struct FlowSnapStrategy: PagingStrategy {
    enum Recipe: String, Sendable, CaseIterable {
        /// The carousel recipe (e.g. UPCarouselFlowLayout): the item nearest the centre, among
        /// those on screen at release.
        case nearestCentre = "nearest-centre"
        /// One page (item + spacing) per swipe from the current offset.
        case onePage = "one-page"
        /// FSPagerView's layout with `decelerationDistance = automaticDistance`.
        case fsPagerAutomatic = "fspager-automatic"
        /// The item nearest the proposed bounds' centre, corrected toward the flick
        /// (`NearestProposedCorrection`).
        case nearestProposed = "nearest-proposed"
    }

    var recipe: Recipe
    let row: ItemRow
    var axis: Axis
    /// nearest-proposed's parameters (unused by the other recipes).
    var correction: NearestProposedCorrection

    init(recipe: Recipe, row: ItemRow, axis: Axis, correction: NearestProposedCorrection = .init()) {
        self.recipe = recipe
        self.row = row
        self.axis = axis
        self.correction = correction
    }

    /// `offset` (the tool's) rounded down to a whole point in UIKit's coordinates, where the
    /// recipes' `floor` runs: floor(offset + a) - a.
    static func flooredInLayout(_ offset: Double, row: ItemRow) -> Double {
        (offset + row.leadingInset).rounded(.down) - row.leadingInset
    }

    /// The carousel recipe's section inset when the scenario gives none: (W - L) / 2 at each end
    /// (first and last item's own lengths), so the first and last items can centre.
    static func centringInsets(row: ItemRow, boundsLength w: Double) -> (leading: Double, trailing: Double) {
        ((w - row.length(0)) / 2, (w - row.length(row.count - 1)) / 2)
    }

    /// nearest-centre: candidates are the items overlapping the bounds at release
    /// (releaseOffset, releaseOffset + W), not the proposed bounds, so a hard fling reaches only
    /// what is on screen; mid = proposed + W/2; the candidate whose centre is nearest mid (ties:
    /// lower index); target floor(centre - W/2) in the layout's coordinates. No candidate (bounds
    /// inside a gap): the proposed target stays.
    static func nearestCentreTarget(row: ItemRow, releaseOffset: Double, proposed: Double, boundsLength w: Double) -> Double {
        let candidates = row.items(overlapping: releaseOffset, releaseOffset + w)
        let mid = proposed + w / 2
        let centre = { (i: Int) in row.start(i) + row.length(i) / 2 }
        guard let best = candidates.min(by: { abs(centre($0) - mid) < abs(centre($1) - mid) }) else { return proposed }
        return flooredInLayout(centre(best) - w / 2, row: row)
    }

    /// one-page's speed threshold, pt/ms: |v| above it turns one page (the recipe's constant).
    static let flickVelocity = 0.2

    /// one-page: P = L + s, u = (offset at release + a) / P; v > 0.2 -> ceil(u), v < -0.2 ->
    /// floor(u), else round(u); target k P - a, clamped. Kept quirk: when u is already whole,
    /// ceil(u) = u and a forward flick returns to the same page.
    static func onePageTarget(row: ItemRow, releaseOffset: Double, velocity v: Double, boundsLength w: Double) -> Double {
        let page = row.length(0) + row.spacing
        let u = (releaseOffset + row.leadingInset) / page
        let k = v > flickVelocity ? u.rounded(.up) : v < -flickVelocity ? u.rounded(.down) : u.rounded()
        return row.clamped(k * page - row.leadingInset, boundsLength: w)
    }

    /// The row's scroll view, its pixel grid through -a: UIKit's contentOffset 0.
    func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
        var view = row.scrollView(screen: screen, axis: axis, decelerationRate: decelerationRate ?? .fast)
        view.pixelGridOrigin = CGPoint(CGFloat(-row.leadingInset), along: axis)
        return view
    }

    func scrollViewWillEndDragging(_ scrollView: inout ScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: inout CGPoint) {
        let w = Double(scrollView.frame.size[axis]), offset = Double(scrollView.contentOffset[axis])
        switch recipe {
        case .nearestCentre:
            targetContentOffset[axis] = CGFloat(Self.nearestCentreTarget(row: row, releaseOffset: offset,
                                                                         proposed: Double(targetContentOffset[axis]), boundsLength: w))
        case .onePage:
            targetContentOffset[axis] = CGFloat(Self.onePageTarget(row: row, releaseOffset: offset, velocity: Double(velocity[axis]), boundsLength: w))
        case .fsPagerAutomatic:
            targetContentOffset[axis] = CGFloat(Self.fsPagerAutomaticTarget(row: row, proposed: Double(targetContentOffset[axis]),
                                                                            velocity: Double(velocity[axis]), boundsLength: w))
        case .nearestProposed:
            targetContentOffset[axis] = CGFloat(correction.target(row: row, releaseOffset: offset, proposed: Double(targetContentOffset[axis]),
                                                                  velocity: Double(velocity[axis]), boundsLength: w))
        }
    }

    /// Candidate rests: each item centred (nearest-centre and nearest-proposed: floor of centre -
    /// W/2 in the layout's coordinates) or the page grid k P - a (one-page, fspager-automatic),
    /// clamped.
    func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
        let view = makeScrollView(screen: screen, axis: axis, decelerationRate: nil)
        let w = Double(screen[axis])
        let candidates: [Double]
        switch recipe {
        case .nearestCentre, .nearestProposed:
            candidates = (0..<row.count).map { Self.flooredInLayout(row.start($0) + row.length($0) / 2 - w / 2, row: row) }
        case .onePage, .fsPagerAutomatic:
            candidates = StrategyLayout.pageGrid(origin: -row.leadingInset, length: row.length(0) + row.spacing,
                                                    range: row.offsetRange(boundsLength: w))
        }
        return StrategyLayout(axis: axis, screen: screen, visibleView: view,
                              items: row.frames(axis: axis, screenCross: Double(screen[axis.cross])),
                              snapOffsets: StrategyLayout.restingOffsets(candidates.map { CGFloat($0) }, in: view, axis: axis))
    }
}
