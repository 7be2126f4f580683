import Foundation
import Testing
@testable import PageRender

/// The reliability fault matrix, in-process: hostile documents (many keys, long or multi-line
/// values, nulls, huge lists) give bounded, one-line errors, and limits are checked before the
/// work. Expected values are worked out by hand in each test's comment. Timing lives in
/// scripts/limits.sh (docs/limits.md), never here.
@Suite struct FaultMatrixTests {
    static let base = BadInputMatrixTests.base

    /// `base` with extra top-level members (JSON text without braces) appended.
    static func document(adding members: String) -> [UInt8] {
        Array((String(base.dropLast()) + ", " + members + "}").utf8)
    }

    func errors(_ bytes: [UInt8]) -> [String] {
        do {
            _ = try Scenario.read(bytes)
            return []
        } catch let error as ScenarioErrors {
            return error.errors.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func manyCommentKeysParseAndADuplicateAtTheEndIsFound() throws {
        let keys = (0..<20_000).map { "\"_k\($0)\": 1" }.joined(separator: ", ")
        #expect(errors(Self.document(adding: keys)) == [])
        // The duplicate is the 20,001st key: found wherever it stands.
        let thrown = #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(Self.document(adding: keys + ", \"_k7\": 2")) }
        #expect(thrown?.reason == "duplicate key \"_k7\"; keep only one")
    }

    @Test func manyUnknownKeysStopAtTheReportLimit() {
        let keys = (0..<5_000).map { "\"k\($0)\": 1" }.joined(separator: ", ")
        let found = errors(Self.document(adding: keys))
        // 50 unknown-field lines, then one line saying more follow.
        #expect(found.count == Diagnostics.maxReported + 1)
        #expect(found.first == "k0: unknown field; known fields here: screen, axis, strategy, decelerationRate, gesture, gestures, fps, physics, content, look")
        #expect(found.last == "more problems follow; fix the ones above first")
    }

    @Test func aLongKeyIsCutAndControlCharactersAreEscaped() {
        let long = String(repeating: "x", count: 100_000)
        let found = errors(Self.document(adding: "\"\(long)\": 1, \"a\\nb\\u0007\": 2"))
        // 80 characters of the key, then "…"; the newline and BEL come out as \n and \u0007.
        #expect(found == ["\(String(repeating: "x", count: 80))…: unknown field; known fields here: screen, axis, strategy, decelerationRate, gesture, gestures, fps, physics, content, look",
                          "a\\nb\\u0007: unknown field; known fields here: screen, axis, strategy, decelerationRate, gesture, gestures, fps, physics, content, look"])
        #expect(found.allSatisfy { !$0.contains("\n") })
    }

    @Test func aLongStringValueIsCut() {
        let value = String(repeating: "é", count: 500)
        let found = errors(Array(#"{"screen": {"width": 100, "height": 80}, "axis": "\#(value)", "strategy": {"kind": "native-paging", "pages": 3}, "gesture": {"kind": "fling", "velocity": 1}}"#.utf8))
        #expect(found == ["axis: must be one of \"horizontal\", \"vertical\", got \"\(String(repeating: "é", count: 80))…\""])
    }

    @Test func nullIsRefusedWhereTheSchemaHasNone() {
        // fps has a default (30), but null is not "absent": both nulls are reported.
        let found = errors(Array(#"{"screen": {"width": 100, "height": 80, "scale": null}, "strategy": {"kind": "native-paging", "pages": 3}, "gesture": {"kind": "fling", "velocity": 1}, "fps": null, "_note": null}"#.utf8))
        #expect(found.contains("screen.scale: is null; give a value or remove the field to use its default"))
        #expect(found.contains("fps: is null; give a value or remove the field to use its default"))
        #expect(!found.contains { $0.hasPrefix("_note") })
    }

    @Test func tooManyOffsetsAreRefusedBeforeTheyAreRead() {
        // 100,001 offsets: one count error, and no element is read (each is a string, which would
        // give an error of its own).
        let offsets = [String](repeating: "\"x\"", count: 100_001).joined(separator: ",")
        let found = errors(Array(#"{"screen": {"width": 100, "height": 80}, "strategy": {"kind": "page-offsets", "offsets": [\#(offsets)]}, "gesture": {"kind": "fling", "velocity": 1}}"#.utf8))
        #expect(found == ["strategy.offsets: has 100001 offsets; give between 1 and 100000 page offsets in pt"])
    }

    @Test func theFrameCountHasALowerBoundFromTheGesturesAlone() throws {
        // A 200 ms swipe, a fling 300 ms after the rest, a fling at 2000 ms: the fingers alone
        // take 200 ms, the second gesture starts at 200 + 300 = 500 ms at the earliest, and the
        // third at 2000 ms. So at least 2000 ms: 60 intervals at 30 fps, 61 samples.
        let scenario = Scenario(screen: .init(width: 100, height: 80, scale: 1), strategy: .nativePaging(pages: 3),
                                gestures: [GestureStep(.swipe(offset: 0, distance: 50, duration: 200, touchRate: 120, easing: .linear)),
                                           GestureStep(.fling(offset: nil, velocity: 1), pause: 300),
                                           GestureStep(.fling(offset: nil, velocity: -1), at: 2000)],
                                fps: 30)
        #expect(scenario.minimumDuration == 2000)
        #expect(scenario.minimumFrameCount == 61)
        let timeline = try ScrollSimulation.timeline(for: scenario)
        #expect(timeline.samples.count >= scenario.minimumFrameCount)
    }

    @Test func messagesEscapeEveryControlCharacter() {
        // Tab, CR, DEL (0x7F), a C1 control (0x85) and U+2028 each become an escape; é stays.
        #expect(JSONValue.escapedForMessage("a\tb\rc\u{7F}d\u{85}e\u{2028}é") == "a\\tb\\rc\\u007fd\\u0085e\\u2028é")
        #expect(JSONValue.escapedForMessage(String(repeating: "y", count: 81)) == String(repeating: "y", count: 80) + "…")
        #expect(JSONValue.escapedForMessage(String(repeating: "y", count: 80)) == String(repeating: "y", count: 80))
    }
}
