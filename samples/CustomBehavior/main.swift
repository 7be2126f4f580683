// A custom SwiftUI scroll target behaviour ("at most two items per flick") rendered with the
// PageRender library. Run: swift run custom-behavior-example [OUTPUT_FOLDER]
// It reads the carousel next to this file (its content and look), runs the behaviour on it,
// prints where it rests and writes PNG frames into OUTPUT_FOLDER (default out/custom-behavior).
import Foundation
import PageRender

let folder = CommandLine.arguments.dropFirst().first ?? "out/custom-behavior"
let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("carousel.json")

do {
    let scenario = try Scenario.read(Array(try Data(contentsOf: file)))
    guard let content = scenario.content else {
        throw RenderError("\(file.path) has no content block; the behaviour rests on its items")
    }
    let row = content.itemRow(screen: scenario.screen.size, axis: scenario.axis)
    let behavior = AtMostTwoItems(stride: CGFloat(row.length(0) + row.spacing))
    let strategy = ScrollTargetBehaviorStrategy(behavior: behavior, row: row, axis: scenario.axis)
    let timeline = try ScrollSimulation.timeline(scenario.simulationInput, strategy: strategy)
    let frames = try FrameSequence(try RenderInput(scenario: scenario, timeline: timeline))
        .write(to: folder, format: .png, threads: 2)
    let release = timeline.releases[0]
    print("released at \(release.offset.x) pt, UIKit proposed \(release.proposedTarget.x) pt, "
          + "the behaviour chose \(release.target.x) pt, rests at \(timeline.rest.offset.x) pt; \(frames) frames in \(folder)")
} catch {
    FileHandle.standardError.write(Data("custom-behavior-example: \(error)\n".utf8))
    exit(1)
}
