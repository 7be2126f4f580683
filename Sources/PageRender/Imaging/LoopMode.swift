/// How often an animation plays. GIF stores this in the NETSCAPE2.0 application extension, WebP
/// in its ANIM chunk, APNG in its acTL chunk; all are written from this one value.
public enum LoopMode: Sendable, Equatable, CustomStringConvertible {
    /// Repeats without end.
    case forever
    /// Plays one time and stops on the last frame.
    case once
    /// Plays this many times in total (2 or more), then stops on the last frame.
    case times(Int)

    /// Reads `forever`, `once` or a play count such as `3`.
    package init(parsing text: String) throws {
        switch text {
        case "forever": self = .forever
        case "once", "1": self = .once
        default:
            // The larger of the formats' limits; `check(for:)` applies the format's own.
            let limit = Self.maximumPlays(.gif)
            guard let count = Int(text), (2...limit).contains(count) else {
                throw RenderError("loop mode \"\(text)\" is not forever, once or a play count from 1 to \(limit)\(NearestName.hint(for: text, in: ["forever", "once"]))", fix: .loopMode)
            }
            self = .times(count)
        }
    }

    /// The most plays a file of `kind` can store. GIF: the NETSCAPE2.0 field is an unsigned 16-bit
    /// number of repeats after the first play, so 65535 + 1. WebP: the ANIM chunk's loop count is
    /// an unsigned 16-bit number of plays with 0 meaning forever, and libwebp's muxer rejects
    /// 65536 and above (MAX_LOOP_COUNT in src/mux/muxi.h), so 65535. APNG: acTL's num_plays is a
    /// 32-bit number of plays, 0 meaning forever; it follows GIF's rules so that one --loop gives
    /// the same animation in either format.
    static func maximumPlays(_ kind: FileKind) -> Int {
        kind == .webp ? 65535 : 65536
    }

    /// Throws unless a file of `kind` can store this many plays; checked before any frame is drawn.
    package func check(for kind: FileKind) throws {
        let limit = Self.maximumPlays(kind)
        guard case let .times(count) = self, count > limit else { return }
        let name = kind.formatName
        throw RenderError("loop count \(count) is more plays than a \(name) can store; use a play count from 1 to \(limit), or forever")
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
