import Foundation

extension Timeline {
    /// The contract's JSON (`renderpages simulate --format json`), deterministic: fixed key order,
    /// integers without a fraction, other numbers in Swift's shortest round-trip form.
    public func jsonText() -> String {
        jsonText(sampleMembers: nil)
    }

    /// The contract's JSON with `sampleMembers(k)` (JSON members, `"name": value`, comma-separated)
    /// added at the end of sample k's object: `simulate --items` adds each sample's items.
    package func jsonText(sampleMembers: ((Int) -> String)?) -> String {
        func num(_ v: Double) -> String { JSONValue.format(v == 0 ? 0 : v) }
        func point(_ p: CGPoint) -> String { "{\"x\": \(num(Double(p.x))), \"y\": \(num(Double(p.y)))}" }
        var out = "{\n  \"releases\": ["
        out += releases.map { r in
            "\n    {\"t\": \(num(r.t)), \"offset\": \(point(r.offset)), \"velocity\": \(point(r.velocity)), "
                + "\"proposedTarget\": \(point(r.proposedTarget)), \"target\": \(point(r.target))}"
        }.joined(separator: ",")
        out += releases.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"rest\": {\"t\": \(num(rest.t)), \"offset\": \(point(rest.offset))},\n"
        out += "  \"samples\": ["
        out += samples.enumerated().map { k, s in
            var line = "\n    {\"t\": \(num(s.t)), \"x\": \(num(Double(s.offset.x))), \"y\": \(num(Double(s.offset.y))), \"phase\": \"\(s.phase.rawValue)\""
            if let page = s.page { line += ", \"page\": \(num(page))" }
            if let pager = s.pager { line += ", \"pager\": \(point(pager))" }
            line += ", \"velocity\": \(num(s.velocity))"
            if let finger = s.finger { line += ", \"finger\": \(num(finger))" }
            if let sampleMembers { line += ", " + sampleMembers(k) }
            return line + "}"
        }.joined(separator: ",")
        out += samples.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// The samples as CSV with a header row (`renderpages simulate --format csv`).
    package func csvText() -> String {
        let hasPage = samples.contains { $0.page != nil }
        let hasPager = samples.contains { $0.pager != nil }
        var header = ["t", "x", "y", "phase"]
        if hasPage { header.append("page") }
        if hasPager { header += ["pagerX", "pagerY"] }
        header += ["velocity", "finger"]
        var lines = [header.joined(separator: ",")]
        for s in samples {
            var row = [JSONValue.format(s.t), JSONValue.format(Double(s.offset.x)), JSONValue.format(Double(s.offset.y)), s.phase.rawValue]
            if hasPage { row.append(s.page.map(JSONValue.format) ?? "") }
            if hasPager { row += [s.pager.map { JSONValue.format(Double($0.x)) } ?? "", s.pager.map { JSONValue.format(Double($0.y)) } ?? ""] }
            row += [JSONValue.format(s.velocity), s.finger.map(JSONValue.format) ?? ""]
            lines.append(row.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
