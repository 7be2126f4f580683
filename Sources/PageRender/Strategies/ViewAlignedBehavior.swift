import Foundation

/// SwiftUI's `.viewAligned(limitBehavior:)` (iOS 17; `.alwaysByFew`, `.alwaysByOne` iOS 18; an
/// anchor iOS 26) as a `ScrollTargetBehavior` over a row of items. Apple documents what the limit
/// means, not how the target is chosen: the choice below is our model, step by step as
/// docs/strategies.md ("view-aligned") states it.
struct ViewAlignedBehavior: ScrollTargetBehavior {
    /// SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`.
    enum LimitBehavior: String, Sendable, CaseIterable {
        case automatic, always, alwaysByFew, alwaysByOne, never
    }

    /// The horizontal size class `automatic` depends on (compact: iPhone portrait).
    enum SizeClass: String, Sendable, CaseIterable {
        case compact, regular
    }

    /// How far from the origin item a gesture may go (step 5).
    enum Limit: Sendable, Equatable {
        /// never, or automatic in a regular size class.
        case none
        /// always, alwaysByFew, automatic in a compact size class: the items the container shows.
        case containerItems
        /// alwaysByOne.
        case oneItem
    }

    var row: ItemRow
    var limitBehavior: LimitBehavior
    var sizeClass: SizeClass
    /// r in [0, 1]: 0 leading, 0.5 centre, 1 trailing.
    var anchor: Double
    var axis: Axis

    init(row: ItemRow, limitBehavior: LimitBehavior = .automatic, sizeClass: SizeClass = .compact,
                anchor: Double = 0, axis: Axis) {
        self.row = row
        self.limitBehavior = limitBehavior
        self.sizeClass = sizeClass
        self.anchor = anchor
        self.axis = axis
    }

    /// Step 1: whether this behaviour limits a gesture's travel.
    var limit: Limit {
        switch (limitBehavior, sizeClass) {
        case (.alwaysByOne, _): return .oneItem
        case (.always, _), (.alwaysByFew, _), (.automatic, .compact): return .containerItems
        case (.never, _), (.automatic, .regular): return .none
        }
    }

    /// Step 1: a limited behaviour decelerates at `.fast`, an unlimited one at `.normal` [model].
    var decelerationRate: DecelerationRate { limit == .none ? .normal : .fast }

    /// Step 2: the item resting nearest the offset at touch-down (ties: the lower index).
    func originItem(touchDownOffset: Double, boundsLength: Double) -> Int {
        row.nearestItem(toOffset: touchDownOffset, anchor: anchor, boundsLength: boundsLength)
    }

    /// Step 5: how many items either side of the origin `o` a gesture may reach, or nil for no
    /// limit. containerItems: k = max(1, floor((W - a - b + s) / (L_o + s))), the whole items the
    /// container shows.
    func reach(origin o: Int, boundsLength: Double) -> Int? {
        switch limit {
        case .none: return nil
        case .oneItem: return 1
        case .containerItems:
            let shown = (boundsLength - row.leadingInset - row.trailingInset + row.spacing) / (row.length(o) + row.spacing)
            return max(1, shown.isFinite ? Int(shown.rounded(.down)) : 1)
        }
    }

    /// Steps 2 to 6: the offset a gesture rests at, from the offset at touch-down, the proposed
    /// (natural, clamped) target and the release velocity (any unit; only its sign and whether
    /// it is 0 matter).
    func target(touchDownOffset: Double, proposed: Double, velocity: Double, boundsLength w: Double) -> Double {
        let range = row.offsetRange(boundsLength: w)
        let rest = { (i: Int) in row.clamped(row.restingOffset(ofItem: i, anchor: anchor, boundsLength: w), boundsLength: w) }
        let o = originItem(touchDownOffset: touchDownOffset, boundsLength: w)
        var chosen: Double
        // Ends judged within a nanopoint: the proposal arrives through the container rect
        // (offset + a - a), which may round off the last bit.
        if proposed <= range.lowerBound + 1e-9 || proposed >= range.upperBound - 1e-9 {
            // Step 3: the ends stay reachable.
            chosen = min(max(proposed, range.lowerBound), range.upperBound)
        } else {
            // Step 4: the nearest item; a flick leaves the origin item by at least one.
            var c = row.nearestItem(toOffset: proposed, anchor: anchor, boundsLength: w)
            if c == o && velocity != 0 { c = min(max(o + (velocity > 0 ? 1 : -1), 0), row.count - 1) }
            chosen = rest(c)
        }
        // Step 5, in offsets: T never decreases with i, so clamping the item into [o-k, o+k] is
        // clamping the offset between their rests; this also limits an end kept by step 3.
        if let k = reach(origin: o, boundsLength: w) {
            chosen = min(max(chosen, rest(max(o - k, 0))), rest(min(o + k, row.count - 1)))
        }
        return chosen
    }

    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        let a = row.leadingInset, w = Double(context.containerSize[axis]) + a + row.trailingInset
        let offset = self.target(touchDownOffset: Double(context.originalTarget.rect.origin[axis]) - a,
                                 proposed: Double(target.rect.origin[axis]) - a,
                                 velocity: context.velocity[axis], boundsLength: w)
        target.rect.origin[axis] = CGFloat(offset + a)
        target.anchor = nil
    }
}
