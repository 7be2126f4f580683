/// `diff --out`: A | difference | B at every frame (a GIF), or at the frame that differs most (a PNG).
extension DiffReport: OutputSubject {
    package func animation(_ settings: OutputFormat.Settings) throws -> AnimationSource { try animation() }
    package func picture(_ settings: OutputFormat.Settings) throws -> RGBImage { try peakPicture() }
}
