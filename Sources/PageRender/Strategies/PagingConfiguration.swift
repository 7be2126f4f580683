import Foundation

/// How the hidden pager pages (seed 003, CustomPageableCollectionView's `pagingConfiguration`),
/// with the library's names: the page size per axis, where a page rests in the visible view, and
/// which insets count. The defaults are the library's: full-size pages aligned top and leading,
/// every content-inset edge used, no extra insets.
struct PagingConfiguration: Sendable, Equatable {
    /// The size of each page.
    var size: Size
    /// Where a resting page sits in the visible area.
    var alignment: Alignment
    /// The adjustedContentInset edges taken into account for sizes and positions.
    var contentInsetEdgesToUse: RectEdges
    /// Extra offsets of the resting position (e.g. left 100: pages stop 100 pt from the leading edge).
    var positionInsets: EdgeInsets
    /// Extra insets that shrink the available area a fractional size is measured against (and
    /// move the positions like the used content insets do).
    var sizeInsets: EdgeInsets

    init(size: Size = .full, alignment: Alignment = Alignment(), contentInsetEdgesToUse: RectEdges = .all,
                positionInsets: EdgeInsets = .zero, sizeInsets: EdgeInsets = .zero) {
        self.size = size
        self.alignment = alignment
        self.contentInsetEdgesToUse = contentInsetEdgesToUse
        self.positionInsets = positionInsets
        self.sizeInsets = sizeInsets
    }

    /// One axis of a page size.
    enum Dimension: Sendable, Equatable {
        /// The axis does not page: the pager spans the available length and adds no offset.
        case unused
        /// A length in pt.
        case absolute(CGFloat)
        /// A fraction of the available length (1 = the whole visible area minus the insets).
        case fractional(CGFloat)

        /// The page length for an available length.
        func resolve(_ available: CGFloat) -> CGFloat {
            switch self {
            case .unused: return available
            case let .absolute(value): return value
            case let .fractional(ratio): return ratio * available
            }
        }

        var isUnused: Bool { self == .unused }
    }

    /// The page size, per axis; an axis not given is unused.
    struct Size: Sendable, Equatable {
        var width: Dimension
        var height: Dimension

        init(width: Dimension = .unused, height: Dimension = .unused) {
            self.width = width
            self.height = height
        }

        static func absolute(width: CGFloat) -> Size { Size(width: .absolute(width)) }
        static func absolute(height: CGFloat) -> Size { Size(height: .absolute(height)) }
        static func fractional(width: CGFloat) -> Size { Size(width: .fractional(width)) }
        static func fractional(height: CGFloat) -> Size { Size(height: .fractional(height)) }
        /// fractional(width: 1).
        static let fullWidth = fractional(width: 1)
        /// fractional(height: 1).
        static let fullHeight = fractional(height: 1)
        /// Both axes fractional 1: the default.
        static let full = Size(width: .fractional(1), height: .fractional(1))

        subscript(axis: Axis) -> Dimension { axis == .horizontal ? width : height }
    }

    struct Alignment: Sendable, Equatable {
        var vertical: Vertical
        var horizontal: Horizontal

        init(vertical: Vertical = .top, horizontal: Horizontal = .leading) {
            self.vertical = vertical
            self.horizontal = horizontal
        }

        enum Vertical: String, Sendable, Equatable, CaseIterable { case top, center, bottom }
        enum Horizontal: String, Sendable, Equatable, CaseIterable { case leading, center, trailing }
    }

    /// UIKit's `UIRectEdge`.
    struct RectEdges: OptionSet, Sendable, Hashable {
        let rawValue: Int
        init(rawValue: Int) { self.rawValue = rawValue }

        static let top = RectEdges(rawValue: 1)
        static let left = RectEdges(rawValue: 2)
        static let bottom = RectEdges(rawValue: 4)
        static let right = RectEdges(rawValue: 8)
        static let all: RectEdges = [.top, .left, .bottom, .right]
        /// The names the scenario file uses, in UIKit's order.
        static let named: [(name: String, edge: RectEdges)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]
    }
}
