import ArgumentParser
import PageRender

extension OutputFormat.Refusal {
    /// The one-line message: the problem, then the fix from the formats the same command writes.
    var commandLineMessage: String {
        switch self {
        case let .unknownExtension(path, command, nearest):
            let near = nearest.map { "; did you mean .\($0)?" } ?? ""
            return "cannot tell what to write to \(path): \(command.rawValue) writes \(OutputFormat.extensionList(command))\(near)"
        case let .needsName(path, format, _):
            return "\(path) names a still PNG; for an \(format.title) ask for --format \(format.name) or name the file .\(format.extensions[0])"
        case let .contradicts(path, requested, named):
            return "the format \(requested.name) contradicts the name \(path), which says \(named.title); ask for \(named.name) or name the file .\(requested.extensions[0])"
        case let .option(option, format, command, alternatives):
            let fix = alternatives.isEmpty ? "drop \(option.flag)" : "drop \(option.flag) or \(OutputFormat.asking(for: alternatives, command))"
            return "\(option.flag) \(option.purpose(for: alternatives)); \(format.lacking(option)), so \(fix)"
        case let .tooManyPlays(count, format):
            return "loop count \(count) is more plays than a \(format.title) can store; use a play count from 1 to \(format.maximumPlays ?? 1), or forever"
        }
    }
}

extension OutputFormat.Option {
    /// What the option does, in a refusal; `formats` are those of the command that take it.
    func purpose(for formats: [OutputFormat]) -> String {
        let them = formats.isEmpty ? "the output" : OutputFormat.orList(formats.map(\.withArticle))
        return switch self {
        case .quality: "sets how lossy \(them) is"
        case .dither: "dithers where \(them)'s colours must be reduced"
        case .loop: "sets how often an animated image plays"
        case .width: "sets the output's width in pixels"
        case .hold: "pauses on the first and the last frame"
        case .psnr: "reads \(them) back to measure it against the frames"
        case .hud, .xray: "shows numbers that change every frame"
        case .standardOutput: "writes the file to standard output"
        case .svgEffects: "says how \(them) draws turned and filtered cards"
        }
    }
}

extension OutputFormat {
    /// Why this format has no use for `option`.
    func lacking(_ option: Option) -> String {
        switch (option, shape) {
        case (.hud, .vectorAnimation), (.xray, .vectorAnimation): "an animated SVG does not hold them"
        case (.loop, .video): "a video does not store how often it plays (the page's <video loop> attribute decides)"
        case (.psnr, .video): "a video is measured with ffmpeg's psnr filter (docs/output.md)"
        case (.psnr, .vectorAnimation): "an SVG is drawn by the browser"
        case (.psnr, _): "\(withArticle) is lossless (every frame is the rendered pixels)"
        case (.width, .stills): "\(title) are 1 px per point and scale without loss"
        case (.quality, _): "\(withArticle) has no quality to set"
        case (.dither, _): "\(withArticle) has no palette to reduce its colours to"
        case (.standardOutput, _): "\(withArticle) is written to a file"
        default: "\(withArticle) does not take it"
        }
    }

    /// "a GIF", "an APNG", "an MP4", "PNG frames".
    var withArticle: String {
        if shape == .stills { return title }
        // An initialism is read letter by letter: "an" before the letters said with a vowel.
        let word = title.prefix { $0 != " " }
        let initialism = word.count > 1 && word.prefix(2).allSatisfy(\.isUppercase)
        let vowels = initialism ? "AEFHILMNORSX" : "AEIOUaeiou"
        return (vowels.contains(title.first ?? "x") ? "an " : "a ") + title
    }

    /// How `command` is asked for `formats`: `write .mp4 or .webm` where the name of --out picks
    /// the format, `pass --format png` for `render`, whose --out is a folder.
    static func asking(for formats: [OutputFormat], _ command: Command) -> String {
        if command == .render { return "pass --format " + orList(formats.map { $0.extensions[0] }) }
        return "write " + orList(formats.flatMap(\.extensions).map { "." + $0 })
    }

    /// The extensions `command` writes: ".gif, .svg or .png".
    static func extensionList(_ command: Command) -> String {
        var list = written(by: command).flatMap(\.extensions).map { "." + $0 }
        list = list.enumerated().filter { !list[..<$0.offset].contains($0.element) }.map(\.element)
        let byName = written(by: command).filter { !$0.extensionsByName.isEmpty }
        let extra = byName.map { format in " (or " + format.extensionsByName.map { "." + $0 }.joined(separator: ", ") + " with --format \(format.name))" }.joined()
        return orList(list) + extra
    }

    /// "a, b or c".
    static func orList(_ items: [String]) -> String { joined(items, "or") }

    /// "a, b and c".
    static func andList(_ items: [String]) -> String { joined(items, "and") }

    private static func joined(_ items: [String], _ last: String) -> String {
        items.count > 1 ? items.dropLast().joined(separator: ", ") + " \(last) " + items[items.count - 1] : items.joined()
    }
}

/// Runs `body`, worded as a usage error when a format refuses.
func checkingFormat<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let refusal as OutputFormat.Refusal { throw ValidationError(refusal.commandLineMessage) }
}

/// `--format`'s value: a format `animate` writes, by its name.
struct FormatName: ExpressibleByArgument {
    let format: OutputFormat

    init?(argument: String) {
        guard let format = OutputFormat.named(argument), format.isWritten(by: .animate) else { return nil }
        self.format = format
    }

    static var allValueStrings: [String] { OutputFormat.written(by: .animate).map(\.name) }
}
