import Foundation

extension PagingConfiguration {
    /// The scenario's `pagingConfiguration` (docs/scenario.md, "strategy"): absent fields keep the
    /// library's defaults.
    static func read(_ c: JSONCursor, _ d: inout Diagnostics) -> PagingConfiguration {
        var config = PagingConfiguration()
        guard c.requireObject(&d, required: false) else { return config }
        c.rejectUnknownKeys(&d, known: ["size", "alignment", "contentInsetEdgesToUse", "positionInsets", "sizeInsets"])
        let size = c["size"]
        switch size.value {
        case .string("full")?: config.size = .full
        case .string("fullWidth")?: config.size = .fullWidth
        case .string("fullHeight")?: config.size = .fullHeight
        case .object?:
            size.rejectUnknownKeys(&d, known: ["width", "height"])
            config.size = Size(width: readDimension(size["width"], &d), height: readDimension(size["height"], &d))
        case nil, .null?: break
        case let other?:
            let hint = if case let .string(s) = other { NearestName.hint(for: s, in: ["full", "fullWidth", "fullHeight"]) } else { "" }
            d.add(size.path, "must be \"full\", \"fullWidth\", \"fullHeight\" or {\"width\": ..., \"height\": ...}, got \(other.brief)\(hint)")
        }
        let a = c["alignment"]
        if a.requireObject(&d, required: false) {
            a.rejectUnknownKeys(&d, known: ["horizontal", "vertical"])
            let h = a["horizontal"].choice(&d, Alignment.Horizontal.allCases.map(\.rawValue), default: config.alignment.horizontal.rawValue)
            let v = a["vertical"].choice(&d, Alignment.Vertical.allCases.map(\.rawValue), default: config.alignment.vertical.rawValue)
            config.alignment = Alignment(vertical: v.flatMap(Alignment.Vertical.init) ?? .top,
                                         horizontal: h.flatMap(Alignment.Horizontal.init) ?? .leading)
        }
        if c["contentInsetEdgesToUse"].isPresent, let edges = c["contentInsetEdgesToUse"].array(&d) {
            config.contentInsetEdgesToUse = []
            for edge in edges {
                if let name = edge.choice(&d, RectEdges.named.map(\.name), default: nil),
                   let named = RectEdges.named.first(where: { $0.name == name }) {
                    config.contentInsetEdgesToUse.insert(named.edge)
                }
            }
        }
        config.positionInsets = EdgeInsets.read(c["positionInsets"], &d, NumberRange.closed(-100_000, 100_000).measured(in: "pt"))
        config.sizeInsets = EdgeInsets.read(c["sizeInsets"], &d, ScenarioLimits.length)
        return config
    }

    /// `"unused"`, `{"absolute": v}` (pt > 0) or `{"fractional": r}` (0 < r <= 10); absent: unused.
    static func readDimension(_ c: JSONCursor, _ d: inout Diagnostics) -> Dimension {
        switch c.value {
        case nil, .null?, .string("unused")?:
            return .unused
        case let .object(pairs)? where pairs.count == 1 && pairs[0].key == "absolute":
            return .absolute(CGFloat(c["absolute"].number(&d, ScenarioLimits.size)))
        case let .object(pairs)? where pairs.count == 1 && pairs[0].key == "fractional":
            return .fractional(CGFloat(c["fractional"].number(&d, .positive(max: 10))))
        case let other?:
            let hint = switch other {
            case let .string(s): NearestName.hint(for: s, in: ["unused"])
            case let .object(pairs) where pairs.count == 1:
                NearestName.suggestion(for: pairs[0].key, in: ["absolute", "fractional"]).map {
                    " (its key \"\(JSONValue.escapedForMessage(pairs[0].key))\": did you mean \"\($0)\"?)"
                } ?? ""
            default: ""
            }
            d.add(c.path, "must be \"unused\", {\"absolute\": pt} or {\"fractional\": ratio}, got \(other.brief)\(hint)")
            return .unused
        }
    }
}
