import Foundation
import Testing

/// Runs the built `renderpages` with its commit held (`CommitGate`): the attack scripts' "wait
/// until the run is drawing, then change the output" made deterministic. The run stops at the
/// moment asked for, `during` changes the file system (or signals the process), and the commit
/// goes on.
enum GatedRun {
    static func run(_ arguments: [String], in directory: URL, at moment: String = "before",
                    during: (_ pid: Int32) throws -> Void) throws -> ChildProcess.Result {
        let gateFolder = try Scratch(), io = try Scratch()
        let gate = gateFolder.path("gate")
        let out = io.url.appendingPathComponent("stdout"), err = io.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(["RENDERPAGES_TEST_COMMIT_GATE": moment + ":" + gate]) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        let flag = gate
        // Polls every 10 ms, at most 6,000 times: a guard against a run that never reaches its
        // commit, not a time budget (the run waits at the gate however long `during` takes).
        var reached = false
        for _ in 0..<6_000 {
            if FileManager.default.fileExists(atPath: flag) { reached = true; break }
            if !process.isRunning { break }
            usleep(10_000)
        }
        #expect(reached, "the run never reached its commit (\(moment))")
        if reached {
            do { try during(process.processIdentifier) } catch { unlink(flag); process.waitUntilExit(); throw error }
            unlink(flag)
        }
        process.waitUntilExit()
        return ChildProcess.Result(status: process.terminationStatus,
                                   stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
                                   stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }
}
