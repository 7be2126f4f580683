extension PixelFilters {
    /// The σ in pixels of a blur of σ `sigma` pt, in a picture drawn `scale` px per point.
    static func pixels(sigma: Double, scale: Double) -> Double { sigma * scale }

    /// How many times coarser than the frame a picture blurred by `filters` may be drawn: n =
    /// ⌊σ / 4 px⌋ from a σ of 8 px (2 from 8 px, 3 from 12 px, 4 from 16 px), so the blur on the
    /// coarser grid keeps a σ of at least 4 of its pixels. A Gaussian of σ keeps exp(−2π²σ²f²) of
    /// frequency f; at the coarser grid's limit (f = 1/(2n) px⁻¹) that is at most
    /// exp(−2π² · 16 / 4) = e⁻⁷⁹, so nothing the blur keeps is lost, and the blur and the drawing
    /// cost 1/n² (the bilinear scaling up of a σ of 4 pixels is within half a level of 255 of the
    /// Gaussian: h²/8 · max|f″| = 255 · 0.242 / (8 · 16)).
    static func reduction(_ filters: [Filter], scale: Double) -> Double {
        let sigma = filters.reduce(0.0) { widest, filter in
            guard case let .blur(sigma) = filter else { return widest }
            return max(widest, pixels(sigma: sigma, scale: scale))
        }
        return sigma >= 8 ? (sigma / 4).rounded(.down) : 1
    }

    /// How far the filters' blurs reach, px, in a picture drawn `scale` px per point.
    static func reach(_ filters: [Filter], scale: Double) -> Int {
        filters.reduce(0) { total, filter in
            guard case let .blur(sigma) = filter else { return total }
            return total + blurReach(sigma: pixels(sigma: sigma, scale: scale))
        }
    }

    /// `filters` in order on `view`'s pixels, in a picture drawn `scale` px per point: each
    /// filter's kernel (a new filter is a case of `Filter`, its kernel here and its reach above).
    static func apply(_ filters: [Filter], to view: PixelView, scale: Double) {
        for filter in filters {
            switch filter {
            case let .blur(sigma): gaussianBlur(view, sigma: pixels(sigma: sigma, scale: scale))
            case let .colorMatrix(matrix): colorMatrix(view, matrix: matrix)
            }
        }
    }
}
