/// The report's one set of controls, shared by every player: play or pause, one frame back or
/// forward, the time slider with the current instant, the speeds and the x-ray switch.
enum ReportControls {
    /// Playback speeds offered, fractions of real time: 1 is as fast as on the device, the slower
    /// ones let the eye follow a fling.
    static let speeds: [Double] = [0.25, 0.5, 1]

    static func html(frameCount: Int) -> String {
        let speedButtons = speeds.map { speed in
            "<button type=\"button\" class=\"speed\" data-speed=\"\(JSONValue.format(speed))\" aria-pressed=\"\(speed == 1)\">\(JSONValue.format(speed))×</button>"
        }.joined()
        return """
        <div class="controls" role="toolbar" aria-label="Playback">
        <button type="button" id="play" aria-label="Play">Play</button>
        <button type="button" id="back" aria-label="Previous frame" title="Previous frame (←)">◀ frame</button>
        <button type="button" id="forward" aria-label="Next frame" title="Next frame (→)">frame ▶</button>
        <input type="range" id="time" min="0" max="\(max(frameCount - 1, 0))" step="1" value="0" aria-label="Frame">
        <output id="clock" for="time">0 ms</output>
        <span class="speeds" role="group" aria-label="Speed">\(speedButtons)</span>
        <label class="switch"><input type="checkbox" id="xray"> x-ray</label>
        </div>
        """
    }
}

