import Foundation
import Testing
@testable import PageRender

/// Comparison sheets that fit: the filmstrip's size message names what makes it that size and the
/// widths that fit; a sheet too large for cairo at the screens' scale is drawn smaller with a
/// warning; `compare` warns when its columns' gestures start at different instants.
@Suite struct SheetFitTests {
    /// `samples/todays-deals.json`: four swipes, each `pause` ms (the default 300) after the motion
    /// before it rests.
    static let fourGestures = "samples/todays-deals.json"

    /// Width and height of a PNG, read from its IHDR chunk (PNG specification: big-endian at
    /// bytes 16 and 20).
    static func pngSize(_ url: URL) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](try Data(contentsOf: url))
        let word = { (i: Int) in bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// The chunks of type `type` of a PNG, in order (PNG specification: length, type, data, CRC).
    static func pngChunks(_ url: URL, type: String) throws -> [UInt8] {
        let bytes = [UInt8](try Data(contentsOf: url))
        var data: [UInt8] = [], at = 8
        while at + 8 <= bytes.count {
            let length = bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self) == type { data += bytes[(at + 8)..<(at + 8 + length)] }
            at += 12 + length
        }
        return data
    }

    /// The two-column, four-gesture filmstrip at 1 px/pt written to full.png in `scratch`: its
    /// command line without --out and its size.
    static func filmstrip(in scratch: Scratch) throws -> (base: [String], width: Int, height: Int) {
        try #require(CLI.isAvailable)
        let base = ["compare", Self.fourGestures, "--strategies", "free,native-paging", "--scale", "1"]
        let full = try CLI.run(base + ["--out", scratch.path("full.png")])
        #expect(full.status == 0, "\(full.stderr)")
        let (width, height) = try Self.pngSize(scratch.url.appendingPathComponent("full.png"))
        return (base, width, height)
    }

    /// The refusal of a width the filmstrip cannot reach names the sheet's size as measured from
    /// the filmstrip itself (written at 1 px/pt, so pixels are points), its rows, and a width
    /// that does fit: one more is refused, and that one is drawn within cairo's side.
    @Test func filmstripMessageNamesTheSheetsHeightAndTheFix() throws {
        let scratch = try Scratch()
        let (base, width, height) = try Self.filmstrip(in: scratch)
        let refused = try CLI.run(base + ["--out", scratch.path("wide.png"), "--width", "3000"])
        #expect(refused.status == 2 && refused.errorLines.count == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("the PNG filmstrip is \(width)×\(height) pt: 2 columns (one per scenario) by 12 rows (release, mid-motion and rest for each of 4 gestures"), "\(refused.stderr)")
        let fix = try #require(refused.stderr.firstMatch(of: /pass --width (\d+) or less/).map { Int($0.1)! })
        // 32767 px a side (cairo's, CairoSurface.largestSide, the limit the sheet without --width
        // is fitted to) bounds the drawing, so the height does.
        #expect(fix == width * 32767 / height, "\(refused.stderr)")
        #expect(try CLI.run(base + ["--out", scratch.path("over.png"), "--width", "\(fix + 1)"]).status == 2)
        // The fix itself (a 32767-px-tall picture, too slow to write here) is drawn within the side.
        let shape = SheetShape(kind: .filmstrip, size: CGSize(width: width, height: height), columns: 2, gestures: 4, rowsPerGesture: 3, rowHeight: 0)
        let scale = try SheetSizing.drawingScale(shape, pixelWidth: fix)
        #expect((Double(height) * scale).rounded(.up) <= 32767 && (Double(width) * scale).rounded(.up) >= Double(fix))
    }

    /// A width the sheet has without --width is never refused: the filmstrip at its own width
    /// (here 1 px/pt, taller than the 8192 px a supersampled drawing may be) is drawn at that size,
    /// the same pixels as without --width (the PNGs' IDAT chunks are equal; only the mark, which
    /// records the command line, differs).
    @Test func theDefaultWidthIsAccepted() throws {
        let scratch = try Scratch()
        let (base, width, height) = try Self.filmstrip(in: scratch)
        let size = (width: width, height: height)
        #expect(size.height > 8192, "\(size)")
        let same = try CLI.run(base + ["--out", scratch.path("same.png"), "--width", "\(size.width)"])
        #expect(same.status == 0, "\(same.stderr)")
        #expect(try Self.pngSize(scratch.url.appendingPathComponent("same.png")) == size)
        #expect(try Self.pngChunks(scratch.url.appendingPathComponent("same.png"), type: "IDAT")
            == Self.pngChunks(scratch.url.appendingPathComponent("full.png"), type: "IDAT"))
    }

    /// Past cairo's 32767 px a side, a sheet is drawn at the largest scale that fits, rounded
    /// down to a hundredth: 32767 / 40000 = 0.819… gives 0.81; within it, no change.
    @Test func aSheetTooLargeForCairoIsDrawnSmaller() {
        let tall = SheetShape(kind: .filmstrip, size: CGSize(width: 1000, height: 40000), columns: 2, gestures: 4, rowsPerGesture: 3, rowHeight: 3300)
        #expect(SheetSizing.fittedScale(tall, scale: 1) == 0.81)
        #expect(SheetSizing.fittedScale(tall, scale: 0.8) == nil)
        let wide = SheetShape(kind: .sheet, size: CGSize(width: 9000, height: 900), columns: 20, gestures: 1, rowsPerGesture: 1, rowHeight: 900)
        #expect(SheetSizing.fittedScale(wide, scale: 4) == 3.64)
        #expect(SheetSizing.fittedScale(wide, scale: 3) == nil)
    }

    /// Under two strategies the same `pause` follows each column's own rest, so gesture 2 starts
    /// at two instants; with one `at` per gesture (the times the warning suggests) they start
    /// together and nothing is said. A filmstrip shows each column's own moments: no warning.
    @Test func outOfStepColumnsAreWarnedAboutUnlessScheduledWithAt() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let base = ["compare", Self.fourGestures, "--strategies", "free,native-paging", "--width", "60", "--fps", "10"]
        let paused = try CLI.run(base + ["--out", scratch.path("paused.gif")])
        #expect(paused.status == 0, "\(paused.stderr)")
        let warnings = paused.errorLines.filter { $0.contains("starts at different instants") }
        #expect(warnings.count == 3 && warnings[0].hasPrefix("warning: gesture 2 starts at different instants in the columns (free at "), "\(paused.stderr)")
        let sets = warnings.compactMap { $0.firstMatch(of: /--set (gestures\[\d\]\.at=\d+)/).map { String($0.1) } }
        #expect(sets.count == 3)
        // Each suggestion is made against the schedule before it, so later ones are given
        // enough room: every gesture's suggested start is at or after its latest start here.
        let aligned = try CLI.run(base + ["--out", scratch.path("aligned.gif")] + sets.flatMap { ["--set", $0] })
        #expect(aligned.status == 0 && !aligned.stderr.contains("different instants"), "\(aligned.stderr)")
        let strip = try CLI.run(["compare", Self.fourGestures, "--strategies", "free,native-paging", "--width", "200", "--out", scratch.path("strip.png")])
        #expect(strip.status == 0 && !strip.stderr.contains("different instants"), "\(strip.stderr)")
    }
}
