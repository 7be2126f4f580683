/// Which encoder writes PNG frames. Both store the same pixels; they differ in speed and size.
package enum PNGCodec: String, Sendable, CaseIterable {
    /// `PNGEncoder`, the project's own (Sub/Up row filters, its row encoder; the default, see
    /// BENCHMARKS.md). Named after the library it started on, which still computes its checksums.
    case libdeflate
    /// cairo's own `write_to_png` (libpng, zlib level 6), kept for comparison: it draws and
    /// encodes every frame, resting ones too, as a program calling cairo directly would.
    case cairo
}
