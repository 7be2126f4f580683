/// cairo 1.16 names some SVG elements after process-global counters (`id="surface6"` for the
/// page group, `image12` for embedded images), so the same scene would give different bytes
/// depending on what the process drew before. Renumbering them per document in order of first
/// appearance makes a document a function of its scene alone. Other ids (glyphs, clips,
/// gradients) are already counted per document.
enum SVGIdentifiers {
    /// Prefixes whose numbers come from process-global counters.
    static let globalPrefixes: [[UInt8]] = [Array("surface".utf8), Array("image".utf8)]

    static func renumbered(_ document: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(document.count)
        var numbers: [[UInt8]: [[UInt8]: Int]] = [:]
        var i = 0
        while i < document.count {
            guard let (prefix, digitsEnd) = globalIdentifier(in: document, at: i) else {
                out.append(document[i])
                i += 1
                continue
            }
            let digits = Array(document[(i + prefix.count)..<digitsEnd])
            let assigned = numbers[prefix, default: [:]]
            let number = assigned[digits] ?? assigned.count + 1
            numbers[prefix, default: [:]][digits] = number
            out += prefix
            out += Array(String(number).utf8)
            i = digitsEnd
        }
        return out
    }

    /// A global-counter identifier starting at `i` inside an attribute (`id="` or `#` before it):
    /// its prefix and the index just past its digits.
    private static func globalIdentifier(in bytes: [UInt8], at i: Int) -> ([UInt8], Int)? {
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
        guard i > 0, bytes[i - 1] == quote || bytes[i - 1] == hash else { return nil }
        if bytes[i - 1] == quote, !(i >= 4 && Array(bytes[(i - 4)..<i]) == Array("id=\"".utf8)) { return nil }
        for prefix in globalPrefixes where bytes.count > i + prefix.count && Array(bytes[i..<(i + prefix.count)]) == prefix {
            var end = i + prefix.count
            while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
            if end > i + prefix.count { return (prefix, end) }
        }
        return nil
    }
}
