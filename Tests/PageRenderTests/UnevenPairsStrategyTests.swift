import Foundation
import Testing
@testable import PageRender

/// Seeds 001/004: pairs with s/2 section insets, snapped in willEndDragging.
@Suite struct UnevenPairsStrategyTests {
    /// The demo: W = Iw = 375, s = 50, so Pw = 800; items at 25, 400, 825, 1200, ...
    let demo = UnevenPairsGeometry(viewLength: 375, crossLength: 667, axis: .horizontal, pairs: 300, spacing: 50, itemLength: 375)

    static func spec(weakSwipeFix: Bool = true, clamp: Bool = false, itemWidth: Double? = nil, pairs: Int = 300, spacing: Double = 50) -> StrategySpec {
        .unevenPairs(pairs: pairs, spacing: spacing, itemWidth: itemWidth, weakSwipeFix: weakSwipeFix, clamp: clamp)
    }

    static func strategy(weakSwipeFix: Bool = true, clamp: Bool = false, itemWidth: CGFloat? = nil, pairs: Int = 300, spacing: CGFloat = 50) -> UnevenPairsStrategy {
        UnevenPairsStrategy(axis: .horizontal, pairs: pairs, spacing: spacing, itemLength: itemWidth, weakSwipeFix: weakSwipeFix, clamp: clamp)
    }

    @Test func demoLayout() {
        #expect(demo.pairLength == 800 && demo.sectionInset == 25)
        #expect(demo.contentSize == CGSize(width: 240_000, height: 667))
        #expect([0, 1, 2, 3].map(demo.itemOffset) == [25, 400, 825, 1200])
        #expect(demo.itemOffset(599) == 239_600)
        #expect(demo.itemRect(3) == CGRect(x: 1200, y: 0, width: 375, height: 667))
    }

    /// mid = proposed + 187.5; pair = trunc(mid / 800); the nearer centre (212.5 + 800r or
    /// 587.5 + 800r); a tie goes right.
    @Test(arguments: [
        (0.0, 0),       // mid 187.5: 25 from the left centre
        (212, 0),       // mid 399.5: 187 vs 188
        (212.5, 1),     // mid 400: a tie, right item
        (612, 1),       // mid 799.5: still pair 0 (trunc), right item
        (612.5, 2),     // mid 800: pair 1, left item
        (1296, 3),      // mid 1483.5: 96 from 1387.5
        (802, 2),       // mid 989.5: 23 from 1012.5
        (239_625, 599), // the last offset: pair 299, right item
    ])
    func snapsTheDocumentsWay(proposed: Double, item: Int) {
        #expect(demo.snappedItem(forProposed: CGFloat(proposed)) == item)
    }

    @Test func verticalAndNarrowItems() {
        // Vertical demo: Iw = H = 667, Pw = 1384; mid 733.5 is 292 from the right centre 1025.5.
        let v = UnevenPairsGeometry(viewLength: 667, crossLength: 375, axis: .vertical, pairs: 10, spacing: 50, itemLength: 667)
        #expect(v.itemOffset(1) == 692 && v.itemRect(1) == CGRect(x: 0, y: 692, width: 375, height: 667))
        #expect(v.snappedItem(forProposed: 400) == 1)
        // Items of 300 on a 375 screen: Pw = 650, centres 175, 475, 825, 1125; mid = proposed + 187.5.
        let narrow = UnevenPairsGeometry(viewLength: 375, crossLength: 667, axis: .horizontal, pairs: 10, spacing: 50, itemLength: 300)
        #expect(narrow.snappedItem(forProposed: 137) == 0)  // mid 324.5: 149.5 vs 150.5
        #expect(narrow.snappedItem(forProposed: 138) == 1)  // mid 325.5
        #expect(narrow.snappedItem(forProposed: 462) == 1)  // mid 649.5: pair 0, right item
        #expect(narrow.snappedItem(forProposed: 462.5) == 2) // mid 650: pair 1, left item
    }

    // MARK: The hook

