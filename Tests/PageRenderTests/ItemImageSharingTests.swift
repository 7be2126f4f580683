import Foundation
import Testing
@testable import PageRender

/// The item images of one run are decoded once: the command line decodes every scenario of a
/// comparison through one `ItemImages.Decoded`, so a file that two scenarios name (by two paths
/// here) is read once and both looks hold the same decoded picture (one `EncodedOnce`, the store
/// a decoded picture carries for its file bytes, shared only by copies of one decoding). Fixture:
/// Tests/PageRenderTests/Fixtures/images/blue-20x40.png, 20 × 40 px.
@Suite struct ItemImageSharingTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/images")

    static func look(_ images: [String]) -> LookSpec {
        LookSpec(preset: .cards, images: images, label: "", statusBar: false)
    }

    @Test func twoScenariosOfOneRunShareTheirDecodedFiles() throws {
        let directory = Self.folder.path
        var decoded = ItemImages.Decoded()
        let first = try ItemImages.load(Self.look(["blue-20x40.png"]), relativeTo: directory, fromStandardInput: false, decoded: &decoded)
        let second = try ItemImages.load(Self.look(["./blue-20x40.png", directory + "/blue-20x40.png"]), relativeTo: directory,
                                         fromStandardInput: false, decoded: &decoded)
        #expect(first.count == 1 && second.count == 2)
        #expect(first[0].width == 20 && first[0].height == 40)
        #expect(second.allSatisfy { $0.png === first[0].png }, "the second scenario decoded the file again")

        // Without the shared record each load decodes its own copy: equal pixels, another picture.
        var other = ItemImages.Decoded()
        let again = try ItemImages.load(Self.look(["blue-20x40.png"]), relativeTo: directory, fromStandardInput: false, decoded: &other)
        #expect(again[0] == first[0] && again[0].png !== first[0].png)
    }
}
