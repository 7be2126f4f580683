extension StrategySpec {
    /// A strategy object for `renderpages init`: its parameters with their defaults written out,
    /// and a `_comment` saying what the strategy does and how to vary it. Nil for an unknown kind.
    public static func starterStrategy(kind: String) -> (comment: String, parameters: [(String, String)])? {
        switch kind {
        case "native-paging":
            return ("UIKit's isPagingEnabled with page = bounds: a release settles on the page chosen from the offset and the velocity. pages: how many screens of content (1...100000).",
                    [("pages", "10")])
        case "free":
            return ("No paging and no delegate hook: plain deceleration with rubber-band bounce at the edges. pages: content length in screens (1...100000).",
                    [("pages", "10")])
        default:
            return nil
        }
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
