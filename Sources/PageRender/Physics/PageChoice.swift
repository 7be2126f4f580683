/// UIKit's choice of page at lift-off with `isPagingEnabled` (docs/physics.md, "Paging"
/// and "Edge cases, decided").
enum PageChoice {
    /// |v| above this (pt/ms, the raw last velocity) turns the page in its direction; below it the
    /// half-page rule applies (UIKit dump).
    static let flickVelocity = 0.3
    /// An offset within this many pages of a page boundary counts as exactly on it, so that a
    /// boundary of a fractional page (k*P in floating point) is recognised (docs/engine.md,
    /// "Edge cases, decided").
    static let boundaryTolerance = 1e-9

    /// Page index for an offset `offset` (relative to the first page), page length `pageLength`,
    /// velocity `v`. An offset exactly on a page boundary keeps that page whatever the velocity.
    /// `previousTarget`: the page a paging animation interrupted by this drag was heading to; a
    /// flick then advances from it rather than from the offset, within ceil(u)...ceil(u)+1
    /// (forward) or floor(u)-1...floor(u) (backward). `maxOffset`: the largest offset of the range
    /// (relative to the first page); a slow release at or past it takes ceil(u), so the caller's
    /// clamp keeps a partial last page instead of falling back a page.
    static func page(offset: Double, pageLength: Double, velocity v: Double, previousTarget: Int? = nil,
                            maxOffset: Double = .infinity) -> Int {
        let u = offset / pageLength
        if isOnBoundary(offset: offset, pageLength: pageLength) { return Int(u.rounded()) }
        // A flick during an interrupted snap advances one page beyond its target, but never
        // against the finger (below ceil(u) forward) nor more than one page past the offset.
        if let base = previousTarget {
            let up = Int(u.rounded(.up)), down = Int(u.rounded(.down))
            if v > flickVelocity { return min(max(base + 1, up), up + 1) }
            if v < -flickVelocity { return max(min(base - 1, down), down - 1) }
        }
        if v > flickVelocity { return Int(u.rounded(.up)) }
        if v < -flickVelocity { return Int(u.rounded(.down)) }
        if u >= maxOffset / pageLength - boundaryTolerance { return Int(u.rounded(.up)) }
        return Int((u + 0.5).rounded(.down))
    }

    /// Whether `offset` lies on a page boundary, within `boundaryTolerance` pages.
    static func isOnBoundary(offset: Double, pageLength: Double) -> Bool {
        let u = offset / pageLength
        return abs(u - u.rounded()) <= boundaryTolerance
    }
}
