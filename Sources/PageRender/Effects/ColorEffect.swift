import Foundation

/// One of SwiftUI's colour modifiers with its value; its matrix is what the painters apply
/// (`ColorMatrix`). The scenario's names for them are their descriptors'
/// (`TransitionEffectDescriptor`).
enum ColorEffect: Sendable, Equatable {
    /// `brightness(_:)`: adds to each component.
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    /// `hueRotation(.degrees(_))`.
    case hueRotation(degrees: Double)

    var matrix: ColorMatrix {
        switch self {
        case let .brightness(b): .brightness(b)
        case let .contrast(c): .contrast(c)
        case let .saturation(s): .saturation(s)
        case let .grayscale(g): .grayscale(g)
        case let .hueRotation(degrees): .hueRotation(degrees: degrees)
        }
    }
}
