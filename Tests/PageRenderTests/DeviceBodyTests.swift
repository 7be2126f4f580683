import Foundation
import Testing
@testable import PageRender

/// The `iphone` device body (docs/looks.md, "Device"): the Dynamic Island only on screens of the
/// phones that have one (812 pt and taller), sized by the shorter side, and side buttons that stay
/// on the body of a short screen. Expected numbers worked by hand from the docs: the screen sits
/// at (20, 20) (12-pt bezel + 8-pt margin); the island is 126 × 37 pt on a 390-pt side, 11 pt below
/// the screen's top.
@Suite struct DeviceBodyTests {
    static func wrapped(_ screen: CGSize) -> Scene {
        DeviceBody(device: .iphone, screen: screen, theme: .light).wrap(Scene(size: screen, background: .white))
    }

    /// The island: the black rect drawn over the screen, after the screen's clipped content.
    static func island(_ scene: Scene) -> CGRect? {
        guard case let .rect(r, fill, _, _, _)? = scene.leafShapes.last, fill == .black else { return nil }
        return r
    }

    @Test func theIslandIsCentredBelowTheTopOfAModernPhone() {
        // 390 × 844: x = 20 + 195 - 63 = 152, y = 20 + 11 = 31.
        #expect(Self.island(Self.wrapped(CGSize(width: 390, height: 844))) == CGRect(x: 152, y: 31, width: 126, height: 37))
    }

    /// A 375 × 667 screen stands for the iPhone SE: its status bar centres the clock, which an
    /// island would cover, and the phone had none.
    @Test func noIslandOnAPhoneWithoutASensorHousing() {
        #expect(Self.island(Self.wrapped(CGSize(width: 375, height: 667))) == nil)
        #expect(Self.island(Self.wrapped(CGSize(width: 900, height: 200))) == nil)
    }

    /// On a wide screen the island follows the shorter side (900 pt): 900 × 126 / 390 wide and
    /// 900 × 37 / 390 ≈ 85.4 pt tall, not 1000 × 37 / 390 ≈ 94.9.
    @Test func theIslandScalesWithTheShorterSide() throws {
        let r = try #require(Self.island(Self.wrapped(CGSize(width: 1000, height: 900))))
        #expect(abs(Double(r.height) - 900 * 37 / 390) < 1e-9 && abs(Double(r.width) - 900 * 126 / 390) < 1e-9)
    }

    /// The side buttons (3-pt wide rects) lie within the body's height: the body spans the
    /// screen plus the 12-pt bezel, y = 8 … 8 + 24 + h. They sat 110 … 300 pt below its top
    /// whatever the screen, below the body of a 200-pt screen.
    @Test func sideButtonsStayOnTheBodyOfAShortScreen() {
        for height in [90.0, 200, 667, 844, 932] {
            let scene = Self.wrapped(CGSize(width: 390, height: height))
            let buttons = scene.leafShapes.compactMap { shape -> CGRect? in
                if case let .rect(r, _, _, _, _) = shape, r.width == 3 { return r } else { return nil }
            }
            #expect(buttons.count == 4, "\(height)")
            for b in buttons { #expect(b.minY >= 8 && Double(b.maxY) <= 8 + 24 + height, "\(height): \(b)") }
        }
    }

    /// The screen's rounding: the clip of the `.screen` group.
    static func screenRadius(_ scene: Scene) -> Double? {
        for shape in scene.shapes {
            if case let .group(group) = shape, group.id == .screen, case let .roundedRect(_, radius)? = group.clip { return radius }
        }
        return nil
    }

    /// 12 % of the shorter side on a modern phone (0.12 × 390 = 46.8 pt, docs/looks.md); square
    /// on a 375 × 667 screen, which stands for the iPhone 8 and SE (square screens), so the
    /// corners do not cut the status bar there.
    @Test func olderPhonesHaveSquareScreens() {
        #expect(Self.screenRadius(Self.wrapped(CGSize(width: 390, height: 844))).map { abs($0 - 46.8) < 1e-9 } == true)
        #expect(Self.screenRadius(Self.wrapped(CGSize(width: 375, height: 667))) == 0)
        let rounded = DeviceBody(device: .rounded, screen: CGSize(width: 375, height: 667), theme: .light)
        #expect(abs(rounded.screenCornerRadius - 45) < 1e-9)
    }

    /// The status bar's rectangles (battery, its cap, the cellular bars) lie inside the rounded
    /// corner: every corner of each within r of the corner's centre (W - r, r) where it is in the
    /// corner's square. `rounded` on 375 × 667 (r = 45, battery top 4 pt down: the corner reaches
    /// 45 - √(45² - 41²) ≈ 26.5 pt in) cut the battery at 6 pt from the side; without rounding
    /// the battery keeps its place, ending 6 pt from the side.
    @Test func theStatusBarStaysInsideRoundedCorners() {
        let screen = CGSize(width: 375, height: 667), r = 45.0
        let rects = StatusBar.shapes(screen: screen, color: .black, cornerRadius: r).compactMap { shape -> CGRect? in
            if case let .rect(rect, _, _, _, _) = shape { return rect } else { return nil }
        }
        #expect(rects.count == 7)
        let centre = (x: 375 - r, y: r)
        for rect in rects {
            for (x, y) in [(Double(rect.maxX), Double(rect.minY)), (Double(rect.maxX), Double(rect.maxY))] where x > centre.x && y < centre.y {
                #expect(((x - centre.x) * (x - centre.x) + (y - centre.y) * (y - centre.y)).squareRoot() <= r, "\(rect)")
            }
        }
        let square = StatusBar.shapes(screen: screen, color: .black)
        guard case let .rect(battery, _, _, _, _)? = square.dropFirst().first else { Issue.record("no battery"); return }
        #expect(Double(battery.maxX) == 367.0, "\(battery)")
    }
}
