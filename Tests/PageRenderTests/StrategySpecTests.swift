import Foundation
import Testing
@testable import PageRender

/// Reading the `strategy` object: contract names and defaults, validated ranges, errors with paths.
@Suite struct StrategySpecTests {
    static func scenario(_ strategy: String, axis: String = "horizontal", width: Int = 375, height: Int = 667,
                         content: String? = nil) -> String {
        """
        {"screen": {"width": \(width), "height": \(height)}, "axis": "\(axis)", "strategy": \(strategy),
         \(content.map { "\"content\": \($0)," } ?? "") "gesture": {"kind": "fling", "velocity": 1}}
        """
    }

    static func read(_ strategy: String, axis: String = "horizontal", content: String? = nil) throws -> StrategySpec {
        try Scenario.read(Array(scenario(strategy, axis: axis, content: content).utf8)).strategy
    }

    /// The error lines a strategy object produces.
    static func errors(_ strategy: String, axis: String = "horizontal", width: Int = 375) -> [String] {
        do {
            _ = try Scenario.read(Array(scenario(strategy, axis: axis, width: width).utf8))
            return []
        } catch let e as ScenarioErrors {
            return e.errors.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func contractDefaults() throws {
        #expect(try Self.read(#"{"kind": "overflowing"}"#) == .overflowing(pages: 100, separator: 100, rtl: false))
        #expect(try Self.read(#"{"kind": "uneven-pairs"}"#) == .unevenPairs(pairs: 300, spacing: 50, itemWidth: nil, weakSwipeFix: true, clamp: false))
        #expect(try Self.read(#"{"kind": "native-paging"}"#) == .nativePaging(pages: 10))
        #expect(try Self.read(#"{"kind": "page-offsets", "offsets": [0, 300]}"#) == .pageOffsets(pages: .offsets([0, 300]), contentInset: .zero))
        #expect(try Self.read(#"{"kind": "page-offsets", "cards": {"count": 3}}"#)
                == .pageOffsets(pages: .cards(PageCards(count: 3, spacing: 0, pageBy: .cards)), contentInset: .zero))
        #expect(try Self.read(#"{"kind": "hidden-pager", "items": 4, "itemSize": {"width": 100, "height": 50}}"#)
                == .hiddenPager(items: 4, itemSize: CGSize(width: 100, height: 50), spacing: 0, contentInset: .zero, configuration: PagingConfiguration()))
    }

