import PageRender

/// The tests' one-file writes (recorded reference images, their diff sheets, SVG inputs), each in
/// a transaction of its own (`OutputTransaction.write(_:to:)`).
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        try OutputTransaction.write(bytes, to: path, replacesAnyFile: true)
    }

    static func write(_ text: String, to path: String) throws {
        try OutputTransaction.write(Array(text.utf8), to: path, replacesAnyFile: true)
    }
}
