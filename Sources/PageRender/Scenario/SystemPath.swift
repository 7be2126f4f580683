/// A file name as the system gives it, any bytes but NUL, carried in a `String` so that every
/// path keeps one type from the command line to the system calls.
///
/// A Linux file name need not be UTF-8, and a Swift `String` holds only Unicode scalars: Swift's
/// `CommandLine.arguments` replaces a byte that is not UTF-8 by U+FFFD, so `--out $'a\xff.gif'`
/// wrote `a\xef\xbf\xbd.gif`. Here each such byte b (0x80...0xFF) becomes the private-use scalar
/// U+10FF00 + b (plane 16, U+10FF80...U+10FFFF), the way Python's `surrogateescape` uses lone
/// surrogates (which a Swift `String` cannot hold). A name that truly contains one of those
/// scalars has the scalar's own UTF-8 bytes escaped the same way, so the mapping is one-to-one:
/// `bytes(string(b)) == b` for every byte string `b`, and a name that is valid UTF-8 without
/// those 128 scalars (every name renderpages writes, every sample) is its own `String`.
/// Every system call takes the path through `c(_:)`; messages show such a byte as `\xNN`.
package enum SystemPath {
    /// The first scalar of the escapes: U+10FF00 + b stands for byte b (b >= 0x80).
    static let escapeBase: UInt32 = 0x10FF00

    /// The raw byte an escape scalar stands for, or nil for any other scalar.
    package static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= escapeBase + 0x80 && scalar.value <= escapeBase + 0xFF ? UInt8(scalar.value - escapeBase) : nil
    }

    /// The path `bytes` name (a C string's bytes without the NUL), as a `String`.
    package static func string(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < bytes.count {
            let found = scalar(in: bytes, at: i)
            if let found, escapedByte(found.scalar) == nil {
                out.append(found.scalar)
            } else {
                // Not UTF-8, or a scalar that would read back as an escape: each byte escaped.
                for b in bytes[i..<(i + (found?.length ?? 1))] { out.append(Unicode.Scalar(escapeBase + UInt32(b))!) }
            }
            i += found?.length ?? 1
        }
        return String(out)
    }

    /// The bytes `path` names: escapes back to their bytes, every other scalar as UTF-8.
    package static func bytes(_ path: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if let b = escapedByte(scalar) { out.append(b) } else { out.append(contentsOf: String(scalar).utf8) }
        }
        return out
    }

    /// `path` as the NUL-terminated C string a system call takes (`open(SystemPath.c(path), …)`).
    package static func c(_ path: String) -> [CChar] {
        // The common case (no escape scalar) is the String's own UTF-8.
        guard path.unicodeScalars.contains(where: { escapedByte($0) != nil }) else { return path.utf8CString.map { $0 } }
        return bytes(path).map { CChar(bitPattern: $0) } + [0]
    }

    /// `path` for a picture, a caption or a web page, where a name is read, not opened: an
    /// escaped byte shows as U+FFFD, as any program shows a name that is not UTF-8.
    package static func displayed(_ path: String) -> String {
        String(decoding: bytes(path), as: UTF8.self)
    }

    /// The scalar whose UTF-8 starts at `bytes[i]` and its length, or nil when no valid UTF-8
    /// sequence (shortest form, no surrogate, at most U+10FFFF; RFC 3629 section 4) starts there.
    static func scalar(in bytes: [UInt8], at i: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        let lead = bytes[i]
        let length: Int, initial: UInt32, minimum: UInt32
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: (length, initial, minimum) = (2, UInt32(lead & 0x1F), 0x80)
        case 0xE0...0xEF: (length, initial, minimum) = (3, UInt32(lead & 0x0F), 0x800)
        case 0xF0...0xF4: (length, initial, minimum) = (4, UInt32(lead & 0x07), 0x10000)
        default: return nil
        }
        guard i + length <= bytes.count else { return nil }
        var value = initial
        for b in bytes[(i + 1)..<(i + length)] {
            guard b & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(b & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
