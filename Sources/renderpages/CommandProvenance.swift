import ArgumentParser
import Foundation
import PageRender

/// A subcommand whose output file `renderpages build` keeps up to date: it names the scenario
/// files it reads and the changes made to them, from which `CommandProvenance` lists every file
/// the run reads (docs/demos.md).
protocol KeptOutput {
    /// The scenario files, as given on the command line.
    var scenarioPaths: [String] { get }
    var overrideOptions: OverrideOptions { get }
}

extension Animate: KeptOutput {
    var scenarioPaths: [String] { [input.scenario] }
    var overrideOptions: OverrideOptions { input.changes }
}

extension Compare: KeptOutput {
    var scenarioPaths: [String] { scenarios }
    var overrideOptions: OverrideOptions { changes }
}

extension Diff: KeptOutput {
    var scenarioPaths: [String] { [a] + (b.map { [$0] } ?? []) }
    var overrideOptions: OverrideOptions { changes }
}

extension Plot: KeptOutput {
    var scenarioPaths: [String] { scenarios }
    var overrideOptions: OverrideOptions { changes }
}

extension Report: KeptOutput {
    var scenarioPaths: [String] { scenarios }
    var overrideOptions: OverrideOptions { changes }
}

/// The `Provenance` of a command line: its arguments without the options that do not change the
/// bytes written, and every file it reads, each scenario followed by its look's item images
/// (paths relative to the scenario file, as `loadItemImages` reads them).
enum CommandProvenance {
    /// Flags that change where or how verbosely a command writes, never what.
    static let ignoredFlags: Set = ["--force", "--quiet", "--progress-lines", "--psnr"]
    /// Options (with a value) of the same kind: the output's own name, the worker count (the
    /// output does not depend on it) and the hidden progress delay.
    static let ignoredOptions: Set = ["--out", "--threads", "--progress-delay"]

    /// `arguments` without `ignoredFlags` and `ignoredOptions` (either as `--name value` or
    /// `--name=value`).
    static func kept(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if ignoredFlags.contains(argument) { continue }
            if ignoredOptions.contains(argument) { skipNext = true; continue }
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--"), ignoredOptions.contains(String(argument[..<equals])) { continue }
            kept.append(argument)
        }
        return kept
    }

    /// The provenance of `command` run as `arguments` (its whole command line after the program's
    /// name) in `folder` (nil: the working folder): nil when a scenario comes from standard input,
    /// which cannot be read twice. Reads every input once; throws `ProvenanceInputs.Unreadable`
    /// for an input that cannot be read (a missing scenario or image) or a scenario that does not
    /// parse.
    static func provenance(of command: some KeptOutput, arguments: [String], in folder: String? = nil) throws -> Provenance? {
        let paths = command.scenarioPaths
        if paths.contains("-") { return nil }
        var inputs = ProvenanceInputs(folder: folder)
        for path in paths {
            let bytes = try inputs.addScenario(path, limit: ScenarioInput.maxBytes)
            let scenario: Scenario
            do {
                scenario = try loadScenario(bytes: bytes, path: path, overrides: command.overrideOptions.overrides)
            } catch {
                throw ProvenanceInputs.Unreadable(path: path, reason: "it is not a valid scenario (\(Failure(error).lines.first ?? "invalid"))")
            }
            try inputs.addImages(of: scenario.look, scenarioPath: path)
        }
        return Provenance(version: RenderPages.version, arguments: kept(arguments), digests: inputs.digests)
    }

    /// Records the provenance of the command about to run in every mark it writes. A command
    /// whose inputs cannot be read now records none: it reports the problem itself when it runs.
    static func recordForRun(_ command: ParsableCommand, arguments: [String]) {
        guard let kept = command as? any KeptOutput else { return }
        OutputMark.record((try? provenance(of: kept, arguments: arguments))??.record)
    }
}
