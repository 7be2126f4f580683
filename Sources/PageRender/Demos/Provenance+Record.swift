/// The provenance as text in an output's mark, after `OutputMark.word` (docs/demos.md):
/// `fingerprint=HEX64 version=V command=HEX16 input=PATH@HEX16 …`, space-separated. Version and
/// paths are percent-encoded outside `A-Z a-z 0-9 . _ / + ,`, so the record is the same bytes in
/// every place a mark goes: a GIF comment, a PNG `tEXt` chunk (Latin-1), an XMP attribute, an
/// XML comment, MP4 and Matroska metadata. A `-` is kept too, except right after another one:
/// an XML comment may not hold `--`.
extension Provenance {
    /// The record, as `OutputMark.record(_:)` takes it.
    package var record: String {
        (["fingerprint=\(fingerprint)", "version=\(Self.encode(version))", "command=\(command)"]
            + inputs.map { "input=\(Self.encode($0.path))@\($0.digest)" }).joined(separator: " ")
    }

    /// The provenance in `text` (a mark's bytes after its word), or nil when it records none: a
    /// mark written by a version without fingerprints, or by a run whose inputs could not be
    /// read again (a scenario from standard input).
    package init?(record text: [UInt8]) {
        guard let start = WrittenMark.firstIndex(of: Array("fingerprint=".utf8), in: text, from: 0) else { return nil }
        var fields: [(String, String)] = []
        var i = start
        while i < text.count {
            var end = i
            while end < text.count, Self.recordByte(text[end]) { end += 1 }
            let token = String(decoding: text[i..<end], as: UTF8.self)
            guard let equals = token.firstIndex(of: "=") else { break }
            fields.append((String(token[..<equals]), String(token[token.index(after: equals)...])))
            guard end < text.count, text[end] == 0x20 else { break }
            i = end + 1
        }
        var fingerprint: String?, version: String?, command: String?
        var inputs: [Input] = []
        for (key, value) in fields {
            switch key {
            case "fingerprint": fingerprint = value
            case "version": version = Self.decode(value)
            case "command": command = value
            case "input":
                guard let at = value.lastIndex(of: "@"), let path = Self.decode(String(value[..<at])) else { return nil }
                inputs.append(Input(path: path, digest: String(value[value.index(after: at)...])))
            default: continue
            }
        }
        guard let fingerprint, fingerprint.count == 64, let version, let command else { return nil }
        self.fingerprint = fingerprint
        self.version = version
        self.command = command
        self.inputs = inputs
    }

    /// Bytes a token of the record is made of: the unescaped set, `-`, `%`, `=` and `@`.
    private static func recordByte(_ byte: UInt8) -> Bool {
        plain(byte) || Array("-%=@".utf8).contains(byte)
    }

    private static func plain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        default: return Array("._/+,".utf8).contains(byte)
        }
    }

    static func encode(_ text: String) -> String {
        var previous: UInt8 = 0
        return SystemPath.bytes(text).map { byte in
            defer { previous = byte }
            let kept = plain(byte) || (byte == UInt8(ascii: "-") && previous != byte)
            return kept ? String(UnicodeScalar(byte)) : "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }.joined()
    }

    /// `text` with its %XX escapes undone (a `SystemPath`: bytes that are not UTF-8 kept), or nil
    /// for a broken escape.
    static func decode(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var i = text.utf8.startIndex
        let utf8 = text.utf8
        while i < utf8.endIndex {
            if utf8[i] == UInt8(ascii: "%") {
                let from = utf8.index(after: i)
                guard let to = utf8.index(from, offsetBy: 2, limitedBy: utf8.endIndex),
                      let byte = UInt8(String(decoding: utf8[from..<to], as: UTF8.self), radix: 16) else { return nil }
                bytes.append(byte)
                i = to
            } else {
                bytes.append(utf8[i])
                i = utf8.index(after: i)
            }
        }
        return SystemPath.string(bytes)
    }
}
