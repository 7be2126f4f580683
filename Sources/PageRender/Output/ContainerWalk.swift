/// The structure of the two video containers renderpages' outputs come in, read from box and
/// element headers only (a few hundred bytes per frame at most, never the pictures): whether the
/// parts cover the file exactly, with the parts a muxer writes last, and how many frames they
/// hold. `VideoFileCheck` checks what ffmpeg wrote with it and `WholeFile` an existing output.
enum ContainerWalk {
    /// The first problem found, a phrase ("its moov box runs past the end of the file: the file
    /// was cut short").
    struct Damage: Error {
        var problem: String
    }

    /// An MP4 box or an EBML element: its type (an MP4 box's four letters as a big-endian
    /// number, an EBML ID with its length marker, as the specification writes IDs), where its
    /// data starts and where it ends.
    struct Part {
        var id: Int
        var data: Int
        var end: Int

        /// An MP4 box's type as text.
        var boxType: String {
            String(decoding: (0..<4).map { UInt8(truncatingIfNeeded: id >> (24 - 8 * $0)) }, as: UTF8.self)
        }
    }

    // MARK: MP4

    /// The sample count of the one video track (ISO 14496-12: `moov` › `trak` › `mdia` › `minf`
    /// › `stbl` › `stsz`, whose payload is version and flags, a sample size, then the count),
    /// after checking that the top-level boxes tile the file and include `ftyp`, `moov` and `mdat`.
    static func mp4Samples(_ file: MarkReader) throws(Damage) -> Int {
        let top = try mp4Boxes(file, from: 0, to: file.size, what: "the file")
        for name in ["ftyp", "moov", "mdat"] where !top.contains(where: { $0.id == fourCC(name) }) {
            throw Damage(problem: "it has no \(name) box (\(file.size) bytes): the file was cut short")
        }
        var box = top.first { $0.id == fourCC("moov") }!
        for name in ["trak", "mdia", "minf", "stbl", "stsz"] {
            let inside = try mp4Boxes(file, from: box.data, to: box.end, what: "its \(box.boxType) box")
            guard let next = inside.first(where: { $0.id == fourCC(name) }) else { throw Damage(problem: "its \(box.boxType) box has no \(name) box") }
            box = next
        }
        let payload = file.read(at: box.data, count: 12)
        guard payload.count == 12, box.end - box.data >= 12 else { throw Damage(problem: "its stsz box is cut short") }
        return payload[8..<12].reduce(0) { $0 << 8 | Int($1) }
    }

    /// An MP4 box type as `Part.id` holds it.
    static func fourCC(_ name: String) -> Int {
        name.utf8.reduce(0) { $0 << 8 | Int($1) }
    }

    /// The boxes that tile `start..<end` (a 32-bit size, 1 for a 64-bit size after the type).
    static func mp4Boxes(_ file: MarkReader, from start: Int, to end: Int, what: String) throws(Damage) -> [Part] {
        var boxes: [Part] = [], offset = start
        while offset < end {
            let header = file.read(at: offset, count: 16)
            guard header.count >= 8, end - offset >= 8 else { throw Damage(problem: "\(what) ends inside a box header at byte \(offset): the file was cut short") }
            var size = header[0..<4].reduce(0) { $0 << 8 | Int($1) }, headerLength = 8
            if size == 1, header.count == 16 {
                size = header[8..<16].reduce(0) { $0 << 8 | Int($1) }
                headerLength = 16
            }
            var box = Part(id: header[4..<8].reduce(0) { $0 << 8 | Int($1) }, data: offset + headerLength, end: end)
            guard size >= headerLength, size <= end - offset else {
                throw Damage(problem: "its \(JSONValue.escapedForMessage(box.boxType)) box at byte \(offset) runs past the end of \(what): the file was cut short")
            }
            box.end = offset + size
            boxes.append(box)
            offset += size
        }
        return boxes
    }

    // MARK: WebM

    /// EBML element IDs (Matroska specification, RFC 9559).
    static let ebmlHeader = 0x1A45_DFA3, segment = 0x1853_8067, cluster = 0x1F43_B675, cues = 0x1C53_BB6B
    static let simpleBlock = 0xA3, blockGroup = 0xA0

    /// The blocks of every cluster, after checking that the EBML header and the segment cover
    /// the file exactly with known sizes (a muxer that did not finish leaves the segment's size
    /// unknown or short) and that the segment holds its cues (written last).
    static func webMBlocks(_ file: MarkReader) throws(Damage) -> Int {
        let top = try ebmlElements(file, from: 0, to: file.size, what: "the file")
        guard top.first?.id == ebmlHeader, let segment = top.first(where: { $0.id == segment }) else {
            throw Damage(problem: "it has no Matroska segment (\(file.size) bytes): the file was cut short")
        }
        let children = try ebmlElements(file, from: segment.data, to: segment.end, what: "its segment")
        guard children.contains(where: { $0.id == cues }) else { throw Damage(problem: "its segment has no cues: the muxer did not finish") }
        var blocks = 0
        for child in children where child.id == cluster {
            blocks += try ebmlElements(file, from: child.data, to: child.end, what: "a cluster")
                .filter { $0.id == simpleBlock || $0.id == blockGroup }.count
        }
        return blocks
    }

    /// The elements that tile `start..<end`; an unknown size (all value bits set) is refused, as
    /// a finished file has none.
    static func ebmlElements(_ file: MarkReader, from start: Int, to end: Int, what: String) throws(Damage) -> [Part] {
        var elements: [Part] = [], offset = start
        while offset < end {
            let header = file.read(at: offset, count: 12)
            guard let id = vint(header, at: 0, keepMarker: true), id.length <= 4,
                  let size = vint(header, at: id.length, keepMarker: false) else {
                throw Damage(problem: "\(what) ends inside an element header at byte \(offset): the file was cut short")
            }
            let allOnes = (1 << (7 * size.length)) - 1
            guard size.value != allOnes else { throw Damage(problem: "an element at byte \(offset) has no length: the muxer did not finish") }
            let data = offset + id.length + size.length
            guard size.value <= end - data else {
                throw Damage(problem: "an element at byte \(offset) runs past the end of \(what): the file was cut short")
            }
            elements.append(Part(id: id.value, data: data, end: data + size.value))
            offset = data + size.value
        }
        return elements
    }

    /// A variable-length integer at `i`: its length is one more than the leading zero bits of
    /// its first byte (at most 8); the marker bit is kept for IDs and dropped for sizes.
    static func vint(_ bytes: [UInt8], at i: Int, keepMarker: Bool) -> (value: Int, length: Int)? {
        guard i < bytes.count, bytes[i] != 0 else { return nil }
        let length = bytes[i].leadingZeroBitCount + 1
        guard i + length <= bytes.count else { return nil }
        var value = keepMarker ? Int(bytes[i]) : Int(bytes[i]) & (0xFF >> length)
        for byte in bytes[(i + 1)..<(i + length)] { value = value << 8 | Int(byte) }
        return (value, length)
    }
}
