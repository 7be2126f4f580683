import Foundation

/// Command-line arguments must be UTF-8. Swift's `CommandLine.arguments` replaces other bytes by
/// U+FFFD, so `--out $'a\xff.gif'` wrote `a\xef\xbf\xbd.gif` and a scenario `sc\xff.json` was
/// "not found" (reliability attack 3, D15); and every path then travels as a `String`, which
/// cannot hold such bytes. Rather than read or write a name nobody gave, such an argument is
/// refused before anything runs (docs/limits.md says why it is not carried as bytes).
enum ArgumentEncoding {
    /// Characters of an argument shown in the message, as for values (`JSONValue`'s 80).
    static let shownLength = 80

    /// The message for the first argument (from the raw `argv`) that is not UTF-8; nil when all are.
    static func problem() -> String? {
        for i in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[i] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self), count: strlen(argument)))
            guard let bad = firstInvalidByte(bytes) else { continue }
            return "argument \(i) (\(shown(bytes))) is not UTF-8: byte 0x\(String(format: "%02X", bytes[bad])) at byte \(bad + 1); "
                + "renderpages reads names as UTF-8 and would use another one, so give the file a UTF-8 name (convmv -f latin1 -t utf8 renames it)"
        }
        return nil
    }

    /// Where the first byte sequence that is not UTF-8 starts in `bytes`, or nil.
    static func firstInvalidByte(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator(), decoder = UTF8(), offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// `bytes` with printable ASCII as it is and every other byte as \xNN, cut to `shownLength`.
    static func shown(_ bytes: [UInt8]) -> String {
        let text = bytes.map { (0x20..<0x7F).contains($0) && $0 != 0x5C ? String(UnicodeScalar($0)) : String(format: "\\x%02X", $0) }.joined()
        return text.count <= shownLength ? text : String(text.prefix(shownLength - 1)) + "…"
    }
}
