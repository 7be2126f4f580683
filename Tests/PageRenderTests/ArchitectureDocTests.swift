import Foundation
import Testing

/// docs/architecture.md's folder table against the code: it names every folder of
/// Sources/PageRender, no other, and its `may use` column states the layer map `ArchitectureTests`
/// enforces on the sources. The expected sets come from the file system and from that map, not
/// from the document.
@Suite struct ArchitectureDocTests {
    /// The table's rows: folder name (without the slash) -> the folders its `may use` cell names.
    /// A cell is `nothing` or folder names separated by commas, each optionally followed by a
    /// parenthesised note; the folder cell holds one backticked `Name/`.
    static func documentedLayers(_ markdown: String) -> [String: Set<String>] {
        let lines = markdown.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "## Folders and what each owns") else { return [:] }
        var layers: [String: Set<String>] = [:]
        for line in lines[(start + 1)...].drop(while: { !$0.hasPrefix("|") }).prefix(while: { $0.hasPrefix("|") }) {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            // "| a | b | c |" splits into "", a, b, c, "".
            guard cells.count >= 5, cells[1].hasPrefix("`"), cells[1].hasSuffix("/`") else { continue }
            let folder = String(cells[1].dropFirst().dropLast(2))
            // Notes in parentheses go first: they may hold commas.
            let uses = cells[cells.count - 2].replacingOccurrences(of: "\\([^)]*\\)", with: "", options: .regularExpression)
            layers[folder] = uses == "nothing" ? [] : Set(uses.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return layers
    }

    static func document() throws -> String {
        try String(contentsOf: ArchitectureTests.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    }

    @Test func theParserReadsATableByHand() {
        let table = """
            ## Folders and what each owns
            | folder | owns | may use |
            | --- | --- | --- |
            | `A/` | leaves | nothing |
            | `B/` | a | c | A (a note, with a comma), C |

            | `Z/` | after the table | A |
            """
        #expect(Self.documentedLayers(table) == ["A": [], "B": ["A", "C"]])
    }

    @Test func theDocumentNamesEveryFolderOfTheLibrary() throws {
        let base = ArchitectureTests.root.appendingPathComponent("Sources/PageRender").path
        let folders = try FileManager.default.contentsOfDirectory(atPath: base).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: base + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
        }
        #expect(folders.count > 10, "found only \(folders)")
        let documented = Set(Self.documentedLayers(try Self.document()).keys)
        #expect(documented == Set(folders), "docs/architecture.md lacks \(Set(folders).subtracting(documented).sorted()) and names \(documented.subtracting(folders).sorted()), which do not exist")
    }

    @Test func theDocumentStatesTheLayerMapTheTestsEnforce() throws {
        let documented = Self.documentedLayers(try Self.document())
        for (folder, uses) in ArchitectureTests.layers.sorted(by: { $0.key < $1.key }) {
            #expect(documented[folder] == uses, "\(folder)/: docs/architecture.md says it may use \(documented[folder]?.sorted() ?? []), ArchitectureTests.layers \(uses.sorted())")
        }
        #expect(Set(documented.keys) == Set(ArchitectureTests.layers.keys))
    }
}
