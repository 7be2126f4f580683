import Foundation
import Testing
@testable import PageRender

/// The fingerprint's hash against digests from outside the code: FIPS 180-4's examples (the
/// NIST "Example Algorithm" documents for SHA-256, also in RFC 6234 section 8.5) and coreutils'
/// `sha256sum` on random data fed in uneven pieces.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func publishedExamples(_ message: String, _ digest: String) {
        #expect(SHA256.hex(Array(message.utf8)) == digest)
    }

    @Test func aMillionAs() {
        var hash = SHA256()
        for _ in 0..<1000 { hash.update([UInt8](repeating: UInt8(ascii: "a"), count: 1000)) }
        #expect(hash.finalHex() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func randomDataAgreesWithSha256sum() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/sha256sum"))
        var random = SplitMix64(seed: 36)
        let scratch = try Scratch()
        // Lengths around the 55/56/64-byte padding boundaries, and a few larger ones.
        for length in [1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000, 70_001] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            let path = scratch.path("data")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let expected = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/sha256sum"), [path]).stdout.prefix(64)
            var hash = SHA256()
            var start = 0
            while start < bytes.count {
                let piece = Int.random(in: 1...97, using: &random)
                hash.update(Array(bytes[start..<min(bytes.count, start + piece)]))
                start += piece
            }
            #expect(hash.finalHex() == expected, "length \(length)")
        }
    }
}
