import Testing
@testable import PageRender

@Suite struct QuantizeTests {
    @Test func colorHashMapCountsAndIteratesInColourOrder() {
        var map = ColorHashMap(capacity: 2)
        for c in [0x00FF00, 0x0000FF, 0x00FF00, 0xFF0000] as [UInt32] { map.add(c, 1) }
        for c in 0..<1000 as Range<UInt32> { map.add(c * 16, 2) }
        #expect(map.value(for: 0x00FF00) == 2 + 0)
        #expect(map.value(for: 0xFF0000) == 1)
        #expect(map.value(for: 0x123457) == nil)
        let entries = map.entries()
        #expect(entries.count == map.count)
        #expect(entries.map(\.color) == entries.map(\.color).sorted())
    }

    @Test func medianCutKeepsSmallHistogramsAndReducesLargeOnes() {
        let few: [(color: UInt32, value: Int)] = [(0x000000, 5), (0xFFFFFF, 3)]
        #expect(MedianCut.palette(few, maxColors: 4) == [0x000000, 0xFFFFFF])
        let ramp = (0..<256).flatMap { r in (0..<4).map { b in (color: UInt32.rgb(r, 0, b * 80), value: 1 + r % 3) } }
        let palette = MedianCut.palette(ramp, maxColors: 16)
        #expect(palette.count == 16)
        #expect(MedianCut.palette(ramp, maxColors: 16) == palette)
        // 1024 colours on a 256 × 4 grid in 16 entries: 16 red bins of 16 levels would leave 8
        // at most and 4 blue bins of 64 levels 32 at most; the error-driven splits do no worse.
        let worst = ramp.map { entry in
            let p = palette[MedianCut.nearest(entry.color, in: palette)]
            return max(abs(p.redChannel - entry.color.redChannel), abs(p.blueChannel - entry.color.blueChannel))
        }.max()!
        #expect(worst <= 40)
    }

    @Test func changedRectBoundsEveryDifference() {
        let a = RGBImage(width: 10, height: 8, fill: 0)
        var b = a
        #expect(FrameDifference.changedRect(from: a, to: b) == nil)
        b[2, 6] = 1
        b[7, 3] = 5
        #expect(FrameDifference.changedRect(from: a, to: b) == PixelRect(x: 2, y: 3, width: 6, height: 4))
        b[9, 0] = 1
        #expect(FrameDifference.changedRect(from: a, to: b) == PixelRect(x: 2, y: 0, width: 8, height: 7))
    }
}
