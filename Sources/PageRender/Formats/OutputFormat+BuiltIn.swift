extension OutputFormat {
    /// Every format renderpages writes, in the order `renderpages formats` lists them. Play-count
    /// limits are the containers' own (each codec states why); the animated SVG follows GIF's, so
    /// that one --loop gives the same animation in either; a video stores no play count (the
    /// page's `<video loop>` decides).
    package static let builtIn: [OutputFormat] = [
        OutputFormat(name: "png-frames", title: "PNG frames", extensions: ["png"], extensionsByName: [], shape: .stills,
                     summary: "a folder of frame-0000.png … and manifest.json, screen.scale pixels per point",
                     commands: [.render], options: [.width, .hud, .xray], marks: [.pngText], maximumPlays: nil,
                     writer: Writers.frames(.png)),
        OutputFormat(name: "svg-frames", title: "SVG frames", extensions: ["svg"], extensionsByName: [], shape: .stills,
                     summary: "a folder of frame-0000.svg … and manifest.json, 1 px per point",
                     commands: [.render], options: [.hud, .xray], marks: [.textComment], maximumPlays: nil,
                     writer: Writers.frames(.svg)),
        OutputFormat(name: "gif", title: "GIF", extensions: ["gif"], extensionsByName: [], shape: .animation,
                     summary: "animated GIF, 256 colours a frame, delays in whole centiseconds (sampled at 50 fps)",
                     commands: [.animate, .compare, .diff], options: [.dither, .loop, .width, .hold, .psnr, .hud, .xray, .standardOutput],
                     marks: [.gifComment], maximumPlays: GIFEncoder.maximumPlays,
                     writer: Writers.animatedImage(Encoders.gif)),
        OutputFormat(name: "webp", title: "WebP", extensions: ["webp"], extensionsByName: [], shape: .animation,
                     summary: "animated WebP: lossless, or lossy at a chosen quality (the default for photographs)",
                     commands: [.animate], options: [.quality, .loop, .width, .hold, .psnr, .hud, .xray, .standardOutput],
                     marks: [.webPXMP], maximumPlays: WebPAnimationWriter.maximumPlays, keepsScenarioRate: true,
                     writer: Writers.animatedImage(Encoders.webP)),
        OutputFormat(name: "apng", title: "APNG", extensions: ["apng"], extensionsByName: ["png"], shape: .animation,
                     summary: "animated PNG, lossless (a .png name only when the apng format is asked for by name)",
                     commands: [.animate], options: [.loop, .width, .hold, .hud, .xray, .standardOutput],
                     marks: [.pngText], maximumPlays: APNGWriter.maximumPlays,
                     writer: Writers.animatedImage(Encoders.apng)),
        OutputFormat(name: "svg", title: "animated SVG", extensions: ["svg"], extensionsByName: [], shape: .vectorAnimation,
                     summary: "vectors animated with CSS at the device's rate; compare writes the sheet as one",
                     commands: [.animate, .compare], options: [.loop, .width, .hold, .svgEffects, .standardOutput],
                     marks: [.textComment], maximumPlays: GIFEncoder.maximumPlays, keepsScenarioRate: true,
                     writer: Writers.animatedSVG),
        OutputFormat(name: "mp4", title: "MP4", extensions: ["mp4"], extensionsByName: [], shape: .video,
                     summary: "H.264 video through the ffmpeg program, every frame at the scenario's fps",
                     commands: [.animate, .compare], options: [.quality, .width, .hold, .hud, .xray],
                     marks: [.mp4Box], maximumPlays: nil, keepsScenarioRate: true,
                     writer: Writers.video(.mp4)),
        OutputFormat(name: "webm", title: "WebM", extensions: ["webm"], extensionsByName: [], shape: .video,
                     summary: "VP9 video through the ffmpeg program, every frame at the scenario's fps",
                     commands: [.animate, .compare], options: [.quality, .width, .hold, .hud, .xray],
                     marks: [.matroskaHead], maximumPlays: nil, keepsScenarioRate: true,
                     writer: Writers.video(.webm)),
        OutputFormat(name: "filmstrip", title: "PNG filmstrip", extensions: ["png"], extensionsByName: [], shape: .sheet,
                     summary: "a column per scenario, rows at a release, mid-motion and the rest, for up to four gestures",
                     commands: [.compare], options: [.width, .xray], marks: [.pngText], maximumPlays: nil,
                     writer: Writers.picture),
        OutputFormat(name: "difference", title: "difference PNG", extensions: ["png"], extensionsByName: [], shape: .still,
                     summary: "A | difference | B at the frame that differs most (a .gif shows every frame)",
                     commands: [.diff], options: [], marks: [.pngText], maximumPlays: nil,
                     writer: Writers.picture),
        OutputFormat(name: "plot", title: "offset plot", extensions: ["png", "svg"], extensionsByName: [], shape: .chart,
                     summary: "the content offset against time, one curve per scenario",
                     commands: [.plot], options: [], marks: [.pngText, .textComment], maximumPlays: nil,
                     writer: Writers.offsetPlot),
        OutputFormat(name: "report", title: "HTML report", extensions: ["html"], extensionsByName: [], shape: .report,
                     summary: "one page: each scenario's player, offset plot and numbers",
                     commands: [.report], options: [], marks: [.textComment], maximumPlays: nil,
                     writer: Writers.report),
    ]

    /// The animated GIF: what `--out -` writes unless `--format` says otherwise.
    package static var gif: OutputFormat { named("gif")! }

    /// The format called `name`, nil for none.
    package static func named(_ name: String) -> OutputFormat? {
        builtIn.first { $0.name == name }
    }

    /// The formats `command` writes, in the table's order.
    package static func written(by command: Command) -> [OutputFormat] {
        builtIn.filter { $0.isWritten(by: command) }
    }

    /// The largest play count any format stores: what `--loop` accepts before a format's own
    /// limit is checked.
    package static var largestPlayCount: Int { builtIn.compactMap(\.maximumPlays).max() ?? 1 }
}
