import ArgumentParser
import PageRender

/// Hints added to argument-parser's own usage errors, which know the option but not the user's
/// likely intent: a negative number taken for an option, a mistyped value of a closed set, a
/// mistyped subcommand.
enum ParseHints {
    /// `message` (one of argument-parser's) with a hint when `arguments` (the command line
    /// without the program name) explain it, else unchanged.
    static func hinted(_ message: String, arguments: [String]) -> String {
        if let hint = negativeValue(message, arguments: arguments) { return hint }
        if let hint = closedSetValue(message) { return hint }
        if let hint = subcommand(message, arguments: arguments) { return hint }
        if let hint = outputOption(message, arguments: arguments) { return hint }
        return message
    }

    /// `compare --dither`: an output option the command does not have; the format table names
    /// the commands that do (`OutputFormat.Command.options`).
    static func outputOption(_ message: String, arguments: [String]) -> String? {
        guard message.hasPrefix("Unknown option '--"), let first = arguments.first else { return nil }
        let flag = String(message.dropFirst("Unknown option '--".count).prefix { $0 != "'" && $0 != "=" })
        let command = RenderPages.configuration.subcommands.first { ([$0._commandName] + $0.configuration.aliases).contains(first) }
        guard let option = OutputFormat.Option(rawValue: flag), let writer = command as? WritingCommand.Type else { return nil }
        let others = OutputFormat.Command.allCases.filter { $0.options.contains(option) }.map(\.rawValue)
        guard !others.isEmpty else { return nil }
        // argument-parser's own "Did you mean" guesses by spelling (--out for --loop) and is dropped.
        return "Unknown option '\(option.flag)': \(writer.writes.rawValue) has no \(option.flag); \(OutputFormat.andList(others)) \(others.count == 1 ? "has" : "have") it ('renderpages formats' lists each command's options for each format)"
    }

    /// `--velocity -2`: argument-parser reads `-2` as an option and reports the value missing.
    static func negativeValue(_ message: String, arguments: [String]) -> String? {
        guard message.hasPrefix("Missing value for '--") else { return nil }
        let option = String(message.dropFirst("Missing value for '".count).prefix { $0 != " " && $0 != "'" })
        guard let i = arguments.firstIndex(of: option), i + 1 < arguments.count else { return nil }
        let value = arguments[i + 1]
        guard value.hasPrefix("-"), let second = value.dropFirst().first, second.isNumber || second == "." else { return nil }
        return "\(option) \(value): a value that starts with '-' is read as an option; write \(option)=\(value)"
    }

    /// "The value 'orderd' is invalid for '--dither <dither>'. Please provide one of 'none',
    /// 'ordered' or 'floyd-steinberg'." gets "did you mean 'ordered'?".
    static func closedSetValue(_ message: String) -> String? {
        guard message.hasPrefix("The value '"), let list = message.range(of: "Please provide one of ") else { return nil }
        let typed = String(message.dropFirst("The value '".count).prefix { $0 != "'" })
        let known = message[list.upperBound...].split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        guard let near = NearestName.suggestion(for: typed, in: known) else { return nil }
        return "\(message) Did you mean '\(near)'?"
    }

    /// `renderpages simulte a.json`: argument-parser lists the unexpected arguments; a first
    /// argument near a subcommand's name is the likely mistake.
    static func subcommand(_ message: String, arguments: [String]) -> String? {
        guard message.contains("nexpected argument"), let first = arguments.first else { return nil }
        let names = RenderPages.configuration.subcommands.flatMap { [$0._commandName] + $0.configuration.aliases }
        guard !names.contains(first), let near = NearestName.suggestion(for: first, in: names) else { return nil }
        return "\(message). Did you mean the subcommand '\(near)'?"
    }
}
