import Foundation

extension LookSpec {
    /// The look a scenario file's `look` object describes, from its JSON text (docs/looks.md):
    /// every field the file format has, the effects included (`items.transition`,
    /// `items.layoutEffect`, `items.visualEffect`, `items.border`, a gradient `background`, `finger`), which the
    /// memberwise `init(preset:…)` leaves at their defaults. The same reader and checks as a
    /// scenario file's, with paths under `look`; `hasContent` picks the default preset as a
    /// scenario with or without a `content` block does. Not checked here, since it needs the
    /// scenario's content and screen: a layout effect against the content's spacing. Throws
    /// `JSONParser.SyntaxError` for malformed JSON and `ScenarioErrors` listing every invalid field.
    public init(json text: String, hasContent: Bool = true) throws {
        let value = try JSONParser.parse(Array(text.utf8))
        var d = Diagnostics()
        Scenario.rejectNulls(value, path: "look", &d)
        let look = LookSpec.read(JSONCursor(value, path: "look"), hasContent: hasContent, &d)
        guard d.errors.isEmpty else { throw ScenarioErrors(d.errors) }
        self = look
    }
}
