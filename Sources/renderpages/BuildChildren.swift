import Foundation
import PageRender
import Synchronization

/// The renderpages processes a build starts, one per output it renders: each runs one demos
/// line's command in the demos file's folder, so every output has its own process (its own
/// output transaction, lock, memory and interrupt handling) and one that fails or crashes
/// cannot stop the others.
enum BuildChildren {
    /// The running children, for `stopAll`, and whether it ran: no child starts after it.
    private static let running = Mutex<(children: [pid_t: Process], stopped: Bool)>(([:], false))

    /// What one child did: its exit status (128 + the signal when one ended it) and the lines it
    /// wrote to standard error (warnings, or the error that stopped it). Its standard output, the
    /// command's summary, is not kept: the build prints its own line per output.
    struct Outcome {
        var status: Int32
        var errorLines: [String]
    }

    /// This program's file: the children are the same renderpages as the build.
    static let executable: String = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return length > 0 ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
    }()

    /// Runs renderpages with `arguments` in `folder` and waits for it.
    static func run(_ arguments: [String], in folder: String) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        do {
            let started = try running.withLock { running -> Bool in
                guard !running.stopped else { return false }
                try process.run()
                running.children[process.processIdentifier] = process
                return true
            }
            guard started else { return Outcome(status: Failure.runtime, errorLines: ["error: not started: the build was interrupted"]) }
        } catch {
            return Outcome(status: Failure.runtime, errorLines: ["error: cannot start \(executable): \(error.localizedDescription)"])
        }
        let text = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        _ = running.withLock { $0.children.removeValue(forKey: process.processIdentifier) }
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        let lines = String(decoding: text, as: UTF8.self).split(separator: "\n").map(String.init)
        return Outcome(status: status, errorLines: lines)
    }

    /// Whether `stopAll` ran: the build is being interrupted, and its handler ends the process.
    static var isStopped: Bool { running.withLock { $0.stopped } }

    /// Sends `signal` to every running child and waits until each has ended (its `run` has seen
    /// it exit): each rolls back its own output (the previous file stays) before the build exits.
    /// No child starts after this. Safe from any thread; the children are reaped by their
    /// `Process` (waiting here with waitpid would take their exit status from it).
    static func stopAll(_ signal: Int32) {
        let children = running.withLock { running in
            running.stopped = true
            return running.children.keys
        }
        for pid in children { kill(pid, signal) }
        // 10 ms: a rollback takes a few; the build exits once all have ended.
        while !running.withLock({ $0.children.isEmpty }) { usleep(10_000) }
    }
}
