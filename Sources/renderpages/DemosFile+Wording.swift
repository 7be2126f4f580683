import PageRender

extension DemosFile.Reason {
    /// The problem of a demos file's line as the command line words it, with the fix.
    var commandLineMessage: String {
        switch self {
        case .notUTF8: "the line is not UTF-8 text; save the demos file as UTF-8"
        case .noSeparator(let text): "expected OUTPUT: COMMAND ARGUMENTS (a colon and a space after the output's name), got \"\(messageName(text))\""
        case .emptyOutput: "the output's name before the colon is empty; name the file to write"
        case .standardOutput: "the output - (standard output) cannot be kept up to date; name a file"
        case .noCommand(let output): "\(messageName(output)) has no command after the colon; write the subcommand that makes it, such as `gif demo.json`"
        case .programName(let output): "start the command after the colon with the subcommand (`\(messageName(output)): gif …`), without `renderpages`"
        case .outputOption(let output): "\(messageName(output)): drop --out; the name before the colon is passed as --out"
        case .unclosedQuote(let quote): "a \(quote) quote is not closed; close it or remove it"
        case .trailingBackslash: "the line ends in a backslash; remove it or escape the character after it"
        }
    }
}
