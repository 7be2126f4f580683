import Foundation

extension StrategyRegistry {
    /// A commented starter of the App Store-like carousel (samples/carousel/carousel.json: 300-pt
    /// cards 16 pt apart, 24-pt insets, 390 x 844 pt) under `kind`, as JSON text; nil for an unknown
    /// kind or one that does not page over a `content` row (docs/scenario.md, "content"). `note`
    /// is a further top-level comment, as for `starterScenario(kind:note:)`.
    package func carouselStarterScenario(kind: String, note: String? = nil) -> String? {
        guard let descriptor = descriptor(kind: kind) else { return nil }
        // A kind that reads only with a content row (`starterContent`) has no item fields of its
        // own; a parameter of it without a default (compositional's behavior, flow-snap's recipe)
        // is written with the starter's value, the others are left to their defaults. The other
        // kinds' required fields (hidden-pager's items) are what content replaces.
        let required = descriptor.starterContent == nil ? []
            : Set(descriptor.parameters.filter { $0.defaultValue == "required" }.map(\.name))
        let parameters = descriptor.starter.filter { required.contains($0.name) }
            .map { ",\n    \(Self.quoted($0.name)): \($0.json)" }.joined()
        return startingAtRest { Self.carouselText(kind: kind, parameters: parameters, note: note, startOffset: $0) }
    }

    private static func carouselText(kind: String, parameters: String, note: String?, startOffset: String) -> String {
        """
        {
          "_comment": "A carousel scenario; every field is documented in docs/scenario.md and the look in docs/looks.md. Keys that begin with _ are comments. The same file runs under every kind that pages over items: change strategy.kind, or compare several kinds side by side (samples/carousel/README.md shows how).",\(noteLine(note))
          "screen": {
            "_comment": "The visible area in points (390 x 844 is an iPhone 14); scale = pixels per point.",
            "width": 390,
            "height": 844,
            "scale": 2
          },
          "content": {
            "_comment": "A row of items: count, size and spacing in points; contentInset is the space before the first item and after the last.",
            "items": {"count": 8, "size": {"width": 300, "height": 420}, "spacing": 16},
            "contentInset": {"left": 24, "right": 24}
          },
          "look": {
            "_comment": "How the items look, whatever the strategy: preset cards or pages; colors, images (PNG/JPEG paths relative to this file), cornerRadius, label, title, statusBar, device (none, rounded, iphone), pageControl.",
            "preset": "cards",
            "title": "Featured",
            "statusBar": true,
            "device": "rounded"
          },
          "strategy": {
            "_comment": "The paging strategy; docs/strategies.md lists the kinds.",
            "kind": "\(kind)"\(parameters)
          },
          "gestures": [
            {
              "_comment": "A 180-pt swipe in 150 ms to the next card, then the same swipe back, so the demo ends where it starts and loops without a jump; docs/scenario.md describes fling, swipe and path.",
              "kind": "swipe",\(startOffset)
              "distance": 180,
              "duration": 150
            },
            {"kind": "swipe", "distance": -180, "duration": 150}
          ],
          "fps": 30
        }

        """
    }

    /// The kinds `carouselStarterScenario(kind:)` writes a starter for.
    package var carouselKinds: [String] {
        StrategySpec.kinds.filter { carouselStarterScenario(kind: $0) != nil }
    }
}
