import Foundation

/// One of the package's example executables (samples/...), built next to the CLI: run with
/// arguments, its standard output captured.
struct ExampleProgram {
    let product: String

    /// A temporary folder for this program's output, unique to this test process.
    var outputFolder: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(product)-\(getpid())")
    }

    /// Runs the program to its end; returns its exit status and standard output.
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = CLI.binary.deletingLastPathComponent().appendingPathComponent(product)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
