import ArgumentParser
import PageRender

/// How the command line reports an error: an exit status and one line per problem for stderr.
///
/// Statuses: 2 for invalid input or usage (argument-parser's usage errors and every
/// `ValidationError`, which argument-parser itself would report as 64), 1 for runtime failures
/// (I/O, encoders), and a thrown `ExitCode` as given. 130 (interrupted) is `Interruption`'s.
struct Failure {
    static let invalidInput: Int32 = 2
    static let runtime: Int32 = 1

    var status: Int32
    var lines: [String]

    /// The failure of a command run with `arguments` (the command line without the program's
    /// name), which explain some of argument-parser's errors (`ParseHints`).
    init(_ error: Error, arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
        switch error {
        case let error as ScenarioErrors:
            self.init(Self.invalidInput, error.errors.map(\.commandLineDescription))
        case let error as JSONParser.SyntaxError:
            self.init(Self.invalidInput, [error.description])
        case let error as SimulationError:
            self.init(Self.invalidInput, [error.description])
        case let error as ExitCode:
            self.init(error.rawValue, [])
        case let error as OutputError:
            self.init(error.isUsageError ? Self.invalidInput : Self.runtime, [error.commandLineMessage])
        case let error as RenderError:
            self.init(Self.runtime, [error.commandLineMessage])
        case let error as VideoError:
            self.init(Self.runtime, [error.commandLineMessage])
        default:
            let code = RenderPages.exitCode(for: error)
            let message = RenderPages.message(for: error)
            if code == .validationFailure {
                let isValidation = error is ValidationError
                self.init(Self.invalidInput, Self.usageLines(isValidation ? message : ParseHints.hinted(message, arguments: arguments), isValidation: isValidation))
            } else {
                self.init(Self.runtime, [message.isEmpty ? String(describing: error) : message])
            }
        }
    }

    init(_ status: Int32, _ lines: [String]) {
        self.status = status
        self.lines = lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    }

    /// A parse error gets a pointer to the help; our own validation messages already say the fix.
    static func usageLines(_ message: String, isValidation: Bool) -> [String] {
        let lines = message.split(separator: "\n").map(String.init)
        return isValidation ? lines : lines.map { "\($0) (see 'renderpages --help')" }
    }
}
