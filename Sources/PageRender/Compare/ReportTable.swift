/// A scenario's releases and its rest as an HTML table: per lift-off the time, contentOffset,
/// the velocity handed to `scrollViewWillEndDragging`, the target UIKit proposed and the one the
/// strategy chose; then where and when the motion came to rest. Values along the scroll axis.
enum ReportTable {
    static func html(_ s: ComparedScenario) -> String {
        let axis = s.axis
        var rows = ""
        for (i, r) in s.timeline.releases.enumerated() {
            let velocity = Double(r.velocity[axis]).text(decimals: 2)
            rows += "<tr data-row=\"\(i)\"><th scope=\"row\">release \(i + 1)</th><td>\(r.t.shortText)</td>"
                + "<td>\(Double(r.offset[axis]).shortText)</td><td>\(velocity)</td>"
                + "<td>\(Double(r.proposedTarget[axis]).shortText)</td><td>\(Double(r.target[axis]).shortText)</td></tr>\n"
        }
        let rest = s.timeline.rest
        rows += "<tr data-row=\"\(s.timeline.releases.count)\"><th scope=\"row\">rest</th><td>\(rest.t.shortText)</td>"
            + "<td>\(Double(rest.offset[axis]).shortText)</td><td></td><td></td><td></td></tr>"
        return """
        <table class="events">
        <caption>ms, pt and pt/ms along the scroll axis</caption>
        <thead><tr><th></th><th>t</th><th>offset</th><th>velocity</th><th>proposed</th><th>target</th></tr></thead>
        <tbody>
        \(rows)
        </tbody>
        </table>
        """
    }
}
