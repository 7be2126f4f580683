// A worked example of a custom strategy rendered with the PageRender library.
// Run: swift run custom-strategy-example [OUTPUT_FOLDER]
// It reads cards.json next to this file (screen, gesture, the card row as `content`, the look;
// strategy native-paging), simulates one swipe under its own strategy, prints where it rests, and
// writes into OUTPUT_FOLDER (default out/custom-strategy): the motion as a GIF in the file's look,
// the timeline as JSON, and a comparison with the file's built-in native-paging: a side-by-side GIF,
// an offset plot (PNG) and the pixel diff's summary, printed; the motion and the comparison also
// as animated SVGs.
import Foundation
import PageRender

let folder = CommandLine.arguments.dropFirst().first ?? "out/custom-strategy"
let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("cards.json")
let strategy = NearestCardStrategy(widths: [300, 180, 240, 320, 200, 260])

do {
    let scenario = try Scenario.read(Array(try Data(contentsOf: file)))
    // The file's screen, gesture and fps; its look and content draw the custom strategy's frames
    // exactly as the built-in kind's, so the two differ only where their motions do.
    let input = scenario.simulationInput
    let timeline = try ScrollSimulation.timeline(input, strategy: strategy)
    // What the frames are drawn from: the strategy's layout items in the look (its item images
    // decoded here, once); no built-in strategy involved.
    let run = try RenderInput(input: input, strategy: strategy, look: scenario.look, content: scenario.content,
                              title: "nearest-card", timeline: timeline)
    let gif = try GIFExport.encode(try FrameSequence(run).animation(), options: GIFExport.Options(loop: .forever))

    // The custom strategy as one input of the comparison tools, beside the file's native-paging.
    let mine = ComparedScenario(name: "nearest-card", input: run)
    let native = ComparedScenario(name: "native-paging",
                                  input: try RenderInput(scenario: scenario, timeline: try ScrollSimulation.timeline(for: scenario)))
    // Drawn at 1 px per point: two 375-pt columns side by side.
    let sheet = try GIFExport.encode(try ComparisonSheet([mine, native], scale: 1).animation(hold: 500),
                                     options: GIFExport.Options(loop: .forever))
    let plot = try OffsetPlot([mine, native]).file(.png, scale: 1)
    let diff = try DiffReport(mine, native, scale: 1)
    // The same motion and comparison as animated SVGs, as for a built-in kind.
    let svg = try run.animatedSVG(hold: 500)
    let svgSheet = try ComparedScenario.animatedSVGSheet([mine, native], hold: 500)

    // The files are written together at commit, or none: an earlier run's files survive a failure.
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let output = OutputTransaction()
    do {
        try output.write(gif.bytes, to: folder + "/motion.gif")
        try output.write(timeline.jsonText(), to: folder + "/timeline.json")
        try output.write(sheet.bytes, to: folder + "/comparison.gif")
        try output.write(svg, to: folder + "/motion.svg")
        try output.write(svgSheet, to: folder + "/comparison.svg")
        try output.write(plot, to: folder + "/offsets.png")
        try output.commit()
    } catch {
        _ = output.rollback()
        throw error
    }
    print("released at \(timeline.releases[0].offset.x) pt, UIKit proposed \(timeline.releases[0].proposedTarget.x) pt, "
        + "the strategy chose \(timeline.releases[0].target.x) pt, rests at \(timeline.rest.offset.x) pt after \(Int(timeline.rest.t)) ms")
    print("wrote motion.gif (\(gif.storedFrames) of \(timeline.samples.count) frames) and timeline.json to \(folder)")
    print("wrote comparison.gif (nearest-card | native-paging) and offsets.png to \(folder)")
    print("diff: \(diff.summary)")
} catch {
    FileHandle.standardError.write(Data("custom-strategy-example: \(error)\n".utf8))
    exit(1)
}
