// A worked example of a custom strategy rendered with the PageRender library.
// Run: swift run custom-strategy-example [OUTPUT_FOLDER]
// It simulates one swipe over cards of varying widths, prints where it rests, and writes the
// motion as a GIF in the `cards` look plus the timeline as JSON into OUTPUT_FOLDER
// (default out/custom-strategy).
import Foundation
import PageRender

let folder = CommandLine.arguments.dropFirst().first ?? "out/custom-strategy"
let strategy = NearestCardStrategy(widths: [300, 180, 240, 320, 200, 260])
let input = SimulationInput(
    screen: CGSize(width: 375, height: 667), scale: 2,
    gestures: [GestureStep(.swipe(offset: nil, distance: 260, duration: 140, touchRate: 120, easing: .linear))],
    fps: 30)
// The look is the scenario file's `look` block as a value: the light cards preset, three colours
// cycled over the cards, no status bar.
let look = LookSpec(preset: .cards, colors: ["#FF9500", "#34C759", "#AF52DE"].compactMap { Color(hex: $0) }, statusBar: false)

do {
    let timeline = try ScrollSimulation.timeline(input, strategy: strategy)
    // The renderer draws the strategy's layout items in the look; no built-in strategy involved.
    let renderer = FrameRenderer(input: input, strategy: strategy, look: look, title: "nearest-card", timeline: timeline)
    let gif = try GIFExport.encode(try renderer.animation(), options: GIFExport.Options(loop: .forever))
    // Both files are written together at commit, or neither: an earlier run's files survive a failure.
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let output = OutputTransaction()
    do {
        try output.write(gif.bytes, to: folder + "/motion.gif")
        try output.write(timeline.jsonText(), to: folder + "/timeline.json")
        try output.commit()
    } catch {
        _ = output.rollback()
        throw error
    }
    print("released at \(timeline.releases[0].offset.x) pt, UIKit proposed \(timeline.releases[0].proposedTarget.x) pt, "
        + "the strategy chose \(timeline.releases[0].target.x) pt, rests at \(timeline.rest.offset.x) pt after \(Int(timeline.rest.t)) ms")
    print("wrote motion.gif (\(gif.storedFrames) of \(timeline.samples.count) frames) and timeline.json to \(folder)")
} catch {
    FileHandle.standardError.write(Data("custom-strategy-example: \(error)\n".utf8))
    exit(1)
}
