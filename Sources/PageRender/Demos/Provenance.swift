/// What made an output, as the mark inside it records it (docs/demos.md): the renderpages
/// version, the command's arguments and the bytes of every file it read (scenarios and their item
/// images). `fingerprint` is SHA-256 over all of it, written so that no two different sets of
/// inputs give the same hashed text (every field's length comes before it); `renderpages build`
/// renders an output again unless the fingerprint it records equals the one of the current
/// inputs. The shorter digests of the command and of each input only explain which one changed.
package struct Provenance: Equatable, Sendable {
    /// One file the command read: its path as the command line named it (relative to the folder
    /// the command ran in) and the first 16 hexadecimal digits of its bytes' SHA-256.
    package struct Input: Equatable, Sendable {
        package var path: String
        package var digest: String
    }

    /// SHA-256 of the version, the arguments and every input's path and bytes, 64 hex digits.
    package let fingerprint: String
    package let version: String
    /// The first 16 hex digits of the SHA-256 of the arguments.
    package let command: String
    package let inputs: [Input]

    /// Hex digits kept of the command's and each input's own digest: 64 bits, enough to tell which
    /// input changed; the decision itself compares the whole `fingerprint`.
    static let shortDigest = 16

    /// The provenance of `arguments` (the command line without the options that do not change
    /// the output's bytes, `CommandProvenance` in the command line) run by renderpages `version`
    /// on `inputs`.
    package init(version: String, arguments: [String], inputs: [(path: String, bytes: [UInt8])]) {
        self.init(version: version, arguments: arguments, digests: inputs.map { ($0.path, SHA256.hex($0.bytes)) })
    }

    /// The same from each input's SHA-256 (64 hex digits), so that a caller reading large
    /// images holds one at a time.
    package init(version: String, arguments: [String], digests: [(path: String, sha256: String)]) {
        var commandHash = SHA256()
        for argument in arguments { Self.field(argument, into: &commandHash) }
        let commandDigest = commandHash.finalHex()
        var whole = SHA256()
        whole.update("renderpages provenance 1\n")
        Self.field(version, into: &whole)
        whole.update(commandDigest)
        for input in digests {
            Self.field(input.path, into: &whole)
            whole.update(input.sha256)
        }
        self.version = version
        self.command = String(commandDigest.prefix(Self.shortDigest))
        self.inputs = digests.map { Input(path: $0.path, digest: String($0.sha256.prefix(Self.shortDigest))) }
        self.fingerprint = whole.finalHex()
    }

    /// `text`'s bytes preceded by their count, so that fields never run into each other.
    private static func field(_ text: String, into hash: inout SHA256) {
        let bytes = SystemPath.bytes(text)
        hash.update("\(bytes.count):")
        hash.update(bytes)
        hash.update([0x0A])
    }

    /// Why an output made with `recorded` is stale against these inputs, one phrase per
    /// difference; empty when the fingerprints are equal.
    package func changes(since recorded: Provenance) -> [String] {
        guard recorded.fingerprint != fingerprint else { return [] }
        var reasons: [String] = []
        if recorded.version != version { reasons.append("written by renderpages \(recorded.version), this is \(version)") }
        if recorded.command != command { reasons.append("the command or its options changed") }
        for input in inputs {
            guard let before = recorded.inputs.first(where: { $0.path == input.path }) else {
                reasons.append("\(SystemPath.displayed(input.path)) is a new input")
                continue
            }
            if before.digest != input.digest { reasons.append("\(SystemPath.displayed(input.path)) changed") }
        }
        for before in recorded.inputs where !inputs.contains(where: { $0.path == before.path }) {
            reasons.append("\(SystemPath.displayed(before.path)) is no longer read")
        }
        // Only the whole fingerprint differs: a change the short digests do not show.
        if reasons.isEmpty { reasons.append("its fingerprint differs from the current inputs'") }
        return reasons
    }
}
