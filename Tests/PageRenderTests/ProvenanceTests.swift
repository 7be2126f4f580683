import Testing
@testable import PageRender

/// The fingerprint an output records (docs/demos.md). The property `renderpages build` rests
/// on: a fingerprint never hides a change. Over random inputs and random edits of every kind
/// (an input's bytes, a path, an input added, removed or split differently, an argument, the
/// version), the edited provenance's fingerprint differs from the original's and `changes`
/// names a reason, the changed input itself when one input's bytes changed.
@Suite struct ProvenanceTests {
    typealias Inputs = [(path: String, bytes: [UInt8])]

    struct Case {
        var version = "0.1.0"
        var arguments: [String]
        var inputs: Inputs
        var provenance: Provenance { Provenance(version: version, arguments: arguments, inputs: inputs) }
    }

    static func randomCase(_ random: inout SplitMix64) -> Case {
        let words = ["gif", "demo.json", "--scale", "1", "--fps", "25", "--hold", "500", "--xray", "a", ""]
        let arguments = (0..<Int.random(in: 1...6, using: &random)).map { _ in words.randomElement(using: &random)! }
        let inputs = (0..<Int.random(in: 1...4, using: &random)).map { i -> (path: String, bytes: [UInt8]) in
            let length = Int.random(in: 0...300, using: &random)
            return ("in\(i)/file \(i).json", (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) })
        }
        return Case(arguments: arguments, inputs: inputs)
    }

    /// One random edit of `c`, its description and the input path whose bytes alone changed.
    static func edit(_ c: Case, _ random: inout SplitMix64) -> (Case, String, String?) {
        var e = c
        let i = Int.random(in: 0..<c.inputs.count, using: &random)
        switch Int.random(in: 0..<11, using: &random) {
        case 0 where !c.inputs[i].bytes.isEmpty:
            let at = Int.random(in: 0..<c.inputs[i].bytes.count, using: &random)
            e.inputs[i].bytes[at] ^= UInt8.random(in: 1...255, using: &random)
            return (e, "flip byte \(at) of input \(i)", c.inputs[i].path)
        case 1:
            e.inputs[i].bytes.insert(UInt8.random(in: 0...255, using: &random), at: Int.random(in: 0...c.inputs[i].bytes.count, using: &random))
            return (e, "insert a byte into input \(i)", c.inputs[i].path)
        case 2 where !c.inputs[i].bytes.isEmpty:
            e.inputs[i].bytes.remove(at: Int.random(in: 0..<c.inputs[i].bytes.count, using: &random))
            return (e, "delete a byte of input \(i)", c.inputs[i].path)
        case 3:
            e.inputs[i].path += "x"
            return (e, "rename input \(i)", nil)
        case 4:
            e.inputs.append(("extra.png", []))
            return (e, "add an empty input", nil)
        case 5 where c.inputs.count > 1:
            e.inputs.remove(at: i)
            return (e, "remove input \(i)", nil)
        case 6 where c.inputs.count > 1 && !c.inputs[0].bytes.isEmpty:
            // The same bytes in all, split at another place between two inputs.
            e.inputs[1].bytes.insert(e.inputs[0].bytes.removeLast(), at: 0)
            return (e, "move a byte from input 0 to input 1", nil)
        case 7:
            let a = Int.random(in: 0..<c.arguments.count, using: &random)
            e.arguments[a] += "0"
            return (e, "change argument \(a)", nil)
        case 8:
            e.arguments.insert("--xray", at: Int.random(in: 0...c.arguments.count, using: &random))
            return (e, "insert an argument", nil)
        case 9 where c.arguments.count > 1:
            // One argument's text split in two, or two joined: the same characters.
            e.arguments = [c.arguments[0] + c.arguments[1]] + c.arguments.dropFirst(2)
            return (e, "join arguments 0 and 1", nil)
        default:
            e.version = "0.1.1"
            return (e, "change the version", nil)
        }
    }

    @Test func aFingerprintNeverHidesAChange() {
        var random = SplitMix64(seed: 0x36)
        var checked = 0
        for _ in 0..<2000 {
            let original = Self.randomCase(&random)
            let (edited, what, changedPath) = Self.edit(original, &random)
            let before = original.provenance, after = edited.provenance
            // An edit that happens to change nothing (a joined pair "a" + "" is "a"…) still changes
            // the argument list's shape, so every edit must show.
            #expect(before.fingerprint != after.fingerprint, "\(what): fingerprint unchanged")
            let reasons = after.changes(since: before)
            #expect(!reasons.isEmpty, "\(what): no reason given")
            if let changedPath {
                #expect(reasons == ["\(changedPath) changed"], "\(what): \(reasons)")
            }
            checked += 1
        }
        #expect(checked == 2000)
    }

    @Test func theSameInputsGiveTheSameFingerprint() {
        var random = SplitMix64(seed: 7)
        let c = Self.randomCase(&random)
        #expect(c.provenance == c.provenance)
        #expect(c.provenance.changes(since: c.provenance).isEmpty)
    }

    @Test func reasonsNameWhatChanged() {
        let base = Case(arguments: ["gif", "a.json"], inputs: [("a.json", [1]), ("img/x.png", [2])])
        var moreOptions = base
        moreOptions.arguments.append("--xray")
        #expect(moreOptions.provenance.changes(since: base.provenance) == ["the command or its options changed"])
        var newVersion = base
        newVersion.version = "0.2.0"
        #expect(newVersion.provenance.changes(since: base.provenance) == ["written by renderpages 0.1.0, this is 0.2.0"])
        var otherImage = base
        otherImage.inputs[1] = ("img/y.png", [2])
        #expect(otherImage.provenance.changes(since: base.provenance) == ["img/y.png is a new input", "img/x.png is no longer read"])
    }

    /// The record in a mark reads back as the same provenance, paths with spaces, `--`, `%`,
    /// `@`, non-ASCII and bytes that are not UTF-8 included, and it holds none of the characters
    /// that would end or break the places it goes (`--` in an XML comment, `"`, `<`, `&`).
    @Test func theRecordReadsBack() {
        let odd = SystemPath.string([0x61, 0xFF, 0x2E, 0x70, 0x6E, 0x67])
        let c = Case(version: "1.0.0-beta", arguments: ["gif", "x"],
                     inputs: [("my demo--v2/a%b@c.json", [1, 2]), ("Ünïcode/<&\">.png", []), (odd, [3]), ("-lead", [4])])
        let p = c.provenance
        let record = p.record
        #expect(!record.contains("--") && !record.contains("\"") && !record.contains("<") && !record.contains("&"), "\(record)")
        for container in ["renderpages-output \(record)", "<!-- renderpages-output: written by renderpages; \(record) -->",
                          "xmp:CreatorTool=\"renderpages-output \(record)\"/>"] {
            #expect(Provenance(record: Array(container.utf8)) == p, "\(container)")
        }
        #expect(Provenance(record: Array("renderpages-output".utf8)) == nil)
    }
}
