import Foundation
import LayoutVizRender

/// File and folder names LayoutViz writes, made from names it does not choose (source file
/// names, preview names): safe on every file system, in a URL and in a shell, unique and the
/// same on every run (docs/previews.md, "File names").
package enum SafeName {
    /// ASCII letters, digits, `-`, `_` and `.` kept, anything else `_`, at most `limit` bytes.
    package static func ascii(_ s: String, limit: Int) -> String {
        let mapped = String(s.unicodeScalars.map { c -> Character in
            c.isASCII && (CharacterSet.alphanumerics.contains(c) || c == "-" || c == "_" || c == ".") ? Character(c) : "_"
        })
        return String(mapped.prefix(limit))
    }

    /// A name for one path component: letters of any script, digits, spaces and `-_.+@()` kept,
    /// anything else (control characters, quotes, backslashes, `\x` escapes of bytes that are not
    /// UTF-8, `%?#:*<>|`) `_`; never hidden (a leading `.` becomes `_`); at most `limit` UTF-8
    /// bytes. A name that had to change ends in `-` and eight hex digits of the original's
    /// SHA-256, so two names that map alike stay apart.
    package static func component(_ s: String, limit: Int = 100) -> String {
        var out = ""
        var changed = false
        for c in s {
            let keep = c.unicodeScalars.allSatisfy { u in
                (CharacterSet.letters.contains(u) || CharacterSet.decimalDigits.contains(u) || " -_.+@()".unicodeScalars.contains(u))
                    && !CharacterSet.controlCharacters.contains(u)
            } && c != "\\"
            if keep { out.append(c) } else { out.append("_"); changed = true }
        }
        if out.hasPrefix(".") { out = "_" + out.dropFirst(); changed = true }
        if out.isEmpty { out = "_"; changed = true }
        if out.trimmingCharacters(in: .whitespaces) != out { out = out.trimmingCharacters(in: .whitespaces).isEmpty ? "_" : out.trimmingCharacters(in: .whitespaces); changed = true }
        if out.utf8.count > limit {
            out = truncated(out, bytes: limit - 9)
            changed = true
        }
        return changed ? out + "-" + hash(s) : out
    }

    /// A relative path (`/`-separated) with every component made safe.
    package static func path(_ rel: String) -> String {
        rel.split(separator: "/", omittingEmptySubsequences: true).map { component(String($0)) }.joined(separator: "/")
    }

    /// A preview's name in file names: lower-case letters and digits, other runs as one `-`, at
    /// most 64 bytes (a longer one cut and given a hash of the whole name); `preview` when empty.
    package static func slug(_ s: String) -> String {
        var out = ""
        for ch in s.lowercased() {
            if (ch.isLetter || ch.isNumber) && !ch.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) }) {
                out.append(ch)
            } else if !out.hasSuffix("-") {
                out.append("-")
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        while out.hasPrefix("-") { out.removeFirst() }
        if out.isEmpty { return "preview" }
        if out.utf8.count > 64 {
            var cut = truncated(out, bytes: 55)
            while cut.hasSuffix("-") { cut.removeLast() }
            return cut + "-" + hash(s)
        }
        return out
    }

    /// The longest prefix of whole characters within `bytes` UTF-8 bytes.
    static func truncated(_ s: String, bytes: Int) -> String {
        var out = ""
        var n = 0
        for c in s {
            let k = c.utf8.count
            if n + k > bytes { break }
            out.append(c)
            n += k
        }
        return out
    }

    static func hash(_ s: String) -> String { String(SHA256.hex(Data(s.utf8)).prefix(8)) }
}
