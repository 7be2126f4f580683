import ArgumentParser
import Foundation
import PageRender

/// The command line's arguments as the bytes given. Swift's `CommandLine.arguments` replaces a
/// byte that is not UTF-8 by U+FFFD, so `--out $'a\xff.gif'` wrote `a\xef\xbf\xbd.gif` and a
/// scenario `sc\xff.json` was "not found". The parser is given the
/// raw `argv` instead, each argument through `SystemPath`, which carries such bytes in a `String`
/// one-to-one; a file name then reaches the system calls as the same bytes, and messages show
/// them as \xNN. Only file names may hold such bytes: text that becomes a scenario value or a
/// caption (`--set`, `--labels`, a strategy kind) is refused when it is not UTF-8.
enum ArgumentEncoding {
    /// The arguments after the program's name, from the raw `argv`.
    static func arguments() -> [String] {
        (1..<Int(CommandLine.argc)).compactMap { i in
            CommandLine.unsafeArgv[i].map { SystemPath.string(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
        }
    }

    /// Refuses `value` of `option` (usage error, exit 2) when it holds a byte that is not UTF-8.
    static func requireText(_ value: String?, of option: String) throws {
        guard let value else { return }
        let bytes = SystemPath.bytes(value)
        guard let bad = value.unicodeScalars.firstIndex(where: { SystemPath.escapedByte($0) != nil }) else { return }
        let offset = String(value.unicodeScalars[..<bad]).utf8.count
        throw ValidationError("\(option) \(messageName(value)) is not UTF-8: byte 0x\(String(format: "%02X", bytes[offset])) at byte \(offset + 1); "
            + "only file names may hold such bytes, so write the text in UTF-8")
    }
}
