import Foundation

/// A scenario rendered by the built binary under a shell `ulimit` (an address-space or CPU-time
/// bound), one thread, into `f` of a fresh scratch folder.
enum LimitedRun {
    /// Writes `json` as `s.json` in a new scratch folder and runs `render s.json --out f` there
    /// under `ulimit <limit>` (such as "-v 200000" or "-t 60").
    static func render(_ json: String, limit: String) throws -> (Scratch, FaultMatrixCLITests.Run) {
        let scratch = try Scratch()
        try scratch.write("s.json", json)
        let run = try FaultMatrixCLITests.shell(#"ulimit \#(limit); exec "$BIN" render s.json --out f --quiet --threads 1"#, in: scratch.url)
        return (scratch, run)
    }
}
