import Foundation

extension LookSpec {
    /// Item images per look: enough for any carousel; each is decoded once per run.
    static let maxImages = 100
    /// Item colours per look.
    static let maxColors = 1000
    /// Corner radius, pt: up to half of the largest item side (`ScenarioLimits.size`).
    static let cornerRadiusRange = NumberRange.nonNegative(max: 50_000).measured(in: "pt")
    /// Title and label text, characters: one line on any screen.
    static let maxText = 200
    /// Title and label text, Unicode scalars: 5 a character on average, room for accented letters
    /// and emoji sequences (a family emoji is 7), while a character with thousands of combining
    /// marks, which counts as one, cannot make cairo lay out that many glyphs every frame.
    static let maxTextScalars = 1000

    /// Reads the `look` object; absent: the default for a scenario with or without content.
    static func read(_ c: JSONCursor, hasContent: Bool, _ d: inout Diagnostics) -> LookSpec {
        var look = LookSpec.default(hasContent: hasContent)
        guard c.requireObject(&d, required: false) else { return look }
        c.rejectUnknownKeys(&d, known: ["preset", "theme", "background", "items", "title", "statusBar", "device", "pageControl", "finger"])
        if let preset = c["preset"].choice(&d, Preset.allCases.map(\.rawValue), default: look.preset.rawValue) {
            look.preset = Preset(rawValue: preset) ?? look.preset
        }
        look.theme = Theme(rawValue: c["theme"].choice(&d, Theme.allCases.map(\.rawValue), default: "light") ?? "light") ?? .light
        if case .object? = c["background"].value {
            look.gradient = BackgroundGradient.read(c["background"], &d)
        } else if c["background"].isPresent {
            look.background = c["background"].color(&d)
        }
        if c["finger"].isPresent { look.finger = c["finger"].bool(&d, default: true) }
        if c["items"].requireObject(&d, required: false) {
            let items = c["items"]
            items.rejectUnknownKeys(&d, known: ["colors", "images", "cornerRadius", "label", "texts", "text", "border", "transition", "layoutEffect",
                                                "visualEffect", "zOrder", "inset", "shadow"])
            if look.preset == .seed, case let .object(pairs)? = items.value, let first = pairs.first(where: { !$0.key.hasPrefix("_") }) {
                d.add(items[first.key].path, "the seed preset draws its source document's own items; set look.preset to \"cards\" or \"pages\" to choose item colours, images, corners and labels")
            }
            if items["colors"].isPresent, let list = items["colors"].array(&d) {
                if list.isEmpty || list.count > maxColors { d.add(items["colors"].path, "has \(list.count) colours; give between 1 and \(maxColors)") }
                let fills = list.compactMap { ItemFill.read($0, &d) }
                look.colors = fills.map(\.baseColor)
                if fills.contains(where: { if case .gradient = $0 { return true }; return false }) { look.fills = fills }
            }
            if items["images"].isPresent, let list = items["images"].array(&d) {
                if list.isEmpty || list.count > maxImages { d.add(items["images"].path, "has \(list.count) images; give between 1 and \(maxImages) PNG or JPEG files") }
                look.images = list.compactMap { $0.text(&d, maxLength: 4096) }
            }
            if items["texts"].isPresent, let list = items["texts"].array(&d) {
                if list.isEmpty || list.count > maxColors { d.add(items["texts"].path, "has \(list.count) texts; give between 1 and \(maxColors), one per item (they cycle like colors)") }
                look.texts = list.compactMap { entry in entry.text(&d, maxLength: maxText).flatMap { entry.isDrawableLine($0, &d) ? $0 : nil } }
            }
            if items["text"].isPresent { look.textStyle = ItemTextStyle.read(items["text"], &d) }
            if items["shadow"].isPresent { look.shadow = ItemShadow.read(items["shadow"], &d) }
            if case .number? = items["inset"].value {
                let all = CGFloat(items["inset"].number(&d, ScenarioLimits.length))
                look.inset = EdgeInsets(top: all, left: all, bottom: all, right: all)
            } else if items["inset"].isPresent {
                look.inset = EdgeInsets.read(items["inset"], &d, ScenarioLimits.length)
            }
            look.readEffects(items, &d)
            if items["cornerRadius"].isPresent { look.cornerRadius = items["cornerRadius"].number(&d, cornerRadiusRange) }
            let label = items["label"]
            switch label.value {
            case nil, .null?: break
            case .bool(false)?: look.label = LabelTemplate.none
            case let .string(s)? where s.count <= maxText:
                guard label.isDrawableLine(s, &d) else { break }
                do { look.label = try LabelTemplate(parsing: s) } catch { d.add(label.path, error.message) }
            default:
                d.add(label.path, "must be a template such as \"{n}\" or \"Card {n}\" (at most \(maxText) characters) or false for none, got \(label.value?.brief ?? "nothing")")
            }
        }
        if case .object? = c["title"].value {
            let t = c["title"]
            t.rejectUnknownKeys(&d, known: ["text", "size", "style"])
            look.title = t["text"].text(&d, maxLength: maxText).flatMap { t["text"].isDrawableLine($0, &d) ? $0 : nil }
            if t["size"].isPresent { look.titleStyle.size = t["size"].number(&d, ItemTextStyle.sizeRange) }
            if t["style"].isPresent {
                look.titleStyle.kind = t["style"].choice(&d, TitleStyle.Kind.allCases.map(\.rawValue), default: nil).flatMap(TitleStyle.Kind.init) ?? .large
            }
        } else if c["title"].isPresent, c["title"].value != .bool(false) {
            look.title = c["title"].text(&d, maxLength: maxText).flatMap { c["title"].isDrawableLine($0, &d) ? $0 : nil }
        }
        if c["statusBar"].isPresent { look.statusBar = c["statusBar"].bool(&d, default: false) }
        look.device = Device(rawValue: c["device"].choice(&d, Device.allCases.map(\.rawValue), default: "none") ?? "none") ?? .none
        if c["pageControl"].isPresent { look.pageControl = c["pageControl"].bool(&d, default: false) }
        return look
    }
}

