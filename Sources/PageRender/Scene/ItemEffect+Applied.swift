import Foundation

extension ItemEffect {
    /// `layer` (an item's static group) with this effect applied; its `.itemImage` child, when
    /// the look made one, takes the image's transform and opacity inside the item's outline.
    func applied(to layer: SceneGroup) -> SceneGroup {
        var group = layer
        group.transform = transform.concatenating(layer.transform)
        group.opacity = opacity
        group.projective = projective
        group.filters = filters
        if !imageTransform.isIdentity || imageOpacity < 1 {
            group.children = group.children.map { child in
                guard case var .group(image) = child, case .itemImage = image.id else { return child }
                image.transform = imageTransform
                image.opacity = imageOpacity
                return .group(image)
            }
        }
        return group
    }
}
