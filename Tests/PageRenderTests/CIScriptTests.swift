import Foundation
import Testing

/// The shell steps of docs/ci.md's recipes, run as CI runs them: on a git repository with a demos
/// file (`BuildCLITests.repository`), the check fails while demos are missing or stale and passes
/// once they are built; the commit step renders, commits and pushes to a remote only when an
/// output changed; the first step checks renderpages out as both recipes write it.
@Suite(.serialized) struct CIScriptTests {
    static let scripts = CLI.repositoryRoot.appendingPathComponent("scripts/ci")

    static func git(_ arguments: [String], in folder: URL) throws -> ChildProcess.Result {
        let result = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/git"), arguments, in: folder,
                                          environment: ["GIT_AUTHOR_NAME": "test", "GIT_AUTHOR_EMAIL": "test@example.invalid",
                                                        "GIT_COMMITTER_NAME": "test", "GIT_COMMITTER_EMAIL": "test@example.invalid"])
        #expect(result.status == 0, "git \(arguments): \(result.stderr)")
        return result
    }

    static func step(_ script: String, _ arguments: [String] = [], in folder: URL, _ environment: [String: String] = [:]) throws -> ChildProcess.Result {
        try ChildProcess.run(URL(fileURLWithPath: "/bin/bash"), [scripts.appendingPathComponent(script).path] + arguments, in: folder,
                             environment: environment.merging(["RENDERPAGES": CLI.binary.path, "GIT_COMMITTER_NAME": "ci",
                                                               "GIT_COMMITTER_EMAIL": "ci@example.invalid"]) { $1 })
    }

    @Test func checkAndCommitStepsOnARepository() throws {
        try #require(CLI.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/git"))
        let repo = try BuildCLITests.repository()
        let remote = try Scratch()
        _ = try Self.git(["init", "--quiet", "--bare", "--initial-branch=main", remote.url.path], in: remote.url)
        _ = try Self.git(["init", "--quiet", "--initial-branch=main"], in: repo.url)
        _ = try Self.git(["add", "."], in: repo.url)
        _ = try Self.git(["commit", "--quiet", "-m", "carousel and its demos file"], in: repo.url)
        _ = try Self.git(["remote", "add", "origin", remote.url.path], in: repo.url)
        _ = try Self.git(["push", "--quiet", "origin", "main"], in: repo.url)

        let stale = try Self.step("demos-check.sh", in: repo.url)
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("missing     docs/carousel.gif"), "\(stale.stdout)")
        #expect(stale.stderr.contains("demos are stale: run 'renderpages build demos.txt'"), "\(stale.stderr)")

        let commit = try Self.step("demos-commit.sh", in: repo.url, ["DEMOS_PUSH": "1"])
        #expect(commit.status == 0, "\(commit.stdout)\n\(commit.stderr)")
        #expect(commit.stdout.contains("5 outputs: 5 rendered, 0 up to date, 0 failed"), "\(commit.stdout)")
        #expect(commit.stdout.contains("demos: pushed to origin main"), "\(commit.stdout)")
        let pushed = try Self.git(["--git-dir", remote.url.path, "show", "--stat", "--format=%s", "main"], in: remote.url).stdout
        #expect(pushed.hasPrefix("Regenerate demos with renderpages build [skip ci]"), "\(pushed)")
        for output in BuildCLITests.all { #expect(pushed.contains(output), "\(output) not committed: \(pushed)") }
        #expect(try Self.git(["status", "--porcelain"], in: repo.url).stdout.isEmpty)

        #expect(try Self.step("demos-check.sh", in: repo.url).status == 0)
        let again = try Self.step("demos-commit.sh", in: repo.url, ["DEMOS_PUSH": "1"])
        #expect(again.status == 0 && again.stdout.contains("5 outputs: 0 rendered, 5 up to date, 0 failed") && again.stdout.hasSuffix("demos: nothing to commit\n"), "\(again.stdout)")
        let log = try Self.git(["log", "--format=%s"], in: repo.url).stdout
        #expect(log.split(separator: "\n").count == 2, "\(log)")
    }

    /// The first step, the one both recipes write inline: its lines in docs/ci.md's GitHub
    /// Actions and GitLab CI recipes are the script's, and the script checks renderpages out (this
    /// repository, through a `file://` URL) at a commit, installing nothing that is already there.
    @Test func getStepIsWhatTheRecipesRun() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/git") && FileManager.default.fileExists(atPath: CLI.repositoryRoot.appendingPathComponent(".git").path))
        let script = try String(contentsOf: Self.scripts.appendingPathComponent("get-renderpages.sh"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let marker = try #require(script.firstIndex { $0.hasPrefix("# --- the recipe's lines") })
        let lines = Array(script[(marker + 1)...])
        #expect(lines.count == 3)
        let doc = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // GitHub Actions: the `run: |` block of the step named "Get renderpages".
        let step = try #require(doc.firstIndex(of: "      - name: Get renderpages"))
        #expect(doc[step + 1] == "        run: |")
        let block = doc[(step + 2)...].prefix { $0.hasPrefix("          ") }.map { String($0.dropFirst(10)) }
        #expect(block == lines, "GitHub recipe: \(block)")
        // GitLab CI: the same lines, in order, as the first items of `before_script`.
        let before = try #require(doc.firstIndex(of: "  before_script:"))
        let items = doc[(before + 1)...].prefix { $0.hasPrefix("    - ") }.map { String($0.dropFirst(6)) }
        #expect(Array(items.prefix(3)) == lines, "GitLab recipe: \(items)")

        let commit = try Self.git(["rev-parse", "HEAD"], in: CLI.repositoryRoot).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let scratch = try Scratch()
        let source = scratch.url.appendingPathComponent("renderpages-src")
        let result = try Self.step("get-renderpages.sh", in: scratch.url, ["RENDERPAGES_REPO": "file://" + CLI.repositoryRoot.path, "RENDERPAGES_REF": commit,
                                                                            "RENDERPAGES_SRC": source.path, "CI_PACKAGES": "make git"])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(try Self.git(["rev-parse", "HEAD"], in: source).stdout.trimmingCharacters(in: .whitespacesAndNewlines) == commit)
        #expect(FileManager.default.isExecutableFile(atPath: source.appendingPathComponent("scripts/ci/install-renderpages.sh").path))
    }

    /// The install step on a cache hit: PREFIX already holds this commit's build, so it installs
    /// the packages (`make deps-build`, nothing left to install on a machine that runs these
    /// tests) and skips the release build. (A cache miss runs `make install`, minutes of release
    /// build, which `make test` does not repeat.)
    @Test func installStepSkipsTheBuildOnACacheHit() throws {
        try #require(CLI.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/make"))
        let prefix = try Scratch()
        try FileManager.default.createDirectory(at: prefix.url.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.binary, to: prefix.url.appendingPathComponent("bin/renderpages"))
        let head = try Self.git(["rev-parse", "HEAD"], in: CLI.repositoryRoot).stdout
        try prefix.write(".renderpages-commit", head)
        let result = try Self.step("install-renderpages.sh", [prefix.url.path], in: prefix.url)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("cached in \(prefix.url.path)") && result.stdout.hasSuffix("renderpages 0.1.0\n"), "\(result.stdout)")
    }
}