extension JSONCursor {
    /// A colour written `"#RGB"`, `"#RGBA"`, `"#RRGGBB"` or `"#RRGGBBAA"` (`Color(hex:)`).
    func color(_ d: inout Diagnostics) -> Color? {
        guard case let .string(s)? = value, let color = Color(hex: s) else {
            d.add(path, "must be a colour \(Color.hexForms) (hexadecimal digits), got \(value?.brief ?? "nothing")")
            return nil
        }
        return color
    }

    /// Whether `s`, a title or label, is text to draw on one line: at most
    /// `LookSpec.maxTextScalars` scalars, and no control character (a line break or tab shows as
    /// a box, a NUL cuts the text short).
    func isDrawableLine(_ s: String, _ d: inout Diagnostics) -> Bool {
        let scalars = s.unicodeScalars.count
        guard scalars <= LookSpec.maxTextScalars else {
            d.add(path, "has \(scalars) Unicode scalars (combining marks and the parts of emoji count); use at most \(LookSpec.maxTextScalars)")
            return false
        }
        guard let control = s.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) else { return true }
        let code = String(control.value, radix: 16, uppercase: true)
        d.add(path, "contains the control character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code); it is drawn as one line of text, so remove it")
        return false
    }

    /// A non-empty string of at most `maxLength` characters.
    func text(_ d: inout Diagnostics, maxLength: Int) -> String? {
        guard case let .string(s)? = value, !s.isEmpty, s.count <= maxLength else {
            d.add(path, "must be a non-empty string of at most \(maxLength) characters, got \(value?.brief ?? "nothing")")
            return nil
        }
        return s
    }
}
