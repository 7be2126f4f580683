/// UIKit's choice of page at lift-off with `isPagingEnabled` (uikit-scroll-physics.md, "Paging").
public enum PageChoice {
    /// |v| above this (pt/ms, the raw last velocity) turns the page in its direction; below it the
    /// half-page rule applies (UIKit dump).
    public static let flickVelocity = 0.3

    /// Page index for an offset `offset` (relative to the first page), page length `pageLength`,
    /// velocity `v`. An offset exactly on a page boundary keeps that page whatever the velocity.
    /// `previousTarget`: the page a paging animation interrupted by this drag was heading to; a
    /// flick then advances from it rather than from the offset.
    public static func page(offset: Double, pageLength: Double, velocity v: Double, previousTarget: Int? = nil) -> Int {
        let u = offset / pageLength
        if u == u.rounded(.down) { return Int(u) }
        if let base = previousTarget {
            if v > flickVelocity { return base + 1 }
            if v < -flickVelocity { return base - 1 }
        }
        if v > flickVelocity { return Int(u.rounded(.up)) }
        if v < -flickVelocity { return Int(u.rounded(.down)) }
        return Int((u + 0.5).rounded(.down))
    }
}
