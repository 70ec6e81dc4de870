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
    if let fast = fixedPoint(Double(v), decimals: maxDecimals) { return fast }
    var s = String(format: "%.\(maxDecimals)f", Double(v))
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}

/// What `String(format: "%.<decimals>f")` writes, trailing zeros removed, without the formatter
/// (it costs thousands of instructions, and layout dumps and goldens write a number per frame
/// edge). The value times 10^decimals is split into its integer part and a remainder computed
/// with one rounding (a fused multiply-add), then rounded to nearest as printf rounds the exact
/// binary value. Nil when that cannot be decided safely (the remainder within 1e-9 of a half,
/// where printf's halves-to-even on the exact value decides, or a value too large for the scaled
/// integer to be exact): the caller uses the formatter.
/// Tests compare the two on millions of values, halves included.
package func fixedPoint(_ v: Double, decimals: Int) -> String? {
    guard (1...9).contains(decimals), v.isFinite else { return nil }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let magnitude = abs(v)
    guard magnitude * scale < 4e15 else { return nil }
    var whole = (magnitude * scale).rounded(.down)
    // magnitude × scale − whole, rounded once: the remainder with its sign right.
    var rest = (-whole).addingProduct(magnitude, scale)
    if rest < 0 {
        whole -= 1
        rest += 1
    } else if rest >= 1 {
        whole += 1
        rest -= 1
    }
    guard abs(rest - 0.5) > 1e-9 else { return nil }
    var n = Int(whole)
    if rest > 0.5 { n += 1 }
    let unit = Int(scale)
    var integer = String(n / unit)
    var fraction = n % unit
    if v < 0 { integer = "-" + integer }
    guard fraction != 0 else { return integer }
    var digits = decimals
    while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
    }
    let text = String(fraction)
    return integer + "." + String(repeating: "0", count: digits - text.count) + text
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
    return "\"" + escaping(s) { ch in
        switch ch {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return ch.value < 0x20 || ch.value == 0x7F ? control(ch.value) : nil
        }
    } + "\""
}

/// `s` with every scalar that `replacement` maps written as what it returns, the others kept:
/// the one loop behind JSON, Swift, HTML and XML escaping. Strings that need nothing are
/// returned as they are after one pass.
package func escaping(_ s: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    var out: String?
    var index = s.unicodeScalars.startIndex
    for ch in s.unicodeScalars {
        if let r = replacement(ch) {
            if out == nil {
                out = String(s.unicodeScalars[s.unicodeScalars.startIndex..<index])
                out!.reserveCapacity(s.utf8.count + 16)
            }
            out! += r
        } else if out != nil {
            out!.unicodeScalars.append(ch)
        }
        index = s.unicodeScalars.index(after: index)
    }
    return out ?? s
}
