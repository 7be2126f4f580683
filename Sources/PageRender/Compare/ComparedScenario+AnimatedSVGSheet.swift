import Foundation

extension ComparedScenario {
    /// `compared` side by side as one animated SVG file, in sync at one fps (`AnimatedSVGSheet`),
    /// playing `loop` times with `hold` ms at both ends: a custom strategy's sheet as a scenario
    /// file's.
    public static func animatedSVGSheet(_ compared: [ComparedScenario], loop: LoopMode = .forever, hold: Double = 0) throws -> [UInt8] {
        try AnimatedSVGSheet.document(compared, loop: loop, hold: hold).bytes
    }
}
