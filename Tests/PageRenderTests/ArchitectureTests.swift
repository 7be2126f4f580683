import Foundation
import Testing

/// The design card's layering, which the compiler cannot enforce inside one module: folders of
/// Sources/PageRender use only the folders the layer map allows (so no two folders use each other,
/// directly or around a longer cycle), and each C module is imported only by the folder that wraps it.
@Suite struct ArchitectureTests {
    static let root = CLI.repositoryRoot

    /// Each folder of the library and the folders its code may name types of, bottom up: the
    /// leaves (motions, geometry, image values); the engine and the strategies written against it; the file
    /// format, which reads into their values; scenes; the pixel kernels and the painter; the codecs; exports and
    /// comparisons on top. The map must have no cycle; a use it does not list fails the test, so
    /// a new dependency between folders is a decision made here.
    static let layers: [String: Set<String>] = [
        "Physics": [],
        "Geometry": [],
        "Imaging": [],
        "Concurrency": [],
        "Engine": ["Physics"],
        "Strategies": ["Engine"],
        "Effects": ["Engine", "Physics", "Geometry"],
        "Scenario": ["Engine", "Strategies", "Effects", "Physics", "Imaging"],
        "Scene": ["Engine", "Strategies", "Scenario", "Effects", "Geometry", "Imaging"],
        "Raster": ["Effects", "Geometry"],
        "Cairo": ["Raster", "Scene", "Effects", "Geometry", "Imaging"],
        "PNG": ["Cairo", "Imaging"],
        "Quantize": ["Imaging"],
        "GIF": ["Quantize", "Imaging"],
        "WebP": ["Imaging"],
        "JPEG": ["Imaging"],
        "LookImages": ["Scenario", "Scene", "Engine", "JPEG", "Imaging"],
        "Output": ["Scenario", "Imaging"],
        "SVGAnimation": ["Engine", "Effects", "Scene", "Cairo", "JPEG", "WebP", "Geometry", "Imaging"],
        "Frames": ["Output", "Engine", "Scenario", "Scene", "Cairo", "PNG", "SVGAnimation", "Concurrency", "Imaging"],
        "Video": ["Output", "Scenario", "Frames", "Concurrency", "Imaging"],
        "Export": ["Scenario", "Frames", "Video", "Concurrency", "PNG", "Quantize", "GIF", "WebP", "Imaging"],
        "Compare": ["Output", "Engine", "Scenario", "Scene", "Cairo", "WebP", "Imaging", "Frames", "SVGAnimation", "Concurrency"],
        "Demos": ["Output", "Scenario", "LookImages"],
        "Formats": ["Output", "Frames", "Export", "Video", "SVGAnimation", "Compare", "Concurrency", "Quantize", "GIF", "WebP", "PNG", "Imaging"],
    ]

    /// The one folder allowed to import each C module of Sources/.
    static let cBindings = ["CCairo": "Cairo", "CPNG": "PNG", "CGif": "GIF", "CWebP": "WebP", "CJPEG": "JPEG"]

