import Foundation

/// A one-line progress bar on stderr for work that takes longer than about a second, drawn only
/// when stderr is a terminal and `--quiet` is off. The wall clock here decides only whether and
/// when to draw; it never reaches any output file.
struct ProgressBar {
    /// Work that finishes sooner than this (seconds) never shows a bar: a flash of a bar is noise.
    static let delay = 1.0
    /// Redraw at most this often (seconds), so drawing costs nothing next to the work.
    static let interval = 0.1
    /// Bar width in characters, small enough for an 80-column terminal with the counts beside it.
    static let width = 30

    let label: String
    let enabled: Bool
    let delay: Double
    /// Every step as its own line ("LABEL DONE/TOTAL"), at once and whatever stderr is.
    let lines: Bool
    let start = Date()
    var lastDraw: Date?

    init(_ label: String, quiet: Bool, delay: Double = ProgressBar.delay, lines: Bool = false) {
        self.label = label
        self.enabled = !quiet && isatty(STDERR_FILENO) == 1
        self.delay = delay
        self.lines = lines
    }

    mutating func update(_ done: Int, of total: Int) {
        if lines {
            FileHandle.standardError.write(Data("\(label) \(done)/\(total)\n".utf8))
            return
        }
        guard enabled, total > 0 else { return }
        let now = Date()
        guard now.timeIntervalSince(start) >= delay else { return }
        if let lastDraw, now.timeIntervalSince(lastDraw) < Self.interval, done < total { return }
        lastDraw = now
        let filled = Self.width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: Self.width - filled)
        FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(done)/\(total)".utf8))
    }

    /// Clears the bar's line, if one was drawn.
    func finish() {
        guard lastDraw != nil else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
