import Foundation
import Testing
@testable import PageRender

/// Reliability attack 3, D15: a path whose bytes are not UTF-8 is used as given. Before: Swift's
/// `CommandLine.arguments` turned byte 0xFF into U+FFFD, so `--out $'a\xff.gif'` wrote
/// `a\xef\xbf\xbd.gif` (exit 0) and a scenario `sc\xff.json` was "No such file or directory";
/// then (45c05b1) such an argument was refused with exit 2. Every name here is made by the shell's
/// printf, and what is on disk is read back by `ls | od`, outside renderpages.
@Suite struct NonUTF8PathTests {
    /// `od -An -tx1` of `ls -A`: the names' bytes in hex, one name a line ("61 ff 2e 67 69 66").
    static let listing = #"LC_ALL=C ls -A | od -An -tx1 -v | tr -s ' \n' ' '"#

    func run(_ script: String) throws -> (ChildProcess.Result, Scratch) {
        let scratch = try Scratch()
        try scratch.write("s.json", BadInputMatrixTests.base)
        return (try FaultMatrixCLITests.shell(script, in: scratch.url), scratch)
    }

    /// A GIF at `a\xff.gif`: the file holds a GIF, no name with U+FFFD (ef bf bd) appears, and a
    /// second run replaces it (the lock, the mark check and the rename all take the name).
    @Test func aGIFIsWrittenUnderTheExactBytes() throws {
        try #require(CLI.isAvailable)
        let (run, _) = try run(#"n=$(printf 'a\377.gif'); "$BIN" animate s.json --out "$n" --quiet || exit 10; "#
            + #""$BIN" animate s.json --out "$n" --quiet --hold 100 || exit 11; head -c 6 "$n"; echo; "# + Self.listing)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "GIF89a", "\(run.stdout)")
        // ls -A sorts: "a\xff.gif" (61 ff 2e 67 69 66 0a), then "s.json"; nothing else.
        #expect(run.stdout.contains(" 61 ff 2e 67 69 66 0a 73 2e 6a 73 6f 6e 0a"), "\(run.stdout)")
        #expect(!run.stdout.contains("ef bf bd"), "\(run.stdout)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    /// A frame folder `fr\xff` rendered twice (the second over the first, through the folder
    /// exchange): its manifest lists the frames, and the folder has the given bytes.
    @Test func aFrameFolderIsWrittenAndReplacedUnderTheExactBytes() throws {
        try #require(CLI.isAvailable)
        let (run, _) = try run(#"n=$(printf 'fr\377'); "$BIN" render s.json --out "$n" --quiet || exit 10; "#
            + #""$BIN" render s.json --out "$n" --quiet --fps 20 || exit 11; ls "$n" | grep -c '^frame-.*png$'; "#
            + #"grep -c '"file"' "$n/manifest.json"; "# + Self.listing)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 3 && lines[0] == lines[1] && Int(lines[0]) ?? 0 > 1, "\(run.stdout)")
        // "fr\xff" (66 72 ff 0a), then "s.json"; no staging folder or lock left.
        #expect(run.stdout.contains(" 66 72 ff 0a 73 2e 6a 73 6f 6e 0a"), "\(run.stdout)")
    }

    /// A scenario named `sc\xff.json` is read (it was "not found").
    @Test func aScenarioNamedWithByte0xFFIsRead() throws {
        try #require(CLI.isAvailable)
        let (run, _) = try run(#"n=$(printf 'sc\377.json'); cp s.json "$n"; "$BIN" simulate "$n" > a.txt || exit 10; "#
            + #""$BIN" simulate s.json > b.txt || exit 11; cmp a.txt b.txt"#)
        #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
    }

    /// A message shows the byte as \xFF (one line, nothing raw), and text that is not a file name
    /// (`--labels`) must still be UTF-8.
    @Test func messagesShowTheByteEscaped() throws {
        try #require(CLI.isAvailable)
        let (missing, _) = try run(#""$BIN" simulate "$(printf 'no\377.json')""#)
        #expect(missing.status == 2)
        #expect(missing.errorLines == [#"error: cannot read scenario no\xFF.json: No such file or directory; check the path, or pass - to read standard input"#], "\(missing.stderr)")
        let (labels, _) = try run(#""$BIN" plot s.json --out p.svg --labels "$(printf 'b\377')""#)
        #expect(labels.status == 2)
        #expect(labels.stderr.contains(#"--labels b\xFF is not UTF-8: byte 0xFF at byte 2"#), "\(labels.stderr)")
    }
}
