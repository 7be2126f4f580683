import ArgumentParser
import Foundation
import PageRender

/// Reads a scenario file (or stdin for "-") and turns every problem into a one-line message and
/// exit code 2.
func loadScenario(_ path: String) throws -> Scenario {
    let bytes: [UInt8]
    if path == "-" {
        bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
    } else {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ValidationError("cannot read scenario \(path): no such readable file; check the path")
        }
        bytes = Array(data)
    }
    do {
        return try Scenario.read(bytes)
    } catch let error as JSONParser.SyntaxError {
        throw ValidationError("\(path): \(error)")
    } catch let error as ScenarioErrors {
        throw ValidationError(error.errors.map { "\(path): \($0)" }.joined(separator: "\n"))
    }
}

/// Runs the simulation, mapping a simulation error to exit code 2.
func simulate(_ scenario: Scenario, path: String) throws -> Timeline {
    do {
        return try ScrollSimulation.timeline(for: scenario)
    } catch let error as SimulationError {
        throw ValidationError("\(path): \(error)")
    }
}
