import Synchronization

/// File bytes of a picture, made the first time a caller needs them and shared by every copy of
/// the picture afterwards, on any thread: an item image embedded in each SVG frame is encoded
/// once per run, not once per frame. The first caller's `make` runs under the lock; later
/// callers get its result.
final class EncodedOnce: Sendable {
    private let stored = Mutex<[UInt8]?>(nil)

    /// The stored bytes, made by `make` when there are none yet.
    func bytes(_ make: () -> [UInt8]) -> [UInt8] {
        stored.withLock { bytes in
            if let bytes { return bytes }
            let made = make()
            bytes = made
            return made
        }
    }
}
