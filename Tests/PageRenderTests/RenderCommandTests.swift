import Foundation
import Testing

/// `renderpages render` end to end: help, a small PNG and SVG run, and bad input that fails
/// without leaving output behind.
@Suite struct RenderCommandTests {
    static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let result = try CLI.run(arguments)
        return (result.status, result.stdout, result.stderr)
    }

    static func temporary(_ name: String) -> URL {
        URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("renderpages-cli-\(name)-\(UUID().uuidString)")
    }

    @Test func helpNamesEveryOption() throws {
        let help = try Self.run(["render", "--help"])
        #expect(help.status == 0)
        for option in ["--format", "--out", "--scale", "--fps", "--threads", "--png-encoder", "--hud", "--xray"] {
            #expect(help.out.contains(option), "help lacks \(option)")
        }
    }

    @Test(arguments: ["png", "svg"])
    func rendersFramesAndManifest(format: String) throws {
        let scenario = Self.temporary("scenario").appendingPathExtension("json"), out = Self.temporary("out")
        defer { try? FileManager.default.removeItem(at: scenario); try? FileManager.default.removeItem(at: out) }
        try Data(#"{"screen": {"width": 120, "height": 90, "scale": 1}, "strategy": {"kind": "native-paging", "pages": 3}, "gesture": {"kind": "fling", "offset": 20, "velocity": 1}}"#.utf8)
            .write(to: scenario)
        let result = try Self.run(["render", scenario.path, "--format", format, "--out", out.path, "--fps", "20", "--xray", "--hud", "--threads", "2"])
        #expect(result.status == 0, "\(result.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        let frames = names.filter { $0.hasSuffix("." + format) }
        #expect(frames.first == "frame-0000." + format && frames.count > 3)
        #expect(names.contains("manifest.json"))
        #expect(result.out.contains("wrote \(frames.count) \(format.uppercased()) frames"))
    }

    @Test func badInputFailsAndWritesNothing() throws {
        let out = Self.temporary("bad")
        for arguments in [["render", "/no/such/scenario.json", "--out", out.path],
                          ["render", "-", "--out", out.path, "--threads", "0"],
                          ["render", "-", "--out", out.path, "--format", "gif"]] {
            let result = try Self.run(arguments)
            #expect(result.status != 0)
            #expect(result.err.hasPrefix("error: "), "\(result.err)")
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }
}
