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
        let result = try ChildProcess.run(CLI.binary.deletingLastPathComponent().appendingPathComponent(product), arguments)
        return (result.status, result.stdout)
    }
}
