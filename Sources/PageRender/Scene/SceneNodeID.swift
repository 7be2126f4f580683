/// The stable identity of a group of the scene tree: the same part of the picture carries the
/// same identity in every frame of a run, so a painter that writes the frames as one document
/// (the animated SVG) can define a part once and animate it, and per-frame state can address it.
package enum SceneNodeID: Sendable, Hashable {
    /// The screen (inside the device body when there is one).
    case screen
    /// The scroll view's content, moved by the content offset.
    case content
    /// Item `index` of the strategy's layout, in its own coordinates (origin at its top-left corner).
    case item(Int)
    /// The image inside item `index`, in the item's coordinates, cut to the item's outline: what
    /// a transition's `imageEffects` move (Apple's paging parallax).
    case itemImage(Int)
    /// What the look fixes to the screen over the content (a demo's title, guide lines).
    case overlay
    case title
    case statusBar
    case pageControl
    /// Dot `index` of the page control.
    case pageDot(Int)
    case finger
    case hud
    case deviceBody
    /// The sensor housing (Dynamic Island) over the screen.
    case island
    case xray(XRayPart)

    /// The parts of the x-ray view.
    package enum XRayPart: Sendable, Hashable {
        /// The zoomed-out content strip.
        case strip
        /// The screen's fixed parts drawn over the strip where the screen is.
        case screen
        /// The content's dashed outline.
        case contentOutline
        /// The hidden pager's pages.
        case pagerPages
        /// The items a gesture may end on.
        case reach
        /// The small picture of the screen at the bottom right.
        case userView
        /// The title and the readout at the top left.
        case header
        /// The key to the outlines at the bottom left.
        case key
        /// Each item's effect progress (edge fractions or layout measure) beside it in the strip.
        case progress
        /// The ruler with its ticks, marks and target labels.
        case ruler
    }
}
