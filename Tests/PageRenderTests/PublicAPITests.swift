import Foundation
import Testing

/// The library's public API stays small and documented (docs/embedding.md lists what a Swift user
/// needs). `make api` (scripts/public-api.sh) counts the compiler's symbol graph; this test keeps
/// the same rules from the source text, without building, so `make test` stays fast.
@Suite struct PublicAPITests {
    /// The ceiling of the symbol graph's count (scripts/public-api.sh: "public symbols").
    static let symbolCeiling = 300
    /// Symbols the compiler adds that the source scan does not see, measured with
    /// scripts/public-api.sh on this tree: 297 symbols in the graph, 291 found by the scan. The 6
    /// are the `init(rawValue:)` the compiler writes for the public raw-value enums.
    static let compilerAdded = 297 - 291

    static func libraryFiles() throws -> [(path: String, text: String)] {
        let base = CLI.repositoryRoot.appendingPathComponent("Sources/PageRender")
        let walker = try #require(FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil))
        return try walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
            .map { (String($0.path.dropFirst(base.path.count + 1)), try String(contentsOf: $0, encoding: .utf8)) }
    }

    @Test func everyPublicDeclarationHasADocComment() throws {
        let files = try Self.libraryFiles()
        #expect(files.count > 100)
        let undocumented = files.flatMap { file in
            PublicDeclarations(file.text).declarations.filter { !$0.documented }.map { "\(file.path):\($0.line)" }
        }
        #expect(undocumented.isEmpty, "public declarations without a /// comment: \(undocumented)")
    }

    @Test func thePublicAPIStaysUnderItsCeiling() throws {
        let count = try Self.libraryFiles().reduce(0) { $0 + PublicDeclarations($1.text).symbolCount }
        #expect(count + Self.compilerAdded <= Self.symbolCeiling,
                "about \(count + Self.compilerAdded) public symbols (\(count) in the source); the ceiling is \(Self.symbolCeiling): make declarations only the CLI needs `package`, those only tests need internal")
    }

    /// The scanner on small inputs whose answers are counted by hand.
    @Test func theScannerFindsDeclarationsCasesAndRequirements() {
        let text = """
        /// A kind.
        public enum Kind: String {
            /// One.
            case one
            case two, three
            func helper() {
                switch self {
                case .one: break
                default: break
                }
            }
        }
        public protocol Hook {
            /// Runs.
            func run()
            var name: String { get }
        }
        /// Hidden.
        enum Hidden {
            case secret
        }
        struct Plain {
            /// Documented.
            @discardableResult
            public func make() -> Int { 1 }
            package func notPublic() {}
        }
        """
        let found = PublicDeclarations(text).declarations
        // Lines 2 (Kind), 4 (one), 5 (two, three), 13 (Hook), 15 (run), 16 (name), 25 (make).
        #expect(found.map(\.line) == [2, 4, 5, 13, 15, 16, 25])
        #expect(found.map(\.documented) == [true, true, false, false, true, false, true])
        #expect(PublicDeclarations(text).symbolCount == 8)
    }
}
