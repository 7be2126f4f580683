/// Offsets along the axis where a scenario's strategy can leave the view at rest: the page
/// starts for native paging, nothing for free scrolling (it has no snap positions).
enum SnapGuides {
    static func offsets(_ s: ComparedScenario) -> [Double] {
        let screen = s.scenario.screen.size
        switch s.scenario.strategy {
        case .free:
            return []
        case let .nativePaging(pages):
            let length = Double(screen[s.scenario.axis])
            return (0..<pages).map { Double($0) * length }
        }
    }
}
