import Dispatch
import Foundation
import PageRender
import Synchronization

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT: roll back every output transaction still open (the
/// previous output stays as it was; files a transaction already committed stay too) and exit
/// with 128 + the signal number (130 for SIGINT), as shells report a death by that signal.
///
/// The signals are ignored for the default action and delivered to a dispatch source instead, so
/// the cleanup runs on an ordinary thread (free to take locks and allocate), not in a
/// signal-handler context.
enum Interruption {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    /// The transactions of this process that are open; the handler rolls each back.
    private static let open = Mutex<[ObjectIdentifier: OutputTransaction]>([:])

    static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    static func install() {
        for signalNumber in signals {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                // Held until _exit, so no transaction can be opened after the sweep.
                open.withLock { transactions in
                    // ffmpeg runs in its own process group, so the terminal's signal did not
                    // reach it: stop it before its staged video is removed.
                    FFmpegProcess.stopAll()
                    // A build's children roll back their own outputs on the same signal.
                    BuildChildren.stopAll(signalNumber)
                    let removed = transactions.values.reduce(0) { $0 + $1.rollback() }
                    let written = transactions.values.contains { $0.isCommitted }
                    FileHandle.standardError.write(Data("error: \(message(removed: removed, written: written))\n".utf8))
                    _exit(128 + signalNumber)
                }
            }
            source.resume()
            sources.append(source)
        }
    }

    /// What an interrupt reports: the partial files it removed (nothing was replaced then), or,
    /// when a transaction had already committed and nothing was left to remove, that the output
    /// is written and complete (a signal that arrives during a commit waits for it to finish).
    static func message(removed: Int, written: Bool) -> String {
        if removed > 0 { return "interrupted; removed \(removed) partial output file(s), nothing was replaced" }
        if written { return "interrupted after the output was written; it is complete" }
        return "interrupted"
    }

    /// Runs `body` with a new transaction that an interrupt rolls back; commits it when `body`
    /// returns, rolls it back when `body` throws.
    @discardableResult
    static func withOutput<T>(replacesAnyFile: Bool = false, _ body: (OutputTransaction) throws -> T) throws -> T {
        let output = OutputTransaction(replacesAnyFile: replacesAnyFile)
        let id = ObjectIdentifier(output)
        open.withLock { $0[id] = output }
        // A committed transaction stays listed, so an interrupt after it says the output is written.
        // The lock is taken either way: a handler already running holds it until it exits, so a
        // signal that arrived during the commit is reported, not overtaken by a normal exit.
        defer { open.withLock { if !output.isCommitted { _ = $0.removeValue(forKey: id) } } }
        do {
            let result = try body(output)
            try output.commit()
            return result
        } catch {
            output.rollback()
            throw error
        }
    }
}
