import Foundation

extension ItemReport {
    /// The contract's object for one item (docs/scenario.md, "Per-item state").
    var json: JSONValue {
        func point(_ p: CGPoint?) -> JSONValue { p.map { .array([.number(Double($0.x)), .number(Double($0.y))]) } ?? .null }
        return .object([
            ("index", .number(Double(index))),
            ("frame", .object([("x", .number(Double(frame.minX))), ("y", .number(Double(frame.minY))),
                               ("width", .number(Double(frame.width))), ("height", .number(Double(frame.height)))])),
            ("corners", .array(corners.map(point))),
            ("opacity", .number(opacity)),
            ("zIndex", .number(zIndex)),
            ("drawn", .bool(drawn)),
            ("effects", effects),
        ])
    }

    /// The CSV header of `csvRow`.
    static let csvHeader = "t,index,drawn,x,y,width,height,topLeftX,topLeftY,topRightX,topRightY,bottomRightX,bottomRightY,bottomLeftX,bottomLeftY,opacity,zIndex,effects"

    /// One CSV row at sample time `t`: the fields of `json` flattened, the effects object as
    /// JSON text in one quoted field.
    func csvRow(t: Double) -> String {
        let f = { (v: Double) in JSONValue.format(v == 0 ? 0 : v) }
        let corners = self.corners.flatMap { p in p.map { [f(Double($0.x)), f(Double($0.y))] } ?? ["", ""] }
        let effects = "\"" + self.effects.compactText.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        return ([f(t), "\(index)", drawn ? "true" : "false", f(Double(frame.minX)), f(Double(frame.minY)), f(Double(frame.width)),
                 f(Double(frame.height))] + corners + [f(opacity), f(zIndex), effects]).joined(separator: ",")
    }
}

extension FrameScenes {
    /// `simulate --items` as JSON: the timeline's JSON with each sample's `items`.
    package func itemsJSON(_ timeline: Timeline) -> String {
        timeline.jsonText { k in
            "\"items\": [" + itemReports(at: timeline.samples[k]).map(\.json.compactText).joined(separator: ", ") + "]"
        }
    }

    /// `simulate --items --format csv`: one row per item and sample.
    package func itemsCSV(_ timeline: Timeline) -> String {
        var lines = [ItemReport.csvHeader]
        for sample in timeline.samples {
            lines += itemReports(at: sample).map { $0.csvRow(t: sample.t) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
