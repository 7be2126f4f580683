import Foundation
import Testing
@testable import PageRender

/// A UIKit layout effect under SwiftUI modifiers, `zOrder` and the transition's `zIndex`,
/// `rampLength` and `minOpacity`, against numbers worked by hand here. The carousel is
/// UPCarouselFlowLayout's worked case (docs/effects.md, `carousel`: 300-pt items on a 393-pt
/// view, minimumLineSpacing -20, so maxDistance 280; a card 70 pt from the centre has ratio 0.75,
/// scale and alpha 0.9).
@Suite struct EffectCombinationTests {
    static func scenes(items: String, offset: Double) throws -> (FrameScenes, Timeline) {
        let json = """
        {"screen": {"width": 393, "height": 600, "scale": 2}, "strategy": {"kind": "free"},
         "content": {"items": {"count": 5, "size": {"width": 300, "height": 400}, "spacing": -20}, "contentInset": {"left": 46.5, "right": 46.5}},
         "look": {"preset": "cards", "statusBar": false, "pageControl": false, "items": {"label": false, \(items)}},
         "gesture": {"kind": "fling", "offset": \(offset), "velocity": 0}, "fps": 30}
        """
        let scenario = try Scenario.read(Array(json.utf8))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        return (FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: [])), timeline)
    }

    /// The drawing order of the items in the first frame (the `.content` group's children).
    static func order(_ scenes: FrameScenes, _ timeline: Timeline) -> [Int] {
        let scene = scenes.scene(for: timeline.samples[0])
        func content(_ shapes: [Scene.Shape]) -> [Scene.Shape]? {
            for case let .group(g) in shapes {
                if g.id == .content { return g.children }
                if let found = content(g.children) { return found }
            }
            return nil
        }
        return (content(scene.shapes) ?? []).compactMap { shape in
            if case let .group(g) = shape, case let .item(i)? = g.id { return i }
            return nil
        }
    }

    @Test func layoutAttributesFirstThenTheModifiers() throws {
        // Card 1 (content centre 430) 70 pt right of the view's centre at offset 163.5.
        let (scenes, timeline) = try Self.scenes(items: #""layoutEffect": {"kind": "carousel"}, "transition": {"effects": [{"offset": {"x": 40}}, {"opacity": 0.5}]}"#,
                                                 offset: 163.5)
        let card = try #require(scenes.itemReports(at: timeline.samples[0]).first { $0.index == 1 })
        guard case let .object(effects) = card.effects, case let .object(progress)? = effects.first(where: { $0.key == "progress" })?.value,
              case let .number(f)? = progress.first(where: { $0.key == "bottomTrailing" })?.value else {
            Issue.record("no progress in \(card.effects)"); return
        }
        #expect(f < 1 && f > 0)
        // The layout scales by 0.9 about the card's centre (150, 200): corners (15, 20)…(285, 380);
        // then the transition's offset, 40 (1 - f) pt, unscaled (applied outside the layout's
        // scale, it would be 36 (1 - f) pt inside it). The card's frame starts at 430 - 150 - 163.5
        // = 116.5 across and (600 - 400)/2 = 100 down.
        let dx = 40 * (1 - f)
        let expected: [(Double, Double)] = [(15, 20), (285, 20), (285, 380), (15, 380)].map { (116.5 + $0.0 + dx, 100 + $0.1) }
        for (got, want) in zip(card.corners, expected) {
            #expect(abs(Double(got!.x) - want.0) < 1e-9 && abs(Double(got!.y) - want.1) < 1e-9, "\(String(describing: got)) against \(want)")
        }
        // Opacities multiply: the layout's 0.9 and the transition's 1 - 0.5 (1 - f).
        #expect(abs(card.opacity - 0.9 * (1 - 0.5 * (1 - f))) < 1e-12)
        // The layout's own values are reported beside the transition's, in an object of their
        // own (both could name `scale`).
        guard case let .object(layout)? = effects.first(where: { $0.key == "layoutEffect" })?.value else {
            Issue.record("no layoutEffect in \(card.effects)"); return
        }
        #expect(layout.contains { $0.key == "scale" && $0.value == .number(0.9) } && layout.contains { $0.key == "alpha" })
        // The layout's zIndex, Int(alpha 10) = 9, stands without a transition zIndex.
        #expect(card.zIndex == 9)
    }

    @Test func centerOnTopDrawsTheNearestItemLast() throws {
        // At offset 50 the view's centre is at 246.5: card 0 (centre 150) is 96.5 away, card 1
        // (430) 183.5. In row order card 1 draws over card 0; centred on top, card 0 over card 1.
        let row = try Self.scenes(items: ##""colors": ["#336699"]"##, offset: 50)
        #expect(Self.order(row.0, row.1) == [0, 1])
        let centred = try Self.scenes(items: #""zOrder": "centerOnTop""#, offset: 50)
        #expect(Self.order(centred.0, centred.1) == [1, 0])
        let reports = centred.0.itemReports(at: centred.1.samples[0])
        #expect(reports.map(\.zIndex) == [-96.5, -183.5])
    }

    @Test func aTransitionZIndexOrdersByPhase() throws {
        // zIndex [1, 0, 1]: an item at the edges over the centred one. At offset 50, card 1
        // reaches past the right edge (f_BT < 1): zIndex 1 - f_BT > 0 draws it over card 0
        // (inside the view, identity: 0) as in row order; with [-1, 0, -1] under it.
        let over = try Self.scenes(items: #""transition": {"effects": [{"zIndex": [1, 0, 1]}]}"#, offset: 50)
        #expect(Self.order(over.0, over.1) == [0, 1])
        let under = try Self.scenes(items: #""transition": {"effects": [{"zIndex": [-1, 0, -1]}]}"#, offset: 50)
        #expect(Self.order(under.0, under.1) == [1, 0])
        let z = try #require(under.0.itemReports(at: under.1.samples[0]).first { $0.index == 1 }).zIndex
        #expect(z < 0 && z > -1)
    }

    @Test func rampLengthAndMinOpacity() throws {
        // carousel with rampLength 140 (not 280): card 1, 70 pt away, is half way: ratio 0.5,
        // scale = alpha = 0.6 + 0.5 (1 - 0.6) = 0.8.
        let (scenes, timeline) = try Self.scenes(items: #""layoutEffect": {"kind": "carousel", "rampLength": 140}"#, offset: 163.5)
        let card = try #require(scenes.itemReports(at: timeline.samples[0]).first { $0.index == 1 })
        #expect(abs(card.opacity - 0.8) < 1e-12)
        // scaleByDistance with minOpacity 0.4, length 140: card 1 at t = 70/140 = 0.5 scales to
        // 1 - 0.2 * 0.5 = 0.9 and fades to 1 - 0.6 * 0.5 = 0.7.
        let fading = try Self.scenes(items: #""visualEffect": {"recipe": "scaleByDistance", "length": 140, "minOpacity": 0.4}"#, offset: 163.5)
        let faded = try #require(fading.0.itemReports(at: fading.1.samples[0]).first { $0.index == 1 })
        #expect(abs(faded.opacity - 0.7) < 1e-12)
        #expect(abs(Double(faded.corners[1]!.x - faded.corners[0]!.x) - 270) < 1e-9)
    }
}

/// `zOrder: centerOnTop` and a transition's `zIndex` through the binary, in pixels: where two
/// cards overlap, the one with the higher order is drawn (docs/scenario.md).
@Suite struct ZOrderPixelTests {
    /// Cards 200 wide starting 60 apart (spacing -140), red then blue, behind a 100-pt inset, at
    /// offset -60 on a 300-pt screen: card 0 spans screen x 60…260 (centre 160, 10 pt from the
    /// screen's centre 150), card 1 x 120…320 (centre 220, 70 pt away). The pixel at (160, 100),
    /// where they overlap, with `items` added to the look's items.
    static func overlap(_ items: String) throws -> [Int] {
        let json = """
        {"screen": {"width": 300, "height": 200, "scale": 1}, "strategy": {"kind": "free"},
         "content": {"items": {"count": 2, "size": {"width": 200, "height": 150}, "spacing": -140}, "contentInset": {"left": 100, "right": 100}},
         "look": {"preset": "cards", "background": "#FFFFFF", "statusBar": false, "pageControl": false,
                  "items": {"label": false, "cornerRadius": 0, "colors": ["#FF0000", "#0000FF"], \(items)}},
         "gesture": {"kind": "fling", "offset": -60, "velocity": 0}, "fps": 30}
        """
        let rgb = try LookTextTests.frame(json)
        let k = (100 * 300 + 160) * 3
        return [Int(rgb[k]), Int(rgb[k + 1]), Int(rgb[k + 2])]
    }

    @Test func theNearerCardCoversTheOverlap() throws {
        // Row order draws blue, the later card; centred on top draws red, the nearer one.
        #expect(try Self.overlap(#""zOrder": "row""#) == [0, 0, 255])
        #expect(try Self.overlap(#""zOrder": "centerOnTop""#) == [255, 0, 0])
    }

    @Test func aTransitionZIndexOrdersTheOverlap() throws {
        // Interactive, linear curve, threshold visible: C = 300, T = 200, H = (C + T)/2 = 250,
        // r = H - T = 50; f = clamp01((H - d)/(H - r)) with d the distance of the card's centre
        // past the view's toward its edge. Card 0: d_trail 10 -> f_BT = clamp01(240/200) = 1,
        // identity: zIndex 0. Card 1: d_trail 70 -> f_BT = 0.9, zIndex = (1 - 0.9) × edge value.
        //   [-1, 0, -1]: card 1 at -0.1, under card 0: red, the reverse of row order;
        //   [1, 0, 1]:   card 1 at +0.1, over card 0: blue.
        func pixel(_ zIndex: String) throws -> [Int] {
            try Self.overlap(#""transition": {"configuration": {"interactive": {"curve": "linear"}}, "effects": [{"zIndex": \#(zIndex)}]}"#)
        }
        #expect(try pixel("[-1, 0, -1]") == [255, 0, 0])
        #expect(try pixel("[1, 0, 1]") == [0, 0, 255])
    }
}
