/// How often an animation plays. GIF stores this in the NETSCAPE2.0 application extension, WebP
/// in its ANIM chunk, APNG in its acTL chunk; all are written from this one value.
public enum LoopMode: Sendable, Equatable, CustomStringConvertible {
    /// Repeats without end.
    case forever
    /// Plays one time and stops on the last frame.
    case once
    /// Plays this many times in total (2 or more), then stops on the last frame.
    case times(Int)

    /// Reads `forever`, `once` or a play count from 2 to `limit` (the largest any format stores;
    /// `OutputFormat.check(_:for:)` applies the chosen format's own).
    package init(parsing text: String, limit: Int) throws {
        switch text {
        case "forever": self = .forever
        case "once", "1": self = .once
        default:
            guard let count = Int(text), (2...max(2, limit)).contains(count) else {
                throw RenderError("loop mode \"\(text)\" is not forever, once or a play count from 1 to \(limit)\(NearestName.hint(for: text, in: ["forever", "once"]))", fix: .loopMode)
            }
            self = .times(count)
        }
    }

    /// Throws unless a file that stores at most `maximumPlays` plays (a `format` file) can hold
    /// this many.
    package func check(maximumPlays: Int, in format: String) throws {
        guard case let .times(count) = self, count > maximumPlays else { return }
        throw RenderError("loop count \(count) is more plays than a \(format) can store; use a play count from 1 to \(maximumPlays), or forever")
    }

    /// The NETSCAPE2.0 loop count, or nil when the extension is left out. Browsers play a GIF
    /// 1 + loop count times, and play it once when the extension is absent; 0 means forever.
    var netscapeLoopCount: Int? {
        switch self {
        case .forever: return 0
        case .once: return nil
        case let .times(n): return n - 1
        }
    }

    /// APNG's acTL num_plays: the number of plays, 0 for forever (APNG specification), as WebP.
    var apngPlays: Int { webpLoopCount }

    /// WebP's ANIM loop count: the number of plays, 0 for forever (WebP container specification).
    var webpLoopCount: Int {
        switch self {
        case .forever: return 0
        case .once: return 1
        case let .times(n): return n
        }
    }

    /// The mode as the scenario file spells it ("forever", "once" or the count).
    public var description: String {
        switch self {
        case .forever: return "forever"
        case .once: return "once"
        case let .times(n): return "\(n)"
        }
    }
}
