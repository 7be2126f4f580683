import Foundation

/// What surrounds the screen in a frame: nothing, rounded screen corners, or a vector-drawn phone
/// body (which makes the frame larger than the screen). Sizes are a design choice after the
/// iPhone 12-15 family (docs/looks.md), not measurements.
struct DeviceBody: Sendable {
    let device: LookSpec.Device
    let screen: CGSize
    let theme: LookSpec.Theme
    /// The static layers around and over the screen, built once: the `.deviceBody` group
    /// (behind the screen) and the `.island` group (over it); empty where the device has none.
    private(set) var under: [Scene.Shape] = []
    private(set) var over: [Scene.Shape] = []

    init(device: LookSpec.Device, screen: CGSize, theme: LookSpec.Theme) {
        self.device = device
        self.screen = screen
        self.theme = theme
        let screenRect = CGRect(origin: screenOrigin, size: screen)
        if device == .iphone { under = [.group(SceneGroup(id: .deviceBody, children: body(around: screenRect)))] }
        // Phones shorter than the iPhone X (the status bar's centred clock) had no sensor housing.
        if device == .iphone, ScreenMetrics(screen: screen).hasSensorHousing {
            over = [.group(SceneGroup(id: .island, children: [island(on: screenRect)]))]
        }
    }

    /// The bezel around the screen and the free margin outside the body, pt.
    static let bezel: CGFloat = 12
    static let margin: CGFloat = 8

    /// Screen corner radius: 12 % of the shorter side (46.8 pt on a 390-pt-wide phone, near the
    /// iPhone 12's 47.33 pt). None inside an `iphone` body around a screen under 812 pt tall: the
    /// phones those stand for, before the iPhone X, had square screens.
    var screenCornerRadius: Double {
        switch device {
        case .none: 0
        case .iphone where !ScreenMetrics(screen: screen).hasSensorHousing: 0
        default: Double(min(screen.width, screen.height)) * 0.12
        }
    }

    /// Where the screen's top-left corner sits in the frame.
    var screenOrigin: CGPoint {
        device == .iphone ? CGPoint(x: Self.bezel + Self.margin, y: Self.bezel + Self.margin) : .zero
    }

    /// The frame's size, pt.
    var frameSize: CGSize {
        let grow = device == .iphone ? 2 * (Self.bezel + Self.margin) : 0
        return CGSize(width: screen.width + grow, height: screen.height + grow)
    }

    /// What shows around a rounded screen or the body.
    var canvas: Color { theme == .dark ? Color(white: 0.1) : .white }

    /// `scene`, the screen's, inside the device: the body, the `.screen` group (moved to the
    /// screen's place, cut to its rounded corners, its background filled first), the island.
    func wrap(_ scene: Scene) -> Scene {
        guard device != .none else { return scene }
        let screenRect = CGRect(origin: screenOrigin, size: screen)
        let inside: [Scene.Shape] = [.rect(CGRect(origin: .zero, size: screen), fill: scene.background)] + scene.shapes
        let screenGroup = SceneGroup(id: .screen, transform: .translation(Double(screenOrigin.x), Double(screenOrigin.y)),
                                     clip: .roundedRect(screenRect, cornerRadius: screenCornerRadius), children: inside)
        return Scene(size: frameSize, background: canvas, shapes: under + [.group(screenGroup)] + over)
    }

    /// The body: a graphite slab with a lighter rim, and the side buttons (action and volume on
    /// the left, side button on the right), placed for an 844-pt screen and moved up in
    /// proportion on shorter ones, so they stay on the body's sides.
    private func body(around screenRect: CGRect) -> [Scene.Shape] {
        let outline = screenRect.insetBy(dx: -Self.bezel, dy: -Self.bezel)
        let radius = screenCornerRadius + Double(Self.bezel)
        let metal = Color(white: 0.35)
        let top = Double(outline.minY)
        let k = min(1, Double(screenRect.height) / 844)
        func button(_ x: CGFloat, _ y: Double, _ h: Double) -> Scene.Shape {
            .rect(CGRect(x: Double(x), y: top + y * k, width: 3, height: h * k), fill: metal, cornerRadius: 1.5 * k)
        }
        return [
            button(outline.minX - 2.5, 110, 30), button(outline.minX - 2.5, 170, 60), button(outline.minX - 2.5, 240, 60),
            button(outline.maxX - 0.5, 190, 96),
            .rect(outline, fill: Color(white: 0.08), stroke: metal, lineWidth: 2, cornerRadius: radius),
        ]
    }

    /// The Dynamic Island: a pill 126 × 37 pt (on a 390-pt-wide screen; scaled with the shorter
    /// side, so a wide screen does not get a pill taller than its status bar), 11 pt below the
    /// screen's top edge.
    private func island(on screenRect: CGRect) -> Scene.Shape {
        let side = min(screenRect.width, screenRect.height)
        let width = side * 126 / 390, height = side * 37 / 390
        return .rect(CGRect(x: screenRect.midX - width / 2, y: screenRect.minY + 11, width: width, height: height),
                     fill: .black, cornerRadius: Double(height) / 2)
    }
}
