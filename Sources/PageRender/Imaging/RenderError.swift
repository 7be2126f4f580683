/// A failure while drawing or encoding: what went wrong, naming the value, and the fix in terms of
/// the setting to change. The sentence names no front end's options; the command line words the
/// fix with its own (`LibraryError+Wording.swift` there).
public struct RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, naming the bad value (and the fix, when it involves no setting).
    package var problem: String
    /// The setting to change, when one fixes it.
    package var fix: Fix?

    /// A failure described by `problem`, naming the bad value and its fix.
    public init(_ problem: String) {
        self.init(problem, fix: nil)
    }

    /// A failure described by `problem`, fixed by changing the setting `fix` names.
    package init(_ problem: String, fix: Fix?) {
        self.problem = problem
        self.fix = fix
    }

    /// The whole sentence in the library's words.
    package var message: String { description }

    /// The problem and, with a fix, the fix, in the library's words.
    public var description: String { fix.map { "\(problem); \($0)" } ?? problem }

    /// The fixes that change a setting of the caller's.
    package enum Fix: Sendable, Equatable, CustomStringConvertible {
        /// Render at fewer pixels per point.
        case lowerScale
        /// Use a scale inside the range the problem names.
        case scaleInRange
        /// A threshold of 0 compares exactly.
        case exactThreshold
        /// Sample every compared scenario at one frame rate.
        case oneFrameRate
        /// Name the loop mode as forever, once or a play count.
        case loopMode
        /// Use fewer threads or a lower scale, so less memory is needed at once.
        case fewerThreadsOrLowerScale
        /// Hold the last frame for less time.
        case shorterHold
        /// Ask for an output width inside the range the problem names.
        case widthInRange

        package var description: String {
            switch self {
            case .lowerScale: "lower the scale"
            case .scaleInRange: "use a scale in that range"
            case .exactThreshold: "use threshold 0 for exact comparison"
            case .oneFrameRate: "set one fps for all"
            case .loopMode: "use e.g. forever or 3"
            case .fewerThreadsOrLowerScale: "use fewer threads or lower the scale"
            case .shorterHold: "shorten the hold"
            case .widthInRange: "ask for a width in that range"
            }
        }
    }
}
