extension Color {
    /// The colour notations every reader of colours accepts (scenario fields and options alike),
    /// as an error message lists them: CSS's hexadecimal forms (CSS Color Module Level 4, 5.2).
    package static let hexForms = "\"#RGB\", \"#RGBA\", \"#RRGGBB\" or \"#RRGGBBAA\""

    /// `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (hexadecimal digits in either case); nil for
    /// anything else. A short form doubles each digit, as CSS does: `#F80` is `#FF8800`.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), [4, 5, 7, 9].contains(digits.count) else { return nil }
        var values: [Int] = []
        for digit in digits.dropFirst() {
            guard let value = Self.hexValue(digit) else { return nil }
            values.append(value)
        }
        let channels: [Double]
        if values.count <= 4 {
            channels = values.map { Double($0 * 17) / 255 }
        } else {
            channels = stride(from: 0, to: values.count, by: 2).map { Double(values[$0] * 16 + values[$0 + 1]) / 255 }
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
    }

    private static func hexValue(_ c: UInt8) -> Int? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(c - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(c - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }
}
