import Foundation

/// Everything the library knows about one strategy kind, in one value: its name, its parameters,
/// the rules it follows with their evidence, how a scenario's `strategy` object is read, what
/// `renderpages init` writes, the factory of its strategy object and its default look. The kinds a
/// scenario may name are the descriptors of a `StrategyRegistry`.
package struct StrategyDescriptor: Sendable {
    /// The `kind` string of the scenario format.
    package let kind: String
    /// One line: what the strategy does and where it comes from.
    package let summary: String
    /// The fields of the `strategy` object besides `kind`, in listing order.
    package let parameters: [StrategyParameter]
    /// The rules the strategy applies, each with the evidence behind it.
    package let rules: [StrategyRule]
    /// The fields `renderpages init` writes: defaults, or a typical setting where one is required.
    package let starter: [StarterField]
    /// The `content` block `renderpages init` writes (JSON text), for kinds that page over the
    /// scenario's items and read only with one; nil for the others.
    let starterContent: String?
    let read: @Sendable (JSONCursor, inout Diagnostics, StrategyReadingContext) -> (any StrategyParameters)?
    let make: @Sendable (any StrategyParameters, Axis) -> any PagingStrategy
    let look: @Sendable (any StrategyParameters, CGSize, Axis) -> SeedLook

    /// A kind whose parameters are of type `P`. `read` reads the `strategy` object (its `kind` already
    /// matched) and adds an error with the field's path for each bad value; `make` builds the
    /// strategy object paging along an axis; `look` is the look drawn unless the scenario picks one.
    package init<P: StrategyParameters>(of _: P.Type, kind: String, summary: String, parameters: [StrategyParameter], rules: [StrategyRule],
                                       starter: [StarterField], starterContent: String? = nil,
                                       read: @escaping @Sendable (JSONCursor, inout Diagnostics, StrategyReadingContext) -> P?,
                                       make: @escaping @Sendable (P, Axis) -> any PagingStrategy,
                                       look: @escaping @Sendable (P, CGSize, Axis) -> SeedLook) {
        self.kind = kind
        self.summary = summary
        self.parameters = parameters
        self.rules = rules
        self.starter = starter
        self.starterContent = starterContent
        self.read = { c, d, context in read(c, &d, context) }
        self.make = { parameters, axis in make(Self.typed(parameters), axis) }
        self.look = { parameters, screen, axis in look(Self.typed(parameters), screen, axis) }
    }

    /// `parameters` as the kind's own type. A `StrategySpec` takes its descriptor from its
    /// parameters' type, so the two always match.
    static func typed<P: StrategyParameters>(_ parameters: any StrategyParameters) -> P {
        guard let typed = parameters as? P else { preconditionFailure("\(type(of: parameters)) handed to the descriptor of \(P.self)") }
        return typed
    }
}

/// What a strategy reader may need besides its own object: the screen and axis the scenario
/// declared before it (a page length can only be checked against them).
package struct StrategyReadingContext: Sendable {
    /// The scenario's visible area, pt.
    var screen: CGSize
    /// The scenario's scrolling axis.
    var axis: Axis
    /// The scenario's `content` row, for kinds that page over items; nil without one. Build the
    /// row with `content.itemRow(screen:axis:)`.
    var content: ContentSpec?
    /// Pixels per point (a centring inset is pixel-rounded).
    var scale: Double

    init(screen: CGSize, axis: Axis, content: ContentSpec? = nil, scale: Double = 2) {
        self.screen = screen
        self.axis = axis
        self.content = content
        self.scale = scale
    }

    /// The content row on this screen and axis, or nil without content.
    var itemRow: ItemRow? { content?.itemRow(screen: screen, axis: axis) }
}

/// One field of a strategy object, as `renderpages strategies` lists it.
package struct StrategyParameter: Sendable, Equatable {
    /// The field's name in the `strategy` object.
    package var name: String
    /// The default as the scenario file spells it, or "required" (and what may stand instead).
    package var defaultValue: String
    /// The accepted values in words, or "" where `meaning` spells out the form.
    package var range: String
    /// What the field sets, with its unit.
    package var meaning: String

    /// A parameter described in words (objects and lists whose form `meaning` spells out).
    package init(name: String, defaultValue: String, range: String = "", meaning: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.range = range
        self.meaning = meaning
    }
}

/// One rule a strategy applies, tagged with where it comes from (house rule: never present a
/// model as measured).
package struct StrategyRule: Sendable, Equatable {
    /// The rule in one sentence.
    package var rule: String
    /// Its sources, strongest first.
    package var evidence: [Evidence]

    /// A rule and its evidence.
    package init(_ rule: String, _ evidence: Evidence...) {
        self.rule = rule
        self.evidence = evidence
    }
}

/// How we know a rule (docs/physics.md, "Evidence").
package enum Evidence: String, Sendable, CaseIterable {
    /// Apple's documentation or headers say so.
    case documented
    /// Measured on a device by a developer.
    case measured
    /// Read from UIKit's or SwiftUI's behaviour in a public decompilation.
    case observed
    /// A public recipe or reimplementation: the source documents' code, a widely copied layout.
    case recipe
    /// Our choice where nothing public decides; a named parameter or a documented assumption.
    case model
}

/// One field of the starter scenario `renderpages init` writes.
package struct StarterField: Sendable, Equatable {
    /// The field's name.
    package var name: String
    /// Its value as JSON text.
    package var json: String

    /// `name` set to the JSON text `json`.
    package init(_ name: String, _ json: String) {
        self.name = name
        self.json = json
    }
}
