import Foundation
import StyleGuideGen

// The thin command line: parse arguments, call the library, print, exit.
// Exit status: 0 success, 1 invalid input, 2 usage error.

let arguments = Array(CommandLine.arguments.dropFirst())
let status = Commands.run(arguments)
exit(status)
