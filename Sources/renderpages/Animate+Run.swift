import ArgumentParser
import Foundation
import PageRender

extension Animate {
    /// What `animate` writes: one scenario's run, loaded once --out is reserved, drawn as frames
    /// or as one animated SVG as the format asks.
    struct Run: OutputSubject {
        let command: Animate
        let scenario: Scenario
        /// What the frames are drawn from, the look's item images decoded once.
        let run: RenderInput

        /// Loads the scenario and simulates it; a format that does not keep the scenario's fps
        /// (GIF, APNG) is sampled at `AnimationOutput.gifFPS` unless --fps says otherwise.
        init(_ command: Animate, format: OutputFormat) throws {
            var input = command.input
            if !format.keepsScenarioRate && input.changes.fps == nil { input.changes.fps = AnimationOutput.gifFPS }
            let timeline: Timeline
            (scenario, timeline) = try input.loadTimeline(loopingBack: command.loopBack)
            command.warnIfLoopMisses(scenario, timeline)
            run = try renderInput(scenario, timeline, path: input.scenario)
            self.command = command
        }

        /// Whether the scenario draws item images (photographs: a WebP's default is lossy).
        var drawsItemImages: Bool { !scenario.look.images.isEmpty }

        func animation(_ settings: OutputFormat.Settings) throws -> AnimationSource {
            var renderer = FrameSequence(run, options: SceneOptions(xray: command.xray, hud: command.hud))
            if let width = settings.width { renderer = try validating { try renderer.resized(toPixelWidth: width) } }
            return try renderer.animation(hold: settings.hold)
        }

        func animatedSVG(_ settings: OutputFormat.Settings) throws -> AnimatedSVG.Document {
            try validating {
                try AnimatedSVG.document(run, loop: settings.loop, hold: settings.hold, pixelWidth: settings.width, effects: settings.svgEffects)
            }
        }
    }

    /// `--psnr`: reads the file written back (the whole file in memory, as decoding needs it)
    /// and prints its PSNR against `source`'s frames.
    func measure(_ export: AnimatedExport, of source: AnimationSource, as format: OutputFormat) throws {
        guard let bytes = out == "-" ? export.bytes : SystemPath.contents(of: out) else {
            throw RenderError("cannot read back \(out) to measure its PSNR; check that it is still there")
        }
        let quality: AnimationQuality
        if format == .gif {
            // Frame by frame: a long GIF is never decoded whole into memory.
            var meter: AnimationQuality.Meter?
            _ = try GIFDecoder.forEachFrame(bytes) { frame in
                if meter == nil { meter = try AnimationQuality.Meter(source: source, unit: 10, width: frame.image.width, height: frame.image.height) }
                try meter!.add(frame)
            }
            guard var meter else { throw RenderError("the GIF written has no frames; write it again") }
            quality = try meter.finish()
        } else {
            quality = try AnimationQuality.measure(try WebPAnimationDecoder.decode(bytes), against: source, unit: 1)
        }
        let line = String(format: "PSNR against the rendered frames: %.2f dB overall, %.2f dB at worst (frame %d)",
                          quality.psnr, quality.worstPSNR, quality.worstFrame)
        // With the animation on standard output, the report goes to standard error.
        if out == "-" { FileHandle.standardError.write(Data((line + "\n").utf8)) } else { try StandardOutput.line(line) }
    }
}
