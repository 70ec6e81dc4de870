// In the project's groups but in no target's Sources phase: never compiled.
let orphan: Int = "not built"
