/// The look fields this version reads and checks but does not draw yet. The 2-D effects, the
/// border, the gradient background and `look.finger` are drawn; a rotation3D, a blur, a colour
/// effect (brightness, contrast, saturation, grayscale, hueRotation) and FSPager's projective
/// transformers (coverFlow, cubic) are computed per frame into each item's group (its
/// `projective` transform and `filters`) but the painters do not draw those slots yet (the raster
/// half of issue 24): such an item draws flat and unfiltered. The command line says so rather than
/// write frames that silently differ from what the scenario asks for.
extension LookSpec {
    /// Whether the painters draw an item's projective transform and filters (false until the
    /// raster half of issue 24 lands; `EffectCatalogue` reads it too).
    package static let rasterEffectsDrawn = false

    /// The field paths set in this look that the frames do not show yet, in file order.
    package var undrawnFields: [String] {
        var fields: [String] = []
        if let transition, !Self.rasterEffectsDrawn {
            for (list, effects) in [("effects", transition.effects), ("imageEffects", transition.imageEffects)] {
                for (i, effect) in effects.enumerated() where effect.needsRaster {
                    fields.append("look.items.transition.\(list)[\(i)].\(effect.name)")
                }
            }
        }
        if !Self.rasterEffectsDrawn, case let .pager(transformer, _, _)? = layoutEffect, transformer == .coverFlow || transformer == .cubic {
            fields.append("look.items.layoutEffect.transformer \"\(transformer.rawValue)\"")
        }
        // The seed looks draw their source's own items (docs/looks.md), without a border.
        if border != nil && preset == .seed { fields.append("look.items.border") }
        return fields
    }
}

extension ScrollEffect {
    /// The effect's key in a scenario file.
    var name: String {
        switch self {
        case .scale: "scale"
        case .opacity: "opacity"
        case .rotation: "rotation"
        case .offset: "offset"
        case .blur: "blur"
        case .brightness: "brightness"
        case .contrast: "contrast"
        case .saturation: "saturation"
        case .grayscale: "grayscale"
        case .hueRotation: "hueRotation"
        case .rotation3D: "rotation3D"
        }
    }
}
