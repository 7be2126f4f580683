/// Where an encoder writes a file as it makes it, so that no more than a frame's bytes need be
/// held at once: a file on disk (`StagedFileSink`, the output transaction's staged file) or an
/// array in memory (`MemorySink`, for callers that want the bytes, and for standard output).
/// A field known only at the end (an APNG's frame count, a RIFF size) is written as a
/// placeholder first and overwritten when it is known.
package protocol ByteSink: AnyObject {
    /// Bytes written so far: the offset the next `append` writes at.
    var count: Int { get }
    /// Appends `bytes` after everything written so far.
    func append(_ bytes: UnsafeRawBufferPointer) throws
    /// Replaces `bytes.count` bytes already written, starting at `offset`.
    func overwrite(at offset: Int, with bytes: [UInt8]) throws
}

extension ByteSink {
    /// Appends the array `bytes`.
    package func append(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try append($0) }
    }
}

/// A `ByteSink` that keeps every byte in memory.
package final class MemorySink: ByteSink {
    /// Everything written.
    package private(set) var bytes: [UInt8] = []

    package init() {}

    package var count: Int { bytes.count }

    package func append(_ bytes: UnsafeRawBufferPointer) {
        self.bytes.append(contentsOf: bytes)
    }

    package func overwrite(at offset: Int, with bytes: [UInt8]) {
        precondition(offset >= 0 && offset + bytes.count <= self.bytes.count, "overwrite past the bytes written")
        self.bytes.replaceSubrange(offset..<(offset + bytes.count), with: bytes)
    }
}
