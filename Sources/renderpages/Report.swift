import ArgumentParser
import Foundation
import PageRender

struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write one self-contained HTML page that plays scenarios side by side, in sync, with their offset plot.",
        discussion: """
        One player per scenario, all on one clock: play or pause (space), step a frame (← →), \
        a time slider, speeds 0.25×, 0.5× and 1×, and an x-ray switch. Below them the offset \
        plot (as 'plot' draws it) with a cursor at the current instant (click it to seek), and \
        per scenario its releases and rest with the current one marked. #t=ms in the address \
        opens that instant and follows the slider. Frames are lossless WebP at --scale (default 1) \
        inside the file, so the page works offline and refers to nothing outside itself. \
        Scenarios are sampled at one fps (--fps, else the first scenario's). With --strategies \
        K1,K2,... one scenario file is run under each kind, with its defaults, one player each.
        """)

    @Argument(help: "Scenario files (JSON), usually one gesture under different strategies; one file with --strategies.")
    var scenarios: [String]

    @OptionGroup var changes: OverrideOptions

    @OptionGroup var output: OutputOptions<Report>

    /// 600 frames: 10 s at 60 fps (a design choice). At the 6 to 9 KB a picture measured on the
    /// comparison set (docs/animation.md), three players in two views are then 20 to 30 MB of page.
    @Option(help: "Refuse a report of more frames than this (checked before anything is drawn).")
    var maxFrames: Int = 600

    @OptionGroup var reporting: ReportingOptions

    func validate() throws {
        if scenarios.isEmpty { throw ValidationError("pass at least one scenario file") }
        guard maxFrames >= 1 else { throw ValidationError("--max-frames must be at least 1, got \(maxFrames)") }
        _ = try OutputOptions<Report>.format(of: output.out)
    }

    func run() throws {
        var changes = self.changes
        // The report's frames are at 1 px/pt unless --scale says otherwise: small files, and a
        // player's pixels are the page's.
        if changes.scale == nil { changes.scale = 1 }
        let writing = try output.write(try OutputOptions<Report>.format(of: output.out), reporting: reporting) {
            let compared = try loadCompared(scenarios, changes: changes)
            guard compared.frameCount <= maxFrames else {
                let fps = compared[0].fps
                throw ValidationError("the report would have \(compared.frameCount) frames (\(JSONValue.format((Double(compared.frameCount) / fps * 10).rounded() / 10)) s at \(JSONValue.format(fps)) fps), more than --max-frames \(maxFrames); lower --fps, shorten the gestures or raise --max-frames")
            }
            return (ComparedRun(compared), OutputFormat.Settings())
        }
        let compared = writing.subject.compared
        try reporting.summary("wrote \(output.out): \(compared.count) player\(compared.count == 1 ? "" : "s"), \(compared.frameCount) frames, \(writing.written.size) bytes")
    }
}
