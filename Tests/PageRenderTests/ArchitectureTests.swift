import Foundation
import Testing

/// House rules of the design card that the compiler cannot enforce.
@Suite struct ArchitectureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Folders of the library allowed to import a C module.
    static let cBindingFolders = ["Cairo", "PNG", "GIF", "WebP"]

    @Test func onlyBindingFoldersImportCModules() throws {
        let library = Self.root.appendingPathComponent("Sources/PageRender")
        let files = FileManager.default.enumerator(at: library, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 10)
        var offenders: [String] = []
        for file in files {
            let relative = file.path.replacingOccurrences(of: library.path + "/", with: "")
            let folder = relative.split(separator: "/").first.map(String.init) ?? ""
            let text = try String(contentsOf: file, encoding: .utf8)
            let importsC = text.split(separator: "\n").contains { Self.importsCModule(String($0)) }
            if importsC && !Self.cBindingFolders.contains(folder) { offenders.append(relative) }
        }
        #expect(offenders.isEmpty, "files outside the C-binding folders import a C module: \(offenders)")
    }

    /// Our C modules are named C + an upper-case letter (CCairo, CPNG, CGif, CWebP); the import
    /// may carry attributes and an access level (`@_implementationOnly`, `internal import`) or
    /// name one declaration (`import struct CCairo.x`).
    static func importsCModule(_ line: String) -> Bool {
        let cImport = #/^\s*(@\w+\s+)*((public|package|internal|fileprivate|private)\s+)?import\s+((typealias|struct|class|enum|protocol|let|var|func)\s+)?C[A-Z]/#
        return line.firstMatch(of: cImport) != nil
    }

    @Test func importDetectionCoversModifiers() {
        for line in ["import CCairo", "internal import CPNG", "@_implementationOnly import CGif", "public import CWebP",
                     "  import struct CCairo.cairo_t", "@preconcurrency internal import CCairo"] {
            #expect(Self.importsCModule(line), "\(line)")
        }
        for line in ["import Foundation", "import Combine", "// import CCairo", "import ArgumentParser"] {
            #expect(!Self.importsCModule(line), "\(line)")
        }
    }
}
