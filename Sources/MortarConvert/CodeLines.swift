/// The lines of a Swift or C-family source file with comments blanked out (`//` to the end of
/// the line, `/* … */` across lines; string literals kept, so `"http://x"` stays whole), for
/// the converter's line searches: a commented-out `#import "X-Swift.h"` or bundle lookup is no
/// finding. Pure, one pass.
enum CodeLines {
    /// Line number (from 1) and the line's code.
    static func lines(_ text: String) -> [(number: Int, code: String)] {
        var result: [(Int, String)] = []
        var inBlock = false
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var code = ""
            var inString = false
            var escaped = false
            var scalars = raw.unicodeScalars[...]
            while let scalar = scalars.popFirst() {
                if inBlock {
                    if scalar == "*", scalars.first == "/" { scalars = scalars.dropFirst(); inBlock = false; code.unicodeScalars.append(" ") }
                    continue
                }
                if inString {
                    code.unicodeScalars.append(scalar)
                    if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
                    continue
                }
                if scalar == "/", scalars.first == "/" { break }
                if scalar == "/", scalars.first == "*" { scalars = scalars.dropFirst(); inBlock = true; continue }
                if scalar == "\"" { inString = true }
                code.unicodeScalars.append(scalar)
            }
            result.append((number, code))
        }
        return result
    }
}
