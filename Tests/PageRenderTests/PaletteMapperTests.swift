import Testing
@testable import PageRender

/// The transparent slot of a GIF palette is for unchanged pixels only: its filler colour (black)
/// must never be chosen for a real pixel, or that pixel would keep showing the previous frame.
@Suite struct PaletteMapperTests {
    @Test func blackMissingFromAReducedPaletteMapsToTheNearestOpaqueColour() {
        let white: UInt32 = 0xFFFFFF, gray: UInt32 = 0x202020
        var mapper = PaletteMapper(colors: [white, gray], isExact: false, transparentSlot: true)
        #expect(mapper.palette == [white, gray, 0])
        #expect(mapper.index(of: 0x000000) == 1)
        #expect(mapper.index(of: 0x050505) == 1)
        #expect(mapper.exactIndex(of: 0x000000) == nil)
    }

    @Test func realBlackKeepsItsOwnIndex() {
        var mapper = PaletteMapper(colors: [0xFFFFFF, 0x000000], isExact: true, transparentSlot: true)
        #expect(mapper.index(of: 0x000000) == 1)
        #expect(mapper.exactIndex(of: 0x000000) == 1)
    }
}
