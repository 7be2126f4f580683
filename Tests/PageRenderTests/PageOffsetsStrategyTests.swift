import Foundation
import Testing
@testable import PageRender

/// Seed 002: ScrollPageController and the page-offsets strategy ("Today's deals").
@Suite struct PageOffsetsStrategyTests {
    let controller = ScrollPageController()

    // MARK: pageOffset

    @Test(arguments: [
        // offset, velocity, pages, expected
        (40.0, 0.0, [0.0, 100, 300], 0.0),
        (60, 0, [0, 100, 300], 100),
        (50, 0, [0, 100, 300], 0),            // exact tie: lowest index
        (50, 0, [100, 0], 100),               // exact tie: lowest index, whatever the value
        (40, 0.2, [0, 100, 300], 100),        // 0.2 itself is a swipe
        (40, 0.19999, [0, 100, 300], 0),
        (40, -0.2, [0, 100, 300], 0),         // no previous page: stay
        (160, -1, [0, 100, 300], 0),
        (290, 0.5, [0, 100, 300], 300),       // no next page: stay
        (10, 1, [300, 0, 100], 100),          // next in array order ...
        (290, 1, [300, 0, 100], 0),           // ... even when it lies behind
        (290, -1, [300, 0, 100], 300),
        (100, 1, [0, 100, 100, 300], 100),    // duplicates: first match, then the next index
        (-500, -3, [0, 100], 0),
    ])
    func pageOffset(offset: Double, velocity: Double, pages: [Double], expected: Double) {
        #expect(controller.pageOffset(for: CGFloat(offset), velocity: CGFloat(velocity), in: pages.map { CGFloat($0) }) == CGFloat(expected))
    }

    @Test func noPagesGiveNil() {
        #expect(controller.pageOffset(for: 10, velocity: 1, in: []) == nil)
        #expect(controller.pageFraction(for: 10, in: []) == nil)
    }

    // MARK: pageFraction

    @Test(arguments: [
        (1.0, [0.0, 100, 300], 0.01),          // exactly 0.01: 0 + 1 / 100
        (100, [0, 100, 300], 1),
        (200, [0, 100, 300], 1.5),
        (200.1, [0, 100, 300], 1.5005),       // 1 + 100.1/200; a lerp would give 1.5005000000000002
        (200, [0, 100, 400], 1.3333333333333333), // 1 + 100/300; times the reciprocal: ...335
        (-5, [0, 100, 300], 0),
        (400, [0, 100, 300], 2),
        (200, [300, 0, 100], 1.5),            // sorted first
        (100, [0, 100, 100, 300], 1),         // first of equal offsets
        (150, [0, 100, 100, 300], 2.25),      // previous = the last offset <= 150
        (100, [50], 0),
        (0, [50], 0),
    ])
    func pageFraction(offset: Double, pages: [Double], expected: Double) {
        #expect(controller.pageFraction(for: CGFloat(offset), in: pages.map { CGFloat($0) }) == CGFloat(expected))
    }

    @Test func pageControlRoundsHalfAwayFromZero() {
        #expect([0.49, 0.5, 1.49, 1.5, 2.5].map { ScrollPageController.currentPage(forFraction: $0) } == [0, 1, 1, 2, 3])
    }

    // MARK: Recipes

    /// Today's deals: 375 wide, insets 40/40, cards 295 long 24 apart: content 933.
    func dealsView() -> ScrollView {
        PageOffsetsStrategy(axis: .horizontal, pages: .cards(PageCards(count: 3, spacing: 24)), contentInset: EdgeInsets(left: 40, right: 40))
            .makeScrollView(screen: CGSize(width: 375, height: 812), axis: .horizontal, decelerationRate: nil)
    }

