/// Why a PNG file that cairo's reader (libpng) refused is not a whole PNG, read from its chunk
/// structure (ISO 15948, section 5.3: a 4-byte big-endian length, a type, the data, a CRC-32 of
/// type and data), since cairo reports every libpng error as "out of memory". Without a cause
/// here, the file's structure is whole and its compressed pixels are what libpng refused.
enum PNGProblem {
    /// The first problem of `bytes` (a file that starts with the PNG signature and an IHDR
    /// chunk), or nil when every chunk is whole and the file ends with IEND.
    static func find(in bytes: [UInt8]) -> String? {
        func be32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        var offset = 8, sawData = false
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else { return "it is cut short at byte \(offset), inside a chunk's header" }
            let length = be32(offset), type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            // A type is four ASCII letters; a damaged one is named by its bytes.
            let letters = bytes[(offset + 4)..<(offset + 8)].allSatisfy { (0x41...0x5A).contains($0 & 0xDF) }
            let shown = letters ? type : bytes[(offset + 4)..<(offset + 8)].map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
            guard length <= bytes.count - offset - 12 else {
                return "it is cut short: its \(shown) chunk at byte \(offset) needs \(length + 12) bytes, \(bytes.count - offset) are left"
            }
            let stored = UInt32(be32(offset + 8 + length))
            guard crc32(bytes[(offset + 4)..<(offset + 8 + length)]) == stored else {
                return "its \(shown) chunk at byte \(offset) fails its CRC check (the file is damaged)"
            }
            if type == "IHDR", length >= 8, be32(offset + 8) == 0 || be32(offset + 12) == 0 {
                return "its header gives a size of \(be32(offset + 8)) × \(be32(offset + 12)) px"
            }
            if type == "IDAT" { sawData = true }
            if type == "IEND" { return sawData ? nil : "it has no image data (IDAT chunk)" }
            offset += length + 12
        }
        return "it is cut short: it ends at byte \(bytes.count) without its IEND chunk"
    }

    /// CRC-32 as PNG computes it (ISO 3309; the polynomial 0xEDB88320 reflected), a table a byte.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static let table: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
}
