import Foundation
import Testing
@testable import PageRender

/// The README's worked example (samples/CustomStrategy) builds, runs, snaps to a card edge and
/// writes its GIF through the library's renderer in the look it asks for.
@Suite struct CustomStrategyExampleTests {
    @Test func exampleWritesAGIFInItsLookAndRestsOnACardEdge() throws {
        let program = ExampleProgram(product: "custom-strategy-example")
        let folder = program.outputFolder
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = try program.run([folder.path])
        #expect(status == 0)
        // Cards 300, 180, 240 … with 12-pt spacing and a 20-pt inset: edges at -20, 292, 484 …;
        // the 260-pt swipe in 140 ms proposes 424, nearest edge 484.
        #expect(output.contains("the strategy chose 484.0 pt, rests at 484.0 pt"), "\(output)")
        let gif = try GIFDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("motion.gif"))))
        // The 375 × 667 pt screen at the input's scale 2.
        #expect(gif.width == 750 && gif.height == 1334)
        // One stored frame per distinct sample: the count the program reports, at least the
        // 140-ms drag at 30 fps (5 frames) plus a deceleration.
        let stored = try #require(output.firstMatch(of: /motion\.gif \((\d+) of (\d+) frames\)/))
        #expect(gif.frames.count == Int(stored.1)! && gif.frames.count > 10)
        // At rest (offset 484) the third card, content x 504…744, y 80…587 (the sample's
        // cardFrames), is on screen at x 20…260: it is the third look colour #AF52DE at pt (60, 150);
        // the 12-pt gap after it (screen x 260…272) shows the cards preset's light background
        // #F2F2F7 (docs/looks.md).
        let last = try #require(gif.frames.last).image
        #expect(last[120, 300] == 0xAF52DE, "\(String(last[120, 300], radix: 16))")
        #expect(last[532, 300] == 0xF2F2F7, "\(String(last[532, 300], radix: 16))")
        // At t = 0 (offset -20) the first card is at screen x 20…320: the first colour #FF9500.
        #expect(gif.frames[0].image[120, 300] == 0xFF9500)

        // The comparison with cards.json's native-paging: one column per strategy, and frame 0
        // (offset -20 in both, before the finger moves) shows the first 300-pt card in each column
        // in #FF9500: two runs of 300 such pixels across a row a third down the sheet at 1 px per point
        // (inside the cards, y 80…587 of 667, above the finger mark and the card's label at mid-height).
        let sheet = try GIFDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("comparison.gif"))))
        let row = sheet.height / 3
        let orange = (0..<sheet.width).map { sheet.frames[0].image[$0, row] == 0xFF9500 }
        let runs = zip(orange, [false] + orange).filter { $0 && !$1 }.count
        #expect(runs == 2 && orange.filter { $0 }.count == 600, "\(runs) runs, \(orange.filter { $0 }.count) px")
        // The custom strategy's motion and the comparison as animated SVGs through the public API:
        // the motion 375 pt wide at the file's scale, the sheet two columns, both moving by
        // keyframes, the first card's colour in both.
        for (name, columns) in [("motion.svg", 1), ("comparison.svg", 2)] {
            let svg = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
            #expect(svg.hasPrefix("<?xml") && svg.contains("<svg") && svg.contains("@keyframes"), "\(name): \(svg.prefix(200))")
            #expect(svg.lowercased().contains("#ff9500"), "\(name) draws no first card")
            // A sheet's screens are groups s0_…, s1_…, one per column (SVGAnimation's sheet).
            if columns > 1 {
                let screens = (0..<4).filter { svg.contains("id=\"s\($0)_") }
                #expect(screens == Array(0..<columns), "\(name): screens \(screens)")
            }
        }
        // Both follow the finger until the release at 140 ms; frame 5 (166.7 ms at 30 fps) is the
        // first after it, where the two strategies part.
        #expect(output.contains("the first at frame 5 (t = 166.7 ms)"), "\(output)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("offsets.png").path))
    }
}
