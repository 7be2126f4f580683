import Foundation

/// Runs the built `renderpages` binary, as a user would, and captures what it prints.
enum CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// The nonempty lines of stderr.
        var errorLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    /// `renderpages` next to the test bundle (`swift build --build-tests` builds both).
    static let binary: URL = {
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
        let scratch = try Scratch()
        let out = scratch.url.appendingPathComponent("stdout"), err = scratch.url.appendingPathComponent("stderr"),
            input = scratch.url.appendingPathComponent("stdin")
        try Data(stdin).write(to: input)
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? repositoryRoot
        var env = ProcessInfo.processInfo.environment
        env["COLUMNS"] = "80"
        env.merge(environment) { $1 }
        process.environment = env
        process.standardInput = try FileHandle(forReadingFrom: input)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: try String(contentsOf: out, encoding: .utf8),
                      stderr: try String(contentsOf: err, encoding: .utf8))
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