    @Test func everyParameterIsRead() throws {
        #expect(try Self.read(#"{"kind": "overflowing", "pages": 7, "separator": 20, "rtl": true}"#) == .overflowing(pages: 7, separator: 20, rtl: true))
        #expect(try Self.read(#"{"kind": "uneven-pairs", "pairs": 3, "spacing": 10, "itemWidth": 200, "weakSwipeFix": false, "clamp": true}"#)
                == .unevenPairs(pairs: 3, spacing: 10, itemWidth: 200, weakSwipeFix: false, clamp: true))
        #expect(try Self.read(#"{"kind": "page-offsets", "cards": {"count": 2, "width": 250, "spacing": 8, "pageBy": "frame"}, "contentInset": {"left": 5, "top": 1}}"#)
                == .pageOffsets(pages: .cards(PageCards(count: 2, length: 250, spacing: 8, pageBy: .frame)), contentInset: EdgeInsets(top: 1, left: 5)))
        let config = PagingConfiguration(size: .init(width: .absolute(100), height: .fractional(0.5)),
                                         alignment: .init(vertical: .bottom, horizontal: .trailing),
                                         contentInsetEdgesToUse: [.left, .bottom], positionInsets: EdgeInsets(left: -3),
                                         sizeInsets: EdgeInsets(bottom: 10))
        #expect(try Self.read("""
            {"kind": "hidden-pager", "items": 4, "itemSize": {"width": 100, "height": 50}, "spacing": 2, "contentInset": {"right": 9},
             "pagingConfiguration": {"size": {"width": {"absolute": 100}, "height": {"fractional": 0.5}},
               "alignment": {"horizontal": "trailing", "vertical": "bottom"}, "contentInsetEdgesToUse": ["left", "bottom"],
               "positionInsets": {"left": -3}, "sizeInsets": {"bottom": 10}}}
            """) == .hiddenPager(items: 4, itemSize: CGSize(width: 100, height: 50), spacing: 2, contentInset: EdgeInsets(right: 9), configuration: config))
        let presets = try ["full", "fullWidth", "fullHeight"].map {
            try Self.read(#"{"kind": "hidden-pager", "items": 1, "itemSize": {"width": 1, "height": 1}, "pagingConfiguration": {"size": "\#($0)"}}"#)
        }
        let sizes = presets.map { spec -> PagingConfiguration.Size? in
            if let p = spec.parameters as? HiddenPagerParameters { return p.configuration.size }
            return nil
        }
        #expect(sizes == [PagingConfiguration.Size.full, .fullWidth, .fullHeight])
    }

    @Test func badValuesNameTheFieldAndTheFix() {
        #expect(Self.errors(#"{"kind": "overflowing", "separator": -5}"#) == ["strategy.separator: must be >= 0 and <= 100000 pt, got -5"])
        #expect(Self.errors(#"{"kind": "uneven-pairs", "clam": true}"#) == [#"strategy.clam: unknown field; did you mean "clamp"?"#])
        #expect(Self.errors(#"{"kind": "uneven-pairs", "itemWidth": 0}"#) == ["strategy.itemWidth: must be > 0 and <= 100000 pt, got 0"])
        #expect(Self.errors(#"{"kind": "page-offsets"}"#) == [#"strategy.offsets: is required (or "cards"); add e.g. "offsets": [0, 300, 600]"#])
        #expect(Self.errors(#"{"kind": "page-offsets", "offsets": [], "cards": {"count": 1}}"#).first?.contains("not both") == true)
        #expect(Self.errors(#"{"kind": "page-offsets", "offsets": []}"#) == ["strategy.offsets: has 0 offsets; give between 1 and 100000 page offsets in pt"])
        #expect(Self.errors(#"{"kind": "page-offsets", "cards": {"count": 3, "pageBy": "size"}}"#)
                == [#"strategy.cards.pageBy: must be one of "cards", "frame", got "size""#])
        #expect(Self.errors(#"{"kind": "hidden-pager", "itemSize": {"width": 1, "height": 1}, "pagingConfiguration": {"size": {"width": {"relative": 1}}}}"#)
                == ["strategy.items: is required; add a number (>= 1 and <= 100000)",
                    #"strategy.pagingConfiguration.size.width: must be "unused", {"absolute": pt} or {"fractional": ratio}, got an object"#])
        #expect(Self.errors(#"{"kind": "hidden-pager", "items": 1, "itemSize": {"width": 1, "height": 1}, "pagingConfiguration": {"contentInsetEdgesToUse": ["leading"]}}"#)
                == [#"strategy.pagingConfiguration.contentInsetEdgesToUse[0]: must be one of "top", "left", "bottom", "right", got "leading""#])
    }

    /// Lengths that only resolve to 0 pt on this screen are reported before simulating.
    @Test func screenDependentChecks() {
        #expect(Self.errors(#"{"kind": "page-offsets", "cards": {"count": 3}, "contentInset": {"left": 200, "right": 180}}"#)
                == ["strategy.contentInset: leaves -5 pt of the 375 pt screen for a page; make the left and right insets smaller"])
        #expect(Self.errors(#"{"kind": "page-offsets", "cards": {"count": 3, "width": 100}, "contentInset": {"left": 200, "right": 180}}"#) == [])
        #expect(Self.errors(#"{"kind": "hidden-pager", "items": 3, "itemSize": {"width": 100, "height": 100}, "pagingConfiguration": {"sizeInsets": {"left": 200, "right": 200}}}"#)
                == ["strategy.pagingConfiguration: resolves to a page 0 pt long on the horizontal axis; use a positive size, or smaller sizeInsets and content insets"])
        // The same configuration pages fine vertically (the horizontal page size is then unused by paging).
        #expect(Self.errors(#"{"kind": "hidden-pager", "items": 3, "itemSize": {"width": 100, "height": 100}, "pagingConfiguration": {"sizeInsets": {"left": 200, "right": 200}}}"#, axis: "vertical") == [])
    }

    @Test func defaultRates() {
        let rates = StrategySpec.kinds.map { kind -> DecelerationRate in
            let spec = StrategySpec.sample(kind)
            return spec.makeStrategy(axis: .horizontal).makeScrollView(screen: StrategyRun.phone, axis: .horizontal, decelerationRate: nil).decelerationRate
        }
        // Seed kinds: docs/strategies.md's table; the modern kinds: the rates docs/strategies.md
        // states (swiftui-paging is isPagingEnabled; view-aligned is limited by default (automatic,
        // compact) so .fast; compositional's automatic rate is .normal; both flow-snap recipes set .fast).
        #expect(rates == [.normal, .normal, .normal, .fast, .fast, .normal, .normal, .fast, .normal, .fast])
    }

    /// The catalog lists every kind the reader accepts, each readable with its required fields.
    @Test func catalogCoversEveryKind() throws {
        // The kinds the scenario contract names (seed kinds, then its "Additions").
        #expect(StrategySpec.kinds == ["native-paging", "free", "overflowing", "uneven-pairs", "page-offsets", "hidden-pager",
                                       "swiftui-paging", "view-aligned", "compositional", "flow-snap"])
        for kind in StrategySpec.kinds {
            #expect(StrategySpec.sample(kind).kind == kind)
            #expect(StrategyRegistry.builtIn.descriptor(kind: kind).map { !$0.parameters.isEmpty && !$0.summary.isEmpty } == true)
        }
        let overflowing = StrategyRegistry.builtIn.descriptor(kind: "overflowing")!
        #expect(overflowing.parameters.map { "\($0.name)=\($0.defaultValue)" } == ["pages=100", "separator=100", "rtl=false"])
    }
}

extension StrategySpec {
    /// A minimal valid spec of each kind, for table tests.
    static func sample(_ kind: String) -> StrategySpec {
        let strategy: String
        let row = #"{"items": {"count": 5, "size": {"width": 300, "height": 420}, "spacing": 16}, "contentInset": {"left": 24, "right": 24}}"#
        switch kind {
        case "swiftui-paging", "view-aligned": return try! StrategySpecTests.read(#"{"kind": "\#(kind)"}"#, content: row)
        case "compositional": return try! StrategySpecTests.read(#"{"kind": "compositional", "behavior": "continuous"}"#, content: row)
        case "flow-snap": return try! StrategySpecTests.read(#"{"kind": "flow-snap", "recipe": "one-page"}"#, content: row)
        case "page-offsets": strategy = #"{"kind": "page-offsets", "offsets": [0, 300]}"#
        case "hidden-pager": strategy = #"{"kind": "hidden-pager", "items": 3, "itemSize": {"width": 100, "height": 100}}"#
        default: strategy = #"{"kind": "\#(kind)"}"#
        }
        return try! StrategySpecTests.read(strategy)
    }
}
