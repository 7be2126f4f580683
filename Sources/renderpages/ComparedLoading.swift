import ArgumentParser
import Foundation
import PageRender

/// Loads and simulates the scenarios of compare, diff and plot with the same `overrides`, all
/// sampled at one fps (the override, else `defaultFPS`, else the first scenario's), so frame k
/// is the same instant in each.
func loadCompared(_ paths: [String], changes: OverrideOptions, defaultFPS: Double? = nil,
                  options: SceneOptions = SceneOptions()) throws -> [ComparedScenario] {
    var overrides = changes.overrides
    if overrides.fps == nil { overrides.fps = defaultFPS }
    return try paths.map { path in
        let scenario = try loadScenario(path, overrides: overrides)
        if overrides.fps == nil { overrides.fps = scenario.fps }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return ComparedScenario(name: path == "-" ? "stdin" : name, scenario: scenario, timeline: try simulate(scenario, path: path),
                                options: options)
    }
}

/// Turns a library error (input or output) into a one-line message and exit status 2.
func validating<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as RenderError {
        throw ValidationError(error.commandLineMessage)
    } catch let error as OutputError {
        throw ValidationError(error.commandLineMessage)
    }
}

/// Checks an --out value before any work: not empty, and "-" only where standard output can take
/// the result.
func validateOut(_ out: String, standardOutput: Bool) throws {
    if out.isEmpty { throw ValidationError("--out is empty; pass a file or folder name") }
    if out == "-" && !standardOutput {
        throw ValidationError("--out - (standard output) is not possible here; pass a file or folder name")
    }
}
