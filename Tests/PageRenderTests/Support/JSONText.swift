@testable import PageRender

extension JSONValue {
    /// Compact JSON text (keys in document order), for building test scenarios.
    var text: String { compactText }

    /// A copy without the object key at the end of `path` (`strategy.pages`).
    func removing(_ path: String) -> JSONValue {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        guard case let .object(pairs) = self else { return self }
        if parts.count == 1 { return .object(pairs.filter { $0.key != parts[0] }) }
        return .object(pairs.map { $0.key == parts[0] ? ($0.key, $0.value.removing(parts[1])) : $0 })
    }
}
