import Foundation
import Testing

/// docs/architecture.md's folder table and dependency graph against the code: each names every
/// folder of Sources/PageRender, no other, and states the layer map `ArchitectureTests` enforces
/// on the sources (which itself equals the uses the code has). The expected sets come from the file system and from that map, not
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

    /// The graph's lines, in order: `Folder ─► A, B` or `Folder ─► nothing`, inside the code block
    /// after "## Dependency graph".
    static func documentedGraph(_ markdown: String) -> [(folder: String, uses: Set<String>)] {
        let lines = markdown.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "## Dependency graph") else { return [] }
        let block = lines[(start + 1)...].drop(while: { $0 != "```" }).dropFirst().prefix(while: { $0 != "```" })
        return block.compactMap { line in
            let parts = line.components(separatedBy: "─►")
            guard parts.count == 2 else { return nil }
            let uses = parts[1].trimmingCharacters(in: .whitespaces)
            return (parts[0].trimmingCharacters(in: .whitespaces),
                    uses == "nothing" ? [] : Set(uses.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }))
        }
    }

    /// Problems of a documented graph against a layer map: a folder missing, listed twice or
    /// unknown, other uses than the map's, a folder listed below one it uses.
    static func graphProblems(_ graph: [(folder: String, uses: Set<String>)], layers: [String: Set<String>]) -> [String] {
        var problems: [String] = []
        var seen: [String: Int] = [:]
        for (index, line) in graph.enumerated() {
            if seen[line.folder] != nil { problems.append("\(line.folder) is listed twice") }
            seen[line.folder] = index
            guard let allowed = layers[line.folder] else {
                problems.append("\(line.folder) is not a folder of the layer map")
                continue
            }
            if line.uses != allowed {
                problems.append("\(line.folder): the graph says \(line.uses.sorted()), the layer map \(allowed.sorted()); write `\(line.folder) ─► \(allowed.isEmpty ? "nothing" : allowed.sorted().joined(separator: ", "))`")
            }
        }
        for folder in layers.keys.sorted() where seen[folder] == nil {
            problems.append("\(folder) is missing from the graph")
        }
        for line in graph {
            for use in line.uses.sorted() where (seen[use] ?? Int.max) < (seen[line.folder] ?? 0) {
                problems.append("\(line.folder) is listed below \(use), which it uses: list it above")
            }
        }
        return problems
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

    @Test func theGraphParserAndCheckerWorkByHand() {
        let text = """
            ## Dependency graph
            ```
            B ─► A, C
            A ─► nothing
            C ─► nothing
            ```
            """
        let graph = Self.documentedGraph(text)
        #expect(graph.map(\.folder) == ["B", "A", "C"])
        #expect(Self.graphProblems(graph, layers: ["A": [], "B": ["A", "C"], "C": []]).isEmpty)
        let wrong = Self.graphProblems(graph, layers: ["A": ["C"], "B": ["A"], "C": [], "D": []])
        #expect(wrong.count == 3, "\(wrong)")
        #expect(wrong.contains { $0.hasPrefix("A: the graph says []") })
        #expect(wrong.contains { $0.hasPrefix("B: the graph says") })
        #expect(wrong.contains("D is missing from the graph"))
        let upsideDown = Self.graphProblems([("A", []), ("B", ["A"])], layers: ["A": [], "B": ["A"]])
        #expect(upsideDown == ["B is listed below A, which it uses: list it above"])
    }

    @Test func theGraphStatesTheLayerMapTopDown() throws {
        let graph = Self.documentedGraph(try Self.document())
        #expect(graph.count > 10, "read only \(graph.count) lines of the graph")
        let problems = Self.graphProblems(graph, layers: ArchitectureTests.layers)
        #expect(problems.isEmpty, "docs/architecture.md's dependency graph:\n\(problems.joined(separator: "\n"))")
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
