import Foundation
@testable import PageRender

extension BadInputMatrixTests {
    /// The hints: each mistake a new user made, and the hint that names the fix. Expected
    /// texts are written by hand: 2500 / 1000 = 2.5; 8192 px / 3.5 px/pt = 2340.571... pt, shown
    /// rounded down so the number shown is allowed; columns counted on the bytes given.
    static let carouselRow = #"{"items": {"count": 3, "size": {"width": 80, "height": 60}}}"#
    static let hints: [BadInput] = [
        BadInput(name: "velocity in pt/s", scenario: variant(("gesture.velocity", "2500")), message: "gesture.velocity: must be >= -100 and <= 100 pt/ms, got 2500; did you mean 2.5 pt/ms? (2500 reads as pt/s)"),
        BadInput(name: "--velocity in pt/s", scenario: text(base), arguments: ["render", "SCENARIO", "--out", "OUT", "--velocity=-2500"], message: "got -2500; did you mean -2.5 pt/ms?"),
        BadInput(name: "--velocity -2 read as an option", scenario: text(base), arguments: ["render", "SCENARIO", "--out", "OUT", "--velocity", "-2"], message: "--velocity -2: a value that starts with '-' is read as an option; write --velocity=-2", viaBinary: true),
        BadInput(name: "kind in SwiftUI's spelling", scenario: variant(("strategy.kind", #""viewAligned""#)), message: #"got "viewAligned" (did you mean "view-aligned"?)"#),
        BadInput(name: "--strategy in SwiftUI's spelling", scenario: text(base), arguments: ["simulate", "SCENARIO", "--strategy", "ViewAligned"], message: #"(did you mean "view-aligned"?)"#),
        BadInput(name: "--strategies item in SwiftUI's spelling", scenario: text(base), arguments: ["plot", "SCENARIO", "--strategies", "free,viewAligned", "--out", "OUT.svg"], message: #"--strategies: item "viewAligned" has the unknown kind "viewAligned" (did you mean "view-aligned"?)"#),
        BadInput(name: "--strategies item without a value", scenario: text(base), arguments: ["plot", "SCENARIO", "--strategies", "free,view-aligned:anchor", "--out", "OUT.svg"], message: #"item "view-aligned:anchor": "anchor" is not a parameter; write KIND:name=value"#),
        BadInput(name: "--set that one --strategies item rejects", scenario: variant(("strategy", #"{"kind": "free"}"#), ("content", carouselRow)), arguments: ["plot", "SCENARIO", "--strategies", "free,view-aligned", "--set", "strategy.limitBehavior=always", "--out", "OUT.svg"],
                 message: #"strategy.limitBehavior: unknown field; known fields here: kind, pages (under --strategies item "free", which runs free with its defaults)"#),
        BadInput(name: "misspelt anchor", scenario: variant(("strategy", #"{"kind": "view-aligned", "anchor": "centre"}"#), ("content", carouselRow)), message: #"strategy.anchor: must be one of "leading", "center", "trailing", got "centre" (did you mean "center"?)"#),
        BadInput(name: "limit behaviour in lower case", scenario: variant(("strategy", #"{"kind": "view-aligned", "limitBehavior": "alwaysbyone"}"#), ("content", carouselRow)), message: #"(did you mean "alwaysByOne"?)"#),
        BadInput(name: "misspelt preset", scenario: variant(("look", #"{"preset": "card"}"#)), message: #"look.preset: must be one of "seed", "cards", "pages", got "card" (did you mean "cards"?)"#),
        BadInput(name: "capitalised deceleration rate", scenario: variant(("decelerationRate", #""Fast""#)), message: #"got "Fast" (did you mean "fast"?)"#),
        BadInput(name: "capital placeholder", scenario: variant(("look", #"{"preset": "cards", "items": {"label": "Card {N}"}}"#)), message: "has the unknown placeholder {N}; did you mean {n}?"),
        BadInput(name: "three-digit colour with a bad digit", scenario: variant(("look", ##"{"background": "#FFG"}"##)), message: ##"look.background: must be a colour "#RGB", "#RGBA", "#RRGGBB" or "#RRGGBBAA" (hexadecimal digits), got "#FFG""##),
        BadInput(name: "trailing comma in an object", scenario: text("{\"fps\": 30,\n}"), message: "invalid JSON at line 1, column 11: a comma before '}'", viaBinary: true),
        BadInput(name: "trailing comma in an array", scenario: text("{\"a\": [1, 2,\n]}"), message: "invalid JSON at line 1, column 12: a comma before ']'"),
        BadInput(name: "missing comma between members", scenario: text("{\"fps\": 30\n \"axis\": \"vertical\"}"), message: "invalid JSON at line 1, column 11: expected ',' after this value"),
        BadInput(name: "single quotes", scenario: text("{'fps': 30}"), message: "invalid JSON at line 1, column 2: expected a quoted key; JSON strings and keys take double quotes"),
        BadInput(name: "a comment", scenario: text("{\"fps\": 30 // per second\n}"), message: "column 12: expected ',' or '}' in an object; JSON has no comments: write a \"_comment\" field"),
        BadInput(name: "a bare word", scenario: text(#"{"axis": vertical}"#), message: "column 10: unexpected character 'v'; text takes double quotes"),
        BadInput(name: "paging size in lower case", scenario: variant(("strategy", #"{"kind": "hidden-pager", "items": 3, "itemSize": {"width": 50, "height": 50}, "pagingConfiguration": {"size": "fullwidth"}}"#)), message: #"got "fullwidth" (did you mean "fullWidth"?)"#),
        BadInput(name: "paging dimension key misspelt", scenario: variant(("strategy", #"{"kind": "hidden-pager", "items": 3, "itemSize": {"width": 50, "height": 50}, "pagingConfiguration": {"size": {"width": {"absolut": 40}}}}"#)), message: #"got an object (its key "absolut": did you mean "absolute"?)"#),
        BadInput(name: "computed limit rounded", scenario: variant(("screen.scale", "3.5"), ("screen.width", "5000")), message: "screen.width: is 5000 pt, which at screen.scale 3.5 makes frames 17500 px a side, past the 8192 px (256 MiB a frame) renderpages draws; use at most 2340.57 pt or a lower screen.scale"),
        BadInput(name: "misspelt --dither", scenario: text(base), arguments: ["animate", "SCENARIO", "--out", "OUT.gif", "--dither", "orderd"], message: "Did you mean 'ordered'?"),
        BadInput(name: "misspelt --loop", scenario: text(base), arguments: ["animate", "SCENARIO", "--out", "OUT.gif", "--loop", "forevr"], message: #"loop mode "forevr" is not forever, once or a play count from 1 to 65536 (did you mean "forever"?)"#),
        BadInput(name: "misspelt output extension", scenario: text(base), arguments: ["compare", "SCENARIO", "SCENARIO", "--out", "OUT.gfi"], message: "compare writes .gif, .svg, .mp4, .webm or .png; did you mean .gif?"),
        BadInput(name: "misspelt subcommand", scenario: text(base), arguments: ["simulte", "SCENARIO"], message: "Did you mean the subcommand 'simulate'?"),
        BadInput(name: "init in SwiftUI's spelling", scenario: nil, arguments: ["init", "viewAligned"], message: #"unknown strategy kind "viewAligned" (did you mean "view-aligned"?)"#),
        BadInput(name: "--labels one short", scenario: text(base), arguments: ["plot", "SCENARIO", "SCENARIO", "--labels", "A", "--out", "OUT.svg"], message: "--labels gives 1 label for 2 columns; give one per scenario file or --strategies item"),
        BadInput(name: "--labels on one scenario", scenario: text(base), arguments: ["simulate", "SCENARIO", "--labels", "A"], message: "--labels captions the columns of compare, diff, plot and report"),
    ]
}
