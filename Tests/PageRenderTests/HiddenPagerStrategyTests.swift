import Foundation
import Testing
@testable import PageRender

/// Seed 003: PagingConfiguration resolved as docs/strategies.md ("hidden-pager") says, and the hidden pager on the engine.
@Suite struct HiddenPagerStrategyTests {
    typealias Config = PagingConfiguration
    static let phone = CGSize(width: 390, height: 844)

    static func delta(_ c: Config, inset: EdgeInsets = .zero) -> CGPoint {
        c.delta(viewSize: phone, contentInset: inset)
    }

    // MARK: Resolution

    /// The worked example of docs/strategies.md: W 390, absolute width 194, centred: delta = -98.
    @Test func workedExample() {
        let c = Config(size: .absolute(width: 194), alignment: .init(horizontal: .center))
        #expect(c.pageSize(viewSize: Self.phone, contentInset: .zero) == CGSize(width: 194, height: 844))
        #expect(Self.delta(c) == CGPoint(x: -98, y: 0))
        let s = HiddenPagerStrategy(axis: .horizontal, items: 5, itemSize: CGSize(width: 194, height: 400), configuration: c)
        #expect(s.restingOffsets(screen: Self.phone) == [-98, 96, 290, 484, 678])
    }

    /// The README's three configurations.
    @Test func readmeConfigurations() {
        let leading = Config(size: .absolute(width: 100), positionInsets: EdgeInsets(left: 100))
        #expect(Self.delta(leading) == CGPoint(x: -100, y: 0))
        let centred = Config(size: .fractional(height: 0.5), alignment: .init(vertical: .center))
        #expect(centred.pageSize(viewSize: Self.phone, contentInset: .zero).height == 422)
        #expect(Self.delta(centred) == CGPoint(x: 0, y: -211))
        let bottom = Config(size: .fractional(height: 0.5), alignment: .init(vertical: .bottom), sizeInsets: EdgeInsets(top: 10, bottom: 10))
        #expect(bottom.pageSize(viewSize: Self.phone, contentInset: .zero).height == 412)
        #expect(Self.delta(bottom) == CGPoint(x: 0, y: -422))
    }

    @Test func alignmentsWithInsets() {
        let inset = EdgeInsets(left: 20, right: 30)
        func d(_ h: Config.Alignment.Horizontal, edges: Config.RectEdges = .all) -> CGFloat {
            Self.delta(Config(size: .fractional(width: 0.5), alignment: .init(horizontal: h), contentInsetEdgesToUse: edges), inset: inset).x
        }
        // I = 20/30: available 340, page 170.
        #expect(d(.leading) == -20)
        #expect(d(.center) == -105)    // -(20 + 340/2) + 170/2
        #expect(d(.trailing) == -190)  // -390 + 170 + 30
        // Left and right insets ignored: available 390, page 195.
        #expect(d(.leading, edges: [.top, .bottom]) == 0)
        #expect(d(.center, edges: [.top, .bottom]) == -97.5)
        // Trailing with a position inset: the page's trailing edge rests 10 pt from the screen's.
        #expect(Self.delta(Config(size: .absolute(width: 194), alignment: .init(horizontal: .trailing), positionInsets: EdgeInsets(right: 10))).x == -186)
        // sizeInsets move positions like used content insets.
        #expect(Self.delta(Config(size: .absolute(width: 194), sizeInsets: EdgeInsets(left: 10))).x == -10)
        // Top alignment on the vertical axis uses the top insets.
        #expect(Self.delta(Config(size: .absolute(height: 300)), inset: EdgeInsets(top: 44)).y == -44)
    }

    @Test func presetsAndUnusedAxes() {
        #expect(Config.Size.full == Config.Size(width: .fractional(1), height: .fractional(1)))
        #expect(Config.Size.fullWidth == Config.Size(width: .fractional(1)) && Config.Size.fullHeight == Config.Size(height: .fractional(1)))
        #expect(Config().size == .full && Config().alignment == .init(vertical: .top, horizontal: .leading))
        // The default (full, top/leading) with a top inset: pages are the view minus the inset.
        #expect(Config().pageSize(viewSize: Self.phone, contentInset: EdgeInsets(top: 44)) == CGSize(width: 390, height: 800))
        #expect(Self.delta(Config(), inset: EdgeInsets(top: 44)) == CGPoint(x: 0, y: -44))
        // Available length never below 0.
        let squeezed = Config(size: .fractional(width: 1), sizeInsets: EdgeInsets(left: 300, right: 300))
        #expect(squeezed.pageSize(viewSize: Self.phone, contentInset: .zero).width == 0)
    }

    // MARK: The pager

    static let demo = HiddenPagerStrategy(axis: .horizontal, items: 5, itemSize: CGSize(width: 194, height: 400),
                                          configuration: Config(size: .absolute(width: 194), alignment: .init(horizontal: .center)))

