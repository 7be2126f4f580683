import Foundation

/// The x-ray view: the content strip zoomed out on a canvas the size of the screen, with what the
/// user cannot see. The screen slides over the strip as a dark rectangle (off-screen content
/// veiled), the scroll view's frame is a dashed blue outline (wider than the screen for the
/// overflowing strategy), snap offsets are ticks on a ruler, and after a release the offset UIKit
/// proposed and the one the strategy chose are drawn as where the screen would come to rest.
struct XRayScene: Sendable {
    let screen: ScreenScene
    let camera: XRayCamera
    let title: String
    /// The key to the outlines, built once.
    let key: SceneGroup

    init(screen: ScreenScene, timeline: Timeline, title: String) {
        self.screen = screen
        self.title = title
        let g = screen.layout, axis = g.axis
        key = XRayLegend.key(canvas: g.screen, pager: g.pagerFrame != nil, reach: g.gestureReach != nil)
        var spans: [ClosedRange<CGFloat>] = []
        func touch(offset: CGFloat) {
            let screenStart = offset - g.scrollViewFrame.origin[axis]
            spans.append(min(offset, screenStart)...max(offset + g.scrollViewFrame.size[axis], screenStart + g.screen[axis]))
        }
        for sample in timeline.samples { touch(offset: sample.offset[axis]) }
        for release in timeline.releases {
            touch(offset: release.proposedTarget[axis])
            touch(offset: release.target[axis])
        }
        let crossStart = (timeline.samples.first?.offset[axis.cross] ?? 0) - g.scrollViewFrame.origin[axis.cross]
        // Horizontal: header (five 14 pt lines) above the strip; ruler, two label lines and the
        // legend below it, so the strip sits 20 pt above the centre. Vertical: header (96 pt)
        // and legend (110 pt) before and after the strip along the axis; ruler and labels beside
        // it (the strip 60 pt left of the centre).
        camera = XRayCamera(axis: axis, canvas: g.screen, margins: axis == .horizontal ? (16, 16) : (96, 110), crossReserve: 170,
                            crossShift: axis == .horizontal ? 20 : 60,
                            spans: spans, cross: crossStart...(crossStart + g.screen[axis.cross]), screenLength: g.screen[axis])
    }

    /// The per-frame state of `sample`: the screen's, with the header's readout and the release
    /// whose targets show.
    func state(for sample: Timeline.Sample, release: Timeline.Release?) -> FrameState {
        var state = screen.state(for: sample, release: release)
        let g = screen.layout
        // The strip shows more of the content than the screen: its items take their effects too.
        let start = camera.start(screenStart: g.screenOrigin(offset: sample.offset)[g.axis], screenLength: g.screen[g.axis])
        state.itemEffects = screen.itemEffects(at: sample, in: camera.visible(from: start))
        state.readout = HeadsUpDisplay.lines(sample: sample, release: release, axis: screen.layout.axis)
        state.release = release
        return state
    }

