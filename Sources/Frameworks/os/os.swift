// `import os` on Linux: Apple's unified logging (`Logger`, `os_log`, `OSLog`, signposts) as the
// OSLog module has it (docs/frameworks.md, "Logging"). `import os.log` names a Clang submodule on
// Apple platforms; preview builds read it as `import os`.
@_exported import OSLog