    /// Swift files under `folder` (relative to the repository), each with its scanned symbols.
    static func scan(_ folder: String) throws -> [(path: String, symbols: SwiftFileSymbols)] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return try walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map { url in
            (String(url.path.dropFirst(root.path.count + 1)), SwiftFileSymbols(try String(contentsOf: url, encoding: .utf8)))
        }.sorted { $0.path < $1.path }
    }

    /// Layer-map and cycle problems of the library's files (folder = first path component).
    static func layerProblems(_ files: [FolderGraph.File], layers: [String: Set<String>]) -> [String] {
        var problems: [String] = []
        if let cycle = FolderGraph.cycle(in: layers) {
            problems.append("the layer map has a cycle: \(cycle.joined(separator: " -> "))")
        }
        let graph = FolderGraph(files)
        problems += graph.ambiguous.map { "\($0) is declared in two folders" }
        for folder in graph.folders.sorted() where layers[folder] == nil {
            problems.append("folder \(folder) is not in the layer map: add it with the folders it may use")
        }
        for (from, uses) in graph.edges.sorted(by: { $0.key < $1.key }) {
            for (to, example) in uses.sorted(by: { $0.key < $1.key }) where layers[from].map({ !$0.contains(to) }) ?? false {
                problems.append("\(from) uses \(to) (\(example)), which the layer map does not allow")
            }
        }
        if let cycle = FolderGraph.cycle(in: graph.adjacency) {
            let steps = zip(cycle, cycle.dropFirst()).map { "\($0) -> \($1) (\(graph.edges[$0]![$1]!))" }
            problems.append("folder cycle: \(steps.joined(separator: ", "))")
        }
        return problems
    }

    /// Files importing a C module outside the folder that wraps it. `files` are paths from the
    /// repository root; a library file's folder is the one below Sources/PageRender.
    static func cImportProblems(_ files: [(path: String, symbols: SwiftFileSymbols)], cModules: Set<String>,
                                bindings: [String: String]) -> [String] {
        var problems = cModules.subtracting(bindings.keys).sorted().map {
            "C module \($0) has no wrapping folder: add it to ArchitectureTests.cBindings"
        }
        for (path, symbols) in files {
            let parts = path.split(separator: "/").map(String.init)
            let folder = parts.count > 3 && parts[0] == "Sources" && parts[1] == "PageRender" ? parts[2] : nil
            for module in symbols.imports where cModules.contains(module) && (bindings[module] == nil || folder != bindings[module]) {
                problems.append("\(path) imports \(module); only Sources/PageRender/\(bindings[module] ?? "?")/ may")
            }
        }
        return problems
    }

    /// C targets: folders of Sources/ named C + a capital letter (CCairo, CPNG, CGif, CWebP, …).
    static func cModules() throws -> Set<String> {
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
        return Set(names.filter { $0.count > 1 && $0.hasPrefix("C") && $0.dropFirst().first!.isUppercase })
    }

    @Test func libraryFoldersFollowTheLayerMap() throws {
        let files = try Self.scan("Sources/PageRender").map { file in
            let parts = file.path.split(separator: "/")
            return FolderGraph.File(folder: parts.count > 3 ? String(parts[2]) : "(top level)", name: String(parts.last!), symbols: file.symbols)
        }
        #expect(files.count > 100, "scanned only \(files.count) files")
        #expect(FolderGraph(files).edges.values.map(\.count).reduce(0, +) > 20, "found almost no uses: the scanner is broken")
        let problems = Self.layerProblems(files, layers: Self.layers)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The map grants only the uses the code has: a use that goes away takes its permission with
    /// it, so the map (and docs/architecture.md, which states it) stays the real graph.
    @Test func theLayerMapGrantsNoUnusedUse() throws {
        let files = try Self.scan("Sources/PageRender").map { file in
            let parts = file.path.split(separator: "/")
            return FolderGraph.File(folder: parts.count > 3 ? String(parts[2]) : "(top level)", name: String(parts.last!), symbols: file.symbols)
        }
        let edges = FolderGraph(files).edges
        let unused = Self.layers.sorted { $0.key < $1.key }.flatMap { folder, allowed in
            allowed.subtracting(edges[folder]?.keys.map { $0 } ?? []).sorted().map { "\(folder) may use \($0) but does not" }
        }
        #expect(unused.isEmpty, "\(unused.joined(separator: "\n"))")
    }

    /// The painters draw a run from its scenes (a `RenderInput`, in `Scene/`, carries what the
    /// scenario file and the engine gave), so a change to the file format changes no painter:
    /// the raster painter names no Scenario or Engine type, the animated SVG writer no Scenario
    /// type (it reads the timeline's device-rate samples). A use the map does not grant fails
    /// `libraryFoldersFollowTheLayerMap`; this keeps the grant itself out.
    @Test func thePaintersNameNoFileFormatType() {
        let forbidden: [String: Set<String>] = ["Cairo": ["Scenario", "Engine"], "SVGAnimation": ["Scenario"]]
        for (painter, folders) in forbidden.sorted(by: { $0.key < $1.key }) {
            let granted = Self.layers[painter, default: []].intersection(folders)
            #expect(granted.isEmpty, "the layer map lets \(painter) use \(granted.sorted()); paint from the scenes and the RenderInput instead")
        }
    }

    @Test func onlyTheWrappingFolderImportsEachCModule() throws {
        let cModules = try Self.cModules()
        #expect(cModules.isSuperset(of: Self.cBindings.keys), "C targets: \(cModules.sorted())")
        let files = try Self.scan("Sources") + Self.scan("samples")
        // The binding folders do import their modules (so the scanner sees imports at all).
        let imported = Set(files.flatMap(\.symbols.imports))
        #expect(imported.isSuperset(of: Self.cBindings.keys), "imports seen: \(imported.sorted())")
        let problems = Self.cImportProblems(files, cModules: cModules, bindings: Self.cBindings)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
