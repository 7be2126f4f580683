import Foundation
import PageRender

// Times scene building alone, without painting: for each scenario file given, the timeline is
// simulated once (not timed), then its `FrameScenes` (`frameScenes`, FrameScenes.swift) and `scene(for:)` of every
// sample are timed, SCENE_RUNS times (environment, default 101: a run takes well under a
// millisecond for most scenarios, so many are cheap and steady the median under load), and the
// medians are printed.
// It uses only public API that is the same before the scene tree and after it, apart from
// `frameScenes` (FrameScenes.swift, which scripts/bench-scene.sh writes again for the old
// revision), so the script builds this folder against both revisions and runs them side by side.
// Before the tree, labels were fitted by the painter, so that text measuring is not in the "before"
// figures; after it, it is (once per run, in the static layers).
//
// Output, one line per file: NAME FRAMES BUILD_MS PER_FRAME_US INIT_MS PER_SAMPLE_US: the
// `FrameScenes` and every sample's scene in milliseconds and that divided by the frame count, then
// its two parts: the `FrameScenes` initialiser alone (what is built once per run) in milliseconds
// and the `scene(for:)` calls alone per sample in microseconds (each the median of its own
// timings); or NAME skipped REASON when the revision cannot read or simulate the file.

/// Keeps `value` alive and opaque to the optimiser, so building it cannot be left out.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

let runs = max(1, Int(ProcessInfo.processInfo.environment["SCENE_RUNS"] ?? "") ?? 101)
let clock = ContinuousClock()

for path in CommandLine.arguments.dropFirst() {
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    guard let data = FileManager.default.contents(atPath: path) else { print("\(name) skipped unreadable"); continue }
    guard let json = try? JSONParser.parse([UInt8](data)) else { print("\(name) skipped not-json"); continue }
    guard let scenario = try? Scenario.read(json) else { print("\(name) skipped not-a-scenario"); continue }
    guard let timeline = try? ScrollSimulation.timeline(for: scenario) else { print("\(name) skipped not-simulated"); continue }
    let samples = timeline.samples
    func milliseconds(_ d: Duration) -> Double { Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15 }
    func median(_ values: [Double]) -> Double { values.sorted()[(values.count - 1) / 2] }
    var totals: [Double] = [], inits: [Double] = [], scenes: [Double] = []
    for _ in 0..<runs {
        var built: FrameScenes?
        let initTime = clock.measure { built = frameScenes(scenario, timeline) }
        let frames = built!
        let sceneTime = clock.measure { for sample in samples { blackHole(frames.scene(for: sample)) } }
        inits.append(milliseconds(initTime))
        scenes.append(milliseconds(sceneTime))
        totals.append(milliseconds(initTime + sceneTime))
    }
    let count = Double(max(1, samples.count))
    print(name, samples.count, String(format: "%.3f", median(totals)), String(format: "%.2f", median(totals) * 1e3 / count),
          String(format: "%.3f", median(inits)), String(format: "%.2f", median(scenes) * 1e3 / count))
}