    @Test func recipes() {
        let view = dealsView()
        #expect(view.contentSize == CGSize(width: 933, height: 812) && view.contentOffset == CGPoint(x: -40, y: 0))
        #expect(view.decelerationRate == .fast)
        // By subviews: minX - 40 for cards at 0, 319, 638.
        let cards = PageCards(count: 3, spacing: 24).cardRects(viewSize: view.frame.size, inset: view.contentInset, axis: .horizontal, crossLength: 812)
        #expect(cards.map(\.minX) == [0, 319, 638] && cards[0].width == 295)
        #expect(ScrollPageController.pageOffsets(bySubviews: cards, in: view, axis: .horizontal) == [-40, 279, 598])
        // By frame: page 375 - 80 = 295, n = ceil(933 / 295) = 4.
        #expect(ScrollPageController.pageOffsetsByFrame(of: view, axis: .horizontal) == [-40, 255, 550, 845])
        // Vertical by frame: 812 - 20 = 792, n = ceil(2000 / 792) = 3.
        let tall = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), contentSize: CGSize(width: 375, height: 2000),
                              contentInset: EdgeInsets(top: 20))
        #expect(ScrollPageController.pageOffsetsByFrame(of: tall, axis: .vertical) == [-20, 772, 1564])
    }

    @Test func layoutShowsCardsAndReachableOffsets() {
        let spec = StrategySpec.pageOffsets(pages: .cards(PageCards(count: 3, spacing: 24, pageBy: .frame)), contentInset: EdgeInsets(left: 40, right: 40))
        let layout = spec.layout(screen: CGSize(width: 375, height: 812), axis: .horizontal)
        #expect(layout.items.count == 3 && layout.snapOffsets == [-40, 255, 550, 598])
        let offsets = StrategySpec.pageOffsets(pages: .offsets([500, 0, 1000]), contentInset: .zero).layout(screen: StrategyRun.phone, axis: .vertical)
        #expect(offsets.snapOffsets == [0, 500, 1000] && offsets.contentSize == CGSize(width: 375, height: 1667))
        // Bare offsets: the pages between them are the items the demo look draws (by hand: sorted
        // 0, 500, 1000 on a 667-pt screen, content 1000 + 667 = 1667; the last page runs to the
        // content's end), and one page-control dot per offset.
        #expect(offsets.items == [CGRect(x: 0, y: 0, width: 375, height: 500), CGRect(x: 0, y: 500, width: 375, height: 500),
                                  CGRect(x: 0, y: 1000, width: 375, height: 667)])
        #expect(offsets.pageCount == 3 && layout.pageCount == 4)
    }

    // MARK: End to end

    static let deals = StrategySpec.pageOffsets(pages: .cards(PageCards(count: 3, spacing: 24)), contentInset: EdgeInsets(left: 40, right: 40))
    static let dealsScreen = CGSize(width: 375, height: 812)

    /// Pages -40, 279, 598; the nearest page to the *release* offset, then one page with |v| >= 0.2.
    @Test(arguments: [
        (StrategyRun.swipe(120, in: 100), 279.0),             // release 80: nearest -40, next
        (StrategyRun.swipe(30, in: 100), 279),                // v = 0.3: still a swipe
        (StrategyRun.swipe(200, in: 1000), 279),              // v = 0.2 < 0.25: no momentum, nearest to 160
        (StrategyRun.swipe(100, in: 1000), -40),              // nearest to 60
        (Gesture.fling(offset: 100, velocity: 3), 279),       // proposed 397.5 would pick 598
        (StrategyRun.swipe(-120, in: 100, from: 598), 279),   // release 478: nearest 598, previous
        (StrategyRun.swipe(120, in: 100, from: 598), 598),    // past the far edge
        (StrategyRun.swipe(-100, in: 100), -40),              // past the near edge
    ] as [(Gesture, Double)])
    func dealsRestOnACard(gesture: Gesture, expected: Double) throws {
        #expect(try StrategyRun.rest(Self.deals, screen: Self.dealsScreen, [gesture]) == CGFloat(expected))
    }

    @Test func frameRecipeEndToEnd() throws {
        let spec = StrategySpec.pageOffsets(pages: .cards(PageCards(count: 3, spacing: 24, pageBy: .frame)), contentInset: EdgeInsets(left: 40, right: 40))
        #expect(try StrategyRun.rest(spec, screen: Self.dealsScreen, [StrategyRun.swipe(120, in: 100)]) == 255)
    }

    @Test func pageFractionDrivesThePageControl() throws {
        let t = try StrategyRun.timeline(Self.deals, screen: Self.dealsScreen, [StrategyRun.swipe(120, in: 100)])
        #expect(t.samples.first?.page == 0 && t.samples.last?.page == 1)
        // Between the first two pages the fraction is (x + 40) / 319 (x pixel-rounded: 0.25 pt).
        let moving = t.samples.filter { $0.offset.x > -40 && $0.offset.x < 279 }
        #expect(moving.count > 5)
        for sample in moving {
            #expect(abs(sample.page! - Double(sample.offset.x + 40) / 319) <= 0.25 / 319)
        }
    }

    /// Vertical explicit offsets: content 1000 + 667; release 100 at 1 pt/ms -> next page 500.
    @Test func pagesVertically() throws {
        let spec = StrategySpec.pageOffsets(pages: .offsets([0, 500, 1000]), contentInset: .zero)
        let t = try StrategyRun.timeline(spec, axis: .vertical, [StrategyRun.swipe(100, in: 100)])
        #expect(t.rest.offset == CGPoint(x: 0, y: 500) && t.samples.last?.page == 1)
        #expect(try StrategyRun.rest(spec, axis: .vertical, [StrategyRun.swipe(-100, in: 100, from: 1000)]) == 500)
    }
}
