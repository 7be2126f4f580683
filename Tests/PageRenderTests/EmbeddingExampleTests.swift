import Foundation
import Testing
@testable import PageRender

/// docs/embedding.md shows the program the package builds (samples/Embedding), and it runs.
@Suite struct EmbeddingExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theDocumentShowsTheCompiledProgram() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/embedding.md"), encoding: .utf8)
        let program = try String(contentsOf: Self.root.appendingPathComponent("samples/Embedding/main.swift"), encoding: .utf8)
        let start = try #require(doc.range(of: "```swift\n"))
        let end = try #require(doc.range(of: "```", range: start.upperBound..<doc.endIndex))
        #expect(String(doc[start.upperBound..<end.lowerBound]) == program)
    }

    @Test func programWritesAPNGAndAGIF() throws {
        let program = ExampleProgram(product: "embedding-example")
        let folder = program.outputFolder
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = try program.run([Self.root.appendingPathComponent("samples/native-paging.json").path, folder.path])
        #expect(status == 0)
        // samples/native-paging.json: a 2 pt/ms fling at 100 pt on 375-pt pages passes the
        // 0.3 pt/ms threshold, so the page is ceil(100 / 375) = 1 (docs/physics.md, "Paging").
        #expect(output.contains("rests at 375.0 pt"), "\(output)")
        // The PNG is the 375 × 667 pt screen at scale 2; IHDR's width and height are bytes 16-23.
        let png = [UInt8](try Data(contentsOf: folder.appendingPathComponent("rest.png")))
        #expect(png.count > 24 && png[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let be = { (i: Int) in png[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(be(16) == 750 && be(20) == 1334)
        // The GIF is the screen at 1 px per point and plays once.
        let gif = try GIFDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("motion.gif"))))
        #expect(gif.width == 375 && gif.height == 667 && gif.loop == .once && gif.frames.count > 10)
    }
}
