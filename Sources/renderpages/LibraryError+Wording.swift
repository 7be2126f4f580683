import PageRender

extension RenderError {
    /// The sentence with the fix worded as this command line's options.
    var commandLineMessage: String {
        fix.map { "\(problem); \($0.commandLineWording)" } ?? problem
    }
}

extension RenderError.Fix {
    /// The fix as the option to pass.
    var commandLineWording: String {
        switch self {
        case .lowerScale: "lower --scale"
        case .scaleInRange: "pass --scale in that range"
        case .exactThreshold: "pass --threshold 0 for exact comparison"
        case .oneFrameRate: "set one fps for all (--fps)"
        case .loopMode: "use e.g. --loop forever or --loop 3"
        case .fewerThreadsOrLowerScale: "lower --threads or the scale"
        case .shorterHold: "shorten --hold"
        case .widthInRange: "pass --width in that range"
        }
    }
}

extension AnimationWarning {
    /// The warning with its fix worded as `command`'s options: a lower --fps, or an animated
    /// image `command` writes that keeps the timeline's rate (the format table's).
    func commandLineMessage(for command: OutputFormat.Command) -> String {
        switch self {
        case .shortGIFDelays, .shortAPNGDelays:
            let exact = OutputFormat.written(by: command).filter { $0.keepsScenarioRate && $0.isAnimatedImage }
            let other = exact.isEmpty ? "" : " (or write \(OutputFormat.orList(exact.map { "." + $0.extensions[0] })), which keep\(exact.count == 1 ? "s" : "") the timeline's rate)"
            return "\(problem); use --fps 50 or lower\(other)"
        }
    }
}

extension ScenarioError {
    /// The line as this command line shows it: an override's problem names its option.
    var commandLineDescription: String {
        switch override {
        case let .assignmentWithoutValue(assignment)?: "--set \(assignment): write key.path=value, e.g. --set strategy.pages=5"
        case let .velocityOnNonFling(kind)?: "\(path): --velocity sets a fling's release velocity, but this gesture is \(kind); use --set with its own fields instead"
        case .velocityWithoutFling?: "\(path): --velocity sets a fling's release velocity, but the scenario has no fling; use --set with the gesture's own fields instead"
        case nil: description
        }
    }
}

extension VideoError {
    /// The sentence as the command line says it: a failed encoder keeps the previous output.
    var commandLineMessage: String {
        switch reason {
        case .programFailed, .programHung, .programReportedWriteError, .damagedVideo:
            "\(description); nothing was written, an earlier file at --out is kept"
        case .noFrameRate: "\(description) (--fps)"
        default: description
        }
    }
}
