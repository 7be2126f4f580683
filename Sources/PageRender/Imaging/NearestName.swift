/// The "did you mean" of every closed set a user types into (fields, kinds, presets, choices,
/// `--strategies` items, command-line values): the known name nearest to a mistyped one.
package enum NearestName {
    /// The name in `known` that `typed` most likely meant, or nil when none is close.
    ///
    /// Close means: equal once case and the separators `-`, `_` and spaces are ignored
    /// (`viewAligned` for `view-aligned`, `AlwaysByOne` for `alwaysByOne`), or within two edits
    /// (Levenshtein) and fewer edits than `typed` has characters (a one-letter name is not
    /// "near" every other one-letter name). Two edits catch a doubled, dropped or swapped letter
    /// (`limitBehaviour` -> `limitBehavior`, `centre` -> `center`).
    package static func suggestion(for typed: String, in known: [String]) -> String? {
        guard !known.contains(typed) else { return nil }
        let folded = fold(typed)
        if let same = known.first(where: { fold($0) == folded }) { return same }
        // A name more than 2 characters longer than every known one cannot be within edit
        // distance 2 of any: skip the distance (a 10 MB key took over a minute).
        let longest = known.map(\.count).max() ?? 0
        guard typed.utf8.count <= 4 * (longest + 2) else { return nil }
        guard let near = known.min(by: { editDistance($0, typed) < editDistance($1, typed) }) else { return nil }
        let distance = editDistance(near, typed)
        return distance <= 2 && distance < typed.count ? near : nil
    }

    /// `typed`'s suggestion worded to follow the typed value in a message
    /// (` (did you mean "view-aligned"?)`), or the empty string.
    package static func hint(for typed: String, in known: [String]) -> String {
        suggestion(for: typed, in: known).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    private static func fold(_ s: String) -> String {
        String(s.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }
}

/// Levenshtein distance between `a` and `b`, in characters.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
        var previous = row[0]
        row[0] = i
        for j in 1...b.count {
            let current = row[j]
            row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
            previous = current
        }
    }
    return row[b.count]
}