    /// Calls willBeginDragging at `start`, then willEndDragging with `proposed` and `velocity`;
    /// returns the target and the animated setContentOffset, if any.
    static func release(_ strategy: inout UnevenPairsStrategy, start: CGFloat, at offset: CGFloat, proposed: CGFloat,
                        velocity: CGFloat) -> (target: CGFloat, animation: CGPoint?) {
        var view = strategy.makeScrollView(screen: StrategyRun.phone, axis: .horizontal, decelerationRate: nil)
        view.contentOffset.x = start
        strategy.scrollViewWillBeginDragging(&view)
        view.contentOffset.x = offset
        var target = CGPoint(x: proposed, y: 0)
        strategy.scrollViewWillEndDragging(&view, withVelocity: CGPoint(x: velocity, y: 0), targetContentOffset: &target)
        return (target.x, view.pendingAnimation)
    }

    @Test func weakSwipeFixAnimatesWhenTheTargetRepeats() {
        var s = Self.strategy()
        #expect(s.previousTarget == 0)
        let first = Self.release(&s, start: 0, at: 200, proposed: 398, velocity: 2)
        #expect(first.target == 400 && first.animation == nil)
        let weak = Self.release(&s, start: 400, at: 440, proposed: 479, velocity: 0.4)
        #expect(weak.target == 400 && weak.animation == CGPoint(x: 400, y: 0))
        // Velocity 0 never triggers it, even on the same target.
        #expect(Self.release(&s, start: 400, at: 440, proposed: 440, velocity: 0).animation == nil)
        // Backward weak swipe onto the same item.
        #expect(Self.release(&s, start: 400, at: 360, proposed: 321, velocity: -0.4).animation == CGPoint(x: 400, y: 0))
        var off = Self.strategy(weakSwipeFix: false)
        _ = Self.release(&off, start: 0, at: 200, proposed: 398, velocity: 2)
        #expect(Self.release(&off, start: 400, at: 440, proposed: 479, velocity: 0.4) == (400, nil))
    }

    /// The previous target starts at 0: with no spacing item 0 sits at 0, so the very first weak
    /// swipe onto it already counts as a repeat.
    @Test func previousTargetStartsAtZero() {
        var s = Self.strategy(spacing: 0)
        #expect(Self.release(&s, start: 0, at: 30, proposed: 60, velocity: 0.5).animation == CGPoint(x: 0, y: 0))
    }

    /// The comparison uses the strategy's own target, before UIKit clamps it: 300-pt items in one
    /// pair on a 375 screen put item 1 at 325, past the largest offset 650 - 375 = 275. The fix's
    /// animation itself ends at the largest offset.
    @Test func weakSwipeComparesTheUnclampedTarget() {
        var s = Self.strategy(itemWidth: 300, pairs: 1)
        #expect(Self.release(&s, start: 0, at: 200, proposed: 275, velocity: 1) == (325, nil))
        #expect(Self.release(&s, start: 275, at: 260, proposed: 275, velocity: 0.3) == (325, CGPoint(x: 275, y: 0)))
    }

    @Test func clampKeepsTheSnapNextToTheStartItem() {
        var s = Self.strategy(clamp: true)
        #expect(Self.release(&s, start: 400, at: 700, proposed: 1296, velocity: 6).target == 825)   // item 3 -> 2
        #expect(Self.release(&s, start: 1200, at: 900, proposed: 0, velocity: -6).target == 825)    // item 0 -> 2
        #expect(Self.release(&s, start: 400, at: 500, proposed: 700, velocity: 1).target == 825)    // within reach
        var free = Self.strategy(clamp: false)
        #expect(Self.release(&free, start: 400, at: 700, proposed: 1296, velocity: 6).target == 1200)
        #expect(Self.release(&free, start: 1200, at: 900, proposed: 0, velocity: -6).target == 25)
    }

    // MARK: End to end

