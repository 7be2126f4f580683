import Foundation
import Testing

/// Every ```swift block of README.md and docs/*.md compiles as a user would write it. A package
/// manifest (`import PackageDescription`) is loaded by SwiftPM in a scratch client package whose
/// dependency sits in the folder the manifest names; the other blocks of a document are one
/// program, in order (a later block may use what an earlier one declared), type-checked by
/// `swiftc` against the PageRender module `swift build --build-tests` built next to this test, so a
/// missing `import Foundation` or a renamed call fails here.
@Suite struct DocumentationSnippetTests {
    static let root = CLI.repositoryRoot

    struct Document {
        var name: String
        var blocks: [String]
        var manifests: [String] { blocks.filter { $0.contains("import PackageDescription") } }
        var program: [String] { blocks.filter { !$0.contains("import PackageDescription") } }
    }

    static func documents() throws -> [Document] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return try (["README.md"] + docs).map { name in
            let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
            return Document(name: name, blocks: swiftBlocks(text))
        }
    }

    /// The text between a line "```swift" and the next line "```".
    static func swiftBlocks(_ text: String) -> [String] {
        var blocks: [String] = [], current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The fences the other tests read: one block per "```swift" line, README's strategy included.
    @Test func theBlocksAreFound() throws {
        let documents = try Self.documents()
        let counts = Dictionary(uniqueKeysWithValues: documents.map { ($0.name, $0.blocks.count) })
        #expect(counts["README.md"] == 1 && counts["docs/custom-strategies.md"].map { $0 >= 3 } == true)
        #expect(Self.swiftBlocks("a\n```swift\nlet x = 1\n```\n```\nnot swift\n```\n") == ["let x = 1\n"])
    }

    @Test func everyProgramTypeChecksAgainstTheLibrary() throws {
        let compiler = try SwiftCompiler()
        let scratch = try Scratch()
        for document in try Self.documents() where !document.program.isEmpty {
            let file = scratch.url.appendingPathComponent(document.name.replacingOccurrences(of: "/", with: "-") + ".swift")
            try document.program.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            let result = try compiler.typeCheck(file)
            #expect(result.status == 0, "\(document.name)'s swift blocks do not compile:\n\(result.stderr)")
        }
    }

    @Test func everyManifestLoadsWithItsDependencyWhereItSaysItIs() throws {
        let manifests = try Self.documents().flatMap { document in document.manifests.map { (document.name, $0) } }
        #expect(!manifests.isEmpty)
        for (name, manifest) in manifests {
            let result = try Self.describe(manifest)
            #expect(result.status == 0, "\(name)'s Package.swift does not load: \(result.stderr)")
        }
    }

    /// docs/custom-strategies.md's rule: the `package:` of `.product(name:package:)` is the name of
    /// the dependency's folder (or URL), whatever the package calls itself; SwiftPM decides.
    @Test func thePackageNameIsTheCheckoutsFolderName() throws {
        let manifest = try #require(Self.documents().first { $0.name == "docs/custom-strategies.md" }?.manifests.first)
        let moved = manifest.replacingOccurrences(of: "../renderpages", with: "../rp-checkout")
        #expect(moved != manifest)
        let stale = try Self.describe(moved)
        #expect(stale.status != 0 && stale.stderr.contains("unknown package 'renderpages'"), "\(stale.stderr)")
        let renamed = try Self.describe(moved.replacingOccurrences(of: "package: \"renderpages\"", with: "package: \"rp-checkout\""))
        #expect(renamed.status == 0, "\(renamed.stderr)")
    }

    /// `swift package describe` on a client package holding `manifest`, next to a link to this
    /// repository under the folder name the manifest's `.package(path:)` gives; each target the
    /// manifest names gets an empty source folder.
    static func describe(_ manifest: String) throws -> ChildProcess.Result {
        let scratch = try Scratch()
        let client = scratch.url.appendingPathComponent("client")
        let dependency = try #require(manifest.firstMatch(of: /\.package\(path: "([^"]+)"\)/)?.1)
        try FileManager.default.createDirectory(at: client, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: client.appendingPathComponent(String(dependency)).standardizedFileURL,
                                                   withDestinationURL: root)
        for target in manifest.matches(of: /Target\(name: "([^"]+)"/) {
            let folder = client.appendingPathComponent("Sources/\(target.1)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "import PageRender\n".write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        }
        try manifest.write(to: client.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "describe"], in: client)
    }
}
