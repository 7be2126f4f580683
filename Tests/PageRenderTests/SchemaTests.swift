import Foundation
import Testing
@testable import PageRender

/// `docs/scenario.schema.json`, `docs/scenario.md` and the reader describe one format. These tests
/// fail when one of them gains or changes a field or a bound without the others.
@Suite struct SchemaTests {
    static let root = CLI.repositoryRoot
    static let schema: JSONValue = try! JSONParser.parse(Array(try! Data(contentsOf: root.appendingPathComponent("docs/scenario.schema.json"))))
    static let checker = SchemaChecker(root: schema)

    static let base = """
    {"screen": {"width": 100, "height": 100, "scale": 1}, "strategy": {"kind": "native-paging", "pages": 3},
     "gesture": {"kind": "fling", "offset": 0, "velocity": 1}, "physics": {}}
    """

    static func strategy(_ object: String) -> String {
        base.replacingOccurrences(of: #"{"kind": "native-paging", "pages": 3}"#, with: object)
    }
    /// `base` with `gesture` replaced by a list whose second entry is `object`.
    static func second(_ object: String) -> String {
        base.replacingOccurrences(of: #""gesture": {"kind": "fling", "offset": 0, "velocity": 1}"#,
                                  with: #""gestures": [{"kind": "fling", "offset": 0, "velocity": 1}, "# + object + "]")
    }
    static let cards = #"{"kind": "page-offsets", "cards": {"count": 2}, "contentInset": {"left": 1}}"#
    static let pager = #"{"kind": "hidden-pager", "items": 3, "itemSize": {"width": 50, "height": 50}, "pagingConfiguration": {"size": {"width": {"absolute": 50}}, "alignment": {"horizontal": "center"}, "positionInsets": {"top": 0}}}"#

    /// A carousel with every `content` and `look` field.
    static let carousel = base.replacingOccurrences(of: #"{"kind": "native-paging", "pages": 3}"#, with: #"{"kind": "free"}"#)
        .replacingOccurrences(of: #""physics": {}"#, with: ##""physics": {}, "content": {"items": {"count": 3, "size": {"width": 60, "height": 50}, "spacing": 4}, "contentInset": {"left": 8}}, "look": {"preset": "cards", "theme": "dark", "background": "#112233", "items": {"colors": ["#FF0000"], "cornerRadius": 4, "label": "{n}"}, "title": "T", "statusBar": true, "device": "rounded", "pageControl": false}"##)

    /// The carousel under one of the kinds that require `content`.
    static func modern(_ strategy: String) -> String {
        carousel.replacingOccurrences(of: #"{"kind": "free"}"#, with: strategy)
    }

    /// Where each object or array definition of the schema occurs in a valid scenario.
    static let locations: [(def: String, scenario: String, path: String)] = [
        ("", base, ""),
        ("screen", base, "screen"),
        ("physics", base, "physics"),
        ("strategy-native-paging", base, "strategy"),
        ("strategy-free", base.replacingOccurrences(of: "native-paging", with: "free"), "strategy"),
        // Gestures second in a list, where every field (`at` included) is allowed.
        ("gesture-fling", second(#"{"kind": "fling", "offset": 0, "velocity": 1}"#), "gestures[1]"),
        ("gesture-swipe", second(#"{"kind": "swipe", "distance": 50, "duration": 100}"#), "gestures[1]"),
        ("gesture-path", second(#"{"kind": "path", "points": [[0, 50], [100, 20]]}"#), "gestures[1]"),
        ("strategy-overflowing", strategy(#"{"kind": "overflowing"}"#), "strategy"),
        ("strategy-uneven-pairs", strategy(#"{"kind": "uneven-pairs"}"#), "strategy"),
        ("strategy-page-offsets", strategy(#"{"kind": "page-offsets", "offsets": [0, 50]}"#), "strategy"),
        ("cards", strategy(cards), "strategy.cards"),
        ("edge-insets", strategy(cards), "strategy.contentInset"),
        ("strategy-hidden-pager", strategy(pager), "strategy"),
        ("item-size", strategy(pager), "strategy.itemSize"),
        ("paging-configuration", strategy(pager), "strategy.pagingConfiguration"),
        ("paging-size", strategy(pager), "strategy.pagingConfiguration.size"),
        ("alignment", strategy(pager), "strategy.pagingConfiguration.alignment"),
        ("position-insets", strategy(pager), "strategy.pagingConfiguration.positionInsets"),
        ("strategy-swiftui-paging", modern(#"{"kind": "swiftui-paging", "safeArea": {"leading": 4, "trailing": 4}}"#), "strategy"),
        ("strategy-view-aligned", modern(#"{"kind": "view-aligned", "limitBehavior": "alwaysByOne", "sizeClass": "regular", "anchor": 0.5}"#), "strategy"),
        ("strategy-compositional", modern(#"{"kind": "compositional", "behavior": "groupPagingCentered"}"#), "strategy"),
        ("strategy-flow-snap", modern(#"{"kind": "flow-snap", "recipe": "nearest-proposed", "threshold": 0.5, "bias": 0.25, "maxPages": 2}"#), "strategy"),
        ("content", carousel, "content"),
        ("content-items", carousel, "content.items"),
        ("content-size", carousel, "content.items.size"),
        ("look", carousel, "look"),
        ("look-items", carousel, "look.items"),
        ("item-text", carousel.replacingOccurrences(of: #""label": "{n}""#, with: ##""label": "{n}", "text": {"size": 12, "weight": "medium", "color": "#FFF", "placement": "below"}"##), "look.items.text"),
        ("title", carousel.replacingOccurrences(of: #""title": "T""#, with: #""title": {"text": "T", "size": 20, "style": "inline"}"#), "look.title"),
        ("path-point", base.replacingOccurrences(of: #""offset": 0, "velocity": 1"#, with: #""points": [[0, 50], [100, 20]]"#)
            .replacingOccurrences(of: "fling", with: "path"), "gesture.points[0]"),
    ]

    static func definition(_ name: String) -> JSONValue { name.isEmpty ? schema : schema["$defs"]![name]! }

    static func errors(_ json: JSONValue) -> [ScenarioError] {
        do {
            _ = try Scenario.read(json)
            return []
        } catch let e as ScenarioErrors {
            return e.errors
        } catch {
            return [ScenarioError("", "\(error)")]
        }
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    @Test func everySampleValidatesAgainstTheSchemaAndTheReader() throws {
        let samples = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("samples").path)
            .filter { $0.hasSuffix(".json") }
        #expect(!samples.isEmpty)
        for name in samples {
            let json = try JSONParser.parse(Array(try Data(contentsOf: Self.root.appendingPathComponent("samples/\(name)"))))
            #expect(Self.checker.errors(json).isEmpty, "\(name): \(Self.checker.errors(json))")
            #expect(Self.errors(json).isEmpty, "\(name): \(Self.errors(json))")
        }
    }

    @Test func everyLocationIsValidAndEveryDefinitionIsLocated() throws {
        for location in Self.locations {
            let json = try JSONParser.parse(Array(location.scenario.utf8))
            #expect(Self.checker.errors(json).isEmpty, "\(location.def): \(Self.checker.errors(json))")
            #expect(Self.errors(json).isEmpty, "\(location.def): \(Self.errors(json))")
        }
        guard case let .object(defs)? = Self.schema["$defs"] else { Issue.record("no $defs"); return }
        let located = Set(Self.locations.map(\.def))
        for (name, def) in defs where def["type"] != nil {
            #expect(located.contains(name), "schema definition \(name) has no location in SchemaTests.locations")
        }
    }

    /// The reader lists its known fields when it meets an unknown one; that list must equal the
    /// schema's properties.
    @Test func readerAndSchemaKnowTheSameFields() throws {
        for location in Self.locations where Self.definition(location.def)["properties"] != nil {
            guard case let .object(properties)? = Self.definition(location.def)["properties"] else { continue }
            let json = try JSONParser.parse(Array(location.scenario.utf8)).setting(Self.join(location.path, "qqqqqqqq"), to: .number(1))
            let error = Self.errors(json).first { $0.path == Self.join(location.path, "qqqqqqqq") }
            let listed = error?.message.components(separatedBy: "known fields here: ").last?
                .components(separatedBy: ", ") ?? []
            #expect(Set(listed) == Set(properties.map(\.key)), "\(location.def): reader knows \(listed.sorted()), schema \(properties.map(\.key).sorted())")
        }
    }

    /// Each numeric bound of the schema: just outside it the reader names the field; on it (when
    /// inclusive) the reader accepts it.
    @Test func readerEnforcesEverySchemaBound() throws {
        var checked = 0
        for location in Self.locations {
            let def = Self.definition(location.def)
            var fields: [(path: String, schema: JSONValue)] = []
            if case let .object(properties)? = def["properties"] {
                fields += properties.map { (Self.join(location.path, $0.key), $0.value) }
            }
            if case let .array(prefix)? = def["prefixItems"] {
                fields += prefix.enumerated().map { ("\(location.path)[\($0.offset)]", $0.element) }
            }
            let base = try JSONParser.parse(Array(location.scenario.utf8))
            for field in fields {
                let integer = field.schema["type"] == .string("integer")
                for (keyword, outside) in [("minimum", -1.0), ("maximum", 1.0), ("exclusiveMinimum", 0.0), ("exclusiveMaximum", 0.0)] {
                    guard case let .number(bound)? = field.schema[keyword] else { continue }
                    let step = integer ? 1 : max(abs(bound) * 1e-9, 1e-9)
                    let beyond = bound + outside * step
                    let rejected = Self.errors(try base.setting(field.path, to: .number(beyond)))
                    #expect(rejected.contains { $0.path == field.path }, "\(field.path) = \(beyond) (\(keyword) \(bound)) was accepted")
                    if outside != 0 {
                        let accepted = Self.errors(try base.setting(field.path, to: .number(bound)))
                        #expect(!accepted.contains { $0.path == field.path }, "\(field.path) = \(bound) was rejected: \(accepted)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked >= 20)
    }

    /// docs/scenario.md names every field of the schema.
    @Test func documentationNamesEveryField() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/scenario.md"), encoding: .utf8)
        var names: Set<String> = []
        func collect(_ v: JSONValue) {
            if case let .object(pairs) = v {
                for (key, value) in pairs {
                    if key == "properties", case let .object(props) = value { names.formUnion(props.map(\.key)) }
                    collect(value)
                }
            }
        }
        collect(Self.schema)
        #expect(names.count >= 20)
        for name in names.sorted() {
            let documented = doc.contains("`\(name)`")
            #expect(documented, "docs/scenario.md does not document `\(name)`")
        }
        guard case let .array(kinds)? = Self.definition("strategy")["oneOf"] else { Issue.record("no strategy kinds"); return }
        #expect(kinds.count == StrategySpec.kinds.count, "the schema has \(kinds.count) strategy kinds, the reader \(StrategySpec.kinds.count)")
        for kind in StrategySpec.kinds {
            #expect(Self.schema["$defs"]?["strategy-\(kind)"] != nil, "the schema has no strategy-\(kind)")
            let documented = doc.contains("`\(kind)`")
            #expect(documented, "docs/scenario.md does not document strategy `\(kind)`")
        }
    }

    /// The checker itself rejects what it should (so the sample test can fail).
    @Test func checkerRejectsInvalidScenarios() throws {
        let bad = [
            #"{"screen": {"width": 0, "height": 100}, "strategy": {"kind": "free"}, "gesture": {"kind": "fling", "velocity": 1}}"#,
            #"{"screen": {"width": 10, "height": 100}, "strategy": {"kind": "nope"}, "gesture": {"kind": "fling", "velocity": 1}}"#,
            #"{"screen": {"width": 10, "height": 100}, "strategy": {"kind": "free"}}"#,
            #"{"screen": {"width": 10, "height": 100}, "strategy": {"kind": "free"}, "gesture": {"kind": "fling", "velocity": 1}, "fsp": 3}"#,
            #"{"screen": {"width": 10, "height": 100}, "strategy": {"kind": "free", "pages": 2.5}, "gesture": {"kind": "fling", "velocity": 1}}"#,
            #"{"screen": {"width": 10, "height": 100}, "strategy": {"kind": "free"}, "gesture": {"kind": "path", "points": [[0, 1], [1]]}}"#,
        ]
        for text in bad {
            #expect(!Self.checker.errors(try JSONParser.parse(Array(text.utf8))).isEmpty, "accepted: \(text)")
        }
        let commented = #"{"_comment": "x", "screen": {"width": 10, "height": 100, "_why": 1}, "strategy": {"kind": "free"}, "gesture": {"kind": "fling", "velocity": 1}}"#
        #expect(Self.checker.errors(try JSONParser.parse(Array(commented.utf8))).isEmpty)
        #expect(Self.errors(try JSONParser.parse(Array(commented.utf8))).isEmpty)
    }
}
