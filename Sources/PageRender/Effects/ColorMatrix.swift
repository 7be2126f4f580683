import Foundation

/// A colour matrix on un-premultiplied RGB (alpha unchanged): rgb' = M·rgb + bias. The filters of
/// SwiftUI's colour effects, rows as OpenSwiftUI's `ColorMatrix.swift` states them (validated
/// against Apple's binary by that project's dual tests; docs/effects.md, `transition`, [src]). Which colour
/// space they run in on a device is not established ([model]: the sRGB-encoded values, to verify).
///
/// It remembers the effects it chains (`steps`, first applied first), so a writer can name them
/// (an animated SVG writes a lone hue rotation as CSS's `hue-rotate()`); equal matrices are equal
/// whatever their steps.
package struct ColorMatrix: Sendable, Hashable {
    /// Row-major 3 × 3.
    var m: [Double]
    var bias: [Double]
    var steps: [Step] = []

    /// One of SwiftUI's colour effects, with its amount.
    typealias Step = ColorEffect

    init(m: [Double], bias: [Double], steps: [Step] = []) {
        self.m = m
        self.bias = bias
        self.steps = steps
    }

    package static func == (a: ColorMatrix, b: ColorMatrix) -> Bool { a.m == b.m && a.bias == b.bias }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(m)
        hasher.combine(bias)
    }

    static let identity = ColorMatrix(m: [1, 0, 0, 0, 1, 0, 0, 0, 1], bias: [0, 0, 0])

    /// Rec. 709 luma weights, the monochrome rows' coefficients (OpenSwiftUI).
    static let luma = (r: 0.2126, g: 0.7152, b: 0.0722)

    /// `brightness(b)`: RGB + b.
    static func brightness(_ b: Double) -> ColorMatrix { ColorMatrix(m: identity.m, bias: [b, b, b], steps: [.brightness(b)]) }

    /// `contrast(c)`: c·RGB + (1 − c)/2.
    static func contrast(_ c: Double) -> ColorMatrix {
        let k = (1 - c) / 2
        return ColorMatrix(m: [c, 0, 0, 0, c, 0, 0, 0, c], bias: [k, k, k], steps: [.contrast(c)])
    }

    /// `saturation(s)`, s ≤ 0 as 0: the rows of 3.2 (0.7873 as the source writes it).
    static func saturation(_ s: Double) -> ColorMatrix {
        let s = max(0, s)
        return ColorMatrix(m: [0.2126 + 0.7873 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s,
                               0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s,
                               0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s], bias: [0, 0, 0], steps: [.saturation(s)])
    }

    /// `grayscale(g)`: (1 − g)·RGB + g·luma.
    static func grayscale(_ g: Double) -> ColorMatrix {
        let (r, gr, b) = luma, k = 1 - g
        return ColorMatrix(m: [k + g * r, g * gr, g * b, g * r, k + g * gr, g * b, g * r, g * gr, k + g * b], bias: [0, 0, 0], steps: [.grayscale(g)])
    }

    /// `hueRotation(θ)`: the rows of 3.2 with c = cos θ, s = sin θ.
    static func hueRotation(degrees: Double) -> ColorMatrix {
        let a = degrees * .pi / 180, c = cos(a), s = sin(a)
        return ColorMatrix(m: [0.2126 + 0.7873 * c - 0.2126 * s, 0.7152 - 0.7152 * c - 0.7152 * s, 0.0722 - 0.0722 * c + 0.9278 * s,
                               0.2126 - 0.2126 * c + 0.1430 * s, 0.7152 + 0.2848 * c + 0.1400 * s, 0.0722 - 0.0722 * c - 0.2830 * s,
                               0.2126 - 0.2126 * c - 0.7873 * s, 0.7152 - 0.7152 * c + 0.7152 * s, 0.0722 + 0.9278 * c + 0.0722 * s],
                           bias: [0, 0, 0], steps: [.hueRotation(degrees: degrees)])
    }

    /// This matrix applied first, then `next` (no clamping between them).
    func then(_ next: ColorMatrix) -> ColorMatrix {
        var m = [Double](repeating: 0, count: 9), bias = [Double](repeating: 0, count: 3)
        for i in 0..<3 {
            for j in 0..<3 { m[i * 3 + j] = (0..<3).reduce(0) { $0 + next.m[i * 3 + $1] * self.m[$1 * 3 + j] } }
            bias[i] = (0..<3).reduce(next.bias[i]) { $0 + next.m[i * 3 + $1] * self.bias[$1] }
        }
        return ColorMatrix(m: m, bias: bias, steps: steps + next.steps)
    }

    /// The colour `rgb` (un-premultiplied, 0...1) through the matrix, clamped to 0...1.
    func apply(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func row(_ i: Int) -> Double { min(1, max(0, m[i * 3] * r + m[i * 3 + 1] * g + m[i * 3 + 2] * b + bias[i])) }
        return (row(0), row(1), row(2))
    }
}
