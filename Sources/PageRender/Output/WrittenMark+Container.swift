extension WrittenMark {
    /// Where a file keeps the mark, told apart by the file's first bytes (docs/output.md).
    package enum Container: String, Sendable, CaseIterable {
        /// A GIF comment extension whose text is the mark, before the first image.
        case gifComment = "GIF comment extension"
        /// A PNG `tEXt` chunk whose text is the mark, before `IDAT` (frames, sheets, plots, APNG).
        case pngText = "PNG tEXt chunk"
        /// A WebP `XMP ` chunk that contains the mark.
        case webPXMP = "WebP XMP chunk"
        /// The MP4 `moov` box (ffmpeg's `-metadata comment=…` goes to its `udta`).
        case mp4Box = "MP4 moov/udta comment"
        /// A Matroska tag in the first 64 KiB (ffmpeg writes its tags in the header).
        case matroskaHead = "WebM tag in the header"
        /// An XML/HTML comment in the first 4 KiB (SVG, HTML).
        case textComment = "XML comment in the first 4 KiB"

        /// The container a file starting with `head` keeps its mark in: any file that is not
        /// GIF, PNG, WebP, MP4 or Matroska is read as text.
        init(head: [UInt8]) {
            if head.starts(with: Array("GIF8".utf8)) {
                self = .gifComment
            } else if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
                self = .pngText
            } else if head.starts(with: Array("RIFF".utf8)), head.count >= 12, Array(head[8..<12]) == Array("WEBP".utf8) {
                self = .webPXMP
            } else if head.count >= 8, Array(head[4..<8]) == Array("ftyp".utf8) {
                self = .mp4Box
            } else if head.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) {
                self = .matroskaHead
            } else {
                self = .textComment
            }
        }
    }

    /// The container of the file at `path`, nil when it cannot be read.
    package static func container(of path: String) -> Container? {
        MarkReader(path).map { Container(head: $0.read(at: 0, count: headLength)) }
    }
}
