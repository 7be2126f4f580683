extension StrategySpec {
    /// A strategy object for `renderpages init`: its parameters written out (defaults, or a
    /// typical setting from the kind's sample where a parameter is required), and a `_comment` with
    /// the catalog's summary and parameter meanings. Nil for an unknown kind.
    public static func starterStrategy(kind: String) -> (comment: String, parameters: [(String, String)])? {
        guard let info = catalog.first(where: { $0.kind == kind }) else { return nil }
        let parameters: [(String, String)]
        switch kind {
        case "native-paging", "free":
            parameters = [("pages", "\(Defaults.pages)")]
        case "overflowing":
            parameters = [("pages", "\(Defaults.overflowingPages)"), ("separator", JSONValue.format(Defaults.separator)), ("rtl", "false")]
        case "uneven-pairs":
            parameters = [("pairs", "\(Defaults.pairs)"), ("spacing", JSONValue.format(Defaults.pairSpacing)),
                          ("weakSwipeFix", "true"), ("clamp", "false")]
        case "page-offsets":
            // samples/todays-deals.json: three cards between 40-pt insets.
            parameters = [("cards", #"{"count": 3, "spacing": 24}"#), ("contentInset", #"{"left": 40, "right": 40}"#)]
        case "hidden-pager":
            // samples/hidden-pager.json: 194-pt pages centred on the screen.
            parameters = [("items", "5"), ("itemSize", #"{"width": 194, "height": 400}"#),
                          ("pagingConfiguration", #"{"size": {"width": {"absolute": 194}}, "alignment": {"horizontal": "center"}}"#)]
        default:
            return nil
        }
        let meanings = info.parameters.map { "\($0.name) (default \($0.defaultValue)): \($0.meaning)" }.joined(separator: "; ")
        return ("\(info.summary). Parameters: \(meanings).", parameters)
    }

    /// A complete starter scenario for `kind` as JSON text with `_comment` keys (the reader ignores
    /// keys that begin with an underscore), or nil for an unknown kind.
    public static func starterScenario(kind: String) -> String? {
        guard let strategy = starterStrategy(kind: kind) else { return nil }
        func quoted(_ s: String) -> String { "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        let parameters = strategy.parameters.map { ",\n    \(quoted($0.0)): \($0.1)" }.joined()
        return """
        {
          "_comment": "A renderpages scenario; every field is documented in docs/scenario.md. Keys that begin with _ are comments. Try: renderpages simulate THIS.json, renderpages render THIS.json --out frames, or override a field with --set gesture.velocity=3.",
          "screen": {
            "_comment": "The visible area in points (375 x 667 is an iPhone SE); scale = pixels per point, 1...4, at most 8192 px per side.",
            "width": 375,
            "height": 667,
            "scale": 2
          },
          "axis": "horizontal",
          "strategy": {
            "_comment": \(quoted(strategy.comment)),
            "kind": \(quoted(kind))\(parameters)
          },
          "gesture": {
            "_comment": "A finger lifts at t = 0 with the view at offset 100 pt and a release velocity of 2 pt/ms (-100...100; positive: contentOffset grows). For a drag from rest use {\\"kind\\": \\"swipe\\", \\"distance\\": 150, \\"duration\\": 120}; for several gestures, a \\"gestures\\" list.",
            "kind": "fling",
            "offset": 100,
            "velocity": 2
          },
          "_comment_decelerationRate": "Optional: \\"normal\\" (0.998), \\"fast\\" (0.99) or a number; default: the strategy's own.",
          "fps": 60
        }

        """
    }
}
