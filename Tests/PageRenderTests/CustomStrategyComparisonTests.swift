import Foundation
import Testing
@testable import PageRender

/// A strategy written outside the library as one input of the comparison tools beside a built-in
/// kind (sheet, diff, plot, report), and in the x-ray view with and without a layout of its own.
@Suite struct CustomStrategyComparisonTests {
    /// The carousel of docs/scenario.md's `content` example at scale 1 and 10 fps (few frames):
    /// 300-pt cards 16 pt apart, 24-pt insets, one red colour, no chrome; a 1 pt/ms fling.
    static let carousel = """
        {"screen": {"width": 390, "height": 844, "scale": 1},
         "content": {"items": {"count": 8, "size": {"width": 300, "height": 420}, "spacing": 16}, "contentInset": {"left": 24, "right": 24}},
         "look": {"preset": "cards", "items": {"colors": ["#FF0000"]}, "statusBar": false},
         "strategy": {"kind": "page-offsets"}, "gestures": [{"kind": "fling", "velocity": 1}], "fps": 10}
        """

    /// The same 8-card row as a user would write it: the row's scroll view at the fast rate, and no
    /// layout (the renderer takes the items from `content`).
    struct Snap: PagingStrategy {
        func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
            ItemRow(count: 8, length: 300, crossLength: 420, spacing: 16, leadingInset: 24, trailingInset: 24)
                .scrollView(screen: screen, axis: axis, decelerationRate: .fast)
        }
    }

    /// Snap with a layout of its own: the items' frames (y 212 centres 420 pt on 844) and a snap
    /// offset per item start minus the inset, where a release comes to rest.
    struct SnapWithLayout: PagingStrategy {
        static let frames = (0..<8).map { CGRect(x: Double($0) * 316, y: 212, width: 300, height: 420) }
        func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
            Snap().makeScrollView(screen: screen, axis: axis, decelerationRate: decelerationRate)
        }
        func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
            StrategyLayout(axis: axis, screen: screen, visibleView: makeScrollView(screen: screen, axis: axis, decelerationRate: nil),
                           items: Self.frames, snapOffsets: Self.frames.map { $0.minX - 24 })
        }
        mutating func scrollViewWillEndDragging(_ scrollView: inout ScrollView, withVelocity velocity: CGPoint,
                                                targetContentOffset: inout CGPoint) {
            let proposed = targetContentOffset.x
            targetContentOffset.x = Self.frames.map { $0.minX - 24 }.min { abs($0 - proposed) < abs($1 - proposed) }!
        }
    }

    static func builtIn() throws -> ComparedScenario {
        let scenario = try Scenario.read(Array(carousel.utf8))
        return try ComparedScenario(name: "page-offsets", input: try RenderInput(scenario: scenario, timeline: try ScrollSimulation.timeline(for: scenario)))
    }

    static func custom(_ strategy: any PagingStrategy, name: String = "mine", content: Bool = true, xray: Bool = false) throws -> ComparedScenario {
        let scenario = try Scenario.read(Array(carousel.utf8))
        let input = scenario.simulationInput
        return try ComparedScenario(name: name, input: try RenderInput(input: input, strategy: strategy, look: scenario.look, content: content ? scenario.content : nil, title: name, timeline: try ScrollSimulation.timeline(input, strategy: strategy)), options: SceneOptions(xray: xray))
    }

    /// Same screen, content and look: frame 0 (offset -24 in both, before the fling moves the
    /// view) matches pixel for pixel, and later frames differ (the free row keeps going where the
    /// built-in kind snaps).
    @Test func aCustomStrategyDiffsAgainstABuiltInKind() throws {
        let mine = try Self.custom(Snap()), theirs = try Self.builtIn()
        let report = try DiffReport(mine, theirs, scale: 1)
        #expect(report.diff.frames[0].mismatched == 0)
        #expect(report.diff.firstDifferingFrame != nil)
        #expect(report.summary.hasPrefix("mine and page-offsets compared over"), "\(report.summary)")
    }

    /// In the sheet and the plot the custom strategy is a column and a line titled by its name;
    /// its frames are the ones it renders alone.
    @Test func aCustomStrategyIsASheetColumnAndAPlotLine() throws {
        let mine = try Self.custom(Snap()), theirs = try Self.builtIn()
        let sheet = try ComparisonSheet([mine, theirs], scale: 1)
        #expect(sheet.scenarios.map(\.label) == ["mine", "page-offsets"])
        #expect(sheet.size.width > 2 * 390)
        let scenario = try Scenario.read(Array(Self.carousel.utf8))
        let alone = try FrameSequence(try RenderInput(input: scenario.simulationInput, strategy: Snap(), look: scenario.look, content: scenario.content, title: "mine", timeline: mine.timeline))
        #expect(try mine.image(atFrame: 3, scale: 1) == RGBImage(try ScenePainter.rasterize(alone.scene(for: mine.timeline.samples[3]), scale: 1)))
        let legend = try OffsetPlot([mine, theirs]).scene().shapes.compactMap { if case let .label(text, _, _, _, _) = $0 { text } else { nil } }
        #expect(legend.contains { $0.hasPrefix("mine: 1 release") }, "\(legend)")
        // Snap declares no snap offsets, so the guides are page-offsets' alone: item starts minus
        // the 24-pt inset in the plotted range (-24 first).
        #expect(mine.snapOffsets.isEmpty && theirs.snapOffsets.first == -24)
    }

    /// The report draws the custom strategy's screen and x-ray frames and names it.
    @Test func aCustomStrategyIsAReportColumn() throws {
        let mine = try Self.custom(SnapWithLayout()), theirs = try Self.builtIn()
        let frames = try ReportFrames.render([mine, theirs], scale: 1)
        #expect(frames.screen[0].count == mine.timeline.samples.count && frames.xray[0].count == mine.timeline.samples.count)
        // The x-ray pictures are not the screen's.
        #expect(Set(frames.screen[0]).isDisjoint(with: frames.xray[0]))
        let page = try HTMLReport([mine, theirs], scale: 1)
        #expect(page.titles == "mine and page-offsets")
    }

    /// X-ray of a strategy with a layout: at rest the screen outline is the chosen target's, and
    /// the ruler ticks the layout's snap offsets; the legend carries the strategy's name.
    @Test func xrayOfACustomStrategyWithALayout() throws {
        let mine = try Self.custom(SnapWithLayout(), content: false, xray: true)
        let scenes = mine.scenes
        let xray = try #require(scenes.xray)
        let last = try #require(mine.timeline.samples.last)
        let scene = scenes.scene(for: last)
        let p = XRayProjection(axis: .horizontal, origin: xray.camera.origin(start: xray.camera.start(screenStart: last.offset.x, screenLength: 390)),
                               zoom: xray.camera.zoom)
        let screen = p.rect(CGRect(origin: last.offset, size: CGSize(width: 390, height: 844)))
        #expect(XRayTests.outlines(scene, XRayStyle.screen) == [screen])
        #expect(XRayTests.outlines(scene, XRayStyle.target) == [screen])
        // The rest is a snap offset (item start minus 24), and it is ticked.
        #expect(SnapWithLayout.frames.map { $0.minX - 24 }.contains(last.offset.x))
        #expect(XRayTests.ticks(scene).contains(p.along(last.offset.x)))
        #expect(scene.leafShapes.contains { if case let .label(text, _, _, _, _) = $0 { text == "mine · x-ray" } else { false } })
        // An item on screen at rest is drawn in the look's red where it is projected (a quarter
        // down the card, clear of its centred label).
        let item = p.rect(try #require(SnapWithLayout.frames.first { $0.minX - 24 == last.offset.x }))
        let image = RGBImage(try ScenePainter.rasterize(scene, scale: 1))
        #expect(image[Int(item.midX), Int(item.minY + item.height / 4)] == 0xFF0000)
    }

    /// X-ray of a strategy without a layout: with `content` the items come from the row; without
    /// it there are no items and no ticks, only the screen sliding over the strip.
    @Test func xrayOfACustomStrategyWithoutALayout() throws {
        let withRow = try Self.custom(Snap(), xray: true)
        let first = try #require(withRow.timeline.samples.first)
        let xray = try #require(withRow.scenes.xray)
        let p = XRayProjection(axis: .horizontal, origin: xray.camera.origin(start: xray.camera.start(screenStart: first.offset.x, screenLength: 390)),
                               zoom: xray.camera.zoom)
        // At t = 0 (offset -24) the first card, content x 0…300, y 212…632, is on screen.
        let card = p.rect(CGRect(x: 0, y: 212, width: 300, height: 420))
        let image = RGBImage(try ScenePainter.rasterize(withRow.scenes.scene(for: first), scale: 1))
        #expect(image[Int(card.midX), Int(card.minY + card.height / 4)] == 0xFF0000)

        let bare = try Self.custom(Snap(), content: false, xray: true)
        let scene = bare.scenes.scene(for: try #require(bare.timeline.samples.last))
        #expect(XRayTests.ticks(scene).isEmpty && XRayTests.outlines(scene, XRayStyle.screen).count == 1)
        let pixels = RGBImage(try ScenePainter.rasterize(scene, scale: 1)).pixels
        #expect(!pixels.contains(0xFF0000))
    }
}
