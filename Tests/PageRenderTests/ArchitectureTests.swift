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
            let importsC = text.split(separator: "\n").contains { line in
                line.hasPrefix("import C") && line.dropFirst(8).first?.isUppercase == true
            }
            if importsC && !Self.cBindingFolders.contains(folder) { offenders.append(relative) }
        }
        #expect(offenders.isEmpty, "files outside the C-binding folders import a C module: \(offenders)")
    }
}
