// On disk beside the app's files but not in the project at all: never compiled.
let stray: Int = "not in the project"
