import Foundation
import Testing
@testable import PageRender

/// Reliability attack 3's crashes under limits and its message defects, each the report's shell
/// reproduction run through /bin/sh (D06, D10, D11, D12, D13, D14, D20, D21; D15 in NonUTF8PathTests). Expected statuses
/// are the README's (2 input, 1 I/O); expected texts are the fixes the report asked for. Before
/// the fixes: D06 died of SIGXFSZ (153), D10 of SIGSEGV (139), D11 trapped (132) 1 run in 10,
/// D20 exited 2, and D12/D13 put raw ESC bytes and newlines on stderr.
@Suite struct LimitFaultTests {
    typealias Case = FaultMatrixCLITests.Case

    static let cases: [Case] = [
        // dash's ulimit -f counts 512-byte blocks: 1 block is far below any GIF of the scenario.
        Case(name: "D06 a file-size limit", script: #"(ulimit -f 1; "$BIN" animate s.json --out a.gif --quiet --hold 3000)"#,
             status: 1, message: "File too large; raise the file-size limit (ulimit -f)"),
        Case(name: "D10 a 40,000-level --set path", script: #""$BIN" simulate s.json --set "_c$(awk 'BEGIN { for (i = 0; i < 40000; i++) printf ".a" }')=1""#,
             status: 2, message: "is 40001 levels deep; a path may have at most 64 levels"),
        Case(name: "D11 a very low open-file limit", script: #"(ulimit -n 12; "$BIN" render s.json --out f --quiet --threads 2)"#,
             status: 1, message: "the open-file limit (ulimit -n) is 12, below the 64 renderpages needs"),
        Case(name: "D20 the open-file limit while reading the scenario", script: #"(ulimit -n 8; "$BIN" simulate s.json)"#,
             status: 1, message: "the open-file limit (ulimit -n) is 8"),
        Case(name: "D12 a newline and ESC in --out", script: #""$BIN" animate s.json --out "$(printf 'no\nsuch\033[31m/a.gif')""#,
             status: 1, message: #"no\nsuch\u001b[31m/a.gif"#),
        Case(name: "D12 a dangling link whose target holds OSC 52", script: #"ln -s "$(printf 'tar\nget\033]52;c;cHduZWQ=\007')" dl.gif; "$BIN" animate s.json --out dl.gif"#,
             status: 1, message: #"symbolic link to tar\nget\u001b]52;c;cHduZWQ=\u0007, which does not exist"#),
        Case(name: "D13 ESC as the first byte", script: #"printf '\033[2J{}' > esc.json; "$BIN" simulate esc.json"#,
             status: 2, message: "unexpected character (byte 0x1B)"),
        Case(name: "D13 a C1 CSI as the first byte", script: #"printf '\302\233{}' > csi.json; "$BIN" simulate csi.json"#,
             status: 2, message: "unexpected character (byte 0xC2)"),
        Case(name: "D13 a UTF-8 byte order mark", script: #"printf '\357\273\277{}' > bom.json; "$BIN" simulate bom.json"#,
             status: 2, message: "the file starts with a UTF-8 byte order mark; save it as UTF-8 without a BOM"),
        Case(name: "D13 UTF-16 without a mark", script: #"printf '{\000}\000' > u16.json; "$BIN" simulate u16.json"#,
             status: 2, message: "the file looks like UTF-16 or UTF-32 text; save it as UTF-8"),
        Case(name: "D14 a 100,000-digit number", script: #"n=$(head -c 100000 /dev/zero | tr '\0' 9); sed "s/\"velocity\": 1/\"velocity\": $n/" s.json > n.json; "$BIN" simulate n.json"#,
             status: 2, message: "the number 99999999999999999999999999999999999999999999999999999999999999999999999999999999… is out of range"),
    ]

    @Test(arguments: cases)
    func failsCleanlyWithOneEscapedLine(_ fault: Case) throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("s.json", BadInputMatrixTests.base)
        let run = try FaultMatrixCLITests.shell(fault.script, in: scratch.url)
        #expect(run.status == fault.status, "\(run.stderr.prefix(300))")
        #expect(run.stderr.contains(fault.message), "\(run.stderr.prefix(300))")
        #expect(run.errorLines.count == 1 && run.errorLines.allSatisfy { $0.hasPrefix("error: ") }, "\(run.stderr.prefix(300))")
        // No control byte but the final newline reaches the terminal, and the line stays short.
        #expect(!run.stderr.dropLast().unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(run.stderr.utf8.count < 400, "\(run.stderr.utf8.count) bytes")
        #expect(!scratch.contents().contains { $0.hasPrefix(".renderpages") && !$0.hasSuffix(".lock") }, "\(scratch.contents())")
    }

    /// D21: a full disk names the output (`--out`'s frame), not the hidden staging name. A 16 KiB
    /// tmpfs (root only) fills after a few frames; the report saw `…/.renderpages-PID-1.tmp`.
    @Test(.enabled(if: getuid() == 0)) func aFullDiskNamesTheOutput() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("s.json", BadInputMatrixTests.base)
        let run = try FaultMatrixCLITests.shell(#"mkdir full && mount -t tmpfs -o size=16k tmpfs full || exit 99; "$BIN" render s.json --out full/frames --quiet --scale 4; r=$?; ls -A full; umount full; exit $r"#, in: scratch.url)
        try #require(run.status != 99, "mount: \(run.stderr)")
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("cannot write \(scratch.path("full/frames"))/frame-") || run.stderr.contains("cannot write full/frames/frame-"), "\(run.stderr)")
        #expect(run.stderr.contains("No space left on device; free some space"), "\(run.stderr)")
        #expect(!run.stderr.contains(".renderpages-"), "\(run.stderr)")
        #expect(run.stdout.isEmpty, "left on the full disk: \(run.stdout)")
    }
}

/// D19 of reliability attack 3: 300 scenarios in one comparison exited 1 with "lower the scale
/// or the screen size". It is bad input (exit 2) and the fix is fewer scenarios. By hand: columns
/// of 100 pt with 16-pt gaps and margins make 116 n + 16 pt, at scale 1 as many px; 300 give
/// 34,816 px (the report's number), and at most 282 fit in 32,767 px.
@Suite struct TooManyColumnsTests {
    @Test func tooManyScenariosIsBadInputWithTheRightFix() throws {
        try #require(CLI.isAvailable)
        let scratch = try Scratch()
        try scratch.write("s.json", BadInputMatrixTests.base)
        let run = try CLI.run(["compare"] + Array(repeating: "s.json", count: 300) + ["--out", "many.gif"], in: scratch.url)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.errorLines == ["error: 300 scenarios side by side make a sheet 34816 px wide, more than the 32767 px a picture may have; compare at most 282 at a time"], "\(run.stderr)")
        #expect(scratch.contents() == ["s.json"])
    }
}
