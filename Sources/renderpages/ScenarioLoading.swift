import ArgumentParser
import Foundation
import PageRender

/// How messages name a scenario's source.
func sourceName(_ path: String) -> String { path == "-" ? "<stdin>" : messageName(path) }

/// Reads a scenario file (or stdin for "-"), applies command-line `overrides` to its JSON and
/// validates it. Every problem becomes one line naming the source and the JSON path, all reported
/// together (exit status 2, see `Failure`).
func loadScenario(_ path: String, overrides: ScenarioOverrides = ScenarioOverrides()) throws -> Scenario {
    try loadScenario(bytes: ScenarioInput.read(path), path: path, overrides: overrides)
}

/// The scenario in `bytes`, read once from `path` (standard input can be read only once, so a
/// command that runs one file several ways reads it first), with `overrides` applied.
func loadScenario(bytes: [UInt8], path: String, overrides: ScenarioOverrides = ScenarioOverrides()) throws -> Scenario {
    do {
        return try Scenario.read(overrides.apply(to: JSONParser.parse(bytes)))
    } catch let error as JSONParser.SyntaxError {
        throw ValidationError("\(sourceName(path)): \(error)")
    } catch let error as ScenarioErrors {
        throw ValidationError(error.errors.map { "\(sourceName(path)): \($0.commandLineDescription)" }.joined(separator: "\n"))
    }
}

/// Runs the simulation; a scenario that reads fine but cannot be simulated is invalid input.
func simulate(_ scenario: Scenario, path: String) throws -> Timeline {
    do {
        return try ScrollSimulation.timeline(for: scenario)
    } catch let error as SimulationError {
        throw ValidationError("\(sourceName(path)): \(error)")
    }
}

/// Decodes the look's item images (paths relative to the scenario file; the working directory for
/// standard input) once; a bad image is invalid input (exit status 2), reported before any frame.
/// A file in `decoded` (an earlier scenario's of the same run) is not read again.
func loadItemImages(_ scenario: Scenario, path: String, decoded: inout ItemImages.Decoded) throws -> [PixelImage] {
    guard !scenario.look.images.isEmpty else { return [] }
    // The scenario file's folder as given (its bytes kept, SystemPath), or the working folder.
    let directory = path == "-" || !path.contains("/") ? FileManager.default.currentDirectoryPath
        : path.hasPrefix("/") && path.lastIndex(of: "/") == path.startIndex ? "/" : String(path[..<path.lastIndex(of: "/")!])
    do {
        return try ItemImages.load(scenario.look, relativeTo: directory, fromStandardInput: path == "-", decoded: &decoded)
    } catch let error as ScenarioErrors {
        throw ValidationError(error.errors.map { "\(sourceName(path)): \($0)" }.joined(separator: "\n"))
    }
}

/// What the frames of `scenario`'s run `timeline` are drawn from, its item images decoded here
/// (`loadItemImages`), or taken from `decoded` when an earlier scenario of the run read them.
func renderInput(_ scenario: Scenario, _ timeline: Timeline, path: String, decoded: inout ItemImages.Decoded) throws -> RenderInput {
    RenderInput(scenario: scenario, timeline: timeline, itemImages: try loadItemImages(scenario, path: path, decoded: &decoded))
}

/// `renderInput(_:_:path:decoded:)` for a command that reads one scenario.
func renderInput(_ scenario: Scenario, _ timeline: Timeline, path: String) throws -> RenderInput {
    var decoded = ItemImages.Decoded()
    return try renderInput(scenario, timeline, path: path, decoded: &decoded)
}
