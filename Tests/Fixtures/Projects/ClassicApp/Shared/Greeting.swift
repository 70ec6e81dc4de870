/// In a folder outside the groups' paths, found through its SOURCE_ROOT reference.
let greeting = "Hello from a classic project"
