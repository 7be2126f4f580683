import ArgumentParser
import Foundation
import PageRender

/// Loads and simulates the scenarios of compare, diff and plot with the same `overrides`, all
/// sampled at one fps (the override, else `defaultFPS`, else the first scenario's), so frame k
/// is the same instant in each. Every file is read before any error is reported, so the errors of
/// all bad files come out together. With `sameScreen`, scenarios whose screens differ in size or
/// scale are a usage error: their frames could not be laid side by side or compared pixel by pixel.
/// With `--strategies K1,K2,...` (`changes.strategies`) `paths` holds one scenario, run once per
/// kind with that kind's defaults and titled by it; its images are decoded once for all.
func loadCompared(_ paths: [String], changes: OverrideOptions, defaultFPS: Double? = nil,
                  options: SceneOptions = SceneOptions(), sameScreen: Bool = false) throws -> [ComparedScenario] {
    var overrides = changes.overrides
    if overrides.fps == nil { overrides.fps = defaultFPS }
    if let kinds = try changes.strategyKinds() {
        guard paths.count == 1, let path = paths.first else {
            throw ValidationError("--strategies runs one scenario under several kinds; pass one scenario file, got \(paths.count)")
        }
        var images: [PixelImage]?
        let bytes = try ScenarioInput.read(path)
        return try overrides.variants(strategyKinds: kinds).map { variant in
            var variant = variant
            if variant.fps == nil { variant.fps = overrides.fps }
            let scenario: Scenario
            do {
                scenario = try loadScenario(bytes: bytes, path: path, overrides: variant)
            } catch let error as ValidationError {
                // When the file is fine as written, the kind and its defaults came from
                // --strategies: say so, or a line such as "strategy.offsets: is required" points
                // at the file. A file that fails on its own keeps its plain errors.
                guard (try? loadScenario(bytes: bytes, path: path, overrides: overrides)) != nil, let kind = variant.strategyKind else { throw error }
                throw ValidationError(error.message.split(separator: "\n").map {
                    "\($0) (as \(kind) for --strategies, which runs each kind with its defaults; leave \(kind) out or compare scenario files)"
                }.joined(separator: "\n"))
            }
            if overrides.fps == nil { overrides.fps = scenario.fps }
            if images == nil { images = try loadItemImages(scenario, path: path) }
            var sceneOptions = options
            sceneOptions.itemImages = images ?? []
            return ComparedScenario(name: scenario.strategy.kind, scenario: scenario, timeline: try simulate(scenario, path: path), options: sceneOptions)
        }
    }
    var loaded: [ComparedScenario] = []
    var screens: [Scenario.Screen] = []
    var problems: [String] = []
    for path in paths {
        do {
            let scenario = try loadScenario(path, overrides: overrides)
            if overrides.fps == nil { overrides.fps = scenario.fps }
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            var sceneOptions = options
            sceneOptions.itemImages = try loadItemImages(scenario, path: path)
            loaded.append(ComparedScenario(name: path == "-" ? "stdin" : name, scenario: scenario,
                                           timeline: try simulate(scenario, path: path), options: sceneOptions))
            screens.append(scenario.screen)
        } catch let error as ValidationError {
            problems.append(error.message)
        }
    }
    guard problems.isEmpty else { throw ValidationError(problems.joined(separator: "\n")) }
    if sameScreen, let first = screens.first {
        for (path, other) in zip(paths, screens).dropFirst() where other != first {
            let describe = { (s: Scenario.Screen) in "\(JSONValue.format(s.width))×\(JSONValue.format(s.height)) pt at scale \(JSONValue.format(s.scale))" }
            throw ValidationError("\(sourceName(path)): the screen is \(describe(other)) but \(sourceName(paths[0]))'s is \(describe(first)); compare scenarios of one screen (set screen in each file)")
        }
    }
    return loaded
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
