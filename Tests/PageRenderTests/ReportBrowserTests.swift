import Foundation
import Testing
@testable import PageRender

/// The HTML report in a real browser (Debian's headless Chromium): three launches. A DOM dump of
/// a copy with a probe script records script errors, where the players are, and what the
/// controls do; two screenshots at different `#t=` instants must differ, and each player's
/// pixels must be the PNG frame `render` writes for that instant.
@Suite(.enabled(if: Chromium.isAvailable, "chromium is not installed: run make test, which installs Debian's chromium"))
struct ReportBrowserTests {
    /// Three of the comparison samples: all at 50 fps (20 ms a frame) and 1 px/pt. native-paging
    /// rests after 24 frames, page-offsets after 36, uneven-pairs after 40 (`simulate` of each),
    /// so the report has 40 frames: three strategies of about a second.
    static let names = ["native-paging", "uneven-pairs", "page-offsets"]
    /// Three 375-pt players and their gaps side by side.
    static let window = (width: 1240, height: 1000)
    /// The size the report must stay within for three strategies of about a second at @1x.
    static let sizeLimit = 6_000_000

    @Test func reportInChromium() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenarios = Self.names.map { CLI.repositoryRoot.appendingPathComponent("samples/compare/\($0).json").path }
        let report = try CLI.run(["report"] + scenarios + ["--out", scratch.path("report.html"), "--quiet"])
        #expect(report.status == 0 && report.stderr.isEmpty, "\(report.stderr)")
        for (name, path) in zip(Self.names, scenarios) {
            let render = try CLI.run(["render", path, "--scale", "1", "--out", scratch.path(name), "--quiet"])
            #expect(render.status == 0, "\(render.stderr)")
        }
        let html = try String(contentsOfFile: scratch.path("report.html"), encoding: .utf8)
        #expect(html.utf8.count <= Self.sizeLimit, "the report is \(html.utf8.count) bytes")
        #expect(ReportReferences.outside(html).isEmpty, "references outside the file: \(ReportReferences.outside(html))")

        let probe = try runProbe(html, scratch: scratch)
        let rects = try #require(probe["rects"] as? [[Double]])
        #expect(rects.count == 3)

