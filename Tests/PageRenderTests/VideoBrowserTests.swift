import Foundation
import Testing

/// The videos in a real browser (Debian's headless Chromium, one launch): a page with the MP4
/// and the WebM in `<video muted>` elements reports each one's `loadeddata` with its size and
/// duration, or its error code, into the DOM that is dumped.
@Suite(.enabled(if: Chromium.isAvailable, "chromium is not installed: run make test, which installs Debian's chromium"))
struct VideoBrowserTests {
    @Test func chromiumPlaysTheMP4AndTheWebM() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        let scenario = try scratch.write("s.json", VideoExportTests.scenario())
        for name in ["demo.mp4", "demo.webm"] {
            let run = try CLI.run(["animate", scenario, "--out", scratch.path(name), "--quiet"])
            #expect(run.status == 0, "\(run.stderr)")
        }
        let frames = Int(try #require(VideoExportTests.probe(scratch.path("demo.mp4"))["nb_read_frames"].flatMap { Int($0) }))
        try scratch.write("play.html", """
        <html><body><pre id="out"></pre><script>
        for (const name of ['demo.mp4', 'demo.webm']) {
          const v = document.createElement('video');
          v.muted = true; v.src = name;
          const say = text => { document.getElementById('out').textContent += name + ' ' + text + '\\n'; };
          v.addEventListener('loadeddata', () => say('loaded ' + v.videoWidth + 'x' + v.videoHeight + ' ' + v.duration.toFixed(3)));
          v.addEventListener('error', () => say('error ' + (v.error && v.error.code)));
          document.body.appendChild(v);
        }
        </script></body></html>
        """)
        let result = try Chromium.run(scratch.url.appendingPathComponent("play.html").absoluteString, mode: "--dump-dom",
                                      width: 400, height: 300, virtualMilliseconds: 5000)
        // 240×160 px at @2x; the duration is frames / 60 (ffprobe's count; WebM stores ms).
        let seconds = String(format: "%.3f", Double(frames) / 60)
        #expect(result.stdout.contains("demo.mp4 loaded 240x160 \(seconds)"), "\(result.stdout)")
        #expect(result.stdout.contains("demo.webm loaded 240x160"), "\(result.stdout)")
    }
}
