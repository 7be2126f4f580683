import Foundation

/// The frame files renderpages writes into an output folder.
enum FrameFiles {
    /// Whether `name` is a frame file: `frame-` + at least four digits + a frame format's extension.
    static func isFrameFile(_ name: String) -> Bool {
        guard name.hasPrefix("frame-") else { return false }
        let rest = name.dropFirst("frame-".count)
        guard let dot = rest.lastIndex(of: ".") else { return false }
        let digits = rest[..<dot]
        return digits.count >= 4 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
            && FrameFormat.allCases.contains { $0.fileExtension == rest[rest.index(after: dot)...] }
    }

    /// Removes the frame files in `folder` whose names are not in `keeping`; other files stay.
    static func remove(in folder: String, keeping: Set<String>) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where isFrameFile(name) && !keeping.contains(name) {
            unlink(folder + "/" + name)
        }
    }
}
