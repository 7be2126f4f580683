/// The report's style sheet. Colours are the offset plot's (`PlotStyle`), so a player's title,
/// its curve and its ribbon match, and a phase has one colour on the page and in the plot.
enum ReportStyle {
    static var css: String {
        let phases = ScrollPhase.allCases.map { ".phase-\($0.rawValue) { background: \(hex(PlotStyle.phase($0))); }" }
        return """

        :root { color-scheme: light; --ink: \(hex(PlotStyle.ink)); --muted: \(hex(PlotStyle.muted)); --rule: \(hex(PlotStyle.grid)); }
        * { box-sizing: border-box; }
        body { margin: 16px; font: 14px/20px "DejaVu Sans", system-ui, sans-serif; color: var(--ink); background: #fff; }
        header h1 { font-size: 18px; margin: 0 0 4px; }
        header p { margin: 0 0 12px; color: var(--muted); max-width: 72em; }
        .controls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; padding: 8px 0; margin-bottom: 12px;
          position: sticky; top: 0; background: #fff; z-index: 2; border-bottom: 1px solid var(--rule); }
        .controls button { font: inherit; padding: 3px 10px; border: 1px solid #aaa; border-radius: 4px; background: #f6f6f6; cursor: pointer; }
        .controls button[aria-pressed="true"] { background: var(--ink); color: #fff; border-color: var(--ink); }
        #play { min-width: 5.5em; }
        #time { flex: 1 1 240px; min-width: 160px; }
        #clock { min-width: 10em; font-variant-numeric: tabular-nums; }
        .players { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        .player { margin: 0; }
        .player figcaption { font-weight: bold; margin-bottom: 6px; }
        .swatch { display: inline-block; width: 24px; height: 4px; margin: 0 8px 4px 0; background: var(--series); vertical-align: middle; }
        .frame { display: block; background: #ddd; }
        .state { margin: 6px 0; font-variant-numeric: tabular-nums; min-height: 1.4em; }
        .phase { padding: 1px 8px; border-radius: 3px; }
        .readout { color: var(--muted); }
        .events { width: 100%; border-collapse: collapse; font-size: 12px; font-variant-numeric: tabular-nums; }
        .events caption { caption-side: bottom; text-align: left; color: var(--muted); font-size: 11px; padding-top: 2px; }
        .events th, .events td { padding: 2px 6px; text-align: right; border-bottom: 1px solid var(--rule); }
        .events thead th { color: var(--muted); font-weight: normal; }
        .events tbody th { text-align: left; font-weight: normal; white-space: nowrap; }
        .events tr.current { background: #fff3c4; }
        .events tr.current th { font-weight: bold; }
        .plot { margin-top: 24px; }
        .plot-box { position: relative; display: inline-block; max-width: 100%; cursor: crosshair; }
        .plot-box svg { display: block; max-width: 100%; height: auto; }
        .cursor { position: absolute; width: 2px; margin-left: -1px; background: #d00; pointer-events: none; }
        \(phases.joined(separator: "\n"))

        """
    }

    /// `#rrggbb` of an opaque colour.
    static func hex(_ color: Color) -> String {
        let digits = Array("0123456789abcdef")
        return "#" + [color.red, color.green, color.blue].map { component in
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            return String([digits[byte / 16], digits[byte % 16]])
        }.joined()
    }
}
