/// Whether an existing output is whole: its container's structure ends where the file ends, with
/// the part written last. A mark (`WrittenMark`) sits near the start of most formats, so a file
/// cut short by a full disk, a copy or a checkout keeps its mark and its fingerprint; `renderpages
/// build` asks this before it calls such a file up to date. One rule per container, chosen as
/// `WrittenMark.Container` chooses it, from the file's first bytes:
///
/// - GIF (GIF89a, appendix 24-27): every block walked, extensions, images and their data
///   sub-blocks, to the trailer (0x3B) at the file's last byte;
/// - PNG (ISO 15948, 5.3): chunks tile the file and the last is `IEND`;
/// - WebP (RIFF): the RIFF size is the file's size less 8 and the chunks tile it;
/// - MP4 and WebM: `ContainerWalk`, as a freshly written video is checked;
/// - SVG and HTML: the text ends (white space aside) with `</svg>` or `</html>`.
package enum WholeFile {
    /// The first problem of the file at `path` (symbolic links followed), a phrase; nil when it
    /// is whole.
    package static func damage(at path: String) -> String? {
        guard let file = MarkReader(path) else { return "it cannot be read" }
        guard file.size > 0 else { return "it is empty" }
        do {
            switch WrittenMark.Container(head: file.read(at: 0, count: 16)) {
            case .gifComment: try gif(file)
            case .pngText: try png(file)
            case .webPXMP: try webP(file)
            case .mp4Box: _ = try ContainerWalk.mp4Samples(file)
            case .matroskaHead: _ = try ContainerWalk.webMBlocks(file)
            case .textComment: try text(file)
            }
        } catch {
            return error.problem
        }
        return nil
    }

    private static func cutShort(_ what: String, at offset: Int) -> ContainerWalk.Damage {
        ContainerWalk.Damage(problem: "it ends inside \(what) at byte \(offset): the file was cut short")
    }

    static func gif(_ file: MarkReader) throws(ContainerWalk.Damage) {
        var bytes = Window(file)
        guard let packed = bytes[10] else { throw cutShort("its header", at: file.size) }
        var i = 13
        // A colour table of 2^(n+1) RGB entries follows when bit 7 of the packed byte is set.
        if packed & 0x80 != 0 { i += 3 << (Int(packed & 0x07) + 1) }
        while true {
            guard let introducer = bytes[i] else { throw cutShort("its blocks, before the trailer", at: i) }
            switch introducer {
            case 0x3B:
                guard i + 1 == file.size else {
                    throw ContainerWalk.Damage(problem: "\(file.size - i - 1) bytes follow its trailer at byte \(i)")
                }
                return
            case 0x21:
                guard bytes[i + 1] != nil else { throw cutShort("an extension", at: i) }
                i = try subBlocks(&bytes, from: i + 2, in: "an extension's data")
            case 0x2C:
                guard let local = bytes[i + 9] else { throw cutShort("an image descriptor", at: i) }
                i += 10
                if local & 0x80 != 0 { i += 3 << (Int(local & 0x07) + 1) }
                // The LZW minimum code size, then the image data's sub-blocks.
                i = try subBlocks(&bytes, from: i + 1, in: "an image's data")
            default:
                throw ContainerWalk.Damage(problem: "byte \(i) starts no GIF block (0x\(String(introducer, radix: 16)))")
            }
        }
    }

    /// Where the sub-blocks starting at `start` end, after their empty terminator.
    private static func subBlocks(_ bytes: inout Window, from start: Int, in what: String) throws(ContainerWalk.Damage) -> Int {
        var i = start
        while true {
            guard let length = bytes[i] else { throw cutShort(what, at: i) }
            i += 1 + Int(length)
            if length == 0 { return i }
        }
    }

    static func png(_ file: MarkReader) throws(ContainerWalk.Damage) {
        var offset = 8, last = ""
        while offset < file.size {
            let header = file.read(at: offset, count: 8)
            guard header.count == 8 else { throw cutShort("a chunk header", at: offset) }
            let length = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
            last = String(decoding: header[4..<8], as: UTF8.self)
            guard length <= file.size - offset - 12 else { throw cutShort("its \(JSONValue.escapedForMessage(last)) chunk", at: offset) }
            offset += 12 + length
        }
        guard last == "IEND" else { throw ContainerWalk.Damage(problem: "its last chunk is not IEND: the file was cut short") }
    }

    static func webP(_ file: MarkReader) throws(ContainerWalk.Damage) {
        let header = file.read(at: 4, count: 4)
        let riff = header.reversed().reduce(0) { $0 << 8 | Int($1) }
        guard header.count == 4, riff + 8 == file.size else {
            throw ContainerWalk.Damage(problem: "its RIFF header gives \(riff + 8) bytes, the file has \(file.size): the file was cut short")
        }
        var offset = 12
        while offset < file.size {
            let chunk = file.read(at: offset, count: 8)
            guard chunk.count == 8 else { throw cutShort("a chunk header", at: offset) }
            let size = chunk[4..<8].reversed().reduce(0) { $0 << 8 | Int($1) }
            guard size <= file.size - offset - 8 else { throw cutShort("a chunk", at: offset) }
            offset += 8 + size + (size & 1)
        }
    }

    static func text(_ file: MarkReader) throws(ContainerWalk.Damage) {
        let tail = file.read(at: max(0, file.size - 256), count: 256)
        let trimmed = tail.reversed().drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }.reversed()
        let end = String(decoding: Array(trimmed).suffix(7), as: UTF8.self)
        guard end.hasSuffix("</svg>") || end.hasSuffix("</html>") else {
            throw ContainerWalk.Damage(problem: "it does not end with </svg> or </html>: the file was cut short")
        }
    }

    /// The file's bytes read a window at a time, for walks that visit every block.
    struct Window {
        let file: MarkReader
        private var start = 0
        private var bytes: [UInt8] = []

        init(_ file: MarkReader) { self.file = file }

        /// The byte at `offset`, nil past the end of the file.
        subscript(offset: Int) -> UInt8? {
            mutating get {
                guard offset >= 0, offset < file.size else { return nil }
                if offset < start || offset >= start + bytes.count {
                    start = offset
                    bytes = file.read(at: offset, count: 1 << 16)
                }
                return offset - start < bytes.count ? bytes[offset - start] : nil
            }
        }
    }
}
