import Foundation

/// How the hidden pager pages (seed 003, CustomPageableCollectionView's `pagingConfiguration`),
/// with the library's names: the page size per axis, where a page rests in the visible view, and
/// which insets count. The defaults are the library's: full-size pages aligned top and leading,
/// every content-inset edge used, no extra insets.
public struct PagingConfiguration: Sendable, Equatable {
    /// The size of each page.
    public var size: Size
    /// Where a resting page sits in the visible area.
    public var alignment: Alignment
    /// The adjustedContentInset edges taken into account for sizes and positions.
    public var contentInsetEdgesToUse: RectEdges
    /// Extra offsets of the resting position (e.g. left 100: pages stop 100 pt from the leading edge).
    public var positionInsets: EdgeInsets
    /// Extra insets that shrink the available area a fractional size is measured against (and
    /// move the positions like the used content insets do).
    public var sizeInsets: EdgeInsets

    public init(size: Size = .full, alignment: Alignment = Alignment(), contentInsetEdgesToUse: RectEdges = .all,
                positionInsets: EdgeInsets = .zero, sizeInsets: EdgeInsets = .zero) {
        self.size = size
        self.alignment = alignment
        self.contentInsetEdgesToUse = contentInsetEdgesToUse
        self.positionInsets = positionInsets
        self.sizeInsets = sizeInsets
    }

    /// One axis of a page size.
    public enum Dimension: Sendable, Equatable {
        /// The axis does not page: the pager spans the available length and adds no offset.
        case unused
        /// A length in pt.
        case absolute(CGFloat)
        /// A fraction of the available length (1 = the whole visible area minus the insets).
        case fractional(CGFloat)

        /// The page length for an available length.
        public func resolve(_ available: CGFloat) -> CGFloat {
            switch self {
            case .unused: return available
            case let .absolute(value): return value
            case let .fractional(ratio): return ratio * available
            }
        }

        public var isUnused: Bool { self == .unused }
    }

    /// The page size, per axis; an axis not given is unused.
    public struct Size: Sendable, Equatable {
        public var width: Dimension
        public var height: Dimension

        public init(width: Dimension = .unused, height: Dimension = .unused) {
            self.width = width
            self.height = height
        }

        public static func absolute(width: CGFloat) -> Size { Size(width: .absolute(width)) }
        public static func absolute(height: CGFloat) -> Size { Size(height: .absolute(height)) }
        public static func fractional(width: CGFloat) -> Size { Size(width: .fractional(width)) }
        public static func fractional(height: CGFloat) -> Size { Size(height: .fractional(height)) }
        /// fractional(width: 1).
        public static let fullWidth = fractional(width: 1)
        /// fractional(height: 1).
        public static let fullHeight = fractional(height: 1)
        /// Both axes fractional 1: the default.
        public static let full = Size(width: .fractional(1), height: .fractional(1))

        public subscript(axis: Axis) -> Dimension { axis == .horizontal ? width : height }
    }

    public struct Alignment: Sendable, Equatable {
        public var vertical: Vertical
        public var horizontal: Horizontal

        public init(vertical: Vertical = .top, horizontal: Horizontal = .leading) {
            self.vertical = vertical
            self.horizontal = horizontal
        }

        public enum Vertical: String, Sendable, Equatable, CaseIterable { case top, center, bottom }
        public enum Horizontal: String, Sendable, Equatable, CaseIterable { case leading, center, trailing }
    }

    /// UIKit's `UIRectEdge`.
    public struct RectEdges: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let top = RectEdges(rawValue: 1)
        public static let left = RectEdges(rawValue: 2)
        public static let bottom = RectEdges(rawValue: 4)
        public static let right = RectEdges(rawValue: 8)
        public static let all: RectEdges = [.top, .left, .bottom, .right]
        /// The names the scenario file uses, in UIKit's order.
        public static let named: [(name: String, edge: RectEdges)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]
    }
}
