/// The strategy object a timeline was simulated with (`Timeline.strategy`), as it was before the
/// simulation: the hooks are `mutating` and mutate the simulation's own copy, so running this
/// object again replays the same decisions (every built-in strategy is a value; a strategy
/// written as a class shares its object with the simulation that ran it).
package struct SimulatedStrategy: Sendable, Equatable {
    package let object: any PagingStrategy

    /// Any two are equal: a timeline's value is its motion and its geometry (`Timeline.layout`,
    /// which is compared), not the object that produced them, and a strategy is not `Equatable`.
    package static func == (_: SimulatedStrategy, _: SimulatedStrategy) -> Bool { true }
}
