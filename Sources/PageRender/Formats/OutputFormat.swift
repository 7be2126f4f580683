/// One kind of file renderpages writes, described once: its extensions, what it holds, the
/// commands that write it, the options that apply to it, where its mark goes, how often it can
/// play and its writer. Every command resolves `--out` through `OutputFormat.builtIn`, writes
/// through the format's `writer`, and every refusal names alternatives from the same table, so a
/// message only suggests what the same command writes; `renderpages formats` prints the table.
/// The model is `StrategyDescriptor`: one value per kind.
package struct OutputFormat: Sendable, Hashable {
    /// What a file of the format holds.
    package enum Shape: String, Sendable, CaseIterable {
        case stills = "still frames"
        case still
        case animation
        case vectorAnimation = "vector animation"
        case video
        case sheet
        case chart
        case report
    }

    /// The commands that write files.
    package enum Command: String, Sendable, CaseIterable {
        case render, animate, compare, diff, plot, report

        /// The output options the command's line has: a format takes an option with a command
        /// only where both have it (`takes(_:for:)`). FormatTableTests reads each command's
        /// options off its argument parser and checks them against this.
        package var options: Set<Option> {
            switch self {
            case .render: [.width, .hud, .xray]
            case .animate: Set(Option.allCases)
            case .compare: [.quality, .width, .hold, .xray, .svgEffects]
            case .diff, .plot, .report: []
            }
        }
    }

    /// The output options a format may take. A command refuses one of its options for a format
    /// that does not take it with that command, naming the formats of that command that do.
    package enum Option: String, Sendable, CaseIterable {
        case quality, dither, loop, width, hold, psnr, hud, xray
        case svgEffects = "svg-effects"
        /// `--out -`: the file on standard output.
        case standardOutput = "out -"

        /// The option as typed.
        package var flag: String { "--" + rawValue }
    }

    /// The short name (`--format`'s value where a command takes one; `renderpages formats`'s key).
    package let name: String
    /// The name in messages.
    package let title: String
    /// The extensions `--out` may end in, lower case, without the dot; the first is the usual one.
    package let extensions: [String]
    /// Extensions that mean this format only when asked for by name (`--format apng` on a .png).
    package let extensionsByName: [String]
    package let shape: Shape
    /// One line on what it is, for `renderpages formats`.
    package let summary: String
    /// The commands that write it, in the table's order.
    package let commands: [Command]
    /// The options that apply to it with some command; with one command, those the command has
    /// too (`options(for:)`).
    package let options: Set<Option>
    /// Where the file carries renderpages' mark, one per extension (written by the writer through
    /// `OutputMark`, read back by `WrittenMark`, which tells the container from the file's first
    /// bytes, never from its name).
    package let marks: [WrittenMark.Container]
    /// The most plays the file can store, nil when it stores no play count.
    package let maximumPlays: Int?
    /// Whether `animate` keeps the scenario's fps; the others are sampled at 50 fps unless --fps
    /// says otherwise (GIF and APNG store whole centiseconds, and browsers play delays under 2 cs
    /// as 10 cs). An animated SVG moves at the device's rate whatever the fps; the scenario's
    /// fps is only how long it shows its last frame.
    package var keepsScenarioRate = false
    /// Writes a file of the format: one signature for every format (`Writer`).
    package let writer: Writer

    /// Whether `command` writes it.
    package func isWritten(by command: Command) -> Bool { commands.contains(command) }

    /// The options that apply to it when `command` writes it: its own that the command has,
    /// none when the command does not write it.
    package func options(for command: Command) -> Set<Option> {
        isWritten(by: command) ? options.intersection(command.options) : []
    }

    /// Whether `option` applies to it when `command` writes it.
    package func takes(_ option: Option, for command: Command) -> Bool { options(for: command).contains(option) }

    /// Formats are told apart by their names, which the table keeps distinct.
    package static func == (a: OutputFormat, b: OutputFormat) -> Bool { a.name == b.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Whether it is an image that plays (an `<img>` shows it): an animation or a vector animation.
    package var isAnimatedImage: Bool { shape == .animation || shape == .vectorAnimation }

    /// `.gif`, or `.png, .svg` for a format with two extensions.
    package var dottedExtensions: String { extensions.map { "." + $0 }.joined(separator: ", ") }
}
