import Foundation

/// The `strategy` object of a scenario: which paging strategy, with its parameters.
public enum StrategySpec: Sendable, Equatable {
    /// No paging, no hook: plain deceleration with bounce. Content = pages × screen length.
    case free(pages: Int)
    /// `isPagingEnabled` with page = bounds. Content = pages × screen length.
    case nativePaging(pages: Int)

    /// The `kind` string of the scenario contract.
    public var kind: String {
        switch self {
        case .free: return "free"
        case .nativePaging: return "native-paging"
        }
    }

    /// Every kind the reader accepts, in the order `renderpages strategies` lists them.
    public static let kinds = ["native-paging", "free"]

    /// Checks the parameters that only make sense with the screen and axis (a page length that
    /// resolves to zero, say); the baselines have none.
    func check(screen: CGSize, axis: Axis, _ c: JSONCursor, _ d: inout Diagnostics) {}

    static func read(_ c: JSONCursor, _ d: inout Diagnostics) -> StrategySpec? {
        guard c.requireObject(&d) else { return nil }
        guard let kind = c["kind"].choice(&d, kinds, default: nil) else { return nil }
        switch kind {
        case "free", "native-paging":
            c.rejectUnknownKeys(&d, known: ["kind", "pages"])
            let pages = c["pages"].integer(&d, default: 10, .closed(1, 100_000))
            return kind == "free" ? .free(pages: pages) : .nativePaging(pages: pages)
        default:
            return nil
        }
    }
}

extension StrategySpec {
    /// The strategy object that implements this configuration, paging along `axis` (its delegate
    /// hooks read and set offsets on that axis, as the documents' code reads `.x`).
    public func makeStrategy(axis: Axis) -> any PagingStrategy {
        switch self {
        case let .free(pages): return FreeScrollingStrategy(pages: pages)
        case let .nativePaging(pages): return NativePagingStrategy(pages: pages)
        }
    }
}
