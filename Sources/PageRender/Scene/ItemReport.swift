import Foundation

/// One item at one sample as `renderpages simulate --items` reports it (docs/scenario.md,
/// "Per-item state"): where it is laid out and where and how the frame draws it. Built from the
/// same `.item(i)` group the painters receive, so the frames draw exactly these values.
package struct ItemReport: Sendable, Equatable {
    /// 0-based, as in every message, the HUD and the x-ray.
    package var index: Int
    /// The layout rect in screen points after scrolling, before any effect.
    package var frame: CGRect
    /// Where the layout rect's top-left, top-right, bottom-right and bottom-left corners are
    /// drawn after every transform, screen points; nil for a corner a 3-D turn puts behind the
    /// eye.
    package var corners: [CGPoint?]
    /// The group opacity it is drawn with.
    package var opacity: Double
    /// Its drawing-order key: higher over lower, equal keys in row order.
    package var zIndex: Double
    /// False for an item within the effects' reach that the frame leaves out (fully transparent).
    package var drawn: Bool
    /// The resolved effect values, named as in the scenario (`ItemReport+Effects`).
    package var effects: JSONValue
}

extension ScreenScene {
    /// The items the frame of `state` (at `sample`) considers, in row order: those overlapping
    /// the screen, widened by the effects' reach.
    func itemReports(at sample: Timeline.Sample, state: FrameState) -> [ItemReport] {
        let origin = layout.screenOrigin(offset: state.contentOffset)
        let toScreen = Transform2D.translation(-Double(origin.x), -Double(origin.y))
        return drawnItems(in: layout.visibleContent(offset: state.contentOffset)).map { i in
            let rect = layout.items[i]
            let effect = state.itemEffects[i]
            let group = effect?.applied(to: items[i]) ?? items[i]
            let local = [CGPoint(x: 0, y: 0), CGPoint(x: rect.width, y: 0), CGPoint(x: rect.width, y: rect.height), CGPoint(x: 0, y: rect.height)]
            let corners = local.map { p -> CGPoint? in
                guard let q = group.projective.map({ $0.apply(p) }) ?? p else { return nil }
                return toScreen.apply(group.transform.apply(q))
            }
            let values = effects.map { $0.state(ofItem: i, t: sample.t, offset: sample.offset) }
            return ItemReport(index: i, frame: rect.offsetBy(dx: -origin.x, dy: -origin.y), corners: corners,
                              opacity: group.opacity, zIndex: effect?.zIndex ?? 0, drawn: Self.isDrawn(effect),
                              effects: values.map(ItemReport.effects(of:)) ?? .object([]))
        }
    }

    /// Whether the frame draws an item with `effect`: an item its effect makes fully transparent
    /// paints nothing and is left out (`contentLayers`).
    static func isDrawn(_ effect: ItemEffect?) -> Bool {
        (effect?.opacity ?? 1) > 0
    }
}

extension FrameScenes {
    /// The items of the screen frame at `sample` (without the x-ray's strip): `ItemReport`.
    package func itemReports(at sample: Timeline.Sample) -> [ItemReport] {
        let release = sample.phase == .dragging ? nil : sample.releaseIndex.flatMap { releases.indices.contains($0) ? releases[$0] : nil }
        return screen.itemReports(at: sample, state: screen.state(for: sample, release: release))
    }
}
