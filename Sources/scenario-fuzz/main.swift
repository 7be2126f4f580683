import Foundation
import PageRender

// The scenario decoder under a fuzzer. Built normally, it replays the files (or folders of files)
// given as arguments through the decoder and the engine, so a crash found by the fuzzer can be
// reproduced in a plain debug build. Built by `make fuzz` (-sanitize=fuzzer,address -DFUZZING,
// linked with lld because gold fails on the sanitizer's debug info), libFuzzer drives the same
// function with mutated inputs.

/// How far an input got: refused by the JSON parser, by the scenario reader, by the simulation,
/// or simulated to rest.
enum Outcome { case notJSON, notAScenario, notSimulated, simulated }

/// Decodes `bytes` as a scenario and, when it is valid, simulates it and builds scenes of it.
/// Errors are expected answers; only a crash (a trap, an overflow, a sanitizer report) is a
/// finding.
@discardableResult
func consume(_ bytes: [UInt8]) -> Outcome {
    guard let json = try? JSONParser.parse(bytes) else { return .notJSON }
    guard let scenario = try? Scenario.read(json) else { return .notAScenario }
    guard let timeline = try? ScrollSimulation.timeline(for: scenario) else { return .notSimulated }
    // The scenes of the first, middle and last samples, on the screen with the HUD and in x-ray:
    // the look's geometry, chrome, page control and labels, without drawing them.
    let samples = timeline.samples
    for options in [SceneOptions(hud: true), SceneOptions(xray: true)] {
        let scenes = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: []), options: options)
        for k in Set([0, samples.count / 2, samples.count - 1]) where samples.indices.contains(k) {
            _ = scenes.scene(for: samples[k])
        }
    }
    return .simulated
}

#if FUZZING
/// libFuzzer's per-input callback. It must exist under this name for the link (libFuzzer's own
/// `main` in the runtime archive refers to it), and the driver below calls it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    consume(data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
    return 0
}

/// libFuzzer's driver for programs with their own `main` (compiler-rt, FuzzerDriver.cpp): SwiftPM
/// makes this module's top-level code the program's `main`, so it starts the fuzzer itself.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
#else
var outcomes: [Outcome] = []
for argument in CommandLine.arguments.dropFirst() {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
        FileHandle.standardError.write(Data("error: \(argument): no such file or folder\n".utf8))
        exit(2)
    }
    let files = isDirectory.boolValue
        ? ((try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []).sorted().map { argument + "/" + $0 }
        : [argument]
    for file in files {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        outcomes.append(consume(Array(data)))
    }
}
let count = { (outcome: Outcome) in outcomes.filter { $0 == outcome }.count }
print("replayed \(outcomes.count) inputs without a crash: \(count(.notJSON)) not JSON, \(count(.notAScenario)) not a valid scenario, \(count(.notSimulated)) not simulated, \(count(.simulated)) simulated")
#endif
