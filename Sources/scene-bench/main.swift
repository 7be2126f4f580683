import Foundation
import PageRender

// Times scene building alone, without painting: for each scenario file given, the timeline is
// simulated once (not timed), then `FrameScenes(scenario:timeline:)` and `scene(for:)` of every
// sample are timed together, RUNS times (environment, default 5), and the median is printed.
// It uses only public API that is the same before the scene tree (issue 23) and after it, so
// scripts/bench-scene.sh builds this one file against both revisions and runs them side by side.
// Before the tree, labels were fitted by the painter, so that text measuring is not in the "before"
// figures; after it, it is (once per run, in the static layers).
//
// Output, one line per file: NAME FRAMES BUILD_MS PER_FRAME_US  (the build of the static layers
// plus every sample's scene, in milliseconds, and that divided by the frame count), or
// NAME skipped REASON when the revision cannot read or simulate the file.

/// Keeps `value` alive and opaque to the optimiser, so building it cannot be left out.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

let runs = max(1, Int(ProcessInfo.processInfo.environment["RUNS"] ?? "") ?? 5)
let clock = ContinuousClock()

for path in CommandLine.arguments.dropFirst() {
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    guard let data = FileManager.default.contents(atPath: path) else { print("\(name) skipped unreadable"); continue }
    guard let json = try? JSONParser.parse([UInt8](data)) else { print("\(name) skipped not-json"); continue }
    guard let scenario = try? Scenario.read(json) else { print("\(name) skipped not-a-scenario"); continue }
    guard let timeline = try? ScrollSimulation.timeline(for: scenario) else { print("\(name) skipped not-simulated"); continue }
    let samples = timeline.samples
    var times: [Double] = []
    for _ in 0..<runs {
        let elapsed = clock.measure {
            let scenes = FrameScenes(scenario: scenario, timeline: timeline)
            for sample in samples { blackHole(scenes.scene(for: sample)) }
        }
        times.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15)
    }
    let median = times.sorted()[(times.count - 1) / 2]
    print(name, samples.count, String(format: "%.3f", median), String(format: "%.2f", median * 1e3 / Double(max(1, samples.count))))
}
