/// Colours of the x-ray view, chosen to stay distinct from every demo's own colours (red,
/// green, blue pages; the deals' dark background) and from each other.
enum XRayStyle {
    /// Canvas around the strip: a neutral mid-light gray, distinct from white gaps and dark backgrounds.
    static let canvas = Color(white: 0.86)
    /// Off-screen content is veiled with translucent white so the screen's part stands out.
    static let veil = Color(white: 1, alpha: 0.55)
    static let screen = Color(white: 0.08)
    static let scrollView = Color(red: 0.1, green: 0.35, blue: 0.95)
    static let pager = Color(red: 0.62, green: 0.2, blue: 0.82)
    static let proposed = Color(red: 0.96, green: 0.5, blue: 0.05)
    static let target = Color(red: 0.05, green: 0.6, blue: 0.25)
    static let ruler = Color(white: 0.3)
    /// The items a limited gesture may end on (view-aligned), tinted, and its origin item.
    static let allowed = Color(red: 0.0, green: 0.62, blue: 0.72)
    static let origin = Color(red: 0.86, green: 0.08, blue: 0.42)
    /// The content's bounds (dashed), where bouncing starts.
    static let content = Color(white: 0.35)
    static let text = Color(white: 0.1)
    /// Behind the items' progress labels: nearly opaque white, so dots under them do not show.
    static let progressBacking = Color(white: 1, alpha: 0.85)
}
