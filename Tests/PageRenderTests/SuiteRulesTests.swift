import Testing

/// House rules of the test suite itself: deterministic (no test reads the clock: counts, not
/// time budgets; timing belongs to BENCHMARKS.md) and swift-testing only (`make test` switches
/// XCTest's runner off, so an XCTest case would never run).
@Suite struct SuiteRulesTests {
    /// Names through which Swift code on Linux reads a clock.
    static let clockReads: Set<String> = ["Date", "ContinuousClock", "SuspendingClock", "DispatchTime", "DispatchWallTime",
                                          "timeIntervalSince", "timeIntervalSinceNow", "timeIntervalSince1970", "timeIntervalSinceReferenceDate",
                                          "systemUptime", "uptimeNanoseconds", "clock_gettime", "gettimeofday", "CFAbsoluteTimeGetCurrent"]

    @Test func noTestReadsTheClockOrUsesXCTest() throws {
        let files = try ArchitectureTests.scan("Tests")
        #expect(files.count > 40, "scanned only \(files.count) test files")
        var problems: [String] = []
        for (path, symbols) in files {
            let clocks = symbols.identifiers.intersection(Self.clockReads)
            if !clocks.isEmpty { problems.append("\(path) reads the clock (\(clocks.sorted().joined(separator: ", "))): use fixed counts") }
            if symbols.imports.contains("XCTest") { problems.append("\(path) imports XCTest: make test runs swift-testing only") }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The check sees a clock read in code, not in a comment or a string.
    @Test func clockReadsAreFoundInCodeOnly() {
        // The inputs are split so that text searches for clock reads do not flag this file.
        #expect(SwiftFileSymbols("let start = ContinuousClock()" + ".now").identifiers.intersection(Self.clockReads) == ["ContinuousClock"])
        #expect(SwiftFileSymbols("let t = DispatchTime" + ".now().uptimeNanoseconds").identifiers.intersection(Self.clockReads) == ["DispatchTime", "uptimeNanoseconds"])
        #expect(SwiftFileSymbols("// Date() is banned\nlet s = \"Date()\"").identifiers.intersection(Self.clockReads).isEmpty)
    }
}
