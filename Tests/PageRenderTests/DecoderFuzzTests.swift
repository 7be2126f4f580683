import Foundation
import Testing
@testable import PageRender

/// A seeded mutation fuzz of the scenario decoder (and the engine, for inputs that decode): a
/// fixed number of inputs in every `make test`, ten times as many in `make soak`. Errors are fine;
/// a crash takes the test run down, and the input that did it is left in `lastInputPath` to replay
/// with `scenario-fuzz FILE`. `make fuzz` runs the coverage-guided libFuzzer build of the same
/// decoder for longer.
@Suite struct DecoderFuzzTests {
    static let seed: UInt64 = 0xF022_2026
    static let sampleInputs = 10_000
    static let soakInputs = 100_000
    static var inputs: Int { ProcessInfo.processInfo.environment["RENDERPAGES_SOAK"] == "1" ? soakInputs : sampleInputs }
    static let lastInputPath = FileManager.default.temporaryDirectory.appendingPathComponent("renderpages-fuzz-last-input.json").path

    /// Inputs to mutate: the samples, the seeds and findings of Tests/FuzzFindings, and every
    /// schema location.
    static func corpus() throws -> [[UInt8]] {
        let samples = CLI.repositoryRoot.appendingPathComponent("samples")
        var inputs = try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted()
            .filter { $0.hasSuffix(".json") }
            .map { Array(try Data(contentsOf: samples.appendingPathComponent($0))) }
        inputs += try FuzzFindingsTests.files().map { Array(try Data(contentsOf: $0)) }
        inputs += SchemaTests.locations.map { Array($0.scenario.utf8) }
        return inputs
    }

    /// Fragments that tend to reach error paths: extreme numbers, escapes, structure.
    static let tokens = ["1e999", "-1e999", "1e308", "5e-324", "-0", "0", "-", "1.", ".5", "00", "nan", "\"\\ud800\"", "\"\\u0000\"",
                         "\"\\x\"", "{", "}", "[", "]", ",", ":", "\"", "null", "true", "[[0,0],[0,0]]", "{}", "[]", "\u{FEFF}", "\u{0}"]

    static func mutate(_ input: [UInt8], with other: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let at = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &rng)
            switch Int.random(in: 0...6, using: &rng) {
            case 0 where !bytes.isEmpty: bytes[at] = UInt8.random(in: 0...255, using: &rng)
            case 1 where !bytes.isEmpty: bytes[at] ^= 1 << UInt8.random(in: 0...7, using: &rng)
            case 2: bytes = Array(bytes.prefix(at))
            case 3 where !bytes.isEmpty: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...8, using: &rng)))
            case 4: bytes.insert(contentsOf: Array(tokens.randomElement(using: &rng)!.utf8), at: at)
            case 5 where !other.isEmpty:
                let from = Int.random(in: 0..<other.count, using: &rng)
                bytes = Array(bytes.prefix(at)) + Array(other[from...])
            default:
                // Replace a number with another number so that decoding gets past the syntax.
                if let digit = bytes.indices.dropFirst(at).first(where: { (48...57).contains(bytes[$0]) }) {
                    var end = digit
                    while end < bytes.count, (48...57).contains(bytes[end]) || bytes[end] == 46 { end += 1 }
                    let numbers = ["0", "-1", "1e6", "100000", "0.0001", "240", "8192", "-100", "100", "600000", "2.5"]
                    bytes.replaceSubrange(digit..<end, with: Array(numbers.randomElement(using: &rng)!.utf8))
                }
            }
        }
        return bytes
    }

    @Test func mutatedScenariosNeverCrashTheDecoder() throws {
        let corpus = try Self.corpus()
        #expect(corpus.count >= 5)
        var rng = SplitMix64(seed: Self.seed)
        // The current input is kept in a file through one open descriptor (two system calls an
        // input, where creating a file each time would cost more than the decoding).
        let fd = open(Self.lastInputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer { close(fd) }
        var decoded = 0, simulated = 0
        for _ in 0..<Self.inputs {
            let input = Self.mutate(corpus.randomElement(using: &rng)!, with: corpus.randomElement(using: &rng)!, &rng)
            _ = ftruncate(fd, 0)
            _ = input.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
            guard let json = try? JSONParser.parse(input) else { continue }
            decoded += 1
            guard let scenario = try? Scenario.read(json) else { continue }
            // Engine runs only for short timelines, so that most of the work stays in decoding.
            if scenario.gestures.allSatisfy({ $0.pause <= 1000 && ($0.at ?? 0) <= 1000 }) {
                _ = try? ScrollSimulation.timeline(for: scenario)
                simulated += 1
            }
        }
        try? FileManager.default.removeItem(atPath: Self.lastInputPath)
        // The mutations must keep reaching the reader and the engine: with this seed and corpus,
        // 1,242 of 10,000 inputs parse and 232 are simulated (a run of this test); the bounds are
        // about 40 % of that, so a change of corpus passes but a broken mutator does not.
        #expect(decoded >= Self.inputs / 20 && simulated >= Self.inputs / 100,
                "of \(Self.inputs) inputs \(decoded) reached the reader, \(simulated) the engine")
    }

    /// The parser's hostile-input guards, each with its message.
    @Test func hostileDocumentsGetMessages() {
        let cases: [(String, String)] = [
            (String(repeating: "[", count: 100_000), "nesting deeper than 64"),
            ("{\"a\": 1e400}", "out of range"),
            ("\"\\ud800\"", "unpaired surrogate"),
            ("{\"a\": \"\u{1}\"}", "control character"),
            ("01", "leading zeros"),
            ("-", "a number needs digits"),
            ("{\"a\" 1}", "expected ':'"),
        ]
        for (text, message) in cases {
            do {
                _ = try JSONParser.parse(Array(text.utf8))
                Issue.record("accepted \(text.prefix(20))")
            } catch {
                #expect("\(error)".contains(message), "\(error)")
            }
        }
    }
}
