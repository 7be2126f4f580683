// Embedding PageRender: a scenario file to a PNG of the frame at rest and a GIF of the motion.
// Run: swift run embedding-example [SCENARIO.json] [OUTPUT_FOLDER] (docs/embedding.md).
import Foundation
import PageRender

let arguments = Array(CommandLine.arguments.dropFirst())
let scenarioPath = arguments.first ?? "samples/native-paging.json"
let folder = arguments.dropFirst().first ?? "out/embedding"

do {
    // 1. Read and check the scenario; a bad file throws ScenarioErrors naming every bad field.
    //    The paths of its look's item images are relative to the file's folder.
    let file = URL(fileURLWithPath: scenarioPath)
    let scenario = try Scenario.read(Array(try Data(contentsOf: file)), imageFolder: file.deletingLastPathComponent())
    // 2. Simulate it: UIKit's scroll physics driven by the scenario's strategy.
    let timeline = try ScrollSimulation.timeline(for: scenario)
    // 3. What the frames are drawn from (the look's item images decoded here, once), and the
    //    frames in the scenario's look at 1 px per point.
    let renderer = FrameSequence(try RenderInput(scenario: scenario, timeline: timeline), scale: 1)
    // 4. The frame at rest, shapes in points, as a PNG at the screen's scale: Cairo rasterises,
    //    PNGEncoder encodes.
    let atRest = renderer.scene(for: timeline.samples[timeline.samples.count - 1])
    let png = try PNGEncoder().encode(try ScenePainter.rasterize(atRest, scale: scenario.screen.scale))
    // 5. Every frame as a GIF, playing once.
    let gif = try GIFExport.encode(try renderer.animation(), options: GIFExport.Options(loop: .once))
    // 6. Write both files in one transaction: both appear, or neither.
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let output = OutputTransaction()
    do {
        try output.write(png, to: folder + "/rest.png")
        try output.write(gif.bytes, to: folder + "/motion.gif")
        try output.commit()
    } catch {
        _ = output.rollback()
        throw error
    }
    print("rests at \(timeline.rest.offset[scenario.axis]) pt after \(Int(timeline.rest.t)) ms; "
        + "wrote rest.png and motion.gif (\(gif.storedFrames) of \(timeline.samples.count) frames) to \(folder)")
} catch {
    FileHandle.standardError.write(Data("embedding-example: \(error)\n".utf8))
    exit(1)
}
