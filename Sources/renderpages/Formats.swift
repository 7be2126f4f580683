import ArgumentParser
import PageRender

struct Formats: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List every output format: its extensions, what it is, the commands that write it and the options each of them takes for it.",
        discussion: "The same table the commands resolve --out with: a command writes the formats listed under it, and refuses an option it does not take for a format, naming the formats of that command that do. Each line also says where the file carries renderpages' mark (how build and a rerun know their own output).")

    func run() throws {
        for format in OutputFormat.builtIn {
            let extensions = format.extensions.map { "." + $0 } + format.extensionsByName.map { ".\($0) with --format \(format.name)" }
            try StandardOutput.line("\(format.name): \(format.title), \(format.shape.rawValue): \(format.summary)")
            try StandardOutput.line("    extensions: \(extensions.joined(separator: ", "))")
            try StandardOutput.line("    written by: \(format.commands.map(\.rawValue).joined(separator: ", "))")
            for command in format.commands {
                let options = OutputFormat.Option.allCases.filter { format.takes($0, for: command) }.map(\.flag)
                try StandardOutput.line("    options with \(command.rawValue): \(options.isEmpty ? "none" : options.joined(separator: ", "))")
            }
            let plays = format.maximumPlays.map { "--loop up to \($0) plays" } ?? "no play count"
            try StandardOutput.line("    mark: \(format.marks.map(\.rawValue).joined(separator: " / ")); \(plays)")
        }
    }
}