        // 100 ms is frame 5, 300 ms frame 15 (20 ms a frame): both players still moving then.
        var shots: [[UInt8]] = []
        for (instant, frame) in [(100, 5), (300, 15)] {
            let path = scratch.path("shot-\(instant).png")
            let shot = try Chromium.run("file://" + scratch.path("report.html") + "#t=\(instant)", mode: "--screenshot=" + path,
                                        width: Self.window.width, height: Self.window.height)
            #expect(shot.status == 0 && shot.consoleLines.isEmpty, "console at #t=\(instant): \(shot.consoleLines)")
            let screen = try CairoSurface(png: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            let pixels = screen.rgbaBytes()
            shots.append(pixels)
            for (name, rect) in zip(Self.names, rects) {
                let expected = try CairoSurface(png: Array(try Data(contentsOf: URL(fileURLWithPath: scratch.path(name) + "/" + FrameFormat.png.fileName(frame: frame)))))
                #expect(Int(rect[2]) == expected.width && Int(rect[3]) == expected.height, "\(name): player \(rect) vs frame \(expected.width)×\(expected.height)")
                try #require(rect[0] >= 0 && rect[1] >= 0 && Int(rect[0]) + expected.width <= screen.width && Int(rect[1]) + expected.height <= screen.height,
                             "\(name): player \(rect) is not inside the \(screen.width)×\(screen.height) screenshot")
                let crop = Self.crop(pixels, width: screen.width, x: Int(rect[0].rounded()), y: Int(rect[1].rounded()), cropWidth: expected.width, cropHeight: expected.height)
                // The reference-image tolerances (`ReferenceImages.check`).
                let diff = ReferenceImages.difference(expected.rgbaBytes(), crop, threshold: 8)
                #expect(diff.ratio <= 0.002, "\(name) at #t=\(instant): \(diff.mismatched) of \(diff.total) pixels differ from \(FrameFormat.png.fileName(frame: frame))")
            }
        }
        #expect(shots[0] != shots[1], "the two instants look the same")
    }

    /// Opens a copy of the report with a script in front that records errors, and one at the end
    /// that, after load, notes the players' places and drives the controls; returns its record.
    func runProbe(_ html: String, scratch: Scratch) throws -> [String: Any] {
        let probed = html
            .replacingOccurrences(of: "<head>", with: "<head><script>\(Self.errorCapture)</script>")
            .replacingOccurrences(of: "</body>", with: "<script>\(Self.driver)</script></body>")
        try Data(probed.utf8).write(to: scratch.url.appendingPathComponent("probed.html"))
        let dump = try Chromium.run("file://" + scratch.path("probed.html") + "#t=100", mode: "--dump-dom",
                                    width: Self.window.width, height: Self.window.height)
        #expect(dump.status == 0)
        #expect(dump.consoleLines.isEmpty, "console: \(dump.consoleLines)")
        guard let start = dump.stdout.range(of: "<pre id=\"probe\">"), let end = dump.stdout.range(of: "</pre>", range: start.upperBound..<dump.stdout.endIndex) else {
            Issue.record("the probe did not report; the page's script failed before load ended:\n\(dump.stdout.prefix(2000))")
            return [:]
        }
        let text = String(dump.stdout[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        let probe = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect((probe["errors"] as? [String]) == [], "script errors: \(probe["errors"] ?? "")")
        // Expected states, by hand at 20 ms a frame: #t=100 opens frame 5; → is frame 6 (120 ms);
        // the slider at 10 is 200 ms; a click on the plot at 300 ms is frame 15.
        #expect(probe["start"] as? [String] == ["5", "#t=100"])
        #expect(probe["right"] as? [String] == ["6", "#t=120"])
        #expect(probe["slider"] as? [String] == ["10", "#t=200"])
        #expect(probe["plotClick"] as? [String] == ["15", "#t=300"])
        // At 200 ms all have been released (120 ms, `simulate`): native-paging is paging, the
        // others decelerate.
        #expect(probe["phases"] as? [String] == ["paging", "decelerating", "decelerating"])
        #expect(probe["rows"] as? [String] == ["release 1", "release 1", "release 1"])
        // Play, then space pauses and writes the instant (virtual time runs no animation frames,
        // so the frame stays 15: playback itself is not timed here).
        #expect(probe["play"] as? [String] == ["Pause", "Play", "#t=300"])
        #expect(probe["speeds"] as? [String] == ["0.25× true", "0.5× false", "1× false"])
        #expect(probe["xray"] as? [Bool] == [true, true], "the x-ray switch changes every player's picture and back")
        return probe
    }

    static let errorCapture = """
    window.probeErrors = [];
    addEventListener("error", (e) => probeErrors.push(String(e.message)));
    addEventListener("unhandledrejection", (e) => probeErrors.push("unhandled rejection: " + e.reason));
    const probeConsoleError = console.error.bind(console);
    console.error = (...args) => { probeErrors.push(args.join(" ")); probeConsoleError(...args); };
    """

    /// The plot's time axis for these three scenarios, by hand from `OffsetPlot`'s layout: the
    /// chart spans x = 72…632 of the 720-pt picture, and the time axis 0…800 ms (the last frame
    /// is at 780 ms; nice ticks of 100 ms round it up to 800). So 300 ms is at x = 282.
    static let driver = """
    addEventListener("load", () => setTimeout(() => {
      const q = (s) => document.querySelector(s);
      const slider = q("#time");
      const state = () => [slider.value, location.hash];
      const out = { errors: probeErrors };
      out.rects = Array.from(document.querySelectorAll(".frame")).map((i) => { const r = i.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; });
      out.start = state();
      document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
      out.right = state();
      slider.value = "10";
      slider.dispatchEvent(new Event("input", { bubbles: true }));
      slider.dispatchEvent(new Event("change", { bubbles: true }));
      out.slider = state();
      out.phases = Array.from(document.querySelectorAll(".phase")).map((p) => p.textContent);
      out.rows = Array.from(document.querySelectorAll(".events")).map((t) => { const r = t.querySelector("tr.current th"); return r ? r.textContent : ""; });
      const svg = q("#plot svg").getBoundingClientRect();
      q("#plot").dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: svg.left + 282 / 720 * svg.width, clientY: svg.top + 100 }));
      out.plotClick = state();
      q("#play").click();
      const playing = q("#play").textContent;
      document.body.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
      out.play = [playing, q("#play").textContent, location.hash];
      Array.from(document.querySelectorAll(".speed")).find((b) => b.textContent === "0.25×").click();
      out.speeds = Array.from(document.querySelectorAll(".speed")).map((b) => b.textContent + " " + b.getAttribute("aria-pressed"));
      const sources = () => Array.from(document.querySelectorAll(".frame")).map((i) => i.src);
      const before = sources();
      const xray = q("#xray");
      xray.click();
      const during = sources();
      xray.click();
      const after = sources();
      out.xray = [during.every((s, i) => s !== before[i]), after.every((s, i) => s === before[i])];
      const pre = document.createElement("pre");
      pre.id = "probe";
      pre.textContent = JSON.stringify(out);
      document.body.appendChild(pre);
    }, 100));
    """

    static func crop(_ rgba: [UInt8], width: Int, x: Int, y: Int, cropWidth: Int, cropHeight: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(cropWidth * cropHeight * 4)
        for row in y..<(y + cropHeight) {
            let start = (row * width + x) * 4
            out += rgba[start..<(start + cropWidth * 4)]
        }
        return out
    }
}
