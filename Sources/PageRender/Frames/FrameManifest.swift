/// `manifest.json` of a frame sequence: how many frames, their rate and pixel size, and for each
/// frame its file, time (ms) and contentOffset (pt), so tools can pair frames with the timeline.
struct FrameManifest {
    var format: FrameFormat
    var fps: Double
    /// Frame size in the file's own unit: pixels for PNG, px (= pt) for SVG.
    var width: Double
    var height: Double
    var samples: [Timeline.Sample]

    func json() -> String {
        var out = "{\n  \"count\": \(samples.count),\n  \"fps\": \(JSONValue.format(fps)),\n"
        out += "  \"format\": \"\(format.rawValue)\",\n"
        out += "  \"size\": {\"width\": \(JSONValue.format(width)), \"height\": \(JSONValue.format(height))},\n"
        out += "  \"frames\": ["
        out += samples.enumerated().map { i, s in
            "\n    {\"file\": \"\(format.fileName(frame: i))\", \"t\": \(JSONValue.format(s.t)), "
                + "\"offset\": {\"x\": \(JSONValue.format(Double(s.offset.x))), \"y\": \(JSONValue.format(Double(s.offset.y)))}}"
        }.joined(separator: ",")
        return out + "\n  ]\n}\n"
    }
}
