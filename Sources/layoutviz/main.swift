import Foundation
import LayoutVizCLI

// A parent may start us with signals blocked (Foundation's Process passes its thread's mask on):
// Ctrl-C, `kill` and a closed terminal must still stop the tool.
var stopSignals = sigset_t()
sigemptyset(&stopSignals)
for s in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stopSignals, s) }
pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)

exit(CLI().run(Array(CommandLine.arguments.dropFirst())))
