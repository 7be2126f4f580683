import Foundation

extension FrameScenes {
    /// The look's scroll-driven effect on `screen`'s items over `timeline`, nil when the look has
    /// none: a `visualEffect` recipe (with the transition beside it), else a transition, over a
    /// `layoutEffect` when both are written; a layout effect alone; or, for `zOrder:
    /// centerOnTop` alone, an identity transition that only orders the items. C is the scroll view's length along the axis (docs/effects.md, `transition`: insets and
    /// `content.frame`'s cross placement do not shrink it); the spacing the layout rules read is
    /// the row's own, the gap from the first item's end to the second's start (UPCarousel's
    /// minimumLineSpacing, FSPager's interitemSpacing), so it is right for every strategy's row.
    static func itemEffects(_ look: LookSpec, screen: ScreenScene, timeline: Timeline) -> ItemEffects? {
        let rule: ItemEffects.Rule
        if let recipe = look.visualEffect {
            rule = .visual(recipe, transition: look.transition)
        } else if let transition = look.transition {
            rule = .transition(transition)
        } else if let layoutEffect = look.layoutEffect {
            rule = .layout(layoutEffect)
        } else if look.zOrder == .centerOnTop {
            rule = .transition(ScrollTransition(topLeading: .identity, bottomTrailing: .identity, effects: [], imageEffects: []))
        } else {
            return nil
        }
        let layout = screen.layout, axis = layout.axis, items = layout.items
        let spacing = items.count > 1 ? Double(items[1].origin[axis] - items[0].origin[axis] - items[0].size[axis]) : 0
        return ItemEffects(rule: rule, beneath: look.layoutEffect, zOrder: look.zOrder, rects: items, axis: axis, container: Double(layout.scrollViewFrame.size[axis]), spacing: spacing,
                           scrollViewOrigin: layout.scrollViewFrame.origin, samples: timeline.keyframeSamples.map { ($0.t, $0.offset) }) { offset, reach in
            let range = layout.visibleContent(offset: offset)
            return screen.index.items(overlapping: (range.lowerBound - CGFloat(reach))...(range.upperBound + CGFloat(reach)))
        }
    }
}
