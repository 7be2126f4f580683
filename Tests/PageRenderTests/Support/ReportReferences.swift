import Foundation

/// Finds what an HTML file refers to outside itself. In the markup and styles (scripts left out,
/// where `x.src = …` is code, not a reference) every `src=`, `href=` and `url(` value must be a
/// `data:` URL or a `#fragment`; anywhere in the file, `http:`, `https:`, `file:` and `ftp:` URLs
/// are allowed only as XML namespace names (`xmlns="http://www.w3.org/2000/svg"`), which
/// browsers never fetch.
enum ReportReferences {
    static func outside(_ html: String) -> [String] {
        var found: [String] = []
        let markup = withoutScripts(html)
        for pattern in [#"(?i)\b(?:src|href)\s*=\s*["']?([^"'\s>]*)"#, #"(?i)url\(\s*["']?([^"')\s]*)"#] {
            for value in matches(pattern, in: markup) where !(value.hasPrefix("data:") || value.hasPrefix("#")) {
                found.append(value)
            }
        }
        for value in matches(#"(?i)((?:xmlns(?::\w+)?=")?(?:https?|file|ftp)://[^"'\s<>)]*)"#, in: html)
        where !value.lowercased().hasPrefix("xmlns") {
            found.append(value)
        }
        return found
    }

    static func withoutScripts(_ html: String) -> String {
        html.replacingOccurrences(of: #"(?is)<script\b[^>]*>.*?</script>"#, with: "<script></script>", options: .regularExpression)
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
