extension OutputTransaction {
    /// Checks now, before anything is drawn, what writing the file `path` later checks again:
    /// its folder exists, an existing file there may be replaced (a regular file carrying the
    /// mark of renderpages' output, `WrittenMark`, or any regular file with `replacesAnyFile`),
    /// and no other run writes it (the lock is taken and held until commit or rollback). A
    /// command calls it first, so a refusal comes before the work, not after.
    public func reserve(_ path: String) throws {
        let place = try OutputPlace(path)
        guard FileSystem.kind(of: place.folder) == .folder else {
            throw OutputError(.missingFolder(place.folder), path: path)
        }
        try checkReplaceable(place.target, path: path)
        try state.withLock { s in
            guard !s.finished else { throw OutputError(.abandoned, path: path) }
            if s.locks[place.target] == nil {
                s.locks[place.target] = try OutputLock(target: path, folder: place.folder, name: place.name)
            }
        }
    }
}
