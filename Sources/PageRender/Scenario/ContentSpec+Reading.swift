import Foundation

extension ContentSpec {
    /// Item counts: at least one item; 100 000 items, the largest `pages` of a strategy, keep the
    /// content length (each item at most `ScenarioLimits.size`) exact in Double.
    static let countRange = NumberRange.closed(1, 100_000)

    /// Reads the `content` object; nil (with errors recorded) when it is malformed.
    static func read(_ c: JSONCursor, _ d: inout Diagnostics) -> ContentSpec? {
        guard c.requireObject(&d) else { return nil }
        c.rejectUnknownKeys(&d, known: ["items", "contentInset", "frame"])
        let inset = EdgeInsets.read(c["contentInset"], &d, ScenarioLimits.length)
        let items = c["items"]
        guard items.requireObject(&d) else { return nil }
        items.rejectUnknownKeys(&d, known: ["count", "size", "spacing", "lengths"])
        var width: Double?, height: Double?
        if items["size"].requireObject(&d, required: false) {
            let size = items["size"]
            size.rejectUnknownKeys(&d, known: ["width", "height"])
            if size["width"].isPresent { width = size["width"].number(&d, ScenarioLimits.size.measured(in: "pt")) }
            if size["height"].isPresent { height = size["height"].number(&d, ScenarioLimits.size.measured(in: "pt")) }
        }
        // Negative spacing overlaps the items, down to minus the item length (checked with the axis).
        let spacing = items["spacing"].number(&d, default: 0, NumberRange.closed(-100_000, 100_000).measured(in: "pt"))
        var lengths: [Double]?
        if items["lengths"].isPresent, let list = items["lengths"].array(&d) {
            guard countRange.contains(Double(list.count)) else {
                // No row to read the strategy against: an empty list has no first item (the row
                // would index it), and a list over the limit is refused before its elements are read.
                d.add(items["lengths"].path, "has \(list.count) lengths; give between 1 and 100000 item lengths in pt")
                return nil
            }
            lengths = list.map { $0.number(&d, ScenarioLimits.size.measured(in: "pt")) }
        }
        var count = lengths?.count ?? 0
        if items["count"].isPresent || lengths == nil {
            let given = items["count"].integer(&d, countRange)
            if let lengths, given != lengths.count {
                d.add(items["count"].path, "is \(given) but items.lengths lists \(lengths.count) lengths; remove count or make them agree")
            }
            count = given
        }
        var spec = ContentSpec(count: max(count, 1), width: width, height: height, spacing: spacing, lengths: lengths, contentInset: inset)
        if c["frame"].requireObject(&d, required: false) { spec.frame = readFrame(c["frame"], &d) }
        return spec
    }

    /// The strategy fields that describe items themselves, per kind: giving one of them together
    /// with `content` is an error naming both.
    static let ownItemFields: [String: [String]] = [
        "free": ["pages"], "native-paging": ["pages"],
        "page-offsets": ["offsets", "cards", "contentInset"],
        "hidden-pager": ["items", "itemSize", "spacing", "contentInset"],
    ]

    /// Kinds with a geometry of their own, which reject `content`.
    static let kindsWithOwnGeometry = ["overflowing", "uneven-pairs"]

    /// Records an error for each of the strategy's own item fields given together with `content`,
    /// and for a kind that keeps its own geometry.
    static func checkCombination(strategy s: JSONCursor, content c: JSONCursor, _ d: inout Diagnostics) {
        guard case let .string(kind)? = s["kind"].value else { return }
        if kindsWithOwnGeometry.contains(kind) {
            d.add(c.path, "\(kind) keeps its own geometry and does not use \"content\"; remove content, or use a kind that pages over items (free, native-paging, page-offsets, hidden-pager, ...)")
            return
        }
        for field in ownItemFields[kind] ?? [] where s[field].isPresent {
            d.add(s[field].path, "cannot be combined with \"content\": the items come from content.items and content.contentInset; remove \(s[field].path) or content")
        }
    }
}
