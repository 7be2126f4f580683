import Foundation

/// `swiftui-paging`: SwiftUI's `.scrollTargetBehavior(.paging)`, native paging over the items.
struct SwiftUIPagingParameters: StrategyParameters {
    /// The items with the safe area added to their insets (container-long items shortened by it).
    var row: ItemRow
    var safeAreaLeading: Double
    var safeAreaTrailing: Double

    static let descriptor = StrategyDescriptor(
        of: Self.self,
        kind: "swiftui-paging",
        summary: "SwiftUI .scrollTargetBehavior(.paging): isPagingEnabled by the bounds from 0 over container-relative items; a safe area shows the FB16486510 drift",
        parameters: [StrategyParameter(name: "safeArea", defaultValue: "{leading: 0, trailing: 0}", range: ScenarioLimits.length.wording,
                                       meaning: "the safe area along the axis, pt (landscape on a notched phone: about 59 each side)")],
        rules: [
            StrategyRule("on iOS SwiftUI's ScrollView is a UIScrollView and .paging is isPagingEnabled: pages of the bounds from offset 0, the native page choice and spring", .documented, .observed),
            StrategyRule("a developer who swapped .paging for isPagingEnabled reports identical behaviour, including the misalignment of FB16486510", .measured),
            StrategyRule("the safe area is added to the content insets, and items without a length along the axis are the container (bounds minus insets) long, as containerRelativeFrame sizes them", .model),
        ],
        starter: [StarterField("safeArea", #"{"leading": 0, "trailing": 0}"#)],
        starterContent: StrategyDescriptor.carouselContent,
        read: { c, d, context in
            c.rejectUnknownKeys(&d, known: ["kind", "safeArea"])
            let s = c["safeArea"]
            var leading = 0.0, trailing = 0.0
            if s.requireObject(&d, required: false) {
                s.rejectUnknownKeys(&d, known: ["leading", "trailing"])
                leading = s["leading"].number(&d, default: 0, ScenarioLimits.length)
                trailing = s["trailing"].number(&d, default: 0, ScenarioLimits.length)
            }
            var inset = context
            if var content = context.content {
                let axis = context.axis
                if axis == .horizontal { content.contentInset.left += leading; content.contentInset.right += trailing }
                else { content.contentInset.top += leading; content.contentInset.bottom += trailing }
                if content.contentInset.leading(axis) + content.contentInset.trailing(axis) >= context.screen[axis] {
                    d.add(s.path, "leaves no container on the \(JSONValue.format(Double(context.screen[axis]))) pt screen with the content insets; make the safe area smaller")
                    return nil
                }
                inset.content = content
            }
            return inset.requiredRow(kind: "swiftui-paging", &d).map {
                SwiftUIPagingParameters(row: $0, safeAreaLeading: leading, safeAreaTrailing: trailing)
            }
        },
        make: { p, axis in SwiftUIPagingStrategy(insetRow: p.row, axis: axis) },
        look: { _, _, _ in .numberedPages })
}