    /// Proposed = release + (v - 0.01) / -ln 0.99 (.fast), rounded to 0.5 pt, then snapped.
    @Test(arguments: [
        (StrategyRun.swipe(200, in: 100), 400.0),                    // proposed 398 -> item 1
        (StrategyRun.swipe(-200, in: 100, from: 1200), 825),         // 1000 - 198 = 802 -> item 2
        (StrategyRun.swipe(300, in: 50, from: 400), 1200),           // 700 + 596 = 1296 -> item 3
        (Gesture.fling(offset: 0, velocity: -2), 25),                // clamped to 0 -> item 0
        (.fling(offset: 239_000, velocity: 6), 239_600),             // 239596 -> the last item
        (StrategyRun.swipe(100, in: 100, from: 239_600), 239_600),   // past the far edge
        (StrategyRun.swipe(150, in: 2000, from: 400), 400),          // slow drag, no momentum: 550 -> item 1
    ])
    func restsOnTheSnappedItem(gesture: Gesture, expected: Double) throws {
        #expect(try StrategyRun.rest(Self.spec(), [gesture]) == CGFloat(expected))
    }

    @Test func clampEndToEnd() throws {
        #expect(try StrategyRun.rest(Self.spec(clamp: true), [StrategyRun.swipe(300, in: 50, from: 400)]) == 825)
        #expect(try StrategyRun.rest(Self.spec(clamp: true), [StrategyRun.swipe(-300, in: 50, from: 1200)]) == 825)
    }

    /// The artefact and its fix: the weak second swipe snaps back to 400 behind the motion. Without
    /// the fix UIKit jumps there in one frame; with it a 300 ms animation runs.
    @Test func weakSwipeEndToEnd() throws {
        let gestures = [StrategyRun.swipe(200, in: 100), StrategyRun.swipe(40, in: 100)]
        let fixed = try StrategyRun.timeline(Self.spec(weakSwipeFix: true), gestures)
        let unfixed = try StrategyRun.timeline(Self.spec(weakSwipeFix: false), gestures)
        for t in [fixed, unfixed] {
            #expect(t.rest.offset.x == 400 && t.releases.map(\.target.x) == [400, 400])
        }
        #expect(fixed.samples.contains { $0.phase == .animating })
        #expect(!unfixed.samples.contains { $0.phase == .animating })
        #expect(abs(fixed.rest.t - fixed.releases[1].t - 300) < 1e-6)
        #expect(abs(unfixed.rest.t - unfixed.releases[1].t - 1000.0 / 120) < 1e-6)
    }

    /// Vertical: Iw = 667, Pw = 1384; proposed 398 + 333.5 = 731.5 -> item 1 at 692.
    @Test func snapsVertically() throws {
        let t = try StrategyRun.timeline(Self.spec(), axis: .vertical, [StrategyRun.swipe(200, in: 100)])
        #expect(t.rest.offset == CGPoint(x: 0, y: 692))
        #expect(try StrategyRun.rest(Self.spec(), axis: .vertical, [StrategyRun.swipe(-200, in: 100, from: 1384 + 25)]) == 25 + 667)
    }

    @Test func defaultsAndLayout() {
        let view = Self.strategy().makeScrollView(screen: StrategyRun.phone, axis: .horizontal, decelerationRate: nil)
        #expect(view.decelerationRate == .fast && !view.isPagingEnabled && view.contentOffset == .zero)
        let layout = Self.spec(pairs: 2).layout(screen: StrategyRun.phone, axis: .horizontal)
        #expect(layout.items.count == 4 && layout.snapOffsets == [25, 400, 825, 1200])
    }
}

/// The property tests' minimal case: items shorter than the screen, a weak swipe whose snapped
/// item starts past the largest offset. The fix's animation must end inside the range.
@Suite struct UnevenPairsWeakSwipeRangeTests {
    @Test func weakSwipeFixAnimatesOnlyWithinTheRange() throws {
        let scenario = try Scenario.read(Array(#"{"screen":{"width":39,"height":1,"scale":1},"strategy":{"kind":"uneven-pairs","pairs":1,"itemWidth":1},"gestures":[{"kind":"fling","velocity":0},{"kind":"fling","velocity":-0.7}]}"#.utf8))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let view = scenario.strategy.makeStrategy(axis: .horizontal).makeScrollView(screen: scenario.screen.size, axis: .horizontal, decelerationRate: nil)
        #expect(timeline.rest.offset.x >= view.minOffset(.horizontal) && timeline.rest.offset.x <= view.maxOffset(.horizontal))
    }
}
