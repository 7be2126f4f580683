import ArgumentParser
import Foundation
import PageRender

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two scenarios pixel by pixel, frame by frame, and summarise the difference.",
        discussion: """
        Frame k of A is compared with frame k of B (both sampled at one fps; the one that rests \
        first keeps its last frame). Prints one paragraph: frames that differ, the mismatch ratio \
        overall and at its peak, the largest channel difference, the resting offsets. --out writes \
        A | difference | B: a GIF of every frame, or a PNG of the frame that differs most. Exits 1 \
        when --fail-above is exceeded, 2 when the scenarios cannot be compared or --out not \
        written, 64 for bad arguments, else 0.
        """)

    @Argument(help: "Scenario A (JSON).")
    var a: String

    @Argument(help: "Scenario B (JSON).")
    var b: String

    @Option(help: "Picture of the difference: a .gif (every frame) or a .png (the frame that differs most).")
    var out: String?

    @Option(help: "Exit with status 1 when the share of differing pixels over all frames exceeds this ratio (0…1).")
    var failAbove: Double?

    @Option(help: "Channel difference (0…255) up to which pixels count as equal.")
    var threshold: Int = 0

    @Option(help: "Pixels per point (1…4).")
    var scale: Double = 1

    @Option(help: "Frames per second for both (default: A's fps).")
    var fps: Double?

    func validate() throws {
        if let failAbove, !(0...1).contains(failAbove) { throw ValidationError("--fail-above must be a ratio between 0 and 1, got \(failAbove)") }
        if !(1...4).contains(scale) { throw ValidationError("--scale must be between 1 and 4, got \(scale)") }
        if let fps, !(1...240).contains(fps) { throw ValidationError("--fps must be between 1 and 240, got \(fps)") }
        if let out { _ = try validating { try FileKind(path: out, allowed: [.gif, .png]) } }
    }

    func run() throws {
        let scenarios = try loadCompared([a, b], fps: fps)
        let report: DiffReport
        do {
            // Status 1 means "differs too much", so a failure to compare or to write exits 2.
            report = try DiffReport(scenarios[0], scenarios[1], scale: scale, threshold: threshold)
            if let out {
                switch try FileKind(path: out, allowed: [.gif, .png]) {
                case .gif: try AtomicFile.write(try GIFExport.encode(try report.animation()).bytes, to: out)
                default: try report.peakPicture().writePNG(to: out)
                }
            }
        } catch let error as RenderError {
            FileHandle.standardError.write(Data("Error: \(error.message)\n".utf8))
            throw ExitCode(2)
        }
        print(report.summary)
        if let failAbove, report.exceeds(failAbove) { throw ExitCode(1) }
    }
}
