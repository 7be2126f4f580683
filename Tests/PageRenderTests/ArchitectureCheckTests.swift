import Testing

/// The architecture check itself, on small hand-written sources whose answers are read off the
/// text: what the scanner sees, and that a cycle, a use outside the map and a stray C import fail.
@Suite struct ArchitectureCheckTests {
    static func file(_ folder: String, _ name: String, _ text: String) -> FolderGraph.File {
        FolderGraph.File(folder: folder, name: name, symbols: SwiftFileSymbols(text))
    }

    @Test func scannerSkipsCommentsAndStringsButReadsInterpolations() {
        let symbols = SwiftFileSymbols(##"""
        import Foundation
        @preconcurrency internal import struct CCairo.cairo_t
        /// Uses Documented in a doc comment. /* and a stray opener */
        /* Nested /* BlockHidden */ StillHidden */
        public struct Visible {
            let a = "InString \(Interpolated.value) \("inner \(Deep.x)")"
            let b = #"RawHidden \(NotInterpolated) \#(RawInterpolated.y)"#
            let c = """
                MultiHidden "quoted" \(MultiInterpolated.z)
                """
            let d = #/RegexHidden\d+/#
            struct Nested {}
        }
        private enum FileOnly {}
        fileprivate final class AlsoFileOnly {}
        final class Shown: Visible {}
        extension Extended {}
        typealias Alias = Int
        let n = 0x1F + 2.5e3
        """##)
        #expect(symbols.imports == ["Foundation", "CCairo"])
        #expect(symbols.declaredTypes == ["Visible", "Shown", "Alias"])
        for name in ["Interpolated", "Deep", "RawInterpolated", "MultiInterpolated", "Extended", "Nested", "FileOnly"] {
            #expect(symbols.identifiers.contains(name), "\(name) not seen")
        }
        for name in ["Documented", "BlockHidden", "StillHidden", "InString", "RawHidden", "NotInterpolated", "MultiHidden", "RegexHidden", "quoted", "x1F", "e3"] {
            #expect(!symbols.identifiers.contains(name), "\(name) seen")
        }
    }

    static let layers: [String: Set<String>] = ["Low": [], "Mid": ["Low"], "High": ["Mid", "Low"]]

    @Test func usesAlongTheMapPass() {
        let files = [Self.file("Low", "Pixel.swift", "struct Pixel {}"),
                     Self.file("Mid", "Frame.swift", "struct Frame { var p: [Pixel] }"),
                     Self.file("High", "Export.swift", "enum Export { static func f(_ f: Frame, _ p: Pixel) {} }")]
        #expect(ArchitectureTests.layerProblems(files, layers: Self.layers).isEmpty)
    }

    @Test func aTwoFolderCycleFails() {
        let files = [Self.file("Low", "Pixel.swift", "struct Pixel { var owner: Frame? }"),
                     Self.file("Mid", "Frame.swift", "struct Frame { var p: [Pixel] }")]
        let problems = ArchitectureTests.layerProblems(files, layers: Self.layers)
        #expect(problems.contains("Low uses Mid (Pixel.swift uses Frame), which the layer map does not allow"), "\(problems)")
        #expect(problems.contains("folder cycle: Low -> Mid (Pixel.swift uses Frame), Mid -> Low (Frame.swift uses Pixel)"), "\(problems)")
    }

    /// A cycle through three folders, each use allowed by a map that is itself cyclic.
    @Test func aLongerCycleFailsEvenWhenTheMapAllowsEachUse() {
        let cyclic: [String: Set<String>] = ["A": ["B"], "B": ["C"], "C": ["A"]]
        let files = [Self.file("A", "a.swift", "struct TA { var b: TB }"), Self.file("B", "b.swift", "struct TB { var c: TC }"),
                     Self.file("C", "c.swift", "extension TA {}\nstruct TC {}")]
        let problems = ArchitectureTests.layerProblems(files, layers: cyclic)
        #expect(problems.contains("the layer map has a cycle: A -> B -> C -> A"), "\(problems)")
        #expect(problems.contains("folder cycle: A -> B (a.swift uses TB), B -> C (b.swift uses TC), C -> A (c.swift uses TA)"), "\(problems)")
    }

    @Test func aFolderMissingFromTheMapFails() {
        let problems = ArchitectureTests.layerProblems([Self.file("Odd", "x.swift", "struct X {}")], layers: Self.layers)
        #expect(problems == ["folder Odd is not in the layer map: add it with the folders it may use"])
    }

    @Test func aCImportOutsideItsFolderFails() {
        let bindings = ["CCairo": "Cairo", "CGif": "GIF"]
        let files: [(path: String, symbols: SwiftFileSymbols)] = [
            ("Sources/PageRender/Cairo/Surface.swift", SwiftFileSymbols("internal import CCairo")),
            ("Sources/PageRender/GIF/Encoder.swift", SwiftFileSymbols("@_implementationOnly import CGif")),
            ("Sources/PageRender/Scene/Look.swift", SwiftFileSymbols("import Foundation\nimport CCairo")),
            ("Sources/PageRender/Cairo/Gif.swift", SwiftFileSymbols("public import struct CGif.GifFileType")),
            ("Sources/renderpages/Main.swift", SwiftFileSymbols("// import CCairo\nimport CZip")),
        ]
        let problems = ArchitectureTests.cImportProblems(files, cModules: ["CCairo", "CGif", "CZip"], bindings: bindings)
        #expect(problems == [
            "C module CZip has no wrapping folder: add it to ArchitectureTests.cBindings",
            "Sources/PageRender/Scene/Look.swift imports CCairo; only Sources/PageRender/Cairo/ may",
            "Sources/PageRender/Cairo/Gif.swift imports CGif; only Sources/PageRender/GIF/ may",
            "Sources/renderpages/Main.swift imports CZip; only Sources/PageRender/?/ may",
        ], "\(problems)")
    }
}
