/// The container rules of `WrittenMark`: each walks its format's blocks only as far as the mark
/// can be, and answers nil at anything it cannot read (a damaged or foreign file is not ours);
/// otherwise the mark's text, from `OutputMark.word` on.
extension WrittenMark {
    /// GIF89a (appendix 24, 26): header, logical screen descriptor, global colour table, then
    /// extension blocks (0x21, label, data sub-blocks ending in an empty one) until the first
    /// image (0x2C) or the trailer (0x3B). The mark is a comment extension (label 0xFE).
    static func gifMark(_ head: [UInt8]) -> [UInt8]? {
        guard head.count >= 13 else { return nil }
        var i = 13
        // Bit 7 of the packed byte: a global table of 2^(n+1) RGB entries follows.
        if head[10] & 0x80 != 0 { i += 3 << (Int(head[10] & 0x07) + 1) }
        while i + 1 < head.count, head[i] == 0x21 {
            let label = head[i + 1]
            i += 2
            var data: [UInt8] = []
            while i < head.count, head[i] != 0 {
                let end = i + 1 + Int(head[i])
                guard end <= head.count else { return nil }
                if label == 0xFE { data += head[(i + 1)..<end] }
                i = end
            }
            i += 1
            if label == 0xFE, OutputMark.isMark(data[...]) { return data }
        }
        return nil
    }

    /// PNG (ISO 15948, 5.3): chunks of a 4-byte big-endian length, a type, the data and a CRC.
    /// The mark is a `tEXt` chunk (keyword, NUL, text) whose text is the mark, before `IDAT`.
    static func pngMark(_ head: [UInt8]) -> [UInt8]? {
        var i = 8
        while i + 8 <= head.count {
            let length = head[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: head[(i + 4)..<(i + 8)], as: UTF8.self)
            let data = i + 8, end = data + length
            guard end <= head.count, type != "IDAT", type != "IEND" else { return nil }
            if type == "tEXt", let nul = head[data..<end].firstIndex(of: 0), OutputMark.isMark(head[(nul + 1)..<end]) {
                return Array(head[(nul + 1)..<end])
            }
            i = end + 4
        }
        return nil
    }

    /// WebP (RIFF container specification): "RIFF", size, "WEBP", then chunks of a fourCC, a
    /// 32-bit little-endian size and the data padded to even. The mark is in the `XMP ` chunk,
    /// which the extended format places after the frames, so the walk reads chunk headers only.
    static func webPMark(_ file: MarkReader) -> [UInt8]? {
        var offset = 12
        while offset + 8 <= file.size {
            let header = file.read(at: offset, count: 8)
            guard header.count == 8 else { return nil }
            let size = header[4..<8].reversed().reduce(0) { $0 << 8 | Int($1) }
            if Array(header[0..<4]) == Array("XMP ".utf8) {
                return fromWord(file.read(at: offset + 8, count: min(size, boxLimit)))
            }
            offset += 8 + size + (size & 1)
        }
        return nil
    }

    /// MP4 (ISO 14496-12, 4.2): top-level boxes of a 32-bit big-endian size (1: a 64-bit size
    /// follows the type; 0: to the end of the file) and a type. The mark is inside `moov`, which
    /// ffmpeg writes at the end unless asked to move it to the front (`-movflags +faststart`).
    static func mp4Mark(_ file: MarkReader) -> [UInt8]? {
        var offset = 0
        while offset + 8 <= file.size {
            let header = file.read(at: offset, count: 16)
            guard header.count >= 8 else { return nil }
            var size = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
            var headerLength = 8
            if size == 1 {
                guard header.count == 16 else { return nil }
                size = header[8..<16].reduce(0) { $0 << 8 | Int($1) }
                headerLength = 16
            } else if size == 0 {
                size = file.size - offset
            }
            guard size >= headerLength, size <= file.size - offset else { return nil }
            if Array(header[4..<8]) == Array("moov".utf8) {
                return fromWord(file.read(at: offset + headerLength, count: min(size - headerLength, boxLimit)))
            }
            offset += size
        }
        return nil
    }
}
