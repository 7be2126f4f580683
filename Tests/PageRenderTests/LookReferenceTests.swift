import Foundation
import Testing
@testable import PageRender

/// One frame of each look preset (`seed`, `cards`, `pages`) at @1x against committed reference
/// PNGs (`Fixtures/reference/look-*.png`), decoded and compared pixel by pixel within
/// `ReferenceImages`' tolerances, so a new cairo, pixman, FreeType or libjpeg moves a few
/// antialiased pixels and passes. Each preset is drawn in both themes on each device body (none,
/// rounded, iphone); `cards` and `pages` with and without item images (samples/carousel/artwork),
/// alternating so each theme shows both. Re-record: `RENDERPAGES_RECORD=1 swift test --filter
/// LookReferenceTests`, look at every PNG, commit them (docs/rendering.md, "Tests").
@Suite struct LookReferenceTests {
    /// A preset, a theme, a device body and whether the items show images.
    struct Look: Sendable {
        var preset, theme, device: String
        var images: Bool
    }

    static let samples = KeyFrameTests.samples

    /// The six theme × device pairs per preset; item images on every other one (seed takes none:
    /// item fields need another preset, docs/looks.md).
    static let looks: [Look] = ["seed", "cards", "pages"].flatMap { preset in
        [("light", "none"), ("light", "rounded"), ("light", "iphone"), ("dark", "none"), ("dark", "rounded"), ("dark", "iphone")]
            .enumerated().map { i, pair in Look(preset: preset, theme: pair.0, device: pair.1, images: preset != "seed" && i % 2 == 1) }
    }

    /// Four artworks, JPEG and PNG (cycled over the eight cards).
    static let artwork = ["artwork/01-dawn.jpg", "artwork/04-night.png", "artwork/06-glacier.jpg", "artwork/09-ember.jpg"]

    /// `seed`: today's deals (its own demo look) with the status bar and the device over it;
    /// `cards` and `pages`: the carousel of samples/carousel with a title and the status bar.
    /// All at scale 1; the frame 100 ms into the first swipe (the finger down, items between rests).
    static func scenario(_ look: Look) throws -> Scenario {
        let file = look.preset == "seed" ? "todays-deals.json" : "carousel/carousel.json"
        var json = try JSONParser.parse(Array(try Data(contentsOf: samples.appendingPathComponent(file))))
        var fields: [(key: String, value: JSONValue)] = [
            ("preset", .string(look.preset)), ("theme", .string(look.theme)), ("device", .string(look.device)), ("statusBar", .bool(true)),
        ]
        if look.preset != "seed" { fields.append(("title", .string("Featured"))) }
        if look.images { fields.append(("items", .object([("images", .array(artwork.map { .string($0) }))]))) }
        json = try json.setting("screen.scale", to: .number(1)).setting("look", to: .object(fields))
        return try Scenario.read(json)
    }

    /// The artwork decoded and filled to the 300 x 420 px cards once for all cases (the fill is
    /// most of a case's time in a debug build); the renderer's own fill then keeps them as they are.
    static let artworkImages: [PixelImage] = {
        let look = LookSpec(preset: .cards, images: artwork)
        let decoded = (try? ItemImages.load(look, relativeTo: samples.appendingPathComponent("carousel"))) ?? []
        return decoded.map { $0.aspectFilled(width: 300, height: 420) }
    }()

    static func render(_ look: Look) throws -> CairoSurface {
        let scenario = try scenario(look)
        let images = look.images ? artworkImages : []
        #expect(images.count == (look.images ? artwork.count : 0))
        let timeline = try ScrollSimulation.timeline(for: scenario)
        let sample = try #require(timeline.samples.first { $0.t >= 100 })
        let scene = FrameScenes(RenderInput(scenario: scenario, timeline: timeline, itemImages: images)).scene(for: sample)
        return try ScenePainter.rasterize(scene, scale: 1)
    }

    @Test(arguments: looks)
    func matchesReference(_ look: Look) throws {
        try ReferenceImages.check(try Self.render(look), named: look.name)
    }

    /// Each image is scaled once per item size, before any frame: ten items of one size showing
    /// four images hold four scaled images, and every frame's lookup returns the same pixels
    /// (one storage, not a copy scaled again).
    @Test func imagesAreScaledOncePerItemSize() throws {
        // Half the cards' size, so each image is really scaled (not kept as it is).
        let size = CGSize(width: 150, height: 210)
        let set = ItemImageSet(images: Self.artworkImages, itemSizes: Array(repeating: size, count: 10), scale: 1)
        func storage(_ item: Int) throws -> UnsafeRawPointer? {
            try #require(set.image(ofItem: item, size: size)).image.pixels.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        // Items 0, 4 and 8 cycle to image 0; item 1 to image 1.
        #expect(try storage(0) == storage(4) && storage(4) == storage(8) && storage(0) != storage(1))
        #expect(Set(try (0..<10).map(storage)).count == 4)
        #expect(try #require(set.image(ofItem: 0, size: size)).image.width == 150)
    }

    /// The set covers what it claims: every preset in both themes and on every device, and
    /// `cards` and `pages` with and without images in each theme.
    @Test func looksCoverEveryPresetThemeDeviceAndImages() {
        for preset in ["seed", "cards", "pages"] {
            let mine = Self.looks.filter { $0.preset == preset }
            #expect(Set(mine.map { "\($0.theme) \($0.device)" }).count == 6)
            if preset != "seed" {
                #expect(Set(mine.map { "\($0.theme) \($0.images)" }).count == 4)
            }
        }
        #expect(Set(Self.looks.map(\.name)).count == Self.looks.count)
    }
}

extension LookReferenceTests.Look: CustomTestStringConvertible {
    /// The reference's file name without `.png`: look-cards-dark-iphone-images.
    var name: String { "look-\(preset)-\(theme)-\(device)" + (images ? "-images" : "") }
    var testDescription: String { name }
}
