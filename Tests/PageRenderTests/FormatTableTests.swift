import Foundation
import Testing
@testable import PageRender

/// The output-format table: every refusal a command gives suggests only formats that command
/// writes, read off the table itself (not a list of strings), and the table resolves each
/// command's names without ambiguity.
@Suite struct FormatTableTests {
    /// Every extension in the table, misspellings of them, and names with none.
    static let probes: [String] = OutputFormat.builtIn.flatMap { $0.extensions + $0.extensionsByName }
        + ["gfi", "webpp", "pnng", "mp", "htm", "jpg", "txt", ""]

    @Test func everyRefusalOfAPathSuggestsOnlyWhatTheCommandWrites() {
        for command in OutputFormat.Command.allCases {
            for ext in Self.probes {
                for requested in [nil] + OutputFormat.written(by: command).map(Optional.some) {
                    do throws(OutputFormat.Refusal) {
                        let format = try OutputFormat.resolve(path: "out/review." + ext, command: command, requested: requested)
                        #expect(format.isWritten(by: command), "\(command) .\(ext) resolved to \(format.name)")
                    } catch {
                        #expect(!error.suggested.isEmpty || command == .render, "\(command) .\(ext): \(error)")
                        for format in error.suggested {
                            #expect(format.isWritten(by: command), "\(command) .\(ext) suggests \(format.name): \(error)")
                        }
                    }
                }
            }
        }
    }

    @Test func everyRefusalOfAnOptionSuggestsOnlyFormatsOfTheCommandThatTakeIt() {
        for command in OutputFormat.Command.allCases {
            for format in OutputFormat.written(by: command) {
                for option in OutputFormat.Option.allCases {
                    do throws(OutputFormat.Refusal) {
                        try format.check(option, for: command)
                        #expect(format.takes(option, for: command))
                    } catch {
                        #expect(!format.takes(option, for: command))
                        for other in error.suggested {
                            #expect(other.isWritten(by: command) && other.takes(option, for: command), "\(command) \(format.name) \(option): \(other.name)")
                        }
                    }
                }
            }
        }
    }

    /// Within one command an extension names one format, so the name of --out decides.
    @Test func eachCommandReadsEachExtensionOneWay() {
        for command in OutputFormat.Command.allCases {
            let extensions = OutputFormat.written(by: command).flatMap(\.extensions)
            #expect(Set(extensions).count == extensions.count, "\(command): \(extensions)")
        }
        #expect(Set(OutputFormat.builtIn.map(\.name)).count == OutputFormat.builtIn.count)
    }

    /// The case the table was made for: `compare` writes an animated SVG sheet, and its refusal of
    /// a .webp (which only animate writes) offers compare's own formats.
    @Test func compareNeverSuggestsWhatOnlyAnimateWrites() {
        #expect((try? OutputFormat.resolve(path: "review.svg", command: .compare))?.shape == .vectorAnimation)
        #expect((try? OutputFormat.resolve(path: "review.png", command: .compare))?.name == "filmstrip")
        do throws(OutputFormat.Refusal) {
            _ = try OutputFormat.resolve(path: "review.webp", command: .compare)
            Issue.record("compare resolved a .webp")
        } catch {
            #expect(!error.suggested.contains { $0.name == "webp" || $0.name == "apng" })
        }
    }

    /// Play counts, from the containers' specifications: WebP's ANIM loop count is 16-bit with 0
    /// meaning forever (65535 plays at most); GIF's NETSCAPE2.0 repeats are 16-bit after the first
    /// play (65536 plays); a video stores none.
    @Test func loopLimitsComeFromTheFormat() throws {
        let webp = try #require(OutputFormat.named("webp")), gif = OutputFormat.gif, mp4 = try #require(OutputFormat.named("mp4"))
        #expect(throws: OutputFormat.Refusal.tooManyPlays(65536, format: webp)) { try webp.check(LoopMode.times(65536), for: .animate) }
        #expect(throws: Never.self) { try gif.check(LoopMode.times(65536), for: .animate) }
        #expect(throws: OutputFormat.Refusal.self) { try mp4.check(LoopMode.once, for: .animate) }
        #expect(throws: Never.self) { try mp4.check(LoopMode.forever, for: .animate) }
        #expect(OutputFormat.largestPlayCount == 65536)
    }

    /// `.png` is an APNG for animate only by name; the refusal says so.
    @Test func aStillPNGNameNeedsTheFormatName() throws {
        let apng = try #require(OutputFormat.named("apng"))
        #expect(throws: OutputFormat.Refusal.needsName(path: "a.png", format: apng, command: .animate)) { try OutputFormat.resolve(path: "a.png", command: .animate) }
        #expect((try? OutputFormat.resolve(path: "a.png", command: .animate, requested: apng)) == apng)
    }

    /// `renderpages formats` prints one entry per row of the table, with its commands and the
    /// options each of them takes for it (a GIF's --dither only under animate).
    @Test func formatsCommandListsTheTable() throws {
        try #require(CLI.isAvailable)
        let run = try CLI.run(["formats"])
        #expect(run.status == 0)
        for format in OutputFormat.builtIn {
            #expect(run.stdout.contains("\(format.name): \(format.title), \(format.shape.rawValue)"), "\(format.name)")
            #expect(run.stdout.contains("    written by: \(format.commands.map(\.rawValue).joined(separator: ", "))\n"))
            for command in format.commands {
                let flags = OutputFormat.Option.allCases.filter { format.takes($0, for: command) }.map(\.flag)
                #expect(run.stdout.contains("    options with \(command.rawValue): \(flags.isEmpty ? "none" : flags.joined(separator: ", "))\n"), "\(format.name) \(command)")
            }
        }
        #expect(run.stdout.contains("    options with compare: --width, --hold, --xray\n    options with diff: none\n"), "\(run.stdout)")
    }
}
