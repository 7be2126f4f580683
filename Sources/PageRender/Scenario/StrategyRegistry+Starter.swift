import Foundation

extension StrategyDescriptor {
    /// The starter's `_comment` on the strategy object: the summary and each parameter's meaning.
    var starterComment: String {
        let meanings = parameters.map { "\($0.name) (default \($0.defaultValue)): \($0.meaning)" }.joined(separator: "; ")
        return "\(summary). Parameters: \(meanings)."
    }
}

extension StrategyRegistry {
    /// A complete starter scenario for `kind` as JSON text with `_comment` keys (the reader ignores
    /// keys that begin with an underscore), or nil for an unknown kind.
    public func starterScenario(kind: String) -> String? {
        guard let descriptor = descriptor(kind: kind) else { return nil }
        func quoted(_ s: String) -> String { "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        let parameters = descriptor.starter.map { ",\n    \(quoted($0.name)): \($0.json)" }.joined()
        return """
        {
          "_comment": "A renderpages scenario; every field is documented in docs/scenario.md. Keys that begin with _ are comments. Try: renderpages simulate THIS.json, renderpages render THIS.json --out frames, or override a field with --set gesture.velocity=3.",
          "screen": {
            "_comment": "The visible area in points (375 x 667 is an iPhone SE); scale = pixels per point, 1...4, at most 8192 px per side.",
            "width": 375,
            "height": 667,
            "scale": 2
          },
          "axis": "horizontal",\(descriptor.starterContent.map { "\n  \"content\": " + $0 + "," } ?? "")
          "strategy": {
            "_comment": \(quoted(descriptor.starterComment)),
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
