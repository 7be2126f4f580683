/// The image data of a GIF frame: palette indices compressed with GIF's variable-length-code LZW
/// (GIF89a specification, section 22 and appendix F), cut into data sub-blocks. Greedy longest
/// match; a clear code first; codes one bit wider once the next free code no longer fits; a clear
/// code when the next free code reaches 4095, so 4095 is never assigned. That is giflib's policy
/// (egif_lib.c, EGifCompressLine), and an LZW encoder is deterministic given its policy, so the
/// bytes are giflib's to the byte (LZWEncoderTests compares them).
///
/// Faster than giflib, which looks every pixel up in a hash table through a function call, in
/// two ways. A string's last extension is remembered beside it, which answers most pixels with
/// one load, and the hash table, probed inline, the rest. And runs of one index skip ahead: from
/// a single index b, greedy LZW walks the strings b, bb, bbb… it has made so far, one pixel each,
/// then sends the longest and adds one b more; the codes of those strings are kept in order per
/// index, so a run of n pixels costs a count of the run and about √(2n) codes instead of n
/// lookups. The first frame of scripts/bench-images-scenario.json (1170×2532 px): giflib 16 ms,
/// this 4 ms; the same without the photographs: 17 ms and 3.5 ms (means of 20).
enum LZWEncoder {
    /// The largest code a GIF may hold: codes are at most 12 bits (GIF89a, appendix F).
    static let largestCode = 4095

    /// Slots of the string table, a power of two: 2^14 for at most 4089 strings (codes
    /// 2^m + 2 … 4094 after a clear, m the minimum code size: 4089 at m = 2, 3837 at m = 8) keeps
    /// it under a quarter full, so a lookup seldom probes a second slot, and it fits in 64 KiB.
    private static let tableBits: UInt32 = 14

    /// Marks an empty slot of either table. A string-table entry is key << 12 | code, and the key
    /// (prefix << 8 | byte) of prefix 4095 never occurs, as 4095 is never assigned; a remembered
    /// extension is byte << 16 | code, and no byte is 0xFFFF.
    private static let empty: UInt32 = 0xFFFF_FFFF

    /// The sub-blocks of `indices` for a table of `1 << minimumCodeSize` colours: each a length
    /// byte (1…255) and that many bytes, without the code size byte before them and the empty
    /// block after them (what EGifPutImageDesc and EGifPutCodeNext(NULL) write).
    /// `minimumCodeSize` is 2…8. As giflib does, an index is masked to its low `minimumCodeSize`
    /// bits.
    static func subBlocks(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int) -> [UInt8] {
        precondition((2...8).contains(minimumCodeSize), "a GIF's minimum code size is 2…8 bits")
        precondition(!indices.isEmpty, "a GIF frame has at least one pixel")
        let n = indices.count
        // The output's bound. Each data code sends a string of at least one pixel: at most n.
        // After a clear the next free code is 2^m + 2 (m = minimumCodeSize) and every data code
        // but the one that finds it at 4095 adds a string, so a clear follows every
        // 4094 - 2^m data codes, at least 3838 (m = 8): at most n / 3838 clears after the first.
        // With the first clear and the end code, codes ≤ n + 2 + n / 3838, each at most 12 bits.
        // A sub-block holds at most 255 of those bytes after its length byte: at most
        // codeBytes / 255 + 1 length bytes. The writer checks each byte against the bound
        // before storing it, so a wrong bound stops the program instead of damaging memory.
        let codeBytes = ((n + 2 + n / 3838) * 12 + 7) / 8
        let capacity = codeBytes + codeBytes / 255 + 1
        let tables = Tables()
        defer { tables.deallocate() }
        return [UInt8](unsafeUninitializedCapacity: capacity) { out, written in
            var writer = SubBlockWriter(out.baseAddress!, capacity: capacity)
            encode(indices, minimumCodeSize: minimumCodeSize, tables, into: &writer)
            written = writer.finish()
        }
    }

    /// The encoder's memory, uninitialised until `encode` starts.
    private struct Tables {
        /// The strings: 2^tableBits slots of key << 12 | code, probed linearly.
        let strings = UnsafeMutablePointer<UInt32>.allocate(capacity: 1 << Int(tableBits))
        /// Per code, the byte that last extended its string and the code of the result.
        let extended = UnsafeMutablePointer<UInt32>.allocate(capacity: largestCode + 1)
        /// Per index b, at b × 4096 + k - 1, the code of b repeated k times, k = 1…`runLength[b]`.
        let runs = UnsafeMutablePointer<UInt16>.allocate(capacity: 256 * (largestCode + 1))
        let runLength = UnsafeMutablePointer<Int>.allocate(capacity: 256)

        func deallocate() {
            strings.deallocate()
            extended.deallocate()
            runs.deallocate()
            runLength.deallocate()
        }
    }