    @Test func thePagerIsOnePageBig() {
        let pager = Self.demo.makeScrollView(screen: Self.phone, axis: .horizontal, decelerationRate: nil)
        #expect(pager.frame == CGRect(x: 98, y: 0, width: 194, height: 844))
        #expect(pager.contentSize == CGSize(width: 970, height: 844) && pager.contentInset == .zero)
        #expect(pager.isPagingEnabled && pager.pageLength(.horizontal) == 194 && pager.contentOffset == .zero)
        #expect(Self.demo.visibleContentOffset(of: pager) == CGPoint(x: -98, y: 0))
        #expect(Self.demo.drivesHiddenPager)
        let layout = Self.demo.layout(screen: Self.phone, axis: .horizontal)
        #expect(layout.pagerFrame == pager.frame && layout.scrollViewFrame == CGRect(origin: .zero, size: Self.phone))
        #expect(layout.items[1] == CGRect(x: 194, y: 222, width: 194, height: 400))
    }

    /// visible -> pager -> visible round-trips for every alignment; for leading the original
    /// would have subtracted the delta again (pager = visible - 100 instead of + 100).
    @Test func intendedInverse() {
        for h in Config.Alignment.Horizontal.allCases {
            let s = HiddenPagerStrategy(axis: .horizontal, items: 20, itemSize: CGSize(width: 100, height: 100),
                                        configuration: Config(size: .absolute(width: 100), alignment: .init(horizontal: h), positionInsets: EdgeInsets(left: 100, right: 7)))
            var pager = s.makeScrollView(screen: Self.phone, axis: .horizontal, decelerationRate: nil)
            pager.contentOffset = s.drivenContentOffset(forVisible: CGPoint(x: 333, y: 0), of: pager)
            #expect(s.visibleContentOffset(of: pager) == CGPoint(x: 333, y: 0))
            if h == .leading { #expect(pager.contentOffset.x == 433) }
        }
    }

    @Test func lastPageMayBePartial() {
        let s = HiddenPagerStrategy(axis: .horizontal, items: 5, itemSize: CGSize(width: 100, height: 100),
                                    configuration: Config(size: .absolute(width: 150)))
        #expect(s.restingOffsets(screen: Self.phone) == [0, 150, 300, 350])
    }

    // MARK: End to end

    static let demoSpec = StrategySpec.hiddenPager(items: 5, itemSize: CGSize(width: 194, height: 400), spacing: 0, contentInset: .zero,
                                                   configuration: Config(size: .absolute(width: 194), alignment: .init(horizontal: .center)))

    /// Pager page = 194: one page per swipe from the pager's u = pager offset / 194.
    @Test(arguments: [
        (StrategyRun.swipe(60, in: 100), 96.0),                 // pager 60: u 0.31, v 0.6 -> 1
        (StrategyRun.swipe(150, in: 50), 96),                   // v 3: still one page
        (StrategyRun.swipe(80, in: 1000), -98),                 // slow: u 0.41 -> 0
        (StrategyRun.swipe(120, in: 1000), 96),                 // slow: u 0.62 -> 1
        (StrategyRun.swipe(-60, in: 100), -98),                 // first page, past the edge
        (StrategyRun.swipe(60, in: 100, from: 678), 678),       // last page, past the edge
        (StrategyRun.swipe(-150, in: 50, from: 290), 96),       // backward: pager 238 -> 1
        (Gesture.fling(offset: -48, velocity: 1), 96),          // fling offsets are the visible view's
    ] as [(Gesture, Double)])
    func demoRestsOnCentredPages(gesture: Gesture, expected: Double) throws {
        #expect(try StrategyRun.rest(Self.demoSpec, screen: Self.phone, [gesture]) == CGFloat(expected))
    }

    /// The visible view follows the pager at delta = -98 in every frame, and releases report
    /// visible offsets.
    @Test func visibleFollowsThePager() throws {
        let t = try StrategyRun.timeline(Self.demoSpec, screen: Self.phone, [StrategyRun.swipe(60, in: 100), StrategyRun.swipe(-150, in: 50)])
        #expect(t.samples.allSatisfy { $0.pager != nil })
        for sample in t.samples { #expect(sample.pager!.x - 98 == sample.offset.x) }
        #expect(t.releases[0].offset.x == -38 && t.releases[0].target.x == 96)
        #expect(t.rest.offset.x == -98)
    }

    @Test func vertical() throws {
        let centred = StrategySpec.hiddenPager(items: 8, itemSize: CGSize(width: 390, height: 422), spacing: 0, contentInset: .zero,
                                               configuration: Config(size: .fractional(height: 0.5), alignment: .init(vertical: .center)))
        #expect(try StrategyRun.rest(centred, axis: .vertical, screen: Self.phone, [StrategyRun.swipe(200, in: 100)]) == 211)
        #expect(try StrategyRun.rest(centred, axis: .vertical, screen: Self.phone, [StrategyRun.swipe(-200, in: 100, from: 633)]) == 211)
        let bottom = StrategySpec.hiddenPager(items: 8, itemSize: CGSize(width: 390, height: 412), spacing: 0, contentInset: .zero,
                                              configuration: Config(size: .fractional(height: 0.5), alignment: .init(vertical: .bottom),
                                                                    sizeInsets: EdgeInsets(top: 10, bottom: 10)))
        let t = try StrategyRun.timeline(bottom, axis: .vertical, screen: Self.phone, [StrategyRun.swipe(200, in: 100)])
        #expect(t.rest.offset == CGPoint(x: 0, y: -10) && t.samples.last?.pager == CGPoint(x: 0, y: 412))
    }
}
