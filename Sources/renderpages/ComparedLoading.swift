import ArgumentParser
import Foundation
import PageRender

/// Loads and simulates the scenarios of compare, diff and plot with the same `overrides`, all
/// sampled at one fps (the override, else `defaultFPS`, else the first scenario's), so frame k
/// is the same instant in each. Every file is read before any error is reported, so the errors of
/// all bad files come out together. With `sameScreen`, scenarios whose screens differ in size or
/// scale are a usage error: their frames could not be laid side by side or compared pixel by pixel.
/// With `--strategies` (`changes.strategies`) `paths` holds one scenario, run once per item
/// (`loadVariants`). With `--labels` each column takes its label as its caption.
func loadCompared(_ paths: [String], changes: OverrideOptions, defaultFPS: Double? = nil,
                  options: SceneOptions = SceneOptions(), sameScreen: Bool = false) throws -> [ComparedScenario] {
    let columns = try changes.strategyItems()?.count ?? paths.count
    let captions = try changes.captions(columns: columns)
    let loaded = try loadColumns(paths, changes: changes, defaultFPS: defaultFPS, options: options, sameScreen: sameScreen)
    guard let captions else { return loaded }
    return zip(loaded, captions).map { $0.captioned($1) }
}

private func loadColumns(_ paths: [String], changes: OverrideOptions, defaultFPS: Double?,
                         options: SceneOptions, sameScreen: Bool) throws -> [ComparedScenario] {
    var overrides = changes.overrides
    if overrides.fps == nil { overrides.fps = defaultFPS }
    if let items = try changes.strategyItems() {
        guard paths.count == 1, let path = paths.first else {
            throw ValidationError("--strategies runs one scenario under several kinds; pass one scenario file, got \(paths.count)")
        }
        return try loadVariants(path, items: items, overrides: overrides, options: options)
    }
    var loaded: [ComparedScenario] = []
    var screens: [Scenario.Screen] = []
    var problems: [String] = []
    // A file two scenarios name is decoded once for both.
    var decoded = ItemImages.Decoded()
    for path in paths {
        do {
            let scenario = try loadScenario(path, overrides: overrides)
            if overrides.fps == nil { overrides.fps = scenario.fps }
            // A caption is read, not opened: bytes that are not UTF-8 show as U+FFFD.
            let name = URL(fileURLWithPath: SystemPath.displayed(path)).deletingPathExtension().lastPathComponent
            let run = try renderInput(scenario, try simulate(scenario, path: path), path: path, decoded: &decoded)
            loaded.append(ComparedScenario(name: path == "-" ? "stdin" : name, input: run, options: options))
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
    } catch let error as SheetSizeError {
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
