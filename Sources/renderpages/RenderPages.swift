import ArgumentParser

@main
struct RenderPages: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "renderpages",
        abstract: "Simulate UIScrollView paging strategies and render them to frames.",
        subcommands: [Simulate.self, Render.self, Strategies.self]
    )
}
