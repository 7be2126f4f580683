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
    /// keys that begin with an underscore), or nil for an unknown kind. `note`, when given, is a
    /// further top-level comment (`_comment_try`): a front end's own hint, such as the commands
    /// that run the file; the library's comments name no command.
    package func starterScenario(kind: String, note: String? = nil) -> String? {
        guard let descriptor = descriptor(kind: kind) else { return nil }
        return startingAtRest { starterText(kind: kind, descriptor: descriptor, note: note, startOffset: $0) }
    }

    /// `note` as the `_comment_try` line after the opening comment, or "" without one.
    static func noteLine(_ note: String?) -> String {
        note.map { "\n  \"_comment_try\": " + quoted($0) + "," } ?? ""
    }

    /// `s` as a JSON string literal.
    static func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private func starterText(kind: String, descriptor: StrategyDescriptor, note: String?, startOffset: String) -> String {
        let quoted = Self.quoted
        let parameters = descriptor.starter.map { ",\n    \(quoted($0.name)): \($0.json)" }.joined()
        return """
        {
          "_comment": "A paging scenario; every field is documented in docs/scenario.md. Keys that begin with _ are comments.",\(Self.noteLine(note))
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
          "gestures": [
            {
              "_comment": "A 150-pt drag from rest over 120 ms (release at 1.25 pt/ms; positive: contentOffset grows), then the same drag back, so the demo ends where it starts and loops without a jump. A lift at an offset with a velocity is {\\"kind\\": \\"fling\\", \\"offset\\": 100, \\"velocity\\": 2}.",
              "kind": "swipe",\(startOffset)
              "distance": 150,
              "duration": 120
            },
            {"kind": "swipe", "distance": -150, "duration": 120}
          ],
          "_comment_decelerationRate": "Optional: \\"normal\\" (0.998), \\"fast\\" (0.99) or a number; default: the strategy's own.",
          "fps": 60
        }

        """
    }
}
