import Foundation
import PageRender
import Testing

/// A strategy written the way a client package writes one (the module imported without
/// `@testable`, so only public names are reachable), doing in its hooks what UIKit code does:
/// seeds 001/004's weak-swipe fix glides with `setContentOffset(_:animated: true)`, and the hook
/// reads `isPagingEnabled` and the paging state (`interpageSpacing`) of the view it set up.
@Suite struct ClientStrategyHooksTests {
    /// Pages 300 pt long on a 375-pt screen: without paging, a release glides to the page nearest
    /// the offset where the finger lifted; with paging, UIKit's own paging runs on pages of
    /// bounds + interpageSpacing = 375 - 75 = 300 pt and the hook leaves it alone.
    struct GlideToNearestPage: PagingStrategy {
        var paging: Bool

        func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
            var view = ScrollView(frame: CGRect(origin: .zero, size: screen), contentSize: CGSize(width: 1200, height: screen.height),
                                  isPagingEnabled: paging, decelerationRate: decelerationRate ?? .fast)
            view.interpageSpacing = CGSize(width: -75, height: 0)
            return view
        }

        mutating func scrollViewWillEndDragging(_ scrollView: inout ScrollView, withVelocity velocity: CGPoint,
                                                targetContentOffset: inout CGPoint) {
            guard !scrollView.isPagingEnabled else { return }
            let pageLength = scrollView.bounds.width + scrollView.interpageSpacing.width
            let page = (scrollView.contentOffset.x / pageLength).rounded()
            targetContentOffset = scrollView.contentOffset
            scrollView.setContentOffset(CGPoint(x: page * pageLength, y: scrollView.contentOffset.y), animated: true)
        }
    }

    /// 40 fps: samples every 25 ms, so a quarter of the 300-ms animation (75 ms) is a sample.
    static func input(_ gesture: Gesture) -> SimulationInput {
        SimulationInput(screen: CGSize(width: 375, height: 667), scale: 2, axis: .horizontal,
                        gestures: [GestureStep(gesture)], fps: 40)
    }

    /// A fling released at 100 pt, 1 pt/ms: the page nearest 100 is page 0, so the view glides
    /// back from 100 to 0 along Core Animation's ease-in-ease-out, the cubic Bézier
    /// (0.42, 0, 0.58, 1), over setContentOffset's 300 ms. Its progress at a quarter, a half and
    /// three quarters of the time, solved independently in Python by bisection on x(s):
    /// 0.1291619310473198, 0.5 and 0.8708380689526802, so the offsets are 100 - 100 * progress:
    /// 87.08, 50 and 12.92 pt, each pixel-rounded at 2 px/pt (within 0.25 pt).
    @Test func aReleaseGlidesWithAnimatedSetContentOffset() throws {
        let input = Self.input(.fling(offset: 100, velocity: 1))
        let timeline = try ScrollSimulation.timeline(input, strategy: GlideToNearestPage(paging: false))
        let release = try #require(timeline.releases.first)
        #expect(release.offset.x == 100 && release.target.x == 100)
        for (after, expected) in [(0.0, 100.0), (75, 87.0838), (150, 50), (225, 12.9162), (300, 0)] {
            let sample = try #require(timeline.samples.first { abs($0.t - (release.t + after)) < 1e-6 }, "no sample \(after) ms after the release")
            #expect(abs(Double(sample.offset.x) - expected) <= 0.25, "\(after) ms after the release: \(sample.offset.x), expected \(expected)")
        }
        #expect(timeline.rest.offset == CGPoint(x: 0, y: 0))
        #expect(abs(timeline.rest.t - (release.t + 300)) < 1e-6)
    }

    /// The same release with `isPagingEnabled` set: the hook reads it and returns, and UIKit's
    /// paging picks the next page (1 pt/ms is past the paging threshold) of 300 pt, the bounds
    /// plus interpageSpacing, not of 375 pt, the bounds alone.
    @Test func theHookReadsThePagingStateItSetUp() throws {
        let timeline = try ScrollSimulation.timeline(Self.input(.fling(offset: 100, velocity: 1)), strategy: GlideToNearestPage(paging: true))
        #expect(timeline.rest.offset == CGPoint(x: 300, y: 0))
    }

    /// Seed 002's `ExampleViewController` as a client writes it: `ScrollPageController` in the
    /// hooks, pages by the document's "scroll view frame width" recipe from the public
    /// `adjustedContentInset`. Today's deals' numbers, by hand: 375 wide, insets 40 and 40,
    /// content 933, so a page is 375 - 80 = 295 pt, ceil(933 / 295) = 4 pages at -40, 255, 550 and
    /// 845. A release at 100 pt and 1 pt/ms (at least 0.2): the nearest page to 100 is -40 (140 pt
    /// away against 155), the next one 255, which is page 1 of the page control.
    struct ExampleViewController: PagingStrategy {
        func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
            ScrollView(frame: CGRect(origin: .zero, size: screen), contentSize: CGSize(width: 933, height: screen.height),
                       contentInset: EdgeInsets(left: 40, right: 40), contentOffset: CGPoint(x: -40, y: 0), decelerationRate: .fast)
        }

        func pageOffsets(in scrollView: ScrollView) -> [CGFloat] {
            let pageWidth = scrollView.bounds.width - scrollView.adjustedContentInset.left - scrollView.adjustedContentInset.right
            let numberOfPages = Int(ceil(scrollView.contentSize.width / pageWidth))
            return (0..<numberOfPages).map { CGFloat($0) * pageWidth - scrollView.adjustedContentInset.left }
        }

        mutating func scrollViewWillEndDragging(_ scrollView: inout ScrollView, withVelocity velocity: CGPoint,
                                                targetContentOffset: inout CGPoint) {
            if let pageOffset = ScrollPageController().pageOffset(for: scrollView.contentOffset.x, velocity: velocity.x,
                                                                  in: pageOffsets(in: scrollView)) {
                targetContentOffset.x = pageOffset
            }
        }

        func pageFraction(of scrollView: ScrollView) -> Double? {
            ScrollPageController().pageFraction(for: scrollView.contentOffset.x, in: pageOffsets(in: scrollView)).map(Double.init)
        }
    }

    @Test func theSeedsExampleViewControllerPagesThroughTheController() throws {
        let input = SimulationInput(screen: CGSize(width: 375, height: 812), gestures: [GestureStep(.fling(offset: 100, velocity: 1))])
        let timeline = try ScrollSimulation.timeline(input, strategy: ExampleViewController())
        #expect(timeline.releases.first?.target.x == 255)
        #expect(timeline.rest.offset.x == 255 && timeline.samples.last?.page == 1)
    }
}
