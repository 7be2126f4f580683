// A worked example of a custom strategy rendered with the PageRender library.
// Run: swift run custom-strategy-example [OUTPUT_FOLDER]
// It simulates one swipe over cards of varying widths, prints where it rests, and writes PNG
// frames plus the timeline as JSON into OUTPUT_FOLDER (default out/custom-strategy).
import Foundation
import PageRender

let folder = CommandLine.arguments.dropFirst().first ?? "out/custom-strategy"
let strategy = NearestCardStrategy(widths: [300, 180, 240, 320, 200, 260])
let input = SimulationInput(
    screen: CGSize(width: 375, height: 667), scale: 2,
    gestures: [GestureStep(.swipe(offset: nil, distance: 260, duration: 140, touchRate: 120, easing: .linear))],
    fps: 30)

do {
    let timeline = try ScrollSimulation.timeline(input, strategy: strategy)
    let cards = strategy.cardFrames(height: 667)
    let colors = Palette.pages
    // The frames go into a staging folder that replaces `folder` in one step at commit; of an
    // earlier run's folder, the files this example writes are dropped and any others kept.
    let output = OutputTransaction()
    let staging = try output.stageFolder(folder) { existing in
        Set(try FileManager.default.contentsOfDirectory(atPath: existing).filter { $0.hasPrefix("frame-") || $0 == "timeline.json" })
    }
    let png = try PNGEncoder()
    for (i, sample) in timeline.samples.enumerated() {
        let shapes: [Scene.Shape] = cards.enumerated().flatMap { index, card -> [Scene.Shape] in
            let onScreen = card.offsetBy(dx: -sample.offset.x, dy: 0)
            return [.rect(onScreen, fill: colors[index % colors.count], cornerRadius: 12),
                    .text("\(Int(card.width)) pt", center: CGPoint(x: onScreen.midX, y: onScreen.midY), size: 28, color: .black)]
        }
        let surface = try FrameRasterizer.rasterize(Scene(size: input.screen, background: .white, shapes: shapes), scale: 2)
        let path = staging + "/" + String(format: "frame-%04d.png", i)
        try Data(try png.encode(surface)).write(to: URL(fileURLWithPath: path))
    }
    try Data(timeline.jsonText().utf8).write(to: URL(fileURLWithPath: staging + "/timeline.json"))
    try output.commit()
    print("released at \(timeline.releases[0].offset.x) pt, UIKit proposed \(timeline.releases[0].proposedTarget.x) pt, "
        + "the strategy chose \(timeline.releases[0].target.x) pt, rests at \(timeline.rest.offset.x) pt after \(Int(timeline.rest.t)) ms")
    print("wrote \(timeline.samples.count) frames and timeline.json to \(folder)")
} catch {
    FileHandle.standardError.write(Data("custom-strategy-example: \(error)\n".utf8))
    exit(1)
}
