/// UIKit's choice of page at lift-off with `isPagingEnabled` (uikit-scroll-physics.md, "Paging").
public enum PageChoice {
    /// |v| above this (pt/ms, the raw last velocity) turns the page in its direction; below it the
    /// half-page rule applies (UIKit dump).
    public static let flickVelocity = 0.3

    /// Page index for an offset `offset` (relative to the first page), page length `pageLength`,
    /// velocity `v`. An offset exactly on a page boundary keeps that page whatever the velocity.
    /// `previousTarget`: the page a paging animation interrupted by this drag was heading to; a
    /// flick then advances from it rather than from the offset, within ceil(u)...ceil(u)+1
    /// (forward) or floor(u)-1...floor(u) (backward).
    public static func page(offset: Double, pageLength: Double, velocity v: Double, previousTarget: Int? = nil) -> Int {
        let u = offset / pageLength
        if u == u.rounded(.down) { return Int(u) }
        // A flick during an interrupted snap advances one page beyond its target, but never
        // against the finger (below ceil(u) forward) nor more than one page past the offset.
        if let base = previousTarget {
            let up = Int(u.rounded(.up)), down = Int(u.rounded(.down))
            if v > flickVelocity { return min(max(base + 1, up), up + 1) }
            if v < -flickVelocity { return max(min(base - 1, down), down - 1) }
        }
        if v > flickVelocity { return Int(u.rounded(.up)) }
        if v < -flickVelocity { return Int(u.rounded(.down)) }
        return Int((u + 0.5).rounded(.down))
    }
}
