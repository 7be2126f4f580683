import Synchronization

/// The words every file renderpages writes carries inside it, so that a later run recognises its
/// own output wherever the file went (a copy, a clone, an unpacked archive): a GIF comment
/// extension, a PNG `tEXt` chunk, WebP XMP metadata, an SVG or HTML comment, MP4 or WebM
/// container metadata (docs/output.md). One word in every format, so that recognising it is one
/// rule per container (`WrittenMark`, in Output/); after it, the record of what made the file
/// when the command gave one (`Provenance`, docs/demos.md), so that `renderpages build` can tell
/// an up-to-date output without rendering it.
package enum OutputMark {
    /// Plain ASCII, so it is the same bytes in every text encoding and metadata field it goes in.
    package static let word = "renderpages-output"

    /// `word` as bytes.
    package static let wordBytes = Array(word.utf8)

    /// The provenance record the running command's outputs carry. Set once by the command line,
    /// from its arguments and inputs, before anything is written (`RenderPages.main`); the
    /// library's own callers, which have no command line, write the bare word. A value of the
    /// process rather than a parameter of every writer because every output of one command run
    /// records the same inputs.
    private static let current = Mutex<String?>(nil)

    /// Records `provenance` (a `Provenance.record`: bytes from a set that needs no escaping in any
    /// container) in every mark written from now on; nil writes the bare word.
    package static func record(_ provenance: String?) {
        current.withLock { $0 = provenance }
    }

    /// The mark a file written now carries: the word, then the provenance record if one is set.
    package static var text: String {
        current.withLock { $0 }.map { "\(word) \($0)" } ?? word
    }

    /// `text` as bytes.
    package static var bytes: [UInt8] { Array(text.utf8) }

    /// The comment an SVG or HTML file carries near its top (within the first 4 KiB, where
    /// `WrittenMark` looks).
    package static var xmlComment: String {
        let record = current.withLock { $0 }.map { "; \($0)" } ?? ""
        return "<!-- \(word): written by renderpages, which replaces this file when it writes it again\(record) -->"
    }

    /// Whether `data` (a GIF comment's or a PNG `tEXt` chunk's text) is a mark: the word, alone or
    /// followed by a space and a record.
    package static func isMark(_ data: ArraySlice<UInt8>) -> Bool {
        data.starts(with: wordBytes) && (data.count == wordBytes.count || data[data.startIndex + wordBytes.count] == 0x20)
    }
}
