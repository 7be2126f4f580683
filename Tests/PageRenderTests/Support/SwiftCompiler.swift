import Foundation

/// `swiftc -typecheck` of a client's source file against the PageRender module of this build, with
/// the flags SwiftPM gives its own clients: the module folder, each C target's module map (its
/// own, or the one SwiftPM writes for a target with an `include` folder) and the system
/// libraries' header paths from pkg-config (the `pkgConfig:` names of Package.swift).
struct SwiftCompiler {
    let arguments: [String]

    init() throws {
        let root = CLI.repositoryRoot
        let products = CLI.binary.deletingLastPathComponent()
        let modules = products.appendingPathComponent("Modules")
        var arguments = ["swiftc", "-typecheck", "-I", FileManager.default.fileExists(atPath: modules.path) ? modules.path : products.path]
        let sources = root.appendingPathComponent("Sources")
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() where target.hasPrefix("C") {
            let own = sources.appendingPathComponent("\(target)/module.modulemap")
            let written = products.appendingPathComponent("\(target).build/module.modulemap")
            let map = FileManager.default.fileExists(atPath: own.path) ? own : written
            arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
            let include = sources.appendingPathComponent("\(target)/include")
            if FileManager.default.fileExists(atPath: include.path) { arguments += ["-I", include.path] }
        }
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let libraries = manifest.matches(of: /pkgConfig: "([^"]+)"/).map { String($0.1) }
        let cflags = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["pkg-config", "--cflags"] + libraries)
        guard cflags.status == 0 else { throw CompilerSetupError(text: "pkg-config --cflags \(libraries): \(cflags.stderr)") }
        arguments += cflags.stdout.split(whereSeparator: \.isWhitespace).flatMap { ["-Xcc", String($0)] }
        self.arguments = arguments
    }

    struct CompilerSetupError: Error {
        var text: String
    }

    /// Type-checks `file` as a program's main file (top-level code allowed).
    func typeCheck(_ file: URL) throws -> ChildProcess.Result {
        try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), arguments + [file.path])
    }
}
