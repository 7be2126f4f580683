import Foundation

extension ContentSpec {
    /// Reads `content.frame` without the axis: the fields it gives, checked against the axis by
    /// `checkPlacement`. Stored as the y/height pair or the x/width pair, whichever is given.
    static func readFrame(_ c: JSONCursor, _ d: inout Diagnostics) -> CrossExtent? {
        c.rejectUnknownKeys(&d, known: ["x", "y", "width", "height"])
        let range = NumberRange.closed(-100_000, 100_000).measured(in: "pt")
        let vertical = c["x"].isPresent || c["width"].isPresent
        let start = vertical ? c["x"].number(&d, default: 0, range) : c["y"].number(&d, default: 0, range)
        let length = (vertical ? c["width"] : c["height"]).number(&d, ScenarioLimits.size.measured(in: "pt"))
        return CrossExtent(start: start, length: length)
    }

    /// The checks that need the axis and the screen: `content.frame` names the pair across the
    /// axis, and `items.spacing` is at least minus the shortest item's length.
    func checkPlacement(_ c: JSONCursor, axis: Axis, screen: CGSize, _ d: inout Diagnostics) {
        let f = c["frame"]
        if f.isPresent {
            let (wrong, right) = axis == .horizontal ? (["x", "width"], "{\"y\": pt, \"height\": pt}") : (["y", "height"], "{\"x\": pt, \"width\": pt}")
            let given = wrong.filter { f[$0].isPresent }
            if !given.isEmpty {
                d.add(f.path, "gives \(given.joined(separator: " and ")), which do not apply to a \(axis.rawValue) row: its frame is the extent across the axis, \(right)")
            }
        }
        let shortest = itemLengths(screen: screen, axis: axis).min() ?? 0
        if spacing < -shortest {
            d.add(c["items"]["spacing"].path, "is \(JSONValue.format(spacing)), more overlap than an item is long (\(JSONValue.format(shortest)) pt); use at least \(JSONValue.format(-shortest))")
        }
    }
}

extension LayoutEffect {
    /// UPCarousel's and FSPager's rules divide by the item length plus the spacing, so they need
    /// the items not to overlap completely.
    func checkSpacing(_ content: ContentSpec?, path: String, axis: Axis, screen: CGSize, _ d: inout Diagnostics) {
        if case .zoom = self { return }
        guard let content else {
            d.add(path, "needs a row of items; add content.items")
            return
        }
        let shortest = content.itemLengths(screen: screen, axis: axis).min() ?? 0
        if content.spacing <= -shortest {
            d.add(path, "measures distance in item length plus spacing, which content.items.spacing \(JSONValue.format(content.spacing)) makes 0; use a spacing above \(JSONValue.format(-shortest))")
        }
    }
}
