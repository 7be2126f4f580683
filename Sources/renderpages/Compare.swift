import ArgumentParser
import Foundation
import PageRender

struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show several scenarios side by side: an animated GIF in sync, or a PNG filmstrip of key frames.",
        discussion: """
        Every scenario is sampled at one fps, so a GIF frame shows all of them at the same instant, \
        each under its strategy kind with its phase below. A .png is a filmstrip: a column per \
        scenario, rows at the last release, mid-motion and the rest.
        """)

    @Argument(help: "Scenario files (JSON), usually one gesture under different strategies.")
    var scenarios: [String]

    @Option(help: "Output file: .gif (animation) or .png (filmstrip).")
    var out: String

    @Option(help: "Frames per second of the GIF (default 50: GIF's limit).")
    var fps: Double = 50

    @Option(help: "Milliseconds to pause on the first and on the last frame of the GIF.")
    var hold: Double = 0

    @Option(help: "Pixels per point (0.25…4).")
    var scale: Double = 1

    @Flag(help: "Show each scenario in the x-ray view (content zoomed out, screen, snap offsets, targets).")
    var xray = false

    func validate() throws {
        if scenarios.count < 2 { throw ValidationError("pass at least two scenario files to compare") }
        if !(0.25...4).contains(scale) { throw ValidationError("--scale must be between 0.25 and 4, got \(scale)") }
        if !(1...240).contains(fps) { throw ValidationError("--fps must be between 1 and 240, got \(fps)") }
        if !(0...60_000).contains(hold) { throw ValidationError("--hold must be between 0 and 60000 ms, got \(hold)") }
        _ = try validating { try FileKind(path: out, allowed: [.gif, .png]) }
    }

    func run() throws {
        let compared = try loadCompared(scenarios, fps: fps, options: SceneOptions(xray: xray))
        if try validating({ try FileKind(path: out, allowed: [.gif, .png]) }) == .png {
            let image = try Filmstrip(compared, scale: scale).image()
            try image.writePNG(to: out)
            print("wrote \(out): \(image.width)×\(image.height) px, \(compared.count) scenarios at release, mid-motion and rest")
        } else {
            let source = try ComparisonSheet(compared, scale: scale).animation(hold: hold)
            let export = try GIFExport.encode(source)
            try AtomicFile.write(export.bytes, to: out)
            for warning in export.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
            print("wrote \(out): \(source.width)×\(source.height) px, \(export.storedFrames) frames, \(export.bytes.count) bytes")
        }
    }
}
