import Foundation

/// What a look fixes to the screen over the content: the title, the status bar and where the page
/// control stands. It depends on the screen, the look and the item row only, never on the
/// strategy, so every strategy shows the same chrome.
struct ScreenChrome: Sendable {
    /// The title and the status bar, each a group with its identity; built once per run.
    let shapes: [Scene.Shape]
    let pageControlCenter: CGPoint
    /// How far down the screen the chrome reaches: the title's descenders, else the status bar's
    /// foot, 0 without either. The HUD goes below it.
    let bottom: CGFloat

    /// DejaVu Sans's descender, 483 of 2048 units per em (its hhea table): how far the title's
    /// letters reach below its baseline, as a share of its size.
    static let descender = 483.0 / 2048

    /// A large title: 34 pt bold (UIKit's large-title size), its baseline 52 pt below the status
    /// bar, at the layout margin.
    static let titleSize = 34.0
    static let titleBaseline: CGFloat = 52
    /// A navigation bar under the status bar, 44 pt (UIKit's compact bar height), with an inline
    /// title centred in it.
    static let inlineBarHeight: CGFloat = 44

    /// A large title's baseline below the status bar at `size` pt: 52 at 34 pt, the 18 pt above
    /// the letters kept for other sizes.
    static func largeTitleBaseline(size: Double) -> CGFloat {
        titleBaseline - CGFloat(titleSize) + CGFloat(size)
    }

    /// `rowEnd`: where the items end across the axis on the screen when the view rests at its
    /// first offset (the page control stands 24 pt below, as under a carousel); nil puts it at
    /// the bottom, above the home indicator. `cornerRadius`: the device's rounding of the
    /// screen, which the status bar keeps its symbols clear of.
    /// On a vertical row the dots stand in a column 12 pt in from the trailing edge, centred
    /// down the screen, as a vertical UIPageControl is placed beside a vertically paging view.
    /// `text` fits the title between the margins.
    init(style: LookStyle, screen: CGSize, rowEnd: CGFloat?, axis: Axis = .horizontal, cornerRadius: Double = 0, text: TextMetrics) {
        let metrics = ScreenMetrics(screen: screen)
        var shapes: [Scene.Shape] = []
        let titleStyle = style.spec.titleStyle, size = titleStyle.resolvedSize
        if let title = style.spec.title {
            // Between the layout margins; a longer title ends in "…", as UIKit's titles do.
            let fitted = text.fitting(title, in: Double(screen.width - 2 * metrics.margin), size: size, bold: true)
            let shape: Scene.Shape = switch titleStyle.kind {
            case .large:
                .label(fitted, origin: CGPoint(x: metrics.margin, y: metrics.statusBarHeight + Self.largeTitleBaseline(size: size)),
                       size: size, color: style.foreground, bold: true)
            case .inline:
                .text(fitted, center: CGPoint(x: screen.width / 2, y: metrics.statusBarHeight + Self.inlineBarHeight / 2),
                      size: size, color: style.foreground, bold: true)
            }
            shapes.append(.group(SceneGroup(id: .title, children: [shape])))
        }
        if style.statusBar {
            shapes.append(.group(SceneGroup(id: .statusBar, children: StatusBar.shapes(screen: screen, color: style.foreground, cornerRadius: cornerRadius))))
        }
        self.shapes = shapes
        if style.spec.title != nil {
            self.bottom = metrics.statusBarHeight + (titleStyle.kind == .inline ? Self.inlineBarHeight
                : Self.largeTitleBaseline(size: size) + CGFloat(size * Self.descender))
        } else {
            self.bottom = style.statusBar ? metrics.statusBarHeight : 0
        }
        let lowest = screen.height - metrics.bottomSafeArea - 20
        pageControlCenter = axis == .vertical ? CGPoint(x: screen.width - 12, y: screen.height / 2)
            : CGPoint(x: screen.width / 2, y: min(lowest, (rowEnd ?? .greatestFiniteMagnitude) + 24))
    }
}

/// The page control of the user's looks: one dot per item, the current one the item whose
/// resting offset (its start at the leading inset, clamped to the scrollable range) is nearest
/// the visible offset, the last one once the view reaches the end. Computed from the offset and
/// the row, so it is the same under every strategy.
struct RowPages: Sendable {
    let axis: Axis
    /// Resting offsets, ascending, one per item.
    let restingOffsets: [CGFloat]
    let maxOffset: CGFloat

    /// The scroll range is the visible view's (`StrategyLayout.offsetRange`, `ScrollView`'s).
    init(layout: StrategyLayout) {
        axis = layout.axis
        let a = layout.contentInset.leading(axis)
        let range = layout.offsetRange
        maxOffset = range.upperBound
        restingOffsets = layout.items.map { min(max($0.start(layout.axis) - a, range.lowerBound), range.upperBound) }.sorted()
    }

    var count: Int { restingOffsets.count }

    /// The current item at visible offset `offset` (half a point from the end counts as the end).
    func current(offset: CGPoint) -> Int {
        let o = offset[axis]
        guard count > 1 else { return 0 }
        if o >= maxOffset - 0.5 { return count - 1 }
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if restingOffsets[mid] < o { low = mid + 1 } else { high = mid }
        }
        if low == 0 { return 0 }
        if low == count { return count - 1 }
        return o - restingOffsets[low - 1] <= restingOffsets[low] - o ? low - 1 : low
    }
}