    func scene(for state: FrameState) -> Scene {
        let g = screen.layout, axis = g.axis, zoom = camera.zoom, release = state.release
        let screenOrigin = g.screenOrigin(offset: state.contentOffset)
        let start = camera.start(screenStart: screenOrigin[axis], screenLength: g.screen[axis])
        let visible = camera.visible(from: start)
        let p = XRayProjection(axis: axis, origin: camera.origin(start: start), zoom: zoom)
        let band = p.along(visible.lowerBound)...p.along(visible.upperBound)
        let across = (p.origin[axis.cross] + camera.cross.lowerBound * zoom)...(p.origin[axis.cross] + camera.cross.upperBound * zoom)
        let screenRect = p.rect(CGRect(origin: screenOrigin, size: g.screen))

        let strip = p.canvasRect(along: band, across: across)
        var shapes: [Scene.Shape] = [.rect(strip, fill: screen.background)]
        // The look's gradient is fixed to the screen, behind the content: it shows where the
        // screen is over the strip.
        let behind = screenRect.intersection(strip)
        if let g = screen.backgroundGradient, !behind.isNull, !behind.isEmpty {
            shapes.append(.group(SceneGroup(clip: .rect(behind),
                                            children: [.gradientRect(screenRect, from: g.from, to: g.to, cornerRadius: 0, angle: g.angle)])))
        }
        shapes.append(.group(SceneGroup(id: .xray(.strip), transform: p.transform, clip: .rect(strip),
                                        children: screen.contentLayers(in: visible, effects: state.itemEffects))))
        shapes.append(.group(SceneGroup(id: .xray(.contentOutline), clip: .rect(strip),
                                        children: XRayProjection.dashedOutline(p.rect(CGRect(origin: .zero, size: g.contentSize)),
                                                                               color: XRayStyle.content, width: 1, dash: 3))))
        let screenAlong = screenRect.origin[axis]...(screenRect.origin[axis] + screenRect.size[axis])
        for veiled in [band.lowerBound...max(band.lowerBound, screenAlong.lowerBound), min(band.upperBound, screenAlong.upperBound)...band.upperBound]
        where veiled.upperBound > veiled.lowerBound {
            shapes.append(.rect(p.canvasRect(along: veiled, across: across), fill: XRayStyle.veil))
        }
        shapes.append(.group(SceneGroup(id: .xray(.screen), transform: Transform2D.scale(Double(zoom), Double(zoom)).concatenating(.translation(Double(screenRect.minX), Double(screenRect.minY))),
                                        clip: .rect(screenRect), children: screen.screenFixedShapes(state))))
        // Over the screen's fixed shapes, which may lie under an item (the page control's dots).
        if let labels = progressLabels(state.itemEffects, projection: p, strip: strip) { shapes.append(.group(labels)) }
        if let reach = g.gestureReach, let touchDown = release?.touchDownOffset {
            shapes.append(.group(SceneGroup(id: .xray(.reach), clip: .rect(strip),
                                            children: reachShapes(reach, touchDownOffset: Double(touchDown[axis]), projection: p))))
        }
        if let release {
            shapes += ghost(offset: release.proposedTarget, color: XRayStyle.proposed, dashed: true, projection: p)
            shapes += ghost(offset: release.target, color: XRayStyle.target, dashed: false, projection: p)
        }
        if let pagerFrame = g.pagerFrame {
            shapes += pagerShapes(pagerFrame, screenOrigin: screenOrigin, visible: visible, projection: p, strip: strip)
        }
        var scrollView = CGRect(origin: state.contentOffset, size: g.scrollViewFrame.size)
        if let frame = screen.contentFrame {
            // `content.frame` places the scroll view across the axis on the screen.
            scrollView = CGRect(along: axis, start: state.contentOffset[axis], length: g.scrollViewFrame.size[axis],
                                crossStart: screenOrigin[axis.cross] + CGFloat(frame.start), crossLength: CGFloat(frame.length))
        }
        shapes += XRayProjection.dashedOutline(p.rect(scrollView), color: XRayStyle.scrollView, width: 1.5, dash: 4)
        shapes.append(.rect(screenRect, fill: nil, stroke: XRayStyle.screen, lineWidth: 2))
        let ruler = XRayRuler(projection: p, across: across.upperBound + 14, visible: band, screenStart: screenAlong.lowerBound,
                              frameOffset: g.scrollViewFrame.origin[axis])
        shapes.append(.group(SceneGroup(id: .xray(.ruler), children: ruler.shapes(snapOffsets: g.snapOffsets, contentRange: visible, release: release))))
        shapes += userView(state, below: across.upperBound)
        shapes += [.group(XRayLegend.header(title: title, lines: state.readout)), .group(key)]
        return Scene(size: g.screen, background: XRayStyle.canvas, shapes: shapes)
    }

