import Foundation
import Testing

/// The README's worked example (samples/CustomStrategy) builds, runs and snaps to a card edge.
@Suite struct CustomStrategyExampleTests {
    @Test func exampleRendersAndRestsOnACardEdge() throws {
        let binary = CLI.binary.deletingLastPathComponent().appendingPathComponent("custom-strategy-example")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("custom-strategy-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = binary
        process.arguments = [folder.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0)
        // Cards 300, 180, 240 … with 12-pt spacing and a 20-pt inset: edges at -20, 292, 484 …;
        // the 260-pt swipe in 140 ms proposes 424, nearest edge 484.
        #expect(output.contains("the strategy chose 484.0 pt, rests at 484.0 pt"))
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        #expect(frames.count > 10)
    }
}
