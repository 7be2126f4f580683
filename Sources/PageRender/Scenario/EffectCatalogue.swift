/// Every scroll-driven effect a look can set, with the evidence behind its rule, in the
/// tags of docs/effects.md ([doc] Apple's documentation or sample code, [dump]
/// the decompiled iOS 26.1 SwiftUI, [src] an open-source reimplementation or the library's own
/// source, [model] this project's choice where no source settles it). `renderpages strategies`
/// lists it after the kinds; docs/effects.md states the same rules at length.
package enum EffectCatalogue {
    /// The evidence tags of docs/effects.md.
    package enum Tag: String, Sendable {
        case doc, dump, src, model
    }

    package struct Entry: Sendable {
        /// The field or value as a scenario writes it.
        package var name: String
        package var tags: [Tag]
        package var rule: String
        /// Set where no device has checked the rule yet and docs/effects.md says "to verify on a
        /// device": the reader sees the rule is a reading of sources, not a measurement.
        package var verifyOnDevice: Bool
        /// Drawn through the item's raster (a projective transform or a filter).
        package var needsRaster: Bool

        init(_ name: String, _ tags: [Tag], _ rule: String, verify: Bool = false, raster: Bool = false) {
            (self.name, self.tags, self.rule, verifyOnDevice, needsRaster) = (name, tags, rule, verify, raster)
        }

        /// The line `renderpages strategies` prints.
        package var line: String {
            var text = "[\(tags.map(\.rawValue).joined(separator: ", "))] \(name): \(rule)"
            if verifyOnDevice { text += "; to verify on a device" }
            if needsRaster { text += " (drawn through a picture of the item: embedded in SVG frames; in the animated SVG, turned or filtered in HTML, or shown as pre-drawn pictures)" }
            return text
        }
    }

    /// `look.items.transition`: SwiftUI's scrollTransition (docs/effects.md, `transition`).
    package static let transition: [Entry] = [
        Entry("container C", [.dump, .src], "the scroll view's length along the axis; content insets, content.frame and safe areas do not shrink it (a vertical scroll view under bars, landscape safe areas)", verify: true),
        Entry("configuration interactive", [.doc, .dump, .src], "per edge f = K(clamp01((H - d)/(H - r))), H = (C + T)/2, K the curve (easeInOut by default), threshold visible", verify: true),
        Entry("configuration animated", [.doc, .dump, .model], "f = 1 when d <= r (inclusive), else 0, sprung with response 0.55 s, damping 1 from the frame the threshold is crossed (the oscillator is a model); threshold visible(0.5)", verify: true),
        Entry("configuration identity", [.doc, .dump], "f = 1 always"),
        Entry("threshold", [.dump], "visible(a): r = (T + C)/2 - a T, a unclamped; hidden = visible(0); centered: r = 0; inset: max(r - inset, 0)"),
        Entry("threshold hidden with interactive", [.dump], "r = H, so f = 0 wherever the item is: it always shows the edge values", verify: true),
        Entry("blend", [.dump, .src], "the closure at -1, 0, +1 only; A = A_id + (1 - f_TL)(A_TL - A_id) + (1 - f_BT)(A_BT - A_id)"),
    ] + TransitionEffectDescriptor.all.map { e in
        Entry(e.name, e.tags, e.rule, verify: e.verifyOnDevice, raster: e.drawing == .projective || e.drawing == .filter)
    } + [
        Entry("imageEffects", [.doc], TransitionEffectDescriptor.all.filter(\.drawsOnTheImage).map(\.name).joined(separator: ", ")
              + " of the image inside the item's outline (Apple's paging parallax)"),
    ]

    /// `look.items.visualEffect`: SwiftUI `visualEffect` recipes (docs/effects.md, `visualEffect`), each a
    /// function of the item's layout frame in the scroll view (2.1). W is the scroll view's
    /// length along the axis, m the item's layout centre in it.
    package static let visual: [Entry] = [
        Entry("proxy", [.doc, .src], "frame(in: .scrollView) is the item's layout rect after scrolling, origin the scroll view's visible top-left; effects do not move it; content margins only offset the content; .global is the screen"),
    ] + VisualEffectRecipeDescriptor.all.map { r in
        Entry("recipe " + r.name, r.tags, r.rule, raster: r.drawing != .planar)
    } + [
        Entry("with transition", [.model], "the recipe's chain first, the transition's around it (two modifiers, the later outside); both read the layout frame, so neither sees the other"),
    ]

    /// `look.items.layoutEffect`: the UIKit layouts (docs/effects.md, `layoutEffect`).
    package static let layout: [Entry] = LayoutEffectDescriptor.all.flatMap { kind in
        kind.rules.map { Entry($0.name, $0.tags, $0.rule, raster: $0.raster) }
    } + [
        Entry("with transition or visualEffect", [.model], "the layout's attributes first (transform about the cell's centre, alpha, zIndex), the SwiftUI modifiers outside them: geometry after the layout's, opacities multiplied, a transition's zIndex replacing the layout's"),
        Entry("zOrder centerOnTop", [.model], "zIndex = -|item centre - C/2|: the item nearest the scroll view's centre on top, then by distance (SwiftUI's zIndex(-abs(distance)))"),
    ]
}
