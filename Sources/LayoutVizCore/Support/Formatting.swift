import Foundation

// Text formatting shared by the modules (dumps, messages, reports, the gallery page): written
// once here, at package access, since none of it is API.

/// A number for messages and dumps: integers without a fraction, others with up to
/// `maxDecimals` decimals and no trailing zeros; "inf", "-inf" and "nan" for the rest.
package func formatNumber(_ v: CGFloat, maxDecimals: Int = 4) -> String {
    if v == .infinity { return "inf" }
    if v == -.infinity { return "-inf" }
    if v.isNaN { return "nan" }
    if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
    var s = String(format: "%.\(maxDecimals)f", Double(v))
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}

/// A length in a dump or message: `formatNumber` with up to 4 decimals.
package func formatLength(_ v: CGFloat) -> String { formatNumber(v, maxDecimals: 4) }

/// A JSON number; non-finite values and nil become strings and null, since JSON has neither.
package func jsonNumber(_ v: CGFloat?) -> String {
    guard let v else { return "null" }
    if !v.isFinite { return "\"\(formatLength(v))\"" }
    if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
    return "\(Double(v))"
}

/// `s` as a JSON string literal.
package func jsonQuoted(_ s: String) -> String {
    quoted(s) { String(format: "\\u%04x", $0) }
}

/// `s` as a Swift string literal: quotes, backslashes and control characters escaped.
package func swiftLiteral(_ s: String) -> String {
    quoted(s) { "\\u{\(String($0, radix: 16))}" }
}

/// `s` in double quotes with `"`, `\`, newline, carriage return and tab escaped, and other
/// control characters written by `control`.
private func quoted(_ s: String, control: (UInt32) -> String) -> String {
    // Most strings need no escape: one pass over the bytes, one concatenation.
    if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) { return "\"" + s + "\"" }
    var out = "\""
    for ch in s.unicodeScalars {
        switch ch {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if ch.value < 0x20 || ch.value == 0x7F { out += control(ch.value) } else { out.unicodeScalars.append(ch) }
        }
    }
    return out + "\""
}

/// `s` with the characters HTML and XML give meaning escaped (`&`, `<`, `>`, `"`), for text and
/// attribute values alike.
package func htmlEscaped(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
}
