import Foundation

extension SceneOptions {
    /// These options with `look`'s item images decoded, relative paths read from the working
    /// folder (`ItemImages.load(_:)`), for the library's renderers: unchanged when they already
    /// carry decoded images (the command line decodes a scenario's relative to its file, once for
    /// all its renders) or when the look has none.
    func withItemImages(of look: LookSpec) throws -> SceneOptions {
        guard itemImages.isEmpty, !look.images.isEmpty else { return self }
        var options = self
        options.itemImages = try ItemImages.load(look)
        return options
    }
}
