extension JSONValue {
    /// One step of a field path: an object key or an array index.
    enum PathComponent: Sendable, Equatable, CustomStringConvertible {
        case key(String)
        case index(Int)

        var description: String {
            switch self {
            case let .key(k): return k
            case let .index(i): return "[\(i)]"
            }
        }
    }

    /// Splits `strategy.pages`, `gestures[1].velocity` or `gestures.1.velocity` into components.
    /// A purely numeric dotted part is an index when it meets an array (see `setting`).
    static func pathComponents(_ path: String) throws -> [PathComponent] {
        var components: [PathComponent] = []
        for part in path.split(separator: ".", omittingEmptySubsequences: false) {
            guard !part.isEmpty else {
                throw ScenarioError(path, "has an empty key; write keys separated by single dots, e.g. strategy.pages")
            }
            let key = part.prefix { $0 != "[" }
            if !key.isEmpty { components.append(.key(String(key))) }
            var rest = part.dropFirst(key.count)
            while !rest.isEmpty {
                guard rest.first == "[", let close = rest.firstIndex(of: "]"),
                      let i = Int(rest[rest.index(after: rest.startIndex)..<close]), i >= 0 else {
                    throw ScenarioError(path, "has a malformed index; write [n] with a whole number n >= 0, e.g. gestures[0].velocity")
                }
                components.append(.index(i))
                rest = rest[rest.index(after: close)...]
            }
        }
        return components
    }

    /// A copy with the value at `path` replaced by `newValue`. Missing object keys along the way
    /// are created as objects; arrays are only indexed, never grown. Errors name the path.
    /// A path deeper than a scenario file may nest (`JSONParser.maxDepth`) is refused: it could
    /// only build a value no file can hold, and each level is a step of recursion (40,000 levels
    /// overflowed the stack).
    func setting(_ path: String, to newValue: JSONValue) throws -> JSONValue {
        let components = try JSONValue.pathComponents(path)
        guard components.count <= JSONParser.maxDepth else {
            throw ScenarioError(JSONValue.escapedForMessage(path), "is \(components.count) levels deep; a path may have at most \(JSONParser.maxDepth) levels, as a scenario file may nest")
        }
        return try setting(components[...], to: newValue, fullPath: path, done: "")
    }

    private func setting(_ components: ArraySlice<PathComponent>, to newValue: JSONValue, fullPath: String, done: String) throws -> JSONValue {
        guard let first = components.first else { return newValue }
        let rest = components.dropFirst()
        switch (self, first) {
        case let (.object(pairs), .key(key)):
            let here = done.isEmpty ? key : "\(done).\(key)"
            var pairs = pairs
            if let i = pairs.firstIndex(where: { $0.key == key }) {
                pairs[i].value = try pairs[i].value.setting(rest, to: newValue, fullPath: fullPath, done: here)
            } else if case .index? = rest.first {
                throw ScenarioError(fullPath, "\(here) is absent, so it has no elements; add it to the scenario first")
            } else {
                pairs.append((key, try JSONValue.object([]).setting(rest, to: newValue, fullPath: fullPath, done: here)))
            }
            return .object(pairs)
        case let (.array(items), .index(index)):
            return try setElement(items, index, rest, newValue, fullPath, done)
        case let (.array(items), .key(key)):
            guard let index = Int(key), index >= 0 else {
                throw ScenarioError(fullPath, "\(done.isEmpty ? "the document" : done) is an array; use an index such as [0], not \"\(key)\"")
            }
            return try setElement(items, index, rest, newValue, fullPath, done)
        case (_, .index):
            throw ScenarioError(fullPath, "\(done.isEmpty ? "the document" : done) is \(kindName), not an array; remove the index")
        default:
            throw ScenarioError(fullPath, "\(done.isEmpty ? "the document" : done) is \(kindName), not an object; cannot set a field inside it")
        }
    }

    private func setElement(_ items: [JSONValue], _ index: Int, _ rest: ArraySlice<PathComponent>,
                            _ newValue: JSONValue, _ fullPath: String, _ done: String) throws -> JSONValue {
        guard items.indices.contains(index) else {
            throw ScenarioError(fullPath, "\(done) has \(items.count) element(s); use an index from 0 to \(items.count - 1)")
        }
        var items = items
        items[index] = try items[index].setting(rest, to: newValue, fullPath: fullPath, done: "\(done)[\(index)]")
        return .array(items)
    }
}
