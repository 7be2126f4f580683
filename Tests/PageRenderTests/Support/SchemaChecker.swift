@testable import PageRender

/// Validates JSON against the subset of JSON Schema draft 2020-12 that `docs/scenario.schema.json`
/// uses, so the test needs no Python package. A keyword outside the subset is reported as an
/// error, which keeps the schema inside what this checker understands.
struct SchemaChecker {
    static let annotations: Set = ["$schema", "title", "description", "default", "$defs", "examples"]
    static let assertions: Set = ["$ref", "type", "enum", "const", "properties", "patternProperties",
                                  "additionalProperties", "required", "oneOf", "anyOf", "minimum", "maximum",
                                  "exclusiveMinimum", "exclusiveMaximum", "minItems", "maxItems", "items", "prefixItems"]

    let root: JSONValue

    /// Every violation, each naming the instance path.
    func errors(_ instance: JSONValue) -> [String] {
        var out: [String] = []
        check(instance, root, at: "$", into: &out)
        return out
    }

    func resolve(_ ref: String) -> JSONValue? {
        guard ref.hasPrefix("#/$defs/") else { return nil }
        return root["$defs"]?[String(ref.dropFirst("#/$defs/".count))]
    }

    func check(_ v: JSONValue, _ schema: JSONValue, at path: String, into out: inout [String]) {
        if case let .bool(allowed) = schema {
            if !allowed { out.append("\(path): not allowed") }
            return
        }
        guard case let .object(keywords) = schema else { out.append("\(path): schema is not an object"); return }
        for (key, value) in keywords {
            switch key {
            case _ where Self.annotations.contains(key): continue
            case "$ref":
                guard case let .string(ref) = value, let target = resolve(ref) else { out.append("\(path): bad $ref \(value.brief)"); continue }
                check(v, target, at: path, into: &out)
            case "type":
                guard case let .string(type) = value else { out.append("schema: type must be a string"); continue }
                if !Self.matches(v, type: type) { out.append("\(path): expected \(type), got \(v.kindName)") }
            case "enum":
                guard case let .array(options) = value else { continue }
                if !options.contains(v) { out.append("\(path): \(v.brief) is not one of \(options.map(\.brief))") }
            case "const":
                if v != value { out.append("\(path): expected \(value.brief), got \(v.brief)") }
            case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
                guard case let .number(n) = v, case let .number(bound) = value else { continue }
                let ok = key == "minimum" ? n >= bound : key == "maximum" ? n <= bound : key == "exclusiveMinimum" ? n > bound : n < bound
                if !ok { out.append("\(path): \(JSONValue.format(n)) violates \(key) \(JSONValue.format(bound))") }
            case "required":
                guard case let .object(pairs) = v, case let .array(names) = value else { continue }
                for case let .string(name) in names where !pairs.contains(where: { $0.key == name }) {
                    out.append("\(path): missing required \(name)")
                }
            case "properties", "patternProperties", "additionalProperties":
                continue
            case "oneOf", "anyOf":
                guard case let .array(branches) = value else { continue }
                let passing = branches.filter { branch in
                    var e: [String] = []
                    check(v, branch, at: path, into: &e)
                    return e.isEmpty
                }.count
                if key == "oneOf" ? passing != 1 : passing == 0 {
                    out.append("\(path): \(passing) of the \(key) branches match")
                }
            case "minItems", "maxItems":
                guard case let .array(items) = v, case let .number(n) = value else { continue }
                if key == "minItems" ? Double(items.count) < n : Double(items.count) > n {
                    out.append("\(path): \(items.count) items violate \(key) \(JSONValue.format(n))")
                }
            case "items", "prefixItems":
                guard case let .array(items) = v else { continue }
                let prefix: [JSONValue]
                if case let .array(p)? = schema["prefixItems"] { prefix = p } else { prefix = [] }
                for (i, item) in items.enumerated() {
                    if key == "prefixItems", i < prefix.count { check(item, prefix[i], at: "\(path)[\(i)]", into: &out) }
                    if key == "items", i >= prefix.count { check(item, value, at: "\(path)[\(i)]", into: &out) }
                }
            default:
                out.append("schema at \(path): unsupported keyword \(key)")
            }
        }
        if keywords.contains(where: { ["properties", "patternProperties", "additionalProperties"].contains($0.key) }) {
            checkObject(v, keywords, at: path, into: &out)
        }
    }

    /// `properties`, `patternProperties` (only `^prefix` patterns) and `additionalProperties`.
    func checkObject(_ v: JSONValue, _ keywords: [(key: String, value: JSONValue)], at path: String, into out: inout [String]) {
        guard case let .object(pairs) = v else { return }
        let schema = JSONValue.object(keywords)
        var prefixes: [(String, JSONValue)] = []
        if case let .object(patterns)? = schema["patternProperties"] {
            for (pattern, sub) in patterns {
                guard pattern.hasPrefix("^"), !pattern.dropFirst().contains(where: { "[]()*+?.{}|\\$".contains($0) }) else {
                    out.append("schema at \(path): unsupported pattern \(pattern)")
                    continue
                }
                prefixes.append((String(pattern.dropFirst()), sub))
            }
        }
        for (key, value) in pairs {
            let child = "\(path).\(key)"
            var matched = false
            if let sub = schema["properties"]?[key] {
                check(value, sub, at: child, into: &out)
                matched = true
            }
            for (prefix, sub) in prefixes where key.hasPrefix(prefix) {
                check(value, sub, at: child, into: &out)
                matched = true
            }
            if !matched, let additional = schema["additionalProperties"] { check(value, additional, at: child, into: &out) }
        }
    }

    static func matches(_ v: JSONValue, type: String) -> Bool {
        switch (type, v) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number):
            return true
        case let ("integer", .number(n)):
            return n == n.rounded()
        default:
            return false
        }
    }
}
