/// Writes one file in a transaction of its own (`OutputTransaction.write(_:to:)`): for a caller
/// that writes nothing else. A command that writes several outputs, or must survive an
/// interrupt, passes one `OutputTransaction` to every writer instead.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        try OutputTransaction.write(bytes, to: path)
    }

    static func write(_ text: String, to path: String) throws {
        try OutputTransaction.write(Array(text.utf8), to: path)
    }
}