    /// The hidden pager: its pages (one per snap offset, where the pager's frame rests) as thin
    /// outlines, and its frame now, which it carries fixed to the screen, dashed.
    private func pagerShapes(_ pagerFrame: CGRect, screenOrigin: CGPoint, visible: ClosedRange<CGFloat>,
                             projection p: XRayProjection, strip: CGRect) -> [Scene.Shape] {
        let axis = screen.layout.axis
        let frame = pagerFrame.offsetBy(dx: screenOrigin.x, dy: screenOrigin.y)
        var pages: [Scene.Shape] = []
        for snap in screen.layout.snapOffsets {
            var page = frame
            page.origin[axis] = snap + pagerFrame.origin[axis]
            guard page.origin[axis] + page.size[axis] >= visible.lowerBound, page.origin[axis] <= visible.upperBound else { continue }
            pages.append(.rect(p.rect(page), fill: nil, stroke: XRayStyle.pager.withAlpha(0.55), lineWidth: 1))
        }
        return [.group(SceneGroup(id: .xray(.pagerPages), clip: .rect(strip), children: pages))] + XRayProjection.dashedOutline(p.rect(frame), color: XRayStyle.pager, width: 2, dash: 5)
    }

    /// After a release of a strategy that limits a gesture's travel: the items the gesture may
    /// end on, tinted and outlined, and its origin item outlined thicker and labelled.
    private func reachShapes(_ reach: GestureReach, touchDownOffset: Double, projection p: XRayProjection) -> [Scene.Shape] {
        let items = screen.layout.items
        let (origin, allowed) = reach.allowed(touchDownOffset: touchDownOffset)
        guard allowed.upperBound < items.count else { return [] }
        var shapes: [Scene.Shape] = allowed.map { i in
            .rect(p.rect(items[i]).insetBy(dx: 1, dy: 1), fill: XRayStyle.allowed.withAlpha(0.22), stroke: XRayStyle.allowed, lineWidth: 1.5)
        }
        let originRect = p.rect(items[origin]).insetBy(dx: -1.5, dy: -1.5)
        shapes.append(.rect(originRect, fill: nil, stroke: XRayStyle.origin, lineWidth: 2.5))
        shapes.append(.label("origin", origin: CGPoint(x: originRect.minX + 2, y: originRect.minY - 3), size: XRayRuler.fontSize,
                             color: XRayStyle.origin, bold: true))
        return shapes
    }

    /// What the user sees, small, at the bottom right when the strip leaves room below its ruler
    /// and labels (the horizontal axis; a vertical strip takes the canvas's height).
    private func userView(_ state: FrameState, below stripEnd: CGFloat) -> [Scene.Shape] {
        let g = screen.layout
        // Ruler (14 pt), its marks and two label lines (about 45 pt), a caption line (14 pt).
        let top = stripEnd + 14 + 45 + 14
        let scale = min(0.4, (g.screen.height - 10 - top) / g.screen.height)
        // Below a fifth of the screen the picture would be too small to read.
        guard g.axis == .horizontal, scale >= 0.2 else { return [] }
        let frame = CGRect(x: g.screen.width - 12 - g.screen.width * scale, y: top, width: g.screen.width * scale, height: g.screen.height * scale)
        let view = screen.screenScene(for: state)
        return [
            .label("as the user sees it", origin: CGPoint(x: frame.minX, y: frame.minY - 5), size: XRayRuler.fontSize, color: XRayStyle.text),
            .group(SceneGroup(id: .xray(.userView), clip: .rect(frame), children: [
                .rect(frame, fill: view.background),
                .group(SceneGroup(transform: Transform2D.scale(Double(scale), Double(scale)).concatenating(.translation(Double(frame.minX), Double(frame.minY))), children: view.shapes)),
            ])),
            .rect(frame.insetBy(dx: -1, dy: -1), fill: nil, stroke: XRayStyle.ruler, lineWidth: 1),
        ]
    }

    /// Where the screen would rest at contentOffset `offset`.
    private func ghost(offset: CGPoint, color: Color, dashed: Bool, projection p: XRayProjection) -> [Scene.Shape] {
        let g = screen.layout
        let rect = p.rect(CGRect(origin: g.screenOrigin(offset: offset), size: g.screen))
        if dashed { return XRayProjection.dashedOutline(rect, color: color, width: 1.5, dash: 3) }
        return [.rect(rect, fill: nil, stroke: color, lineWidth: 1.5)]
    }
}
