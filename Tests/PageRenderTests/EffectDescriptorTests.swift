import Foundation
import Testing
@testable import PageRender

/// The `visualEffect` recipes and `layoutEffect` kinds are each described once: the reader
/// accepts exactly the names and parameters their descriptors list, and the catalogue
/// (`renderpages strategies`) has a rule for each. The names and keys expected are the scenario
/// contract's (docs/scenario.md, `look.items.visualEffect` and `look.items.layoutEffect`),
/// written here, not read from the code.
@Suite struct EffectDescriptorTests {
    static let recipes: [String: Set<String>] = [
        "coverFlow": ["angle"], "scaleByDistance": ["minScale", "length", "minOpacity"], "globalMinXRotation": ["divisor"],
        "parallax": ["factor"], "hueAndScale": [],
    ]
    static let layoutKinds: [String: Set<String>] = [
        "carousel": ["sideItemScale", "sideItemAlpha", "sideItemShift", "rampLength"],
        "pager": ["transformer", "minimumScale", "minimumAlpha"], "zoom": ["minScale", "maxScale"],
    ]

    /// Reads `look.items.<field>` set to `json` in a small carousel; the diagnostics' lines.
    static func problems(_ field: String, _ json: String) throws -> [String] {
        let scenario = EffectsBadInputTests.variant(("look", #"{"items": {"\#(field)": \#(json)}}"#))
        do {
            _ = try Scenario.read(scenario)
            return []
        } catch let error as ScenarioErrors {
            return error.errors.map(\.description)
        }
    }

    @Test func theDescriptorsAreTheContractsNamesAndKeys() {
        #expect(Dictionary(uniqueKeysWithValues: VisualEffectRecipeDescriptor.all.map { ($0.name, Set($0.parameters)) }) == Self.recipes)
        #expect(Dictionary(uniqueKeysWithValues: LayoutEffectDescriptor.all.map { ($0.name, Set($0.parameters)) }) == Self.layoutKinds)
    }

    @Test(arguments: recipes.keys.sorted())
    func eachRecipeReadsAndRefusesAKeyItDoesNotTake(recipe: String) throws {
        #expect(try Self.problems("visualEffect", #"{"recipe": "\#(recipe)"}"#).isEmpty)
        let refused = try Self.problems("visualEffect", #"{"recipe": "\#(recipe)", "sideItemScale": 1}"#)
        #expect(refused.count == 1 && refused[0].contains("look.items.visualEffect.sideItemScale"), "\(refused)")
    }

    @Test func kindsReadAndRefuseAKeyTheyDoNotTake() throws {
        #expect(try Self.problems("layoutEffect", #"{"kind": "carousel", "rampLength": 50}"#).isEmpty)
        #expect(try Self.problems("layoutEffect", #"{"kind": "zoom", "minScale": 0.7}"#).isEmpty)
        #expect(try Self.problems("layoutEffect", #"{"kind": "pager", "transformer": "linear"}"#).isEmpty)
        let refused = try Self.problems("layoutEffect", #"{"kind": "zoom", "angle": 3}"#)
        #expect(refused.count == 1 && refused[0].contains("look.items.layoutEffect.angle"), "\(refused)")
    }

    @Test func anUnknownNameListsEveryDescribedOne() throws {
        let recipe = try Self.problems("visualEffect", #"{"recipe": "spin"}"#)
        #expect(recipe.count == 1)
        for name in Self.recipes.keys { #expect(recipe[0].contains("\"\(name)\""), "\(recipe)") }
        let kind = try Self.problems("layoutEffect", #"{"kind": "spin"}"#)
        for name in Self.layoutKinds.keys { #expect(kind[0].contains("\"\(name)\""), "\(kind)") }
    }

    @Test func theCatalogueHasARuleForEachDescriptor() {
        let visual = Set(EffectCatalogue.visual.map(\.name)), layout = Set(EffectCatalogue.layout.map(\.name))
        for name in Self.recipes.keys { #expect(visual.contains("recipe " + name)) }
        for name in Self.layoutKinds.keys { #expect(layout.contains(name)) }
        // The turns and the filters are drawn through the item's picture; the 2-D recipes are not.
        let raster = Set(EffectCatalogue.visual.filter(\.needsRaster).map(\.name))
        #expect(raster == ["recipe coverFlow", "recipe globalMinXRotation", "recipe hueAndScale"])
    }
}
