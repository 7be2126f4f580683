/// The look fields this version reads and checks but does not draw yet: the scroll-driven effects
/// of issue 24 (`docs/effects.md`) landed as values and math before their painter. A frame of a
/// look that sets one of them shows the cards without it, so the command line says so rather than
/// write frames that silently differ from what the scenario asks for.
extension LookSpec {
    /// The field paths set in this look that the frames do not show yet, in file order.
    package var undrawnFields: [String] {
        var fields: [String] = []
        if transition != nil { fields.append("look.items.transition") }
        if layoutEffect != nil { fields.append("look.items.layoutEffect") }
        if border != nil { fields.append("look.items.border") }
        if gradient != nil { fields.append("look.background.gradient") }
        if !finger { fields.append("look.finger") }
        return fields
    }
}
