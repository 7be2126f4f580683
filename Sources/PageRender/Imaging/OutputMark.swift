/// The words every file renderpages writes carries inside it, so that a later run recognises its
/// own output wherever the file went (a copy, a clone, an unpacked archive): a GIF comment
/// extension, a PNG `tEXt` chunk, WebP XMP metadata, an SVG or HTML comment, MP4 or WebM
/// container metadata (docs/output.md). One string in every format, so that recognising it is one
/// rule per container (`WrittenMark`, in Output/).
package enum OutputMark {
    /// Plain ASCII, so it is the same bytes in every text encoding and metadata field it goes in.
    package static let text = "renderpages-output"

    /// `text` as bytes.
    package static let bytes = Array(text.utf8)

    /// The comment an SVG or HTML file carries near its top (within the first 4 KiB, where
    /// `WrittenMark` looks).
    package static let xmlComment = "<!-- \(text): written by renderpages, which replaces this file when it writes it again -->"
}
