import ArgumentParser
import Foundation
import PageRender

/// The one scenario of `--strategies`, loaded and simulated under each item (a kind and its
/// parameters) with the command's `overrides`, captioned by the item as written. The file is read
/// once (standard input can be read only once) and its item images decoded once for all.
///
/// Every item's problems are reported together. A problem of the file itself (it has it under
/// the command's options without --strategies) is reported once, plainly; one that an item
/// causes, and every problem in `strategy` (which the item replaces), names the item.
func loadVariants(_ path: String, items: [StrategyItem], overrides: ScenarioOverrides, options: SceneOptions) throws -> [ComparedScenario] {
    let json: JSONValue
    do {
        json = try JSONParser.parse(try ScenarioInput.read(path))
    } catch let error as JSONParser.SyntaxError {
        throw ValidationError("\(sourceName(path)): \(error)")
    }
    let own = Set(problems(json, overrides))
    var overrides = overrides
    var loaded: [ComparedScenario] = []
    var lines: [String] = []
    var decoded = ItemImages.Decoded()
    for item in items {
        var variant = overrides.variant(item)
        if variant.fps == nil { variant.fps = overrides.fps }
        let scenario: Scenario
        do {
            scenario = try Scenario.read(variant.apply(to: json))
        } catch let error as ScenarioErrors {
            for problem in error.errors.map(\.commandLineDescription) {
                let line = own.contains(problem) && !problem.hasPrefix("strategy") ? problem : "\(problem)\(itemNote(item))"
                if !lines.contains(line) { lines.append(line) }
            }
            continue
        }
        if overrides.fps == nil { overrides.fps = scenario.fps }
        let timeline: Timeline
        do {
            timeline = try ScrollSimulation.timeline(for: scenario)
        } catch let error as SimulationError {
            lines.append("\(error)\(itemNote(item))")
            continue
        }
        loaded.append(ComparedScenario(name: item.text, input: try renderInput(scenario, timeline, path: path, decoded: &decoded), options: options)
            .captioned(item.text))
    }
    guard lines.isEmpty else { throw ValidationError(lines.map { "\(sourceName(path)): \($0)" }.joined(separator: "\n")) }
    return loaded
}

/// The problems of the file as the command's options leave it, each as the command line words it.
private func problems(_ json: JSONValue, _ overrides: ScenarioOverrides) -> [String] {
    do {
        _ = try Scenario.read(overrides.apply(to: json))
        return []
    } catch let error as ScenarioErrors {
        return error.errors.map(\.commandLineDescription)
    } catch {
        return []
    }
}

/// What a line caused by `item` ends with.
private func itemNote(_ item: StrategyItem) -> String {
    let what = item.parameters.isEmpty ? "with its defaults" : "with its defaults and the item's parameters"
    return " (under --strategies item \"\(item.text)\", which runs \(item.kind) \(what))"
}
