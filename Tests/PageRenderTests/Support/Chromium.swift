import Foundation
import Testing

/// Debian's headless Chromium, run as a user would open a file: each call is one browser launch
/// with a fresh profile, a fixed window and device scale 1 (one CSS px is one screenshot pixel),
/// and virtual time, so the page has loaded and drawn its images before the screenshot or the
/// DOM dump is taken.
enum Chromium {
    /// The browser, if installed (`make test` installs Debian's `chromium`).
    static let binary: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static var isAvailable: Bool { binary != nil }

    struct Result {
        var status: Int32
        var stdout: String
        /// What pages wrote to the console and uncaught errors: Chromium logs each as an
        /// `INFO:CONSOLE` line on stderr under --enable-logging=stderr.
        var consoleLines: [String]
    }

    /// Opens `url` with `mode` (`--screenshot=<path>` or `--dump-dom`) in a window of `width` ×
    /// `height` CSS px after `virtualMilliseconds` of virtual time.
    static func run(_ url: String, mode: String, width: Int, height: Int, virtualMilliseconds: Int = 3000) throws -> Result {
        let scratch = try Scratch()
        // Chromium refuses to start its sandbox as root (CI containers); the page is our own file.
        let sandbox = getuid() == 0 ? ["--no-sandbox"] : []
        // --run-all-compositor-stages-before-draw: every compositor stage, image decoding and
        // raster included, finishes before a frame is drawn, so a screenshot never shows an image
        // not yet decoded. Added after two suite runs on a loaded machine saw the
        // paging-parallax SVG, three JPEG data: URIs, differ from its frames in 3.7 % and 14 % of
        // pixels; five runs at load 5-11 since then did not reproduce it, so this is a precaution.
        let arguments = sandbox + [
            "--headless", "--user-data-dir=" + scratch.path("profile"), "--hide-scrollbars", "--disable-gpu", "--run-all-compositor-stages-before-draw",
            "--force-device-scale-factor=1", "--window-size=\(width),\(height)", "--virtual-time-budget=\(virtualMilliseconds)",
            "--enable-logging=stderr", "--v=0", "--no-first-run", "--disable-extensions", mode, url,
        ]
        let result = try ChildProcess.runBounded(URL(fileURLWithPath: binary!), arguments)
        #expect(result.status != 124 && result.status != 137, "chromium timed out twice: \(result.stderr.suffix(300))")
        return Result(status: result.status, stdout: result.stdout,
                      consoleLines: result.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init))
    }
}
