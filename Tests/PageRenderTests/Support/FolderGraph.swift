/// Which folder of one Swift module uses which. Folders of a module do not import each other, so
/// a use is a name: a file of folder A uses folder B when its code names a type that B declares
/// at file level (`extension B.Type` and `B.Type.member` included).
struct FolderGraph {
    struct File {
        var folder: String
        var name: String
        var symbols: SwiftFileSymbols
    }

    /// folder -> used folder -> one example, "File.swift uses Type".
    var edges: [String: [String: String]] = [:]
    var folders: Set<String> = []
    /// Type names declared in more than one folder (a module cannot have two; the scanner would
    /// then be misreading something).
    var ambiguous: [String] = []

    init(_ files: [File]) {
        var owner: [String: String] = [:]
        for file in files {
            folders.insert(file.folder)
            for type in file.symbols.declaredTypes {
                if let other = owner[type], other != file.folder { ambiguous.append(type) }
                owner[type] = file.folder
            }
        }
        for file in files.sorted(by: { $0.name < $1.name }) {
            for name in file.symbols.identifiers.sorted() {
                guard let used = owner[name], used != file.folder, edges[file.folder]?[used] == nil else { continue }
                edges[file.folder, default: [:]][used] = "\(file.name) uses \(name)"
            }
        }
    }

    /// A cycle as the list of folders along it, first repeated at the end, or nil.
    static func cycle(in graph: [String: Set<String>]) -> [String]? {
        enum Mark { case open, done }
        var marks: [String: Mark] = [:]
        var path: [String] = []
        func visit(_ node: String) -> [String]? {
            marks[node] = .open
            path.append(node)
            for next in (graph[node] ?? []).sorted() {
                if marks[next] == .open { return Array(path.drop { $0 != next }) + [next] }
                if marks[next] == nil, let found = visit(next) { return found }
            }
            path.removeLast()
            marks[node] = .done
            return nil
        }
        for node in graph.keys.sorted() where marks[node] == nil {
            if let found = visit(node) { return found }
        }
        return nil
    }

    var adjacency: [String: Set<String>] { edges.mapValues { Set($0.keys) } }
}
