import Foundation

/// The `look` block: what the frames show, independent of the strategy (docs/scenario.md).
/// A preset gives every field a value; each field the scenario sets overrides it.
/// Two scenarios with the same screen, content and look draw the same pixels wherever their
/// visible offsets are equal.
public struct LookSpec: Sendable, Equatable {
    /// The starting point of a look; every field the scenario sets overrides it.
    public enum Preset: String, Sendable, Equatable, CaseIterable {
        /// The source document's demo look for the strategy kind (the default without `content`).
        case seed
        /// Rounded cards on a plain background, labelled (the default with `content`).
        case cards
        /// Numbered pages edge to edge, each a colour.
        case pages
    }

    /// Light or dark colours for the preset's background, text and chrome.
    public enum Theme: String, Sendable, Equatable, CaseIterable {
        /// Light background, dark text.
        case light
        /// Dark background, light text.
        case dark
    }

    /// What surrounds the screen.
    public enum Device: String, Sendable, Equatable, CaseIterable {
        /// The screen alone, square corners.
        case none
        /// The screen with rounded corners, as on a phone since the iPhone X.
        case rounded
        /// A vector-drawn phone body around the screen: the frame is larger than the screen.
        case iphone
    }

    /// The preset the other fields override.
    public var preset: Preset
    var theme: Theme
    /// Behind the items; nil: the preset's for the theme.
    var background: Color?
    /// Item fill colours, item i takes colors[i mod count]; nil: the preset's.
    public var colors: [Color]?
    /// Image files (paths as written, relative to the scenario file); item i shows
    /// images[i mod count] over its colour. Empty: none.
    package var images: [String]
    /// Item corner radius, pt; nil: the preset's.
    var cornerRadius: Double?
    /// The item label; nil: the preset's.
    package var label: LabelTemplate?
    /// Text above the items, nil for none.
    public var title: String?
    /// `look.title`'s size and style when written as an object.
    var titleStyle = TitleStyle()
    /// `look.items.texts`: item i shows texts[i mod count] instead of the label; nil: the label.
    var texts: [String]?
    /// `look.items.text`: size, weight, colour and placement of the item's text; nil: the preset's.
    var textStyle: ItemTextStyle?
    /// An iOS-style status bar (9:41) at the top of the screen.
    public var statusBar: Bool?
    var device: Device
    /// The page control's dots; nil: the preset's.
    var pageControl: Bool?
    /// `look.items.transition`: SwiftUI's `scrollTransition` on every item; nil for none.
    var transition: ScrollTransition?
    /// `look.items.layoutEffect`: a UIKit layout's per-cell transform; nil for none.
    var layoutEffect: LayoutEffect?
    /// `look.items.visualEffect`: a SwiftUI `visualEffect` carousel recipe; nil for none.
    var visualEffect: VisualEffectRecipe?
    /// `look.items.inset`: the card drawn inside its cell by this much; effects still measure the
    /// cell.
    var inset: EdgeInsets = .zero
    /// `look.items.colors` with its gradients; nil: `colors` as solid fills.
    var fills: [ItemFill]?
    /// `look.items.shadow`: a layer shadow under each card; nil for none.
    var shadow: ItemShadow?
    /// `look.items.zOrder`: which item draws over which.
    var zOrder: ZOrder = .row

    /// Whether an effect moves the item's image inside its outline: a transition's
    /// `imageEffects` or the `parallax` recipe.
    var movesItemImages: Bool {
        if case .parallax? = visualEffect { return true }
        return !(transition?.imageEffects.isEmpty ?? true)
    }
    /// `look.items.border`: an outline inside each item; nil for none.
    var border: ItemBorder?
    /// `look.background` as `{"gradient": [from, to], "angle": degrees}`; nil: `background`.
    var gradient: BackgroundGradient?
    /// `look.finger`: whether the finger marker shows while a finger touches (default true).
    var finger = true

    /// A look of `preset` with every field of the scenario's `look` block (docs/looks.md); a field
    /// left nil keeps the preset's. `images`: PNG or JPEG files that item i shows, images[i mod
    /// count], over its colour, as the scenario's `look.items.images` (paths as written; the
    /// command line decodes them relative to the scenario file). `label`: a template where
    /// `{n}` is the item number from 1 and `{i}` the index from 0, "" for no label; a template the
    /// scenario format refuses (an unknown placeholder or an unclosed brace) is drawn as written.
    public init(preset: Preset, theme: Theme = .light, background: Color? = nil, colors: [Color]? = nil, images: [String] = [],
                cornerRadius: Double? = nil, label: String? = nil, title: String? = nil, statusBar: Bool? = nil,
                device: Device = .none, pageControl: Bool? = nil) {
        self.preset = preset
        self.theme = theme
        self.background = background
        self.colors = colors
        self.images = images
        self.cornerRadius = cornerRadius
        self.label = label.map { (try? LabelTemplate(parsing: $0)) ?? LabelTemplate(parts: [.text($0)]) }
        self.title = title
        self.statusBar = statusBar
        self.device = device
        self.pageControl = pageControl
    }

    /// The look of a scenario without a `look` block: seed without content, cards with it.
    package static func `default`(hasContent: Bool) -> LookSpec {
        LookSpec(preset: hasContent ? .cards : .seed)
    }
}
