import ArgumentParser
import Foundation
import PageRender

/// `animate --out demo.svg`: the document is written through the output transaction, then one summary line.
enum AnimatedSVGOutput {
    static func write(_ command: Animate) throws {
        let document = try Interruption.withOutput(replacesAnyFile: command.force) { output in
            // Every refusal of --out comes before anything is drawn.
            if command.out != "-" { try output.reserve(command.out) }
            let (scenario, timeline) = try command.input.loadTimeline(loopingBack: command.loopBack)
            command.warnIfLoopMisses(scenario, timeline)
            let run = try renderInput(scenario, timeline, path: command.input.scenario)
            let document = try validating {
                try AnimatedSVG.document(run, loop: try command.parsedLoop(), hold: command.hold,
                                         pixelWidth: command.width, effects: command.svgEffects ?? .html)
            }
            if command.out == "-" { try StandardOutput.write(document.bytes) } else { try output.write(document.bytes, to: command.out) }
            return document
        }
        guard command.out != "-" else { return }
        try command.reporting.summary(summary(document, path: command.out))
    }

    /// The line after writing: size, keyframes, length, bytes and how each picture was stored.
    static func summary(_ document: AnimatedSVG.Document, path: String) -> String {
        let pictures = document.images.isEmpty ? "" : ", " + document.images.map { "\($0.width)×\($0.height) \($0.format.rawValue.uppercased())" }.joined(separator: ", ")
        return "wrote \(path): \(document.width)×\(document.height) px, \(document.keyframes) keyframes, \(Int(document.duration.rounded())) ms, \(document.bytes.count) bytes\(pictures)"
    }
}
