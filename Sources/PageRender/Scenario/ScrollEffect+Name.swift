extension ScrollEffect {
    /// The effect's key in a scenario file.
    var name: String {
        switch self {
        case .scale: "scale"
        case .opacity: "opacity"
        case .rotation: "rotation"
        case .offset: "offset"
        case .blur: "blur"
        case .brightness: "brightness"
        case .contrast: "contrast"
        case .saturation: "saturation"
        case .grayscale: "grayscale"
        case .hueRotation: "hueRotation"
        case .rotation3D: "rotation3D"
        case .zIndex: "zIndex"
        }
    }
}
