import Foundation

extension StrategyReadingContext {
    /// The scenario's row of items for a kind that pages over `content` (all the modern kinds),
    /// or nil after an error that names the fix. `oneLength`: why the kind needs items of one
    /// length, when it does.
    func requiredRow(kind: String, oneLength: String? = nil, _ d: inout Diagnostics) -> ItemRow? {
        guard let content else {
            d.add("content", "is required by \(kind), which pages over items; add e.g. \"content\": {\"items\": {\"count\": 8, \"size\": {\"width\": 300, \"height\": 420}, \"spacing\": 16}, \"contentInset\": {\"left\": 24, \"right\": 24}}")
            return nil
        }
        if let oneLength, !content.hasUniformLengths {
            d.add("content.items.lengths", "\(kind) \(oneLength), so its items must be one length; remove items.lengths, or use view-aligned, which rests on each item")
            return nil
        }
        return content.itemRow(screen: screen, axis: axis)
    }
}

extension StrategyDescriptor {
    /// The carousel the modern kinds' starters page over (docs/strategies.md): 300-pt cards, 16 apart,
    /// 24-pt insets.
    static let carouselContent = #"{"items": {"count": 8, "size": {"width": 300, "height": 420}, "spacing": 16}, "contentInset": {"left": 24, "right": 24}}"#
}
