/// The mark of renderpages' output in a PNG file (`OutputMark`): a `tEXt` chunk with the keyword
/// "Comment" (ISO 15948, 11.3.4.2's predefined keywords) and the mark as its text, right after
/// `IHDR` (after `acTL` in an APNG), so that `WrittenMark` finds it in the file's first bytes.
/// 37 bytes per file, plus the provenance record the command line adds (about 140 bytes and 30
/// per input file).
enum PNGMark {
    /// The whole chunk: length, type, keyword, NUL, text, CRC.
    static var chunk: [UInt8] { APNGWriter.chunk("tEXt", Array("Comment".utf8) + [0] + OutputMark.bytes) }

    /// Where `IHDR` ends in every PNG file: the 8-byte signature, then `IHDR` (ISO 15948, 5.6:
    /// it comes first), 4 length + 4 type + 13 data + 4 CRC bytes.
    static let afterHeader = 33

    /// `count` bytes of a PNG file at `start` with the chunk after `IHDR`, copied once.
    static func marked(_ start: UnsafePointer<UInt8>, count: Int) -> [UInt8] {
        let chunk = self.chunk
        var out: [UInt8] = []
        out.reserveCapacity(count + chunk.count)
        out += UnsafeBufferPointer(start: start, count: min(afterHeader, count))
        out += chunk
        if count > afterHeader { out += UnsafeBufferPointer(start: start + afterHeader, count: count - afterHeader) }
        return out
    }

    /// A PNG file's `bytes` with the chunk after `IHDR`.
    static func marked(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { marked($0.baseAddress!, count: $0.count) }
    }
}
