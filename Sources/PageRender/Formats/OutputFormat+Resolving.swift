extension OutputFormat {
    /// Why an output path or option does not fit a command; the CLI words it. Every alternative a
    /// refusal carries is a format the same command writes (`suggested`).
    package enum Refusal: Error, Equatable, Sendable {
        /// The path's extension names none of the command's formats; `nearest` is the command's
        /// extension closest in spelling, if any is close.
        case unknownExtension(path: String, command: Command, nearest: String?)
        /// The extension names `format` only when it is asked for by name (a .png for an APNG).
        case needsName(path: String, format: OutputFormat, command: Command)
        /// `--format` asks for `requested`, the name says `named`.
        case contradicts(path: String, requested: OutputFormat, named: OutputFormat)
        /// `option` does not apply to `format`; `alternatives` are the command's formats it applies to.
        case option(Option, format: OutputFormat, command: Command, alternatives: [OutputFormat])
        /// The format stores at most `format.maximumPlays` plays.
        case tooManyPlays(Int, format: OutputFormat)

        /// The formats the refusal offers instead.
        package var suggested: [OutputFormat] {
            switch self {
            case let .unknownExtension(_, command, nearest):
                return written(by: command).filter { format in nearest.map { format.extensions.contains($0) } ?? true }
            case let .needsName(_, format, _): return [format]
            case let .contradicts(_, requested, named): return [requested, named]
            case let .option(_, _, _, alternatives): return alternatives
            case let .tooManyPlays(_, format): return [format]
            }
        }
    }

    /// The format `command` writes to `path`: its extension decides among the command's formats;
    /// `requested` (a `--format` value) must agree with it, and is needed where the extension
    /// names the format only by name (`--format apng` for a .png).
    package static func resolve(path: String, command: Command, requested: OutputFormat? = nil) throws(Refusal) -> OutputFormat {
        let candidates = written(by: command)
        let ext = fileExtension(of: path)
        let named = candidates.first { $0.extensions.contains(ext) }
        let byName = candidates.first { $0.extensionsByName.contains(ext) }
        switch (named, requested) {
        case let (named?, nil):
            return named
        case let (named?, requested?):
            guard named == requested else { throw .contradicts(path: path, requested: requested, named: named) }
            return named
        case let (nil, requested?) where requested == byName:
            return requested
        default:
            if let byName { throw .needsName(path: path, format: byName, command: command) }
            let spellings = candidates.flatMap(\.extensions)
            throw .unknownExtension(path: path, command: command, nearest: NearestName.suggestion(for: ext, in: spellings))
        }
    }

    /// Throws unless `option` applies to the format, naming the formats of `command` it applies to.
    package func check(_ option: Option, for command: Command) throws(Refusal) {
        guard !takes(option, for: command) else { return }
        throw .option(option, format: self, command: command, alternatives: Self.written(by: command).filter { $0.takes(option, for: command) })
    }

    /// Throws unless the file can store `loop`'s plays; checked before any frame is drawn.
    package func check(_ loop: LoopMode, for command: Command) throws(Refusal) {
        guard loop != .forever else { return }
        guard let limit = maximumPlays else { throw .option(.loop, format: self, command: command, alternatives: Self.written(by: command).filter { $0.takes(.loop, for: command) }) }
        if case let .times(count) = loop, count > limit { throw .tooManyPlays(count, format: self) }
    }

    /// The lower-cased extension of the last path component, "" without one.
    package static func fileExtension(of path: String) -> String {
        path.split(separator: "/").last?.split(separator: ".").dropFirst().last.map { $0.lowercased() } ?? ""
    }
}
