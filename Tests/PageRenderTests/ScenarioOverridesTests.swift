import Testing
@testable import PageRender

@Suite struct ScenarioOverridesTests {
    static let base = try! JSONParser.parse(Array(BadInputMatrixTests.base.utf8))

    @Test func pathsParseKeysAndIndices() throws {
        #expect(try JSONValue.pathComponents("strategy.pages") == [.key("strategy"), .key("pages")])
        #expect(try JSONValue.pathComponents("gestures[1].points[0][1]") == [.key("gestures"), .index(1), .key("points"), .index(0), .index(1)])
        for bad in ["", "a..b", "a.", "a[", "a[x]", "a[-1]", "a[1]b"] {
            #expect(throws: ScenarioError.self, "\(bad)") { try JSONValue.pathComponents(bad) }
        }
    }

    @Test func settingReplacesCreatesAndIndexes() throws {
        let json = try JSONParser.parse(Array(#"{"a": {"b": 1}, "list": [{"v": 1}, {"v": 2}]}"#.utf8))
        #expect(try json.setting("a.b", to: .number(5))["a"]?["b"] == .number(5))
        #expect(try json.setting("a.c.d", to: .bool(true))["a"]?["c"]?["d"] == .bool(true))
        guard case let .array(items)? = try json.setting("list[1].v", to: .number(9))["list"] else { Issue.record("no list"); return }
        #expect(items[1]["v"] == .number(9) && items[0]["v"] == .number(1))
        guard case let .array(dotted)? = try json.setting("list.0.v", to: .number(7))["list"] else { Issue.record("no list"); return }
        #expect(dotted[0]["v"] == .number(7))
    }

    @Test func settingExplainsWhatItCannotDo() {
        let json = try! JSONParser.parse(Array(#"{"a": 1, "list": [1]}"#.utf8))
        let cases: [(String, String)] = [
            ("a.b", "a is a number, not an object"),
            ("list[3]", "list has 1 element(s); use an index from 0 to 0"),
            ("list.x", "list is an array; use an index"),
            ("a[0]", "a is a number, not an array"),
            ("missing[0]", "missing is absent"),
        ]
        for (path, message) in cases {
            do {
                _ = try json.setting(path, to: .null)
                Issue.record("\(path) was accepted")
            } catch let error as ScenarioError {
                #expect(error.path == path && error.message.contains(message), "\(error)")
            } catch { Issue.record("\(error)") }
        }
    }

    @Test func overridesApplyInOrderAndValidateLikeFileValues() throws {
        let overrides = ScenarioOverrides(strategyKind: "free", velocity: -3, fps: 30, scale: 2, axis: "vertical",
                                          assignments: ["strategy.pages=7", "gesture.offset=40", "screen.height=500"])
        let scenario = try Scenario.read(overrides.apply(to: Self.base))
        #expect(scenario.strategy == .free(pages: 7))
        #expect(scenario.gestures == [GestureStep(.fling(offset: 40, velocity: -3))])
        #expect(scenario.fps == 30 && scenario.screen.scale == 2 && scenario.screen.height == 500 && scenario.axis == .vertical)
        #expect(ScenarioOverrides().isEmpty && !overrides.isEmpty)
    }

    @Test func setValuesAreJSONOrElseStrings() throws {
        let json = try ScenarioOverrides(assignments: ["axis=vertical", "gesture={\"kind\": \"swipe\", \"distance\": 40, \"duration\": 80}"]).apply(to: Self.base)
        #expect(json["axis"] == .string("vertical"))
        let scenario = try Scenario.read(json)
        #expect(scenario.gestures[0].gesture == .swipe(offset: nil, distance: 40, duration: 80, touchRate: 120, easing: .linear))
    }

    @Test func velocityGoesToTheFirstFlingOfAList() throws {
        let list = try Self.base.removing("gesture").setting("gestures", to: JSONParser.parse(Array(
            #"[{"kind": "swipe", "distance": 10, "duration": 50}, {"kind": "fling", "velocity": 1}]"#.utf8)))
        let json = try ScenarioOverrides(velocity: 4).apply(to: list)
        let scenario = try Scenario.read(json)
        #expect(scenario.gestures[1].gesture == .fling(offset: nil, velocity: 4))
    }

    @Test func badOverridesAreReportedTogetherWithTheirPaths() {
        do {
            _ = try ScenarioOverrides(assignments: ["fps", "fps.x=1", "=3"]).apply(to: Self.base)
            Issue.record("accepted")
        } catch let error as ScenarioErrors {
            // The library names no option: an assignment's problem carries the assignment, and the
            // command line words it as "--set fps: ..." (CLITests).
            #expect(error.errors.map(\.path) == ["", "fps.x", ""], "\(error)")
            #expect(error.errors.map(\.override) == [.assignmentWithoutValue("fps"), nil, .assignmentWithoutValue("=3")])
            #expect(!error.description.contains("--"), "\(error)")
        } catch { Issue.record("\(error)") }
    }
}
