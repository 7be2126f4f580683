import Foundation

/// Debian's `firefox-esr` in headless mode, run as a user would open a file: each call is one
/// launch with a fresh profile and a fixed window, taking a screenshot once the page has loaded
/// (its images decoded). Device scale 1: one CSS px is one screenshot pixel.
enum Firefox {
    /// The browser, if installed (`make test` installs Debian's `firefox-esr`).
    static let binary: String? = ["/usr/bin/firefox-esr", "/usr/bin/firefox"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static var isAvailable: Bool { binary != nil }

    /// A screenshot of `url` in a window of `width` × `height` CSS px, written to `path`; the
    /// exit status.
    static func screenshot(_ url: String, to path: String, width: Int, height: Int) throws -> Int32 {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path("profile"), withIntermediateDirectories: true)
        // HOME in the scratch folder: Firefox writes caches there, and a test leaves nothing behind.
        let arguments = ["-c", "HOME=\"$1\" exec \"$2\" --headless --no-remote --profile \"$1/profile\" --window-size=\(width),\(height) --screenshot \"$3\" \"$4\"",
                         "firefox", scratch.url.path, binary!, path, url]
        return try ChildProcess.runBounded(URL(fileURLWithPath: "/bin/sh"), arguments).status
    }
}
