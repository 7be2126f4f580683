import ArgumentParser
import Foundation
import PageRender

struct Plot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Plot contentOffset against time for several scenarios on one chart.",
        discussion: """
        One curve per scenario, phases as ribbons under the time axis, releases (hollow) and \
        rests (filled) marked, snap positions as dashed guides.
        """)

    @Argument(help: "Scenario files (JSON).")
    var scenarios: [String]

    @Option(help: "Output file: .png or .svg.")
    var out: String

    @Option(help: "Samples per second of the curves; the physics does not depend on it.")
    var fps: Double = 120

    @Option(help: "Pixels per point of a PNG (1…4); an SVG is 1 px per point.")
    var scale: Double = 2

    func validate() throws {
        if scenarios.isEmpty { throw ValidationError("pass at least one scenario file") }
        if !(1...4).contains(scale) { throw ValidationError("--scale must be between 1 and 4, got \(scale)") }
        if !(1...1000).contains(fps) { throw ValidationError("--fps must be between 1 and 1000, got \(fps)") }
        _ = try validating { try FileKind(path: out, allowed: [.png, .svg]) }
    }

    func run() throws {
        let plot = try OffsetPlot(try loadCompared(scenarios, fps: fps))
        let kind = try validating { try FileKind(path: out, allowed: [.png, .svg]) }
        try AtomicFile.write(try plot.file(kind == .svg ? .svg : .png, scale: scale), to: out)
        print("wrote \(out): \(scenarios.count) curve\(scenarios.count == 1 ? "" : "s")")
    }
}
