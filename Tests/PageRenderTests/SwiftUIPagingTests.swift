import Foundation
import Testing
@testable import PageRender

/// SwiftUI `.paging`: native paging by the bounds from 0 over container-relative items; a safe
/// area shows the FB16486510 drift (docs/strategies.md, "swiftui-paging").
@Suite struct SwiftUIPagingTests {
    /// Landscape-like 59-pt safe area on a 390-pt screen: items 390 - 118 = 272 long, insets
    /// 59 each side, range [-59, 8 * 272 + 59 - 390] = [-59, 1845]; pages 390 k.
    static func strategy(safeArea: Double) -> SwiftUIPagingStrategy {
        let length = SwiftUIPagingStrategy.containerLength(boundsLength: 390, safeArea: (safeArea, safeArea))
        return SwiftUIPagingStrategy(row: ItemRow(count: 8, length: length, crossLength: 300),
                                     safeArea: (safeArea, safeArea), axis: .horizontal)
    }

    @Test func safeAreaShortensItemsAndAddsToTheInsets() {
        let s = Self.strategy(safeArea: 59)
        #expect(s.row.length(0) == 272 && s.row.leadingInset == 59 && s.row.trailingInset == 59)
        #expect(s.row.offsetRange(boundsLength: 390) == -59...1845)
        let view = s.makeScrollView(screen: CGSize(width: 390, height: 844), axis: .horizontal, decelerationRate: nil)
        #expect(view.isPagingEnabled && view.pageLength(.horizontal) == 390 && view.pagingOrigin == .zero)
        #expect(view.contentOffset.x == -59)
    }

    @Test func pagesDriftFromTheItemsWithASafeArea() throws {
        // Two swipes of 200 pt in 50 ms: from -59 (release 141, u = 0.36 -> 1) to 390, then from
        // 390 (release 590, u = 1.51 -> 2) to 780. Item k aligned would be at 272 k - 59: 213, 485,
        // so the drift is 177 then 295 pt (118 k + 59).
        let gestures = [swipe(200, over: 50, from: -59), swipe(200, over: 50)]
        let t = try simulate(makeScenario(gestures, width: 390, height: 844), Self.strategy(safeArea: 59))
        #expect(t.releases.map(\.target.x) == [390, 780])
        // Without a safe area items are the bounds and pages land on them: 390, 780.
        let aligned = try simulate(makeScenario([swipe(200, over: 50, from: 0), swipe(200, over: 50)], width: 390, height: 844),
                                   Self.strategy(safeArea: 0))
        #expect(aligned.releases.map(\.target.x) == [390, 780])
        #expect(Self.strategy(safeArea: 0).row.start(2) == 780)
    }

    @Test func safeAreaZeroMatchesNativePagingOnTheSameItems() throws {
        // The same swipes under native paging (8 pages of 390) give the same samples.
        let gestures = [swipe(150, over: 60, from: 0), swipe(-90, over: 200)]
        let a = try simulate(makeScenario(gestures, width: 390, height: 844), Self.strategy(safeArea: 0))
        let b = try simulate(makeScenario(gestures, strategy: .nativePaging(pages: 8), width: 390, height: 844))
        #expect(a.samples == b.samples)
    }
}
