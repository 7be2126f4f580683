import Foundation

/// The strategy kinds a scenario may name. Adding a kind: one file with its parameters and
/// descriptor (as `Kinds/` holds for the built-in ones), its strategy in `Strategies/`, and its
/// line below.
package struct StrategyRegistry: Sendable {
    /// The kinds, in the order `renderpages strategies` lists them.
    package var descriptors: [StrategyDescriptor]

    /// A registry of `descriptors`; kind names must be distinct.
    package init(_ descriptors: [StrategyDescriptor]) {
        self.descriptors = descriptors
    }

    /// The library's kinds.
    package static let builtIn = StrategyRegistry([
        NativePagingParameters.descriptor,
        FreeScrollingParameters.descriptor,
        OverflowingParameters.descriptor,
        UnevenPairsParameters.descriptor,
        PageOffsetsParameters.descriptor,
        HiddenPagerParameters.descriptor,
        SwiftUIPagingParameters.descriptor,
        ViewAlignedParameters.descriptor,
        CompositionalParameters.descriptor,
        FlowSnapParameters.descriptor,
    ])

    /// Every kind name, in listing order.
    package var kinds: [String] { descriptors.map(\.kind) }

    /// The descriptor named `kind`, or nil.
    package func descriptor(kind: String) -> StrategyDescriptor? {
        descriptors.first { $0.kind == kind }
    }

    /// Reads a scenario's `strategy` object: its `kind` picks the descriptor that reads the rest.
    func read(_ c: JSONCursor, _ d: inout Diagnostics, _ context: StrategyReadingContext) -> StrategySpec? {
        guard c.requireObject(&d) else { return nil }
        guard let kind = c["kind"].choice(&d, kinds, default: nil), let descriptor = descriptor(kind: kind) else { return nil }
        return descriptor.read(c, &d, context).map(StrategySpec.init)
    }
}
