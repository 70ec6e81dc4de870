import LayoutViz

/// A parsed command line: positional arguments and options with their values.
///
/// Options take one value (`--out DIR`, `--out=DIR`), several (`--device a b`, `--device a,b`,
/// `--device a --device b`: values run until the next option), or none (flags).
struct Arguments {
    enum Arity {
        case flag
        case one
        case many
    }

    private(set) var positionals: [String] = []
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []

    init(_ args: [String], command: String, options: [String: Arity]) throws(CLIError) {
        var i = 0
        while i < args.count {
            let a = args[i]
            i += 1
            guard a.hasPrefix("--"), a.count > 2 else {
                if a.hasPrefix("-"), a.count > 1 {
                    throw .usage("unknown option '\(a)' for '\(command)'; see 'layoutviz \(command) --help'")
                }
                positionals.append(a)
                continue
            }
            var name = String(a.dropFirst(2))
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let arity = options[name] else {
                let known = options.keys.map { "--\($0)" }
                let hint = closestOption(a, known)
                throw .usage("unknown option '--\(name)' for '\(command)'\(hint); see 'layoutviz \(command) --help'")
            }
            switch arity {
            case .flag:
                if inline != nil { throw .usage("option '--\(name)' takes no value") }
                flags.insert(name)
            case .one, .many:
                var collected: [String] = []
                if let inline { collected.append(inline) }
                if arity == .one && inline == nil {
                    guard i < args.count, !args[i].hasPrefix("--") else { throw .usage("option '--\(name)' needs a value; see 'layoutviz \(command) --help'") }
                    collected.append(args[i])
                    i += 1
                } else if arity == .many {
                    while i < args.count, !args[i].hasPrefix("--") {
                        collected.append(args[i])
                        i += 1
                    }
                }
                let split = collected.flatMap { $0.split(separator: ",").map(String.init) }.filter { !$0.isEmpty }
                guard !split.isEmpty else { throw .usage("option '--\(name)' needs a value; see 'layoutviz \(command) --help'") }
                if arity == .one && (values[name] != nil || split.count > 1) {
                    throw .usage("option '--\(name)' takes one value")
                }
                values[name, default: []] += split
            }
        }
    }

    /// Parses `args` with `spec`'s options, each value checked as the option declares.
    init(_ args: [String], spec: CommandSpec) throws(CLIError) {
        try self.init(args, command: spec.name, options: spec.arities)
        for option in spec.options {
            guard let check = option.check else { continue }
            for v in values[option.name] ?? [] {
                if let problem = check(v) { throw .usage(problem) }
            }
        }
    }

    func value(_ name: String) -> String? { values[name]?.first }
    func list(_ name: String) -> [String]? { values[name] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    private func closestOption(_ typed: String, _ known: [String]) -> String {
        guard let best = closestMatches(to: typed, in: known).first else { return "" }
        return "; did you mean '\(best)'?"
    }
}
