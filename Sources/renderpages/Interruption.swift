import Dispatch
import Foundation
import PageRender

/// SIGINT and SIGTERM handling: remove every file and folder this run created (`OutputRun`) and
/// exit with 128 + the signal number (130 for SIGINT), as shells report a death by that signal.
///
/// The signals are ignored for the default action and delivered to a dispatch source instead, so
/// the cleanup runs on an ordinary thread (free to take locks and allocate), not in a
/// signal-handler context.
enum Interruption {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    static func install() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                OutputRun.abandon { removed in
                    let note = removed > 0 ? "; removed \(removed) partial output file(s)" : ""
                    FileHandle.standardError.write(Data("error: interrupted\(note)\n".utf8))
                    _exit(128 + signalNumber)
                }
            }
            source.resume()
            sources.append(source)
        }
    }
}
