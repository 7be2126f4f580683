import Foundation

/// Runs a program to its end and captures what it prints. Standard output and error go to files,
/// not pipes: a pipe read only after the other one could fill (64 KiB) and stall the child.
enum ChildProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// The nonempty lines of stderr.
        var errorLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    /// Runs `executable` with `arguments` in `directory` (the current one when nil), with the
    /// test process's environment plus `environment`, feeding `stdin`.
    static func run(_ executable: URL, _ arguments: [String], stdin: [UInt8] = [], in directory: URL? = nil,
                    environment: [String: String] = [:]) throws -> Result {
        let scratch = try Scratch()
        let out = scratch.url.appendingPathComponent("stdout"), err = scratch.url.appendingPathComponent("stderr"),
            input = scratch.url.appendingPathComponent("stdin")
        try Data(stdin).write(to: input)
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = try FileHandle(forReadingFrom: input)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }
}
