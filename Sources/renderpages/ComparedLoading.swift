import ArgumentParser
import Foundation
import PageRender

/// Loads and simulates the scenarios of compare, diff and plot, all sampled at `fps` (default:
/// the first scenario's), so frame k is the same instant in each.
func loadCompared(_ paths: [String], fps: Double?, options: SceneOptions = SceneOptions()) throws -> [ComparedScenario] {
    var rate = fps
    return try paths.map { path in
        var scenario = try loadScenario(path)
        if rate == nil { rate = scenario.fps }
        scenario.fps = rate!
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return ComparedScenario(name: path == "-" ? "stdin" : name, scenario: scenario, timeline: try simulate(scenario, path: path),
                                options: options)
    }
}

/// Turns a library error about the user's input into a one-line message and exit code 2.
func validating<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as RenderError { throw ValidationError(error.message) }
}
