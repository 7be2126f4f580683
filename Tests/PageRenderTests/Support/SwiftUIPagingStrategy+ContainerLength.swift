@testable import PageRender

extension SwiftUIPagingStrategy {
    /// The container length items default to under `containerRelativeFrame`: W minus the safe area.
    static func containerLength(boundsLength w: Double, safeArea: (leading: Double, trailing: Double)) -> Double {
        w - safeArea.leading - safeArea.trailing
    }
}
