import Testing
@testable import PageRender

/// The one colour reader (`Color(hex:)`, `JSONCursor.color`): CSS Color Module Level 4's
/// hexadecimal notations (section 5.2), where a short form doubles each digit (`#F80` is
/// `#FF8800`). Expected channels are the bytes over 255, written out by hand.
@Suite struct ColorHexTests {
    @Test func shortFormsDoubleEachDigit() {
        #expect(Color(hex: "#F80") == Color(red: 255 / 255, green: 136 / 255, blue: 0))
        #expect(Color(hex: "#F80") == Color(hex: "#FF8800"))
        #expect(Color(hex: "#f808") == Color(red: 1, green: 136 / 255, blue: 0, alpha: 136 / 255))
        #expect(Color(hex: "#F808") == Color(hex: "#FF880088"))
        #expect(Color(hex: "#fff") == Color(red: 1, green: 1, blue: 1))
        #expect(Color(hex: "#12345678") == Color(red: 0x12 / 255, green: 0x34 / 255, blue: 0x56 / 255, alpha: 0x78 / 255))
    }

    @Test func otherLengthsAndDigitsAreRefused() {
        for text in ["", "#", "#F", "#FF", "#FFFFF", "#FFFFFFF", "#FFFFFFFFF", "FFF", "#FFG", "#FF 0", "#ＦＦＦ"] {
            #expect(Color(hex: text) == nil, "\(text)")
        }
    }

    /// Every colour field of a scenario reads the short forms (the background and item colours
    /// here), and the message for a bad one lists all four forms.
    @Test func scenarioColourFieldsReadTheShortForms() throws {
        let json = BadInputMatrixTests.variant(("look", ##"{"preset": "cards", "background": "#FFF", "items": {"colors": ["#F80", "#0F08"]}}"##))
        let scenario = try Scenario.read(json)
        #expect(scenario.look.background == Color(hex: "#FFFFFF"))
        #expect(scenario.look.colors == [Color(hex: "#FF8800")!, Color(hex: "#00FF0088")!])
    }
}
