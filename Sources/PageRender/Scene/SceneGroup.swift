import Foundation

/// A node of the scene tree with children, after usvg's `Group {id, transform, opacity, clip,
/// children}`. Painting a group: clip to `clip` (in the coordinates the group is placed in, its
/// parent's), then draw the children through `transform` (and `projective` after it), and
/// composite them as one picture at `opacity`, as CALayer's and SwiftUI's `opacity` do: two
/// overlapping children at 50 % show the lower one through the upper one's picture only once,
/// not through each other. A group with the identity transform, opacity 1 and no clip draws
/// exactly as its children drawn in its place.
package struct SceneGroup: Sendable, Equatable {
    /// What the group stands for, the same in every frame (nil: an anonymous group).
    package var id: SceneNodeID?
    /// The children's coordinates to the parent's.
    package var transform: Transform2D
    /// A perspective applied after `transform`, for a group whose content is flat
    /// (`rotation3DEffect`); nil for none. See `ProjectiveTransform`.
    package var projective: ProjectiveTransform? {
        get { storedProjective?.value }
        set { storedProjective = newValue.map(ProjectiveStorage.init) }
    }
    /// `projective` out of line: a group sits inline in every `Scene.Shape`, so its nine numbers
    /// would make every shape of every frame's tree that much larger to copy (scene building was
    /// 10 % slower per frame with them inline, `make bench-scene`).
    private var storedProjective: ProjectiveStorage?
    /// 0…1, applied to the group as a whole.
    package var opacity: Double
    /// What the group is cut to, in its parent's coordinates (before `transform`).
    package var clip: SceneClip?
    /// Filters applied to the group's composited picture, in order (`Filter`).
    package var filters: [Filter]
    package var children: [Scene.Shape]
    /// A rect holding everything the children paint, in the group's own coordinates (before
    /// `transform`; `InkBounds`), worked out when the tree is built, as usvg's
    /// `layer_bounding_box`: items and every group with filters or a projective transform carry
    /// it; nil when not worked out. It cuts nothing: the painter sizes what it composites from it
    /// (cairo's offscreen picture for a partial opacity, the picture of a group with filters or a
    /// perspective), and the animated SVG bounds how far a transform change moves the group's points.
    package var ink: CGRect?

    package init(id: SceneNodeID? = nil, transform: Transform2D = .identity, projective: ProjectiveTransform? = nil, opacity: Double = 1,
                 clip: SceneClip? = nil, filters: [Filter] = [], ink: CGRect? = nil, children: [Scene.Shape]) {
        self.ink = ink
        self.id = id
        self.transform = transform
        self.storedProjective = projective.map(ProjectiveStorage.init)
        self.opacity = opacity
        self.clip = clip
        self.filters = filters
        self.children = children
    }

    /// True when painting the group needs an offscreen picture: a partial opacity, a filter or a
    /// projective transform.
    package var isComposited: Bool { opacity < 1 || !filters.isEmpty || projective != nil }
}

/// A group's projective transform, shared by the copies of the group.
private final class ProjectiveStorage: Sendable, Equatable {
    let value: ProjectiveTransform

    init(_ value: ProjectiveTransform) { self.value = value }

    static func == (a: ProjectiveStorage, b: ProjectiveStorage) -> Bool { a === b || a.value == b.value }
}

/// The outline a group is cut to.
package enum SceneClip: Sendable, Equatable {
    case rect(CGRect)
    /// The rect with its corners rounded by `cornerRadius` pt (at most half the shorter side).
    case roundedRect(CGRect, cornerRadius: Double)
}
