import Foundation

/// Whether an existing file is renderpages' own output, from the mark inside it
/// (`OutputMark.text`), so that the next run replaces it without being asked and refuses any file
/// without it (the user's own). The mark travels with the bytes: a copy, a clone, an archive or a
/// CI checkout keeps it. One rule per container, chosen by the file's first bytes, never by its
/// name (docs/output.md):
///
/// - GIF: a comment extension whose text is the mark, before the first image;
/// - PNG (frames, sheets, plots, APNG): a `tEXt` chunk whose text is the mark, before `IDAT`;
/// - WebP: an `XMP ` chunk that contains the mark;
/// - MP4: the mark inside the `moov` box (ffmpeg's `-metadata comment=…` goes to its `udta`);
/// - WebM/Matroska: the mark in the first 64 KiB (ffmpeg writes its tags in the header);
/// - anything else (SVG, HTML): an XML/HTML comment containing the mark in the first 4 KiB.
///
/// No extended attribute: a copy drops one, and one stays on a file another program rewrites in
/// place (`cp mine.gif out.gif` keeps out.gif's inode), so it could vouch for bytes renderpages
/// did not write.
package enum WrittenMark {
    /// Bytes read from the start of a file: renderpages puts its mark within the first kilobyte
    /// of every binary format (after a GIF's 768-byte colour table at most); 64 KiB also covers
    /// ffmpeg's Matroska header with its tags.
    static let headLength = 65_536
    /// Where a text file's comment must start: the SVG writers and the report put it in the first
    /// lines (the animated SVG's writer promises the first 4 KiB).
    static let textHeadLength = 4_096
    /// The most of an `XMP ` chunk or `moov` box searched: an MP4 `moov` holds a few bytes per
    /// frame (a minute at 60 fps is well under 1 MiB), so 16 MiB is a generous bound.
    static let boxLimit = 16 << 20

    /// Whether the file at `path` (symbolic links followed) carries the mark.
    static func isSet(on path: String) -> Bool {
        markText(on: path) != nil
    }

    /// The mark in the file at `path` (symbolic links followed), from `OutputMark.word` on to the
    /// end of the metadata field that holds it (at most `boxLimit` bytes): what `Provenance`
    /// reads its record from. Nil when the file does not carry the mark.
    package static func markText(on path: String) -> [UInt8]? {
        guard let file = MarkReader(path) else { return nil }
        let head = file.read(at: 0, count: headLength)
        switch Container(head: head) {
        case .gifComment: return gifMark(head)
        case .pngText: return pngMark(head)
        case .webPXMP: return webPMark(file)
        case .mp4Box: return mp4Mark(file)
        case .matroskaHead: return fromWord(head)
        case .textComment: return textMark(head)
        }
    }

    /// A comment (`<!--` … `-->`) containing the mark, starting in the first `textHeadLength`
    /// bytes of `head`: its text from the word to the comment's end.
    static func textMark(_ head: [UInt8]) -> [UInt8]? {
        let open = Array("<!--".utf8), close = Array("-->".utf8)
        let limit = min(head.count, textHeadLength)
        var start = 0
        while let comment = firstIndex(of: open, in: head, from: start), comment < limit {
            let end = firstIndex(of: close, in: head, from: comment + open.count) ?? head.count
            if let mark = firstIndex(of: OutputMark.wordBytes, in: head, from: comment), mark + OutputMark.wordBytes.count <= min(end, limit) {
                return Array(head[mark..<end])
            }
            start = end
        }
        return nil
    }

    /// `bytes` from the first `OutputMark.word` on, or nil without one.
    static func fromWord(_ bytes: [UInt8]) -> [UInt8]? {
        firstIndex(of: OutputMark.wordBytes, in: bytes, from: 0).map { Array(bytes[$0...]) }
    }

    /// Whether `bytes` contains `needle`.
    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        firstIndex(of: needle, in: bytes, from: 0) != nil
    }

    /// Where `needle` first starts in `bytes` at or after `start`.
    static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        var i = start
        while i <= bytes.count - needle.count {
            if bytes[i] == needle[0], bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}

/// A file opened for reading at offsets, closed with the value.
final class MarkReader {
    private let fd: Int32
    /// The file's size in bytes.
    let size: Int

    init?(_ path: String) {
        let fd = open(SystemPath.c(path), O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            return nil
        }
        self.fd = fd
        size = Int(info.st_size)
    }

    deinit { close(fd) }

    /// Up to `count` bytes at `offset` (fewer at the end of the file or on a read error).
    func read(at offset: Int, count: Int) -> [UInt8] {
        guard offset >= 0, offset < size, count > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: min(count, size - offset))
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, $0.count - done, off_t(offset + done)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            done += n
        }
        return Array(bytes.prefix(done))
    }
}
