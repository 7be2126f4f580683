import Testing
@testable import PageRender

@Suite struct QuantizeTests {
    @Test func colorHashMapCountsAndIteratesInColourOrder() throws {
        var map = ColorHashMap(capacity: 2)
        for c in [0x00FF00, 0x0000FF, 0x00FF00, 0xFF0000] as [UInt32] { try map.add(c, 1) }
        for c in 0..<1000 as Range<UInt32> { try map.add(c * 16, 2) }
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

    /// FrameSpans' runs, against runs built here pixel by pixel from their definition (scan
    /// order over the region, a new run wherever the colour or the changed/unchanged mark
    /// changes): random frames of few colours, so runs are long and short, and previous frames
    /// that differ in about a third of the pixels; with and without counting replaced colours,
    /// whose counts are checked the same way.
    @Test func frameSpansRunsFollowTheirDefinition() throws {
        var random = SplitMix64(seed: 5)
        for _ in 0..<20 {
            let width = Int.random(in: 1...70, using: &random), height = Int.random(in: 1...30, using: &random)
            let before = RGBImage(width: width, height: height, pixels: (0..<width * height).map { _ in UInt32.random(in: 0...3, using: &random) * 0x40_4040 })
            var after = before
            for i in after.pixels.indices where Int.random(in: 0..<3, using: &random) == 0 { after.pixels[i] = UInt32.random(in: 0...3, using: &random) * 0x11_0000 }
            let x = Int.random(in: 0..<width, using: &random), y = Int.random(in: 0..<height, using: &random)
            let region = PixelRect(x: x, y: y, width: Int.random(in: 1...(width - x), using: &random), height: Int.random(in: 1...(height - y), using: &random))
            var expected: [(packed: UInt32, length: UInt32)] = []
            var replaced: [UInt32: Int] = [:]
            for row in region.y..<(region.y + region.height) {
                for column in region.x..<(region.x + region.width) {
                    let c = after[column, row], b = before[column, row]
                    let packed = b == c ? c | FrameSpans.unchangedBit : c
                    if let last = expected.last, last.packed == packed { expected[expected.count - 1].length += 1 } else { expected.append((packed, 1)) }
                    if b != c { replaced[b, default: 0] += 1 }
                }
            }
            let plain = try FrameSpans(after, previous: before, region: region)
            let (counted, counts) = try FrameSpans.withReplaced(after, previous: before, region: region)
            for spans in [plain, counted] {
                #expect(spans.runs.map(\.packed) == expected.map(\.packed) && spans.runs.map(\.length) == expected.map(\.length))
            }
            #expect(counts.entries().map(\.color) == replaced.keys.sorted())
            #expect(counts.entries().map(\.value) == replaced.keys.sorted().map { replaced[$0]! })
            // Without a previous frame every pixel is changed.
            let first = try FrameSpans(after, previous: nil, region: region)
            #expect(first.runs.reduce(0) { $0 + Int($1.length) } == region.area && !first.hasUnchanged)
        }
    }
}
