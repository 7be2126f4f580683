import Foundation
import Testing

/// samples/CustomBehavior: a SwiftUI-shaped behaviour ported as written builds, renders and rests
/// at most two items from where the flick began.
@Suite struct CustomBehaviorExampleTests {
    @Test func exampleRendersAndMovesAtMostTwoItems() throws {
        let program = ExampleProgram(product: "custom-behavior-example")
        let folder = program.outputFolder
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = try program.run([folder.path])
        #expect(status == 0)
        // By hand: a 200-pt swipe in 40 ms from -24 releases at 176 at 5 pt/ms; UIKit proposes
        // about 176 + 4.99/0.002 = 2668, clamped to 2146 (the carousel's end): rect x 2170, item
        // round(2170/316) = 7, limited to two items from item 0: item 2, x 632, offset 608.
        #expect(output.contains("proposed 2146.0 pt, the behaviour chose 608.0 pt, rests at 608.0 pt"), "\(output)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        #expect(frames.count > 10)
    }
}
