import Foundation

/// The `strategy` object of a scenario: which paging strategy, with its parameters, named as the
/// scenario contract names them (scenario-contract.md, "Strategy kinds").
public enum StrategySpec: Sendable, Equatable {
    /// No paging, no hook: plain deceleration with bounce. Content = pages × screen length.
    case free(pages: Int)
    /// `isPagingEnabled` with page = bounds. Content = pages × screen length.
    case nativePaging(pages: Int)
    /// Seed 000: native paging on a scroll view `separator` pt longer than the screen.
    case overflowing(pages: Int, separator: Double, rtl: Bool)
    /// Seeds 001/004: pairs snapped in willEndDragging; `itemWidth` nil = the screen length.
    case unevenPairs(pairs: Int, spacing: Double, itemWidth: Double?, weakSwipeFix: Bool, clamp: Bool)
    /// Seed 002: ScrollPageController over explicit offsets or cards.
    case pageOffsets(pages: PageOffsetsStrategy.Pages, contentInset: EdgeInsets)
    /// Seed 003: a hidden pager with page size and alignment from `configuration`.
    case hiddenPager(items: Int, itemSize: CGSize, spacing: Double, contentInset: EdgeInsets, configuration: PagingConfiguration)

    /// The `kind` string of the scenario contract.
    public var kind: String {
        switch self {
        case .free: return "free"
        case .nativePaging: return "native-paging"
        case .overflowing: return "overflowing"
        case .unevenPairs: return "uneven-pairs"
        case .pageOffsets: return "page-offsets"
        case .hiddenPager: return "hidden-pager"
        }
    }

    /// Every kind the reader accepts, in the order `renderpages strategies` lists them.
    public static var kinds: [String] { catalog.map(\.kind) }

    /// The strategy object that implements this configuration, paging along `axis` (its delegate
    /// hooks read and set offsets on that axis, as the documents' code reads `.x`).
    public func makeStrategy(axis: Axis) -> any PagingStrategy {
        switch self {
        case let .free(pages): return FreeScrollingStrategy(pages: pages)
        case let .nativePaging(pages): return NativePagingStrategy(pages: pages)
        case let .overflowing(pages, separator, rtl):
            return OverflowingStrategy(pages: pages, separator: CGFloat(separator), rtl: rtl)
        case let .unevenPairs(pairs, spacing, itemWidth, weakSwipeFix, clamp):
            return UnevenPairsStrategy(axis: axis, pairs: pairs, spacing: CGFloat(spacing), itemLength: itemWidth.map { CGFloat($0) },
                                       weakSwipeFix: weakSwipeFix, clamp: clamp)
        case let .pageOffsets(pages, contentInset):
            return PageOffsetsStrategy(axis: axis, pages: pages, contentInset: contentInset)
        case let .hiddenPager(items, itemSize, spacing, contentInset, configuration):
            return HiddenPagerStrategy(axis: axis, items: items, itemSize: itemSize, spacing: CGFloat(spacing),
                                       contentInset: contentInset, configuration: configuration)
        }
    }

    /// The geometry a renderer draws for this strategy on `screen` along `axis`.
    public func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
        makeStrategy(axis: axis).layout(screen: screen, axis: axis)
    }

    /// Checks the parameters that are only invalid for a given screen and axis: a page or card
    /// length that resolves to 0 pt.
    func check(screen: CGSize, axis: Axis, _ c: JSONCursor, _ d: inout Diagnostics) {
        switch self {
        case let .pageOffsets(.cards(cards), inset):
            let free = screen[axis] - inset.leading(axis) - inset.trailing(axis)
            if free <= 0 && (cards.length == nil || cards.pageBy == .frame) {
                d.add(c["contentInset"].path, "leaves \(JSONValue.format(Double(free))) pt of the \(JSONValue.format(Double(screen[axis]))) pt screen for a page; make the \(axis == .horizontal ? "left and right" : "top and bottom") insets smaller")
            }
        case let .hiddenPager(_, _, _, inset, configuration):
            let page = configuration.pageSize(viewSize: screen, contentInset: inset)[axis]
            if page <= 0 {
                d.add(c["pagingConfiguration"].path, "resolves to a page \(JSONValue.format(Double(page))) pt long on the \(axis.rawValue) axis; use a positive size, or smaller sizeInsets and content insets")
            }
        case .free, .nativePaging, .overflowing, .unevenPairs, .pageOffsets(.offsets, _):
            break
        }
    }
}
