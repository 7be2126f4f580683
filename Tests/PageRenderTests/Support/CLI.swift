import Foundation

/// Runs the built `renderpages` binary, as a user would, and captures what it prints.
enum CLI {
    typealias Result = ChildProcess.Result

    /// `renderpages` next to the test bundle (`swift build --build-tests` builds both), or the
    /// one `RENDERPAGES_TEST_BINARY` names (to show that a test fails on an earlier build).
    static let binary: URL = {
        if let other = ProcessInfo.processInfo.environment["RENDERPAGES_TEST_BINARY"], !other.isEmpty {
            return URL(fileURLWithPath: other)
        }
        let bundle = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0])
        return bundle.deletingLastPathComponent().appendingPathComponent("renderpages")
    }()

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: binary.path) }

    /// Runs the binary with `arguments` in `directory`, feeding `stdin`.
    static func run(_ arguments: [String], stdin: [UInt8] = [], in directory: URL? = nil,
                    environment: [String: String] = [:]) throws -> Result {
        try ChildProcess.run(binary, arguments, stdin: stdin, in: directory ?? repositoryRoot,
                             environment: environment.merging(["COLUMNS": "80"]) { old, _ in old })
    }
}

/// A fresh temporary folder, removed when the value is released.
final class Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("renderpages-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `name` and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
        return path(name)
    }

    /// The entries of the folder (or of `name` inside it), sorted.
    func contents(_ name: String? = nil) -> [String] {
        let folder = name.map { url.appendingPathComponent($0) } ?? url
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}