    /// The encoding loop, its state in locals so the compiler keeps it in registers.
    private static func encode(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int, _ tables: Tables,
                               into writer: inout SubBlockWriter) {
        let strings = tables.strings, extended = tables.extended, runs = tables.runs, runLength = tables.runLength
        let slots = 1 << Int(tableBits), row = largestCode + 1
        let clear = 1 << minimumCodeSize, end = clear + 1
        let mask = UInt32(clear - 1)
        var width = minimumCodeSize + 1, next = end + 1
        /// Empties the string table: the first strings are the single indices.
        @inline(__always) func restart() {
            strings.update(repeating: empty, count: slots)
            extended.update(repeating: empty, count: largestCode + 1)
            for b in 0..<clear {
                runs[b * row] = UInt16(b)
                runLength[b] = 1
            }
            width = minimumCodeSize + 1
            next = end + 1
        }
        /// Sends `prefix`, the longest known string, at the current width; then widens the
        /// codes when the next free code no longer fits (the decoder, a string behind, widens on
        /// the same code); then adds the string `prefix` + `byte` at `slot` of the string table
        /// (its first empty slot for the key), or sends a clear code when the codes are used up.
        @inline(__always) func miss(_ prefix: Int, _ byte: UInt32, key: UInt32, slot: Int) {
            writer.put(prefix, bits: width)
            if next >= 1 << width { width += 1 }
            if next >= largestCode {
                // At 12 bits and next 4095, no widening follows the clear code.
                writer.put(clear, bits: width)
                restart()
                return
            }
            strings[slot] = key << 12 | UInt32(truncatingIfNeeded: next)
            extended[prefix] = byte << 16 | UInt32(truncatingIfNeeded: next)
            if Int(runs[Int(byte) * row + runLength[Int(byte)] - 1]) == prefix {
                runs[Int(byte) * row + runLength[Int(byte)]] = UInt16(truncatingIfNeeded: next)
                runLength[Int(byte)] += 1
            }
            next += 1
        }
        restart()
        writer.put(clear, bits: width)
        let pixels = indices.baseAddress!, n = indices.count
        var prefix = Int(UInt32(pixels[0]) & mask)
        var i = 1
        /// From `prefix`, a single index b, with pixel `i` next: follows the run of b through
        /// the strings b, bb, … without looking each pixel up (see the type's comment).
        @inline(__always) func skipRun() {
            let b = prefix
            while true {
                // Strings of b up to `known` long exist; count up to that many more b pixels.
                let known = runLength[b]
                var count = 0
                while count < known && i + count < n && UInt32(pixels[i + count]) & mask == UInt32(b) { count += 1 }
                if count < known {
                    // The run ends inside the known strings: its string is b repeated count + 1.
                    prefix = Int(runs[b * row + count])
                    i += count
                    return
                }
                // The known strings run out on a b pixel: the longest is sent, one b longer is
                // added, and that pixel starts over from b.
                i += count
                let longest = Int(runs[b * row + known - 1])
                let key = UInt32(truncatingIfNeeded: longest) << 8 | UInt32(b)
                miss(longest, UInt32(b), key: key, slot: freeSlot(key, strings))
                prefix = b
            }
        }
        skipRun()
        while i < n {
            let byte = UInt32(pixels[i]) & mask
            i += 1
            let last = extended[prefix]
            if last >> 16 == byte {
                prefix = Int(last & 0xFFFF)
                continue
            }
            let key = UInt32(truncatingIfNeeded: prefix) << 8 | byte
            var slot = hash(key)
            var entry = strings[slot]
            while entry != empty && entry >> 12 != key {
                slot = (slot + 1) & (slots - 1)
                entry = strings[slot]
            }
            if entry != empty {
                extended[prefix] = byte << 16 | entry & 0xFFF
                prefix = Int(entry & 0xFFF)
                continue
            }
            miss(prefix, byte, key: key, slot: slot)
            prefix = Int(byte)
            skipRun()
        }
        writer.put(prefix, bits: width)
        if next >= 1 << width { width += 1 }
        writer.put(end, bits: width)
    }

    /// Fibonacci hashing: multiply by 2^32 / golden ratio and keep the high bits.
    @inline(__always) private static func hash(_ key: UInt32) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> (32 - tableBits))
    }

    /// The slot where `key`, known to be missing, goes.
    @inline(__always) private static func freeSlot(_ key: UInt32, _ strings: UnsafeMutablePointer<UInt32>) -> Int {
        var slot = hash(key)
        while strings[slot] != empty { slot = (slot + 1) & ((1 << Int(tableBits)) - 1) }
        return slot
    }
}

/// Packs codes least significant bit first (GIF89a, appendix F) into data sub-blocks of at
/// most 255 bytes, each after its length byte; full blocks first, as giflib cuts them.
private struct SubBlockWriter {
    private let out: UnsafeMutablePointer<UInt8>
    /// Bytes `out` holds; no byte is stored at or past it.
    private let capacity: Int
    private var bits: UInt64 = 0
    private var bitCount = 0
    /// Where the current block's length byte goes, and how many bytes the block holds so far.
    private var lengthAt = 0
    private var blockLength = 0
    private var position = 1

    init(_ out: UnsafeMutablePointer<UInt8>, capacity: Int) {
        precondition(capacity >= 1, "the first length byte needs room")
        self.out = out
        self.capacity = capacity
    }

    @inline(__always) mutating func put(_ code: Int, bits width: Int) {
        bits |= UInt64(truncatingIfNeeded: code) << UInt64(bitCount)
        bitCount += width
        while bitCount >= 8 {
            byte(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
            bitCount -= 8
        }
    }

    @inline(__always) private mutating func byte(_ value: UInt8) {
        // 255: a sub-block's length is one byte, and 0 ends the data.
        if blockLength == 255 {
            out[lengthAt] = 255
            lengthAt = position
            position += 1
            blockLength = 0
        }
        precondition(position < capacity, "LZW output overran its bound")
        out[position] = value
        position += 1
        blockLength += 1
    }

    /// Writes the last partial byte and the last block's length; returns the bytes written.
    mutating func finish() -> Int {
        if bitCount > 0 { byte(UInt8(truncatingIfNeeded: bits)) }
        bits = 0
        bitCount = 0
        out[lengthAt] = UInt8(blockLength)
        return position
    }
}
