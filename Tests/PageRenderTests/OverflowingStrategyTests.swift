import Foundation
import Testing
@testable import PageRender

/// Seed 000: native paging on a scroll view L + S long, centred on the screen.
@Suite struct OverflowingStrategyTests {
    let demo = OverflowingGeometry(screen: CGSize(width: 375, height: 667), axis: .horizontal, pages: 100, separator: 100, rtl: false)
    let spec = StrategySpec.overflowing(pages: 100, separator: 100, rtl: false)
    let rtlSpec = StrategySpec.overflowing(pages: 100, separator: 100, rtl: true)

    @Test func demoGeometry() {
        #expect(demo.pageLength == 475)
        #expect(demo.scrollViewFrame == CGRect(x: -50, y: 0, width: 475, height: 667))
        #expect(demo.contentSize == CGSize(width: 47_500, height: 667))
        #expect(demo.pageRect(3) == CGRect(x: 1425, y: 0, width: 475, height: 667))
        #expect(demo.bodyRect(3) == CGRect(x: 1475, y: 0, width: 375, height: 667))
        #expect(demo.leadingStripRect(3) == CGRect(x: 1425, y: 0, width: 50, height: 667))
        #expect(demo.trailingStripRect(3) == CGRect(x: 1850, y: 0, width: 50, height: 667))
        #expect(demo.separator(after: 0) == .inner && demo.separator(after: 1) == .outer && demo.separator(after: 98) == .inner)
        #expect(demo.separatorRect(after: 0) == CGRect(x: 425, y: 0, width: 100, height: 667))
    }

    /// At rest the body is exactly the screen; dragged d past rest the separator spans [W - d, W + S - d].
    @Test func screenPositions() {
        #expect(demo.screenPosition(ofContent: demo.bodyRect(2).minX, offset: demo.restingOffset(page: 2)) == 0)
        #expect(demo.screenPosition(ofContent: demo.bodyRect(2).maxX, offset: demo.restingOffset(page: 2)) == 375)
        let d: CGFloat = 30
        let separator = demo.separatorRect(after: 0)
        #expect(demo.screenPosition(ofContent: separator.minX, offset: d) == 375 - d)
        #expect(demo.screenPosition(ofContent: separator.maxX, offset: d) == 475 - d)
    }

    @Test func rightToLeftMirrorsTheContent() {
        let rtl = OverflowingGeometry(screen: CGSize(width: 375, height: 667), axis: .horizontal, pages: 100, separator: 100, rtl: true)
        #expect(rtl.firstPageOffset == 47_025)
        #expect(rtl.restingOffset(page: 1) == 46_550)
        #expect(rtl.pageRect(0) == CGRect(x: 47_025, y: 0, width: 475, height: 667))
        #expect(rtl.leadingStripRect(0) == CGRect(x: 47_450, y: 0, width: 50, height: 667))
        #expect(rtl.trailingStripRect(0) == CGRect(x: 47_025, y: 0, width: 50, height: 667))
        #expect(rtl.separatorRect(after: 0) == CGRect(x: 46_975, y: 0, width: 100, height: 667))
    }

    @Test func verticalGeometry() {
        let v = OverflowingGeometry(screen: CGSize(width: 375, height: 667), axis: .vertical, pages: 10, separator: 40, rtl: false)
        #expect(v.scrollViewFrame == CGRect(x: 0, y: -20, width: 375, height: 707))
        #expect(v.contentSize == CGSize(width: 375, height: 7070))
        #expect(v.bodyRect(1) == CGRect(x: 0, y: 727, width: 375, height: 667))
    }

    @Test func scrollViewPagesByTheWiderFrame() {
        let view = spec.makeStrategy(axis: .horizontal).makeScrollView(screen: StrategyRun.phone, axis: .horizontal, decelerationRate: nil)
        #expect(view.isPagingEnabled && view.pageLength(.horizontal) == 475 && view.contentOffset == .zero)
        #expect(view.decelerationRate == .normal)
        let rtlView = rtlSpec.makeStrategy(axis: .horizontal).makeScrollView(screen: StrategyRun.phone, axis: .horizontal, decelerationRate: nil)
        #expect(rtlView.contentOffset.x == 47_025)
        let layout = spec.layout(screen: StrategyRun.phone, axis: .horizontal)
        #expect(layout.scrollViewFrame.minX == -50 && layout.items.count == 100)
        #expect(layout.snapOffsets.prefix(3) == [0, 475, 950] && layout.snapOffsets.last == 47_025)
    }

    /// Page P = 475 and u = offset / P: a flick (|v| > 0.3) turns one page in its direction, a slow
    /// release takes the nearer page (floor(u + 0.5)); the edges stay put.
    @Test(arguments: [
        (Gesture.fling(offset: 100, velocity: 2), 475.0),
        (.fling(offset: 100, velocity: -2), 0),
        (.fling(offset: 600, velocity: -0.1), 475),          // u = 1.26 -> floor(1.76) = 1
        (.fling(offset: 800, velocity: 0.1), 950),           // u = 1.68 -> floor(2.18) = 2
        (StrategyRun.swipe(150, in: 100), 475),              // u = 0.32, v = 1.5 -> ceil
        (StrategyRun.swipe(250, in: 1000), 475),             // u = 0.53, v = 0.25 -> half-page rule
        (StrategyRun.swipe(200, in: 1000), 0),               // u = 0.42, v = 0.2 -> back
        (StrategyRun.swipe(-150, in: 100, from: 950), 475),  // u = 1.68, v = -1.5 -> floor
        (StrategyRun.swipe(-100, in: 100), 0),               // first page, dragged past the edge
        (StrategyRun.swipe(150, in: 100, from: 47_025), 47_025), // last page, past the far edge
    ])
    func restsOnThePageUIKitChooses(gesture: Gesture, expected: Double) throws {
        #expect(try StrategyRun.rest(spec, [gesture]) == CGFloat(expected))
    }

    /// Right to left: reading forward is a finger moving right (contentOffset decreasing).
    @Test func rightToLeftPagesForwardWithNegativeDistances() throws {
        #expect(try StrategyRun.rest(rtlSpec, [StrategyRun.swipe(-150, in: 100)]) == 46_550)
        #expect(try StrategyRun.rest(rtlSpec, [StrategyRun.swipe(150, in: 100)]) == 47_025)
        #expect(try StrategyRun.rest(rtlSpec, [StrategyRun.swipe(150, in: 100, from: 0)]) == 475)
    }

    /// Vertical: page = 667 + 100 = 767, the frame hangs 50 pt above and below the screen.
    @Test func pagesVertically() throws {
        #expect(try StrategyRun.rest(spec, axis: .vertical, [StrategyRun.swipe(150, in: 100)]) == 767)
        #expect(try StrategyRun.rest(spec, axis: .vertical, [StrategyRun.swipe(-150, in: 100, from: 1534)]) == 767)
        let t = try StrategyRun.timeline(spec, axis: .vertical, [StrategyRun.swipe(150, in: 100)])
        #expect(t.rest.offset.x == 0)
    }
}
