import Foundation
import Testing
@testable import PageRender

/// The `content` and `look` blocks: reading and its errors, item pixels where the row geometry
/// puts them, identical frames across strategies for one look, item images and the custom path.
/// Expected positions come from the carousel's numbers by hand (docs/scenario.md, "content"):
/// 300-pt cards 16 pt apart after a 24-pt inset on a 390 × 844 screen, 420 pt tall and centred
/// across, so card i spans x = 24 + 316 i … 324 + 316 i and y = 212 … 632 at the first offset.
@Suite struct ContentLookTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/images")

    static func carousel(kind: String, look: String = #"{"preset": "cards", "statusBar": true, "title": "Featured"}"#,
                         strategyExtra: String = "", gesture: String = #"{"kind": "swipe", "distance": 180, "duration": 150}"#) -> String {
        """
        {"screen": {"width": 390, "height": 844, "scale": 1},
         "content": {"items": {"count": 8, "size": {"width": 300, "height": 420}, "spacing": 16}, "contentInset": {"left": 24, "right": 24}},
         "look": \(look), "strategy": {"kind": "\(kind)"\(strategyExtra)}, "gesture": \(gesture), "fps": 30}
        """
    }

    static func errors(_ text: String) -> [ScenarioError] {
        do {
            _ = try Scenario.read(Array(text.utf8))
            return []
        } catch let e as ScenarioErrors { return e.errors } catch { return [ScenarioError("", "\(error)")] }
    }

    static func frames(_ text: String, images: [PixelImage] = []) throws -> (FrameScenes, Timeline) {
        let scenario = try Scenario.read(Array(text.utf8))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        return (FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: images)), timeline)
    }

    static func pixel(_ image: RGBImage, _ x: Int, _ y: Int) -> UInt32 { image[x, y] }

    @Test func contentWithAKindsOwnItemFieldsIsAnErrorNamingBoth() {
        let e = Self.errors(Self.carousel(kind: "native-paging", strategyExtra: #", "pages": 3"#))
        #expect(e.contains { $0.path == "strategy.pages" && $0.message.contains("content") }, "\(e)")
        let o = Self.errors(Self.carousel(kind: "overflowing"))
        #expect(o.contains { $0.path == "content" && $0.message.contains("overflowing") }, "\(o)")
        let u = Self.errors(Self.carousel(kind: "uneven-pairs"))
        #expect(u.contains { $0.path == "content" }, "\(u)")
    }

    @Test func badLookFieldsNameTheirPath() {
        let cases: [(String, String)] = [
            (#"{"preset": "fancy"}"#, "look.preset"),
            (##"{"background": "#12345"}"##, "look.background"),
            (#"{"items": {"colors": ["red"]}}"#, "look.items.colors[0]"),
            (#"{"items": {"label": "Card {x}"}}"#, "look.items.label"),
            (#"{"items": {"label": "Card {n"}}"#, "look.items.label"),
            (#"{"preset": "seed", "items": {"cornerRadius": 3}}"#, "look.items.cornerRadius"),
            (#"{"device": "ipad"}"#, "look.device"),
        ]
        for (look, path) in cases {
            let e = Self.errors(Self.carousel(kind: "free", look: look))
            #expect(e.count == 1 && e.first?.path == path, "\(look): \(e)")
        }
    }

    /// An empty `items.lengths` is one error under every kind that pages over the row (it crashed
    /// the reader: the row took the first length of an empty list), and the kind adds no claim
    /// that content is missing.
    @Test func emptyItemLengthsAreOneErrorUnderEveryContentKind() {
        let kinds = [("free", ""), ("native-paging", ""), ("page-offsets", ""), ("hidden-pager", ""), ("swiftui-paging", ""),
                     ("view-aligned", ""), ("compositional", #", "behavior": "paging""#), ("flow-snap", #", "recipe": "one-page""#)]
        for (kind, extra) in kinds {
            let text = Self.carousel(kind: kind, strategyExtra: extra)
                .replacingOccurrences(of: #""count": 8, "size""#, with: #""lengths": [], "size""#)
            let e = Self.errors(text)
            #expect(e.count == 1 && e.first?.path == "content.items.lengths" && e.first?.message.contains("has 0 lengths") == true, "\(kind): \(e)")
        }
    }

    /// A whole number outside its range gets one line, not a second saying it is not whole
    /// (1e9 is whole; docs/scenario.md: count 1 … 100000).
    @Test func anIntegerOutOfRangeIsOneLine() {
        let e = Self.errors(Self.carousel(kind: "free").replacingOccurrences(of: #""count": 8"#, with: #""count": 1e9"#))
        #expect(e.map(\.message) == ["must be >= 1 and <= 100000, got 1000000000"], "\(e)")
        let fraction = Self.errors(Self.carousel(kind: "free").replacingOccurrences(of: #""count": 8"#, with: #""count": 2.5"#))
        #expect(fraction.map(\.message) == ["must be a whole number, got 2.5"], "\(fraction)")
    }

    /// Titles and labels are one line: a line break, tab or NUL (which cut the label short in
    /// cairo) is refused with its code point.
    @Test func controlCharactersInTitlesAndLabelsAreRefused() {
        let cases: [(String, String, String)] = [
            (#"{"title": "Feat\nured"}"#, "look.title", "U+000A"),
            (#"{"items": {"label": "Card\t{n}"}}"#, "look.items.label", "U+0009"),
            (#"{"items": {"label": "x\u0000y"}}"#, "look.items.label", "U+0000"),
        ]
        for (look, path, code) in cases {
            let e = Self.errors(Self.carousel(kind: "free", look: look))
            #expect(e.count == 1 && e.first?.path == path && e.first?.message.contains(code) == true, "\(look): \(e)")
        }
        #expect(Self.errors(Self.carousel(kind: "free", look: #"{"title": "日本語 🎉 עברית", "items": {"label": "Café {n}"}}"#)).isEmpty)
        // One character of 1 + 1000 scalars (a letter and its combining acute accents) is within
        // 200 characters but over 1000 scalars: cairo laid out every mark on every frame.
        let marks = "a" + String(repeating: "\u{0301}", count: 1000)
        for (look, path) in [(#"{"title": "\#(marks)"}"#, "look.title"), (#"{"items": {"label": "\#(marks)"}}"#, "look.items.label")] {
            let e = Self.errors(Self.carousel(kind: "free", look: look))
            #expect(e.count == 1 && e.first?.path == path && e.first?.message.contains("has 1001 Unicode scalars") == true, "\(e)")
        }
        let fiveEach = String(repeating: "e" + String(repeating: "\u{0301}", count: 4), count: 200)
        #expect(Self.errors(Self.carousel(kind: "free", look: #"{"title": "\#(fiveEach)"}"#)).isEmpty)
    }

    /// A combining mark after a placeholder's closing brace (one character with it) still closes
    /// the placeholder: "{n}" + U+0301 is the number with an acute accent.
    @Test func aCombiningMarkAfterABraceKeepsThePlaceholder() throws {
        let t = try LabelTemplate(parsing: "{n}\u{0301}")
        #expect(t.text(index: 2) == "3\u{0301}")
    }

    @Test func labelTemplatesFillTheNumberAndTheIndex() throws {
        let t = try LabelTemplate(parsing: "Card {n} ({i})")
        #expect(t.text(index: 0) == "Card 1 (0)")
        #expect(t.text(index: 11) == "Card 12 (11)")
    }

    /// At the first offset (-24) card 0 is #007AFF (the cards preset's first colour), the 16-pt
    /// gap between cards 0 and 1 is the background #F2F2F7, and card 1 is #FF9500.
    @Test func itemsAndGapsLandWhereTheRowPutsThem() throws {
        for kind in ["free", "native-paging", "page-offsets", "hidden-pager"] {
            let (scenes, timeline) = try Self.frames(Self.carousel(kind: kind, look: #"{"preset": "cards", "items": {"label": false}, "statusBar": false, "pageControl": false}"#))
            let image = RGBImage(try ScenePainter.rasterize(scenes.scene(for: timeline.samples[0]), scale: 1))
            #expect(Self.pixel(image, 174, 300) == 0x007AFF, "\(kind)")
            #expect(Self.pixel(image, 332, 300) == 0xF2F2F7, "\(kind)")
            #expect(Self.pixel(image, 365, 300) == 0xFF9500, "\(kind)")
            #expect(Self.pixel(image, 174, 205) == 0xF2F2F7, "\(kind): above the 420-pt card centred on 844 pt")
            #expect(Self.pixel(image, 174, 640) == 0xF2F2F7, "\(kind): below it")
        }
    }

    /// The same screen, content and look give the same pixels at the same offset whatever the
    /// strategy: frame 0 (before the finger moves) is identical across the four kinds.
    @Test func oneLookDrawsTheSamePixelsUnderEveryStrategy() throws {
        let look = #"{"preset": "cards", "title": "Featured", "statusBar": true, "device": "iphone", "theme": "dark"}"#
        var first: RGBImage?
        for kind in ["free", "native-paging", "page-offsets", "hidden-pager"] {
            let (scenes, timeline) = try Self.frames(Self.carousel(kind: kind, look: look))
            #expect(timeline.samples[0].offset.x == -24)
            let image = RGBImage(try ScenePainter.rasterize(scenes.scene(for: timeline.samples[0]), scale: 1))
            #expect(image.width == 390 + 40 && image.height == 844 + 40, "the iPhone body adds 20 pt a side")
            if let first { #expect(image == first, "\(kind) differs at t = 0") } else { first = image }
        }
    }

    @Test func imagesFillTheItemAndBadFilesAreReportedByPath() throws {
        let look = LookSpec(preset: .cards, images: ["red-40x20.jpg", "blue-20x40.png"])
        let images = try ItemImages.load(look, relativeTo: Self.folder)
        #expect(images.count == 2 && images[0].width == 40 && images[1].height == 40)
        #expect(images[1].pixels[0] == 0xFF1E_1EC8, "\(String(images[1].pixels[0], radix: 16))")
        let set = ItemImageSet(images: images, itemSizes: Array(repeating: CGSize(width: 300, height: 420), count: 8), scale: 1)
        #expect(set.image(ofItem: 1, size: CGSize(width: 300, height: 420))?.image.pixels[5000] == 0xFF1E_1EC8)
        let (scenes, timeline) = try Self.frames(Self.carousel(kind: "free", look: #"{"preset": "cards", "items": {"label": false}}"#), images: images)
        let image = RGBImage(try ScenePainter.rasterize(scenes.scene(for: timeline.samples[0]), scale: 1))
        // The JPEG's solid (200, 30, 30) within JPEG rounding; the PNG's (30, 30, 200) exactly.
        let red = Self.pixel(image, 174, 300)
        #expect(abs(red.redChannel - 200) <= 3 && abs(red.greenChannel - 30) <= 3 && abs(red.blueChannel - 30) <= 3, "\(String(red, radix: 16))")
        #expect(Self.pixel(image, 365, 300) == 0x1E1EC8)
        // Clipped to the 16-pt corner radius: the card's corner pixel shows the background.
        #expect(Self.pixel(image, 24, 212) == 0xF2F2F7)

        // A folder and a device are named as such (they were "cannot be read"), and a device or
        // FIFO is never opened (a FIFO would block the read).
        for (file, words) in [("missing.png", "does not exist"), ("corrupt.jpg", "not a JPEG"), ("../images", "is a folder"),
                              ("/dev/null", "is not a regular file")] {
            #expect(throws: ScenarioErrors.self) { try ItemImages.load(LookSpec(preset: .cards, images: ["blue-20x40.png", file]), relativeTo: Self.folder) }
            do { _ = try ItemImages.load(LookSpec(preset: .cards, images: ["blue-20x40.png", file]), relativeTo: Self.folder) } catch let e as ScenarioErrors {
                #expect(e.errors.count == 1 && e.errors[0].path == "look.items.images[1]" && e.errors[0].message.contains(words), "\(e)")
            }
        }
        // A file over 128 MiB (twice the decoded limit) is refused from its size, before it is
        // read: here a sparse file of 200 MiB that starts like a JPEG.
        let huge = FileManager.default.temporaryDirectory.appendingPathComponent("renderpages-huge-\(getpid()).jpg")
        try Data([0xFF, 0xD8, 0xFF]).write(to: huge)
        defer { try? FileManager.default.removeItem(at: huge) }
        #expect(truncate(huge.path, 200 << 20) == 0)
        do { _ = try ItemImages.load(LookSpec(preset: .cards, images: [huge.path]), relativeTo: Self.folder); Issue.record("accepted") } catch let e as ScenarioErrors {
            #expect(e.errors[0].message.contains("is 200 MiB, larger than a PNG or JPEG of at most 64 MiB decoded can be (128 MiB)"), "\(e)")
        }
        // A JPEG cut short in its picture data: libjpeg would pad the missing rows with grey and
        // only warn; it is refused as corrupt (the fixture's 654 bytes cut to 630, inside the scan
        // data, which starts at byte 623 after the SOS header).
        let jpeg = try Data(contentsOf: Self.folder.appendingPathComponent("red-40x20.jpg"))
        let cut = FileManager.default.temporaryDirectory.appendingPathComponent("renderpages-cut-\(getpid()).jpg")
        try jpeg.prefix(630).write(to: cut)
        defer { try? FileManager.default.removeItem(at: cut) }
        do { _ = try ItemImages.load(LookSpec(preset: .cards, images: [cut.path]), relativeTo: Self.folder); Issue.record("accepted") } catch let e as ScenarioErrors {
            #expect(e.errors[0].path == "look.items.images[0]" && e.errors[0].message.contains("Premature end of JPEG file"), "\(e)")
        }
        // A PNG header declaring 9000 × 10 px is refused before decoding (limit 8192 a side).
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        header += [0, 0, 0x23, 0x28, 0, 0, 0, 10, 8, 6, 0, 0, 0]
        let big = FileManager.default.temporaryDirectory.appendingPathComponent("renderpages-big-\(getpid()).png")
        try Data(header).write(to: big)
        defer { try? FileManager.default.removeItem(at: big) }
        do { _ = try ItemImages.load(LookSpec(preset: .cards, images: [big.path]), relativeTo: Self.folder); Issue.record("accepted") } catch let e as ScenarioErrors {
            #expect(e.errors[0].message.contains("9000 × 10 px"), "\(e)")
        }
        // 5000 × 4000 px is within 8192 a side but 80,000,000 bytes decoded: 76 MiB (by hand),
        // over the 64 MiB limit.
        header.replaceSubrange(16..<24, with: [0, 0, 0x13, 0x88, 0, 0, 0x0F, 0xA0])
        try Data(header).write(to: big)
        do { _ = try ItemImages.load(LookSpec(preset: .cards, images: [big.path]), relativeTo: Self.folder); Issue.record("accepted") } catch let e as ScenarioErrors {
            #expect(e.errors[0].message.contains("5000 × 4000 px, 76 MiB decoded, more than 64 MiB"), "\(e)")
        }
    }

    @Test func aCMYKJPEGIsConvertedToRGB() throws {
        // Fixtures/images/cmyk-16x16.jpg: four 8 x 8 px CMYK quadrants written by Pillow (with
        // Adobe's inverted storage); the expected colours are Pillow's own CMYK-to-RGB conversion
        // of the same file, allowing 2 levels for another libjpeg's decoding.
        let image = try #require(try ItemImages.load(LookSpec(preset: .cards, images: ["cmyk-16x16.jpg"]), relativeTo: Self.folder).first)
        for (x, y, expected) in [(4, 4, [255, 55, 55]), (12, 4, [44, 205, 205]), (4, 12, [0, 0, 0]), (12, 12, [207, 180, 152])] {
            let p = image.pixels[y * image.width + x]
            let rgb = [Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF)]
            #expect(p >> 24 == 0xFF && zip(rgb, expected).allSatisfy { abs($0 - $1) <= 2 }, "(\(x), \(y)): \(rgb), Pillow \(expected)")
        }
    }

    @Test func aScaledImageAveragesWhatEachPixelCovers() {
        // 4 × 2 px: left half black, right half white, to 2 × 1: one black and one white pixel;
        // to 1 × 1 with a 1:1 aspect the centre crop (columns 1 and 2) averages to mid grey.
        let p = PixelImage(width: 4, height: 2, pixels: [0xFF00_0000, 0xFF00_0000, 0xFFFF_FFFF, 0xFFFF_FFFF,
                                                         0xFF00_0000, 0xFF00_0000, 0xFFFF_FFFF, 0xFFFF_FFFF])
        #expect(p.aspectFilled(width: 2, height: 1).pixels == [0xFF00_0000, 0xFFFF_FFFF])
        #expect(p.aspectFilled(width: 1, height: 1).pixels == [0xFF80_8080])
    }

    @Test func anEnlargedImageInterpolatesAndRoundsHalvesUp() {
        // 2 × 1 px, grey levels 0 and 2, to 4 × 1: the output centres fall at source x = -0.25,
        // 0.25, 0.75 and 1.25 (worked by hand from linear interpolation, edges clamped), so the
        // levels are 0, 0.5, 1.5 and 2; halves round up (0.5 to 1, where ties-to-even gives 0).
        let p = PixelImage(width: 2, height: 1, pixels: [0xFF00_0000, 0xFF02_0202])
        #expect(p.aspectFilled(width: 4, height: 1).pixels == [0xFF00_0000, 0xFF01_0101, 0xFF02_0202, 0xFF02_0202])
    }

    /// A strategy written outside the library: the 8-card carousel row snapping at the fast rate.
    struct Snap: PagingStrategy {
        func makeScrollView(screen: CGSize, axis: Axis, decelerationRate: DecelerationRate?) -> ScrollView {
            ItemRow(count: 8, length: 300, crossLength: 420, spacing: 16, leadingInset: 24, trailingInset: 24)
                .scrollView(screen: screen, axis: axis, decelerationRate: .fast)
        }
    }

    /// Snap's input (390 x 844 at scale 1, a 1 pt/ms fling, 30 fps), timeline and content row.
    static func customCarousel() throws -> (SimulationInput, Timeline, ContentSpec) {
        let input = SimulationInput(screen: CGSize(width: 390, height: 844), scale: 1,
                                    gestures: [GestureStep(.fling(offset: nil, velocity: 1))], fps: 30)
        let timeline = try ScrollSimulation.timeline(input, strategy: Snap())
        return (input, timeline, ContentSpec(count: 8, width: 300, height: 420, spacing: 16, contentInset: EdgeInsets(left: 24, right: 24)))
    }

    /// A strategy written outside the library renders in a look through FrameScenes alone.
    @Test func aCustomStrategyRendersInALook() throws {
        let (input, timeline, content) = try Self.customCarousel()
        let scenes = FrameScenes(try RenderInput(input: input, strategy: Snap(), look: LookSpec(preset: .cards, statusBar: false), content: content, timeline: timeline))
        let image = RGBImage(try ScenePainter.rasterize(scenes.scene(for: timeline.samples[0]), scale: 1))
        #expect(Self.pixel(image, 174, 300) == 0x007AFF && Self.pixel(image, 332, 300) == 0xF2F2F7)
    }

    /// The same strategy through FrameSequence: a frame folder with one PNG per sample at the
    /// input's scale and the input's fps in the manifest (values from the SimulationInput above).
    @Test func aCustomStrategyWritesAFrameFolder() throws {
        let (input, timeline, content) = try Self.customCarousel()
        let renderer = try FrameSequence(try RenderInput(input: input, strategy: Snap(), look: LookSpec(preset: .cards, statusBar: false), content: content, timeline: timeline))
        let scratch = try Scratch()
        let count = try renderer.write(to: scratch.path("frames"), format: .png, threads: 2)
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.path("frames"))
        #expect(count == timeline.samples.count && files.filter { $0.hasSuffix(".png") }.count == count)
        let manifest = try String(contentsOfFile: scratch.path("frames/manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"fps\": 30"), "\(manifest.prefix(80))")
        // IHDR's width and height are bytes 16-23: the 390 x 844 screen at scale 1.
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: scratch.path("frames/frame-0000.png"))))
        let be = { (i: Int) in png[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(be(16) == 390 && be(20) == 844)
    }
}
