import Foundation

extension RenderInput {
    /// The run as one animated SVG file (docs/output.md): what does not move written once, the
    /// motion as CSS keyframes at the device's rate, turned and filtered cards as XHTML in a
    /// `<foreignObject>`; playing `loop` times with `hold` ms on the first and the last state.
    public func animatedSVG(loop: LoopMode = .forever, hold: Double = 0) throws -> [UInt8] {
        try AnimatedSVG.document(self, loop: loop, hold: hold).bytes
    }
}
