import Foundation
import LayoutVizCLI

exit(CLI().run(Array(CommandLine.arguments.dropFirst())))
