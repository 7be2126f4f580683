import Foundation

/// Baseline: `isPagingEnabled` with page = bounds; content = pages × screen length.
public struct NativePagingStrategy: PagingStrategy {
    public var pages: Int

    public init(pages: Int) { self.pages = pages }

    public func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
        ScrollView(frame: CGRect(origin: .zero, size: screen),
                   contentSize: CGSize(length: CGFloat(pages) * screen[axis], crossLength: screen[axis.cross], along: axis),
                   isPagingEnabled: true,
                   decelerationRate: decelerationRate ?? .normal)
    }
}
