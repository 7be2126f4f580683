import ArgumentParser
import Foundation
import PageRender

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a commented starter scenario for a strategy kind.",
        discussion: """
        The scenario is JSON; its explanations are "_comment" fields, which the reader ignores \
        (every key that begins with an underscore is a comment). Without --out it is printed.
        """)

    @Argument(help: ArgumentHelp("Strategy kind (see 'renderpages strategies').", valueName: "kind"))
    var kind: String

    @Option(help: "Write the scenario to this file instead of standard output.")
    var out: String?

    @Flag(help: "Write the App Store-like carousel (a content row and a look) under the kind instead of the kind's own starter.")
    var content = false

    @Flag(help: "Replace --out if it exists.")
    var force = false

    func run() throws {
        guard StrategySpec.kinds.contains(kind) else {
            throw ValidationError("unknown strategy kind \"\(kind)\"\(NearestName.hint(for: kind, in: StrategySpec.kinds)); use one of \(StrategySpec.kinds.joined(separator: ", "))")
        }
        let registry = StrategyRegistry.builtIn
        // The library's comments name no command; the hint on running the file is the CLI's.
        let note = "Try: renderpages simulate THIS.json, renderpages render THIS.json --out frames, or override a field with --set gestures[0].distance=300 (--set gestures[1].distance=-300 to come back)."
        guard let text = content ? registry.carouselStarterScenario(kind: kind, note: note) : registry.starterScenario(kind: kind, note: note) else {
            throw ValidationError("kind \"\(kind)\" does not page over a content row; use --content with one of \(registry.carouselKinds.joined(separator: ", "))")
        }
        guard let out else {
            try StandardOutput.write(text)
            return
        }
        try validateOut(out, standardOutput: false)
        var info = stat()
        if !force, stat(SystemPath.c(out), &info) == 0 {
            throw ValidationError("\(messageName(out)) exists; pass --force to replace it or choose another --out")
        }
        try Interruption.withOutput(replacesAnyFile: force) { try $0.write(text, to: out) }
        try StandardOutput.line("wrote \(SystemPath.displayed(out))")
    }
}
