import Foundation
import Testing

/// The README's gallery (docs/gallery/) is what the current code renders: every line of
/// docs/gallery/gallery.txt is run again and its output compared byte for byte with the committed
/// file. When this fails, `make gallery` regenerates the gallery; commit the result.
@Suite struct GalleryTests {
    static let folder = CLI.repositoryRoot.appendingPathComponent("docs/gallery")

    static var entries: [(file: String, arguments: [String])] {
        let text = (try? String(contentsOf: folder.appendingPathComponent("gallery.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && $0.contains(": ") }.map { line in
            let parts = line.split(separator: ":", maxSplits: 1)
            return (String(parts[0]), parts[1].split(separator: " ").map(String.init))
        }
    }

    @Test func galleryListsEveryCommittedFile() throws {
        let committed = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0 != "gallery.txt" }
        #expect(Set(committed) == Set(Self.entries.map(\.file)))
        #expect(Self.entries.count >= 5)
    }

    @Test func committedGalleryIsUpToDate() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        for entry in Self.entries {
            let fresh = scratch.url.appendingPathComponent(entry.file)
            let result = try CLI.run(entry.arguments + ["--out", fresh.path])
            #expect(result.status == 0, "\(entry.file): \(result.stderr)")
            let committed = try Data(contentsOf: Self.folder.appendingPathComponent(entry.file))
            #expect(try Data(contentsOf: fresh) == committed, "docs/gallery/\(entry.file) is stale: run `make gallery` and commit it")
        }
    }
}
