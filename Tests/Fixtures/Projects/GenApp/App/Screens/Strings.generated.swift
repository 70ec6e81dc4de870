// Excluded by the spec's pattern; it does not compile.
let generated: Int = "excluded"
