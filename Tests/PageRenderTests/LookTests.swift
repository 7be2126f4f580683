import Foundation
import Testing
@testable import PageRender

/// The demos' looks as the documents describe them (docs/rendering.md, "The demos' looks").
@Suite struct LookTests {
    static func fills(_ shapes: [Scene.Shape]) -> [Color?] {
        shapes.compactMap { if case let .rect(_, fill, _, _, _) = $0 { return fill } else { return nil } }
    }

    static func strokes(_ shapes: [Scene.Shape]) -> [Color?] {
        shapes.compactMap { if case let .rect(_, _, stroke, _, _) = $0 { return stroke } else { return nil } }
    }

    @Test func overflowingPagesAlternateRedAndGreenWithGrayOuterStrips() {
        let screen = CGSize(width: 375, height: 667)
        for rtl in [false, true] {
            let g = OverflowingGeometry(screen: screen, axis: .horizontal, pages: 4, separator: 100, rtl: rtl)
            let look = OverflowingLook(geometry: g)
            let even = look.shapes(ofItem: 2, in: g.pageRect(2), metrics: .cairo()), odd = look.shapes(ofItem: 1, in: g.pageRect(1), metrics: .cairo())
            // Body, leading strip, trailing strip: gray leads an even page and trails an odd one.
            #expect(Self.fills(even) == [.red, .lightGray, nil])
            #expect(Self.fills(odd) == [.green, nil, .lightGray])
            #expect(Self.strokes(even).dropFirst().allSatisfy { $0 == .black })
            // Below the 20 pt status bar.
            guard case let .rect(body, _, _, _, _) = even[0] else { Issue.record("no body"); continue }
            #expect(body.minY == 20 && body.maxY == 667)
        }
    }

    @Test func unevenPairsColourByPairWithAHairlineInsideEachPair() {
        let look = UnevenPairsLook(axis: .horizontal)
        let rect = CGRect(x: 425, y: 0, width: 375, height: 667)
        #expect(Self.fills(look.shapes(ofItem: 2, in: rect, metrics: .cairo())) == [.green])
        #expect(Self.fills(look.shapes(ofItem: 3, in: rect, metrics: .cairo())) == [.green, .lightGray])
        #expect(Self.fills(look.shapes(ofItem: 5, in: rect, metrics: .cairo())).first == .blue)
        #expect(Self.fills(look.shapes(ofItem: 6, in: rect, metrics: .cairo())).first == .red)
        let label = look.shapes(ofItem: 3, in: rect, metrics: .cairo()).compactMap { if case let .text(s, c, size, _, _) = $0 { return (s, c, size) } else { return nil } }
        #expect(label.count == 1 && label[0].0 == "4" && label[0].1 == CGPoint(x: 187.5, y: 333.5) && label[0].2 == 17)
    }

    @Test func todaysDealsCardsSitBetweenTitleAndPageControl() {
        let look = TodaysDealsLook(axis: .horizontal, screen: CGSize(width: 375, height: 812))
        // iPhone X safe areas: title centre 44 + 22 + 12; cards from 44 pt below the title to
        // 78 pt above the 52 pt tab bar on the 34 pt bottom inset.
        #expect(look.titleCenterY == 78 && look.cardsTop == 134 && look.cardsBottom == 648)
        #expect(look.pageControlCenter(screen: CGSize(width: 375, height: 812)) == CGPoint(x: 187.5, y: 686.5))
        let shapes = look.shapes(ofItem: 4, in: CGRect(x: 0, y: 0, width: 295, height: 812), metrics: .cairo())
        #expect(Self.fills(shapes).prefix(2) == [.white, TodaysDealsLook.products[1].band])
        let texts = shapes.compactMap { if case let .text(s, _, _, _, _) = $0 { return s } else { return nil } }
        #expect(texts == ["Surface Pro 4", "$1 299", "Show more"])
        #expect(look.pageControl.currentDot == Color(red: 0.992, green: 0.38, blue: 0.004))
    }

    @Test func hiddenPagerColoursAreFixedAndNeighboursDiffer() {
        let colours = (0..<20).map(Palette.seeded)
        #expect(colours == (0..<20).map(Palette.seeded))
        for i in 1..<colours.count {
            let a = colours[i - 1], b = colours[i]
            #expect(abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue) > 0.15, "items \(i - 1) and \(i) look alike")
        }
        let look = HiddenPagerLook(axis: .vertical, screen: CGSize(width: 390, height: 844))
        #expect(look.screenOverlay == [.line(from: CGPoint(x: 0, y: 422), to: CGPoint(x: 390, y: 422), color: .red, width: 1)])
        let item = look.shapes(ofItem: 0, in: CGRect(x: 0, y: 100, width: 390, height: 200), metrics: .cairo())
        // Across the item's centre, in its own coordinates (100 pt down its 200).
        #expect(item.last == .line(from: CGPoint(x: 0, y: 100), to: CGPoint(x: 390, y: 100), color: .blue, width: 1))
    }

    @Test func hsbMatchesUIKitsConversion() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == .red)
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1) == .green)
        #expect(Color(hue: 0.5, saturation: 0.5, brightness: 0.8) == Color(red: 0.4, green: 0.8, blue: 0.8))
        #expect(Color(hue: 1.25, saturation: 0, brightness: 0.3) == Color(white: 0.3))
    }
}
