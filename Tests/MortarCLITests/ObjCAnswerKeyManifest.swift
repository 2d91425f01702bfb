import Foundation

/// A pod's own `Package.swift` as an iOS build of it reads it, for the answer key
/// (ObjCAnswerKeyTests), which evaluates it with `swift package` on Linux.
///
/// SwiftPM compiles a manifest for the host, so on Linux `#if os(Linux)` holds and an iOS user's
/// targets may be left out (RxSwift's `RxCocoaRuntime`), and an `import` of an Apple framework
/// does not compile (iOSSnapshotTestCase's unused `import CoreImage`). Two rewrites, each keeping
/// the line count, nothing else touched:
///
/// - in the condition of each `#if` and `#elseif`, the platform tests are decided for an iOS
///   device build and written as `true`/`false`: `os(iOS)` true, `os(…)` of any other system
///   false; `canImport(…)` of a module iOS has (``iOSModules``) true, of one it lacks
///   (``notIOSModules``) false; `targetEnvironment(…)` false. Everything else (`swift(>=…)`,
///   `compiler(…)`, `arch(…)`, a flag, a module in neither list) is left to the compiler;
/// - `import X` of an Apple framework Linux lacks (``appleOnlyModules``) becomes a comment. A
///   manifest that uses it still does not load: the compiler then names what it misses.
enum ObjCAnswerKeyManifest {
    /// Modules an iOS build can import.
    static let iOSModules: Set<String> = [
        "Darwin", "UIKit", "ObjectiveC", "Foundation", "Dispatch", "CoreFoundation", "CoreGraphics",
        "CoreImage", "QuartzCore", "Security", "SwiftUI", "Combine", "os",
    ]
    /// Modules an iOS build cannot import.
    static let notIOSModules: Set<String> = [
        "AppKit", "Cocoa", "WatchKit", "Glibc", "Musl", "WinSDK", "Android", "Bionic", "WASILibc", "CRT",
        "FoundationNetworking", "FoundationXML",
    ]
    /// Apple frameworks a manifest may import that SwiftPM on Linux does not have.
    static let appleOnlyModules: Set<String> = [
        "Darwin", "UIKit", "AppKit", "Cocoa", "ObjectiveC", "CoreGraphics", "CoreImage", "QuartzCore", "Security",
        "SwiftUI", "Combine", "os",
    ]

    /// `text` rewritten as above.
    static func forIOS(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            for directive in ["#if ", "#elseif "] where trimmed.hasPrefix(directive) {
                return String(line.prefix(line.count - trimmed.count)) + directive + decided(String(trimmed.dropFirst(directive.count)))
            }
            if let module = importedModule(trimmed), appleOnlyModules.contains(module) {
                return String(line.prefix(line.count - trimmed.count)) + "// answer key, as on iOS: " + trimmed
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// The condition with each platform test it knows replaced by `true` or `false`.
    static func decided(_ condition: String) -> String {
        var result = ""
        var rest = Substring(condition)
        while let open = rest.range(of: "(") {
            let head = rest[..<open.lowerBound]
            let name = String(head.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
            guard let close = rest[open.upperBound...].firstIndex(of: ")") else { break }
            let argument = rest[open.upperBound..<close].trimmingCharacters(in: .whitespaces)
            let value: Bool?
            switch name {
            case "os": value = argument == "iOS"
            case "canImport":
                let module = String(argument.prefix { $0 != "," }).trimmingCharacters(in: .whitespaces)
                value = iOSModules.contains(module) ? true : notIOSModules.contains(module) ? false : nil
            case "targetEnvironment": value = false
            default: value = nil
            }
            if let value {
                result += head.dropLast(name.count) + (value ? "true" : "false")
                rest = rest[rest.index(after: close)...]
            } else {
                result += rest[..<open.upperBound]
                rest = rest[open.upperBound...]
            }
        }
        return result + rest
    }

    /// `X` of `import X`, `@testable import X.Y`, `import struct X.Y`; nil for any other line.
    static func importedModule(_ line: Substring) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
        guard words.first == "import", words.count >= 2 else { return nil }
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
        let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
        guard words.count == (kinds.contains(words[1]) ? 3 : 2) else { return nil }
        return String(path.prefix { $0 != "." })
    }
}
