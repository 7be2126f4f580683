import Testing
@testable import PageRender

/// The transparent slot of a GIF palette is for unchanged pixels only: its filler colour (black)
/// must never be chosen for a real pixel, or that pixel would keep showing the previous frame.
@Suite struct PaletteMapperTests {
    @Test func blackMissingFromAReducedPaletteMapsToTheNearestOpaqueColour() throws {
        let white: UInt32 = 0xFFFFFF, gray: UInt32 = 0x202020
        var mapper = try PaletteMapper(colors: [white, gray], isExact: false, transparentSlot: true)
        #expect(mapper.palette == [white, gray, 0])
        #expect(mapper.index(of: 0x000000) == 1)
        #expect(mapper.index(of: 0x050505) == 1)
        #expect(mapper.exactIndex(of: 0x000000) == nil)
    }

    @Test func realBlackKeepsItsOwnIndex() throws {
        var mapper = try PaletteMapper(colors: [0xFFFFFF, 0x000000], isExact: true, transparentSlot: true)
        #expect(mapper.index(of: 0x000000) == 1)
        #expect(mapper.exactIndex(of: 0x000000) == 1)
    }

    /// Answers given at construction are used as given, without a search: 0x101010 is nearer
    /// gray (index 1) but was given index 0. A colour not given is still searched.
    @Test func knownAnswersAreUsedAndOtherColoursSearched() throws {
        let white: UInt32 = 0xFFFFFF, gray: UInt32 = 0x202020
        var mapper = try PaletteMapper(colors: [white, gray], isExact: false, transparentSlot: true, known: [(color: 0x101010, index: 0)])
        #expect(mapper.index(of: 0x101010) == 0)
        #expect(mapper.index(of: 0x111111) == 1)
        #expect(mapper.index(of: gray) == 1)
    }

    /// The global palette's mapper knows each colour shown from the PSNR search; its answers
    /// must be the ones a mapper of the same palette without those answers finds by its own
    /// search (how frames were mapped before the answers were kept): 2,000 random colours within
    /// one level of 150 centres, more than a table holds, so the palette is reduced, yet close
    /// enough to keep the 46 dB a global palette needs.
    @Test func globalPaletteAnswersAreTheNearestColours() throws {
        var random = SplitMix64(seed: 31)
        let centres = (0..<150).map { _ in (0..<3).map { _ in Int.random(in: 1...254, using: &random) } }
        var shown = ShownColors(frameCount: 1)
        var painted = ColorHashMap()
        for _ in 0..<2000 {
            let c = centres[Int.random(in: 0..<centres.count, using: &random)].map { $0 + Int.random(in: -1...1, using: &random) }
            try painted.add(.rgb(c[0], c[1], c[2]), Int.random(in: 1...50, using: &random))
        }
        try shown.record(frame: 0, painted: painted, replaced: ColorHashMap())
        var mapper = try #require(try GIFExport.globalPalette(shown), "the reduced palette keeps 46 dB on this histogram")
        #expect(!mapper.isExact)
        var unseeded = try PaletteMapper(colors: Array(mapper.palette.dropLast()), isExact: false, transparentSlot: true)
        #expect(unseeded.palette == mapper.palette)
        for entry in shown.entries() {
            #expect(mapper.index(of: entry.color) == unseeded.index(of: entry.color), "colour \(entry.color)")
        }
    }
}
