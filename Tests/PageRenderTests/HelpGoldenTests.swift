import Foundation
import Testing

/// `--help` of the root command and of every subcommand, against golden files in Tests/Golden.
/// Re-record after an intended change with `RECORD_GOLDEN=1 swift test --filter HelpGoldenTests`.
@Suite struct HelpGoldenTests {
    static let golden = CLI.repositoryRoot.appendingPathComponent("Tests/Golden")

    /// The subcommands the root help lists (its SUBCOMMANDS section), by their first name
    /// (`animate, gif` lists `animate` and its alias).
    static func listedSubcommands() throws -> [String] {
        let help = try CLI.run(["--help"]).stdout
        guard let section = help.components(separatedBy: "SUBCOMMANDS:\n").last else { return [] }
        return section.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map { String($0.filter { $0 != "," }) } }
    }

    @Test func everySubcommandHasAGoldenHelp() throws {
        try #require(CLI.isAvailable)
        let subcommands = try Self.listedSubcommands()
        #expect(Set(["simulate", "render", "strategies", "init"]).isSubset(of: subcommands), "\(subcommands)")
        for command in [nil] + subcommands.map(Optional.some) {
            let arguments = (command.map { [$0] } ?? []) + ["--help"]
            let result = try CLI.run(arguments)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)")
            let file = Self.golden.appendingPathComponent("help-\(command ?? "renderpages").txt")
            if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
                try Data(result.stdout.utf8).write(to: file)
                continue
            }
            let expected = (try? String(contentsOf: file, encoding: .utf8)) ?? "(no golden file \(file.lastPathComponent); record with RECORD_GOLDEN=1)"
            #expect(result.stdout == expected, "help of \(arguments) changed; if intended, re-record with RECORD_GOLDEN=1")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.golden.path).filter { $0.hasPrefix("help-") }
        #expect(Set(files) == Set((["renderpages"] + subcommands).map { "help-\($0).txt" }), "stale golden files: \(files)")
    }
}
