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

    /// Runs a browser launch, which can hang (headless Chromium once drew nothing for seven
    /// minutes on a machine at load 11, where a launch takes seconds): through coreutils'
    /// `timeout`, SIGTERM after `seconds` and SIGKILL 10 s later, tried once more when it timed
    /// out (status 124 or 137). A second time-out is returned as such, for the test to fail
    /// naming it, instead of a suite that never ends. The bound is far above a launch's time so
    /// that a busy machine does not fail a correct change.
    static func runBounded(_ executable: URL, _ arguments: [String], seconds: Int = 300) throws -> Result {
        var result = Result(status: 0, stdout: "", stderr: "")
        for _ in 0..<2 {
            result = try run(URL(fileURLWithPath: "/usr/bin/timeout"), ["--kill-after=10", "\(seconds)", executable.path] + arguments)
            guard result.status == 124 || result.status == 137 else { return result }
            result.stderr += "\n\(executable.lastPathComponent) did not finish in \(seconds) s"
        }
        return result
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
