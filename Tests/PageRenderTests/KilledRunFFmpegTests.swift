import Foundation
import Testing
@testable import PageRender

/// renderpages killed outright (SIGKILL runs no handler, so `FFmpegProcess.stopAll` never runs)
/// takes its `ffmpeg` with it: the kernel kills the program when its parent dies
/// (`FFmpegProcess.deathSignal`). The fake is a shell that never reads its input and waits, as a
/// slow encoder would. Before (b667f67's build, `RENDERPAGES_TEST_BINARY`): the fake was still
/// running after renderpages died, until its own `sleep` ended.
@Suite struct KilledRunFFmpegTests {
    @Test func ffmpegDoesNotOutliveAKilledRun() throws {
        try #require(CLI.isAvailable)
        try #require(FFmpegProcess.deathSignal != nil, "setpriv (util-linux) is not installed")
        let pidFile = FileManager.default.temporaryDirectory.path + "/renderpages-orphan-\(UUID().uuidString).pid"
        defer { try? FileManager.default.removeItem(atPath: pidFile) }
        let (scratch, scenario, _) = try VideoFailureTests().prepare(fake: """
        echo $$ > "\(pidFile)"
        exec /bin/sleep 120
        """)
        let process = try VideoFailureTests.startVideo(scenario, in: scratch)
        // Waits for the fake to start (an event: the loop only bounds a hang, 60 s).
        var fake: pid_t?
        for _ in 0..<6000 where fake == nil && process.isRunning {
            fake = (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if fake == nil { usleep(10_000) }
        }
        let child = try #require(fake, "the fake ffmpeg never started")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
        // The kernel's signal is immediate; the loop only bounds a failure (10 s).
        for _ in 0..<1000 where UntrustedFFmpegTests.isRunning(child) { usleep(10_000) }
        #expect(!UntrustedFFmpegTests.isRunning(child), "ffmpeg (pid \(child)) outlived the killed renderpages")
        if UntrustedFFmpegTests.isRunning(child) { kill(child, SIGKILL) }
    }
}
