import Foundation

/// The `strategy` object of a scenario: a kind and its parameters (docs/scenario.md, "Strategy
/// kinds"). What the kind means lives in its descriptor; this value only carries the settings.
public struct StrategySpec: Sendable, Equatable {
    /// The kind's parameters; their type names the kind.
    package let parameters: any StrategyParameters

    /// A spec holding `parameters`.
    package init(_ parameters: any StrategyParameters) {
        self.parameters = parameters
    }

    /// The descriptor of this spec's kind.
    package var descriptor: StrategyDescriptor { type(of: parameters).descriptor }

    /// The `kind` string of the scenario format.
    public var kind: String { descriptor.kind }

    /// Every kind the built-in registry reads, in the order `renderpages strategies` lists them.
    package static var kinds: [String] { StrategyRegistry.builtIn.kinds }

    /// The strategy object that implements this configuration, paging along `axis` (its delegate
    /// hooks read and set offsets on that axis, as the documents' code reads `.x`).
    func makeStrategy(axis: Axis) -> any PagingStrategy {
        descriptor.make(parameters, axis)
    }

    /// The geometry a renderer draws for this strategy on `screen` along `axis`.
    package func layout(screen: CGSize, axis: Axis) -> StrategyLayout {
        makeStrategy(axis: axis).layout(screen: screen, axis: axis)
    }

    /// The kind's own look for these parameters on `screen` along `axis`.
    func defaultLook(screen: CGSize, axis: Axis) -> SeedLook {
        descriptor.look(parameters, screen, axis)
    }

    /// True when both hold the same kind with the same parameters.
    public static func == (a: StrategySpec, b: StrategySpec) -> Bool {
        a.parameters.isEqual(to: b.parameters)
    }
}
