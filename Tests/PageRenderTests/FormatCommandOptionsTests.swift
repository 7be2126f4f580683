import ArgumentParser
import Foundation
import Testing
@testable import PageRender
@testable import renderpages

/// The options the format table says a command takes for a format are the ones its command line
/// has (read off argument-parser's own description of each subcommand, `_dumpHelp`), and a
/// command refuses an option exactly for the formats the table says do not take it with that
/// command; the warnings after a write name only formats and options of the same command.
@Suite struct FormatCommandOptionsTests {
    /// Each subcommand that writes files, as the root command lists it (RenderPages.swift).
    static var writingCommands: [(command: OutputFormat.Command, type: ParsableCommand.Type)] {
        RenderPages.configuration.subcommands.compactMap { type in
            (type as? WritingCommand.Type).map { ($0.writes, type) }
        }
    }

    /// The long option names (without `--`) argument-parser knows for `type`.
    static func longNames(of type: ParsableCommand.Type) throws -> Set<String> {
        let tool = try #require(try JSONSerialization.jsonObject(with: Data(type._dumpHelp().utf8)) as? [String: Any])
        let command = try #require(tool["command"] as? [String: Any])
        let arguments = command["arguments"] as? [[String: Any]] ?? []
        return Set(arguments.flatMap { argument in
            (argument["names"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "long" }.compactMap { $0["name"] as? String }
        })
    }

    /// Whether the command line of `type` has `option`: its flag, or for `--out -` standard output.
    static func has(_ option: OutputFormat.Option, _ type: ParsableCommand.Type, names: Set<String>) -> Bool {
        if option == .standardOutput { return (type as? WritingCommand.Type)?.takesStandardOutput ?? false }
        return names.contains(option.rawValue)
    }

    @Test func everyWritingCommandIsInTheTable() {
        #expect(Set(Self.writingCommands.map(\.command)) == Set(OutputFormat.Command.allCases))
    }

    /// Table ⇒ parser: an option the table lets a format take with a command is on that command's
    /// line. Parser ⇒ table: an output option on a command's line is taken by at least one of
    /// the formats it writes (else the option could only ever be refused).
    @Test func theTableClaimsExactlyTheOptionsEachCommandLineHas() throws {
        for (command, type) in Self.writingCommands {
            let names = try Self.longNames(of: type)
            let formats = OutputFormat.written(by: command)
            #expect(!formats.isEmpty, "\(command)")
            for option in OutputFormat.Option.allCases {
                let onLine = Self.has(option, type, names: names)
                let claimed = formats.filter { $0.takes(option, for: command) }.map(\.name)
                if !onLine { #expect(claimed.isEmpty, "\(command) has no \(option.flag), but the table lets \(claimed) take it") }
                if onLine { #expect(!claimed.isEmpty, "\(command) has \(option.flag), but the table gives it to none of \(formats.map(\.name))") }
            }
        }
    }

    /// A valid value for each option that takes one (the options' own help lists them).
    static let values: [OutputFormat.Option: String] = [.quality: "medium", .dither: "ordered", .loop: "3", .width: "320", .hold: "100", .svgEffects: "html"]

    /// The command line for `command` writing `format` with `option` (parsed, not run: no file is read).
    static func arguments(_ command: OutputFormat.Command, _ format: OutputFormat, _ option: OutputFormat.Option, flag: Bool) -> [String] {
        let scenarios = command == .compare || command == .diff ? ["a.json", "b.json"] : ["a.json"]
        var out = ["--out", "out." + format.extensions[0]]
        if command == .render { out = ["--format", format.extensions[0], "--out", "frames"] }
        if option == .standardOutput { return [command.rawValue] + scenarios + ["--out", "-", "--format", format.name] }
        let value = flag ? [] : [Self.values[option] ?? "1"]
        return [command.rawValue] + scenarios + out + [option.flag] + value
    }

    /// For every option a command's line has: parsed (with its validation) for a format the table
    /// says takes it with that command, it is accepted; for one that does not, refused with a
    /// message naming the option and only extensions the same command writes.
    @Test func theParserAcceptsAnOptionExactlyWhereTheTableSays() throws {
        for (command, type) in Self.writingCommands {
            let names = try Self.longNames(of: type)
            let tool = try #require(try JSONSerialization.jsonObject(with: Data(type._dumpHelp().utf8)) as? [String: Any])
            let flags = Set(((tool["command"] as? [String: Any])?["arguments"] as? [[String: Any]] ?? [])
                .filter { $0["kind"] as? String == "flag" }.flatMap { ($0["names"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } })
            let spellings = Set(OutputFormat.written(by: command).flatMap { $0.extensions + $0.extensionsByName })
            for option in OutputFormat.Option.allCases where Self.has(option, type, names: names) {
                let formats = OutputFormat.written(by: command)
                let cases = [formats.first { $0.takes(option, for: command) }, formats.first { !$0.takes(option, for: command) }].compactMap { $0 }
                for format in cases {
                    let arguments = Self.arguments(command, format, option, flag: flags.contains(option.rawValue))
                    do {
                        _ = try RenderPages.parseAsRoot(arguments)
                        #expect(format.takes(option, for: command), "\(arguments) was accepted")
                    } catch {
                        let message = RenderPages.message(for: error)
                        #expect(!format.takes(option, for: command), "\(arguments): \(message)")
                        #expect(message.contains(option.flag), "\(arguments): \(message)")
                        for ext in Self.extensions(in: message) {
                            #expect(spellings.contains(ext), "\(arguments) suggests .\(ext): \(message)")
                        }
                    }
                }
            }
        }
    }

    /// An output option a command's line lacks is refused by argument-parser, with the hint
    /// naming the commands that have it: exactly those whose line has it.
    @Test func anOptionTheCommandLacksNamesTheCommandsThatHaveIt() throws {
        let lines = try Dictionary(uniqueKeysWithValues: Self.writingCommands.map { ($0.command, try Self.longNames(of: $0.type)) })
        for (command, type) in Self.writingCommands {
            for option in OutputFormat.Option.allCases where option != .standardOutput && !Self.has(option, type, names: lines[command]!) {
                let scenarios = command == .compare || command == .diff ? ["a.json", "b.json"] : ["a.json"]
                let arguments = [command.rawValue] + scenarios + ["--out", "out." + OutputFormat.written(by: command)[0].extensions[0], option.flag]
                let result = InProcessCLI.run(arguments)
                // "…; animate and compare have it": the commands between "; " and " ha".
                let list = result.stderr.firstMatch(of: /has no --[a-z-]+; ([a-z, ]+?) ha(s|ve) it/).map { String($0.1) } ?? ""
                let named = list.replacingOccurrences(of: " and ", with: ", ").split(separator: ", ").compactMap { OutputFormat.Command(rawValue: String($0)) }
                #expect(result.status == 2 && result.stderr.contains("\(command.rawValue) has no \(option.flag)"), "\(arguments): \(result.stderr)")
                let having = OutputFormat.Command.allCases.filter { lines[$0]!.contains(option.rawValue) }
                #expect(Set(named) == Set(having), "\(arguments): \(result.stderr)")
            }
        }
    }

    /// The extensions `text` names: `.gif`, not the dot inside `out.gif` or `2.5`.
    static func extensions(in text: String) -> [String] {
        text.matches(of: /(^|[^\w\/])\.([a-z0-9]+)\b/).map { String($0.2) }
    }

    /// The formats an extension named in `text` stands for among `command`'s.
    static func named(in text: String, by command: OutputFormat.Command) -> (formats: [OutputFormat], unknown: [String]) {
        let extensions = Self.extensions(in: text)
        let formats = OutputFormat.written(by: command)
        return (formats.filter { format in extensions.contains { format.extensions.contains($0) } },
                extensions.filter { ext in !formats.contains { $0.extensions.contains(ext) } })
    }

    /// Over every command and every animated image it writes, large, at several rates, sheet
    /// widths and WebP qualities: the README-size warning names only options the command's line
    /// has, each table option taken with that command by the file's format or by a format the
    /// warning names, and only extensions of formats the command writes.
    @Test func theReadmeWarningNamesOnlyWhatTheSameCommandCanDo() throws {
        for (command, type) in Self.writingCommands {
            let names = try Self.longNames(of: type)
            for format in OutputFormat.written(by: command) where format.isAnimatedImage {
                for (fps, columns, quality) in [(nil, 1, nil), (50.0, 3, 90.0), (25.0, 2, 75.0), (60.0, 1, 60.0)] as [(Double?, Int, Double?)] {
                    let size = ReadmeSize(path: "demo." + format.extensions[0], bytes: 7_000_000, width: 2400, fps: fps, format: format,
                                          command: command, columns: columns, webPQuality: quality)
                    let warning = try #require(size.warning)
                    let context = "\(command) \(format.name): \(warning)"
                    let (suggested, unknown) = Self.named(in: warning.replacingOccurrences(of: "demo." + format.extensions[0], with: ""), by: command)
                    #expect(unknown.isEmpty, "\(context)")
                    for flag in warning.matches(of: /--([a-z-]+)/).map({ String($0.1) }) {
                        #expect(names.contains(flag), "\(context): \(command) has no --\(flag)")
                        if let option = OutputFormat.Option(rawValue: flag) {
                            #expect(([format] + suggested).contains { $0.takes(option, for: command) }, "\(context): --\(flag)")
                        }
                    }
                }
            }
        }
    }

    /// The width the warning suggests: 320 px for one screen (README.md, "Making a README demo"),
    /// and a sheet no wider than a README's text column, about 800 px (the width `compare`'s fit
    /// warning names), at 320 px a column below that; never for a format the command cannot
    /// size.
    @Test func theSuggestedWidthFitsTheSheet() throws {
        let gif = OutputFormat.gif
        func suggested(_ command: OutputFormat.Command, columns: Int) -> Int? {
            let warning = ReadmeSize(path: "a.gif", bytes: 6_000_000, width: 3000, fps: 50, format: gif, command: command, columns: columns).warning ?? ""
            return warning.firstMatch(of: /--width (\d+)/).map { Int($0.1)! }
        }
        #expect(suggested(.animate, columns: 1) == 320)
        #expect(suggested(.compare, columns: 2) == 640)
        #expect(suggested(.compare, columns: 3) == 800 && suggested(.compare, columns: 6) == 800)
        #expect(suggested(.diff, columns: 3) == nil)
        let narrow = ReadmeSize(path: "a.gif", bytes: 6_000_000, width: 700, fps: 50, format: gif, command: .compare, columns: 3).warning ?? ""
        #expect(!narrow.contains("--width"), "\(narrow)")
    }

    /// The short-delay warning offers an animated image of the same command that keeps the
    /// timeline's rate, or none (diff writes only GIFs and pictures).
    @Test func theShortDelayWarningOffersOnlyTheCommandsOwnFormats() {
        for command in OutputFormat.Command.allCases {
            for warning in [AnimationWarning.shortGIFDelays(count: 3, total: 10, fps: 60), .shortAPNGDelays(count: 3, total: 10, fps: 60)] {
                let message = warning.commandLineMessage(for: command)
                let (named, unknown) = Self.named(in: message, by: command)
                #expect(unknown.isEmpty && named.allSatisfy { $0.keepsScenarioRate && $0.isAnimatedImage }, "\(command): \(message)")
                let expected = OutputFormat.written(by: command).filter { $0.keepsScenarioRate && $0.isAnimatedImage }
                #expect(Set(named) == Set(expected), "\(command): \(message)")
                #expect(message.contains("--fps 50 or lower"))
            }
        }
    }
}
