import MortarConvert
import Testing

/// CocoaPods' pattern semantics, case by case (the recorded oracle covers whole trees).
@Suite struct PodGlobTests {
    @Test(arguments: [
        ("*.swift", "a.swift", true), ("*.swift", "A.SWIFT", true), ("*.swift", "dir/a.swift", false),
        ("*.swift", ".hidden.swift", false), ("**/*.swift", "a.swift", true), ("**/*.swift", "x/y/a.swift", true),
        ("**/*.swift", ".git/a.swift", false), ("**/*.swift", "x/.build/a.swift", false), ("Lib/**/*.h", "Lib/a.h", true),
        ("Lib/?.c", "Lib/k.c", true), ("Lib/?.c", "Lib/kk.c", false), ("lib/[k-l]*", "LIB/l.cpp", true), ("lib/[!k]*", "lib/k.c", false),
        ("Sources/Core", "Sources/Core", true), ("Sources/Core", "Sources/Core/a.swift", false),
    ])
    func fnmatch(_ pattern: String, _ path: String, _ matches: Bool) {
        #expect(PodGlob.equivalentPatterns(pattern).contains { PodGlob.fnmatch($0, path) } == matches)
    }

    @Test func equivalentPatternsExpandSetsAndOptionalFolders() {
        #expect(PodGlob.equivalentPatterns("a/**/*.{h,m}") == ["a/**/*.h", "a/**/*.m", "a/*.h", "a/*.m"])
        #expect(PodGlob.equivalentPatterns("{A,B}/x.{c,}") == ["A/x.c", "B/x.c"])
        #expect(PodGlob.equivalentPatterns("plain") == ["plain"])
    }

    @Test func pathListSelectsFolderFilesByPatternSortsCaseInsensitivelyAndExcludes() {
        let list = PodPathList(files: ["S/b.swift", "S/A.swift", "S/c.txt", "S/sub/d.swift", "S/Old/e.swift"], directories: ["S", "S/sub", "S/Old"])
        #expect(list.glob(["S"], folderPattern: "*{.swift}") == ["S/A.swift", "S/b.swift"])
        #expect(list.glob(["S/**/*.swift"], folderPattern: nil, excluding: ["S/Old"]) == ["S/A.swift", "S/b.swift", "S/sub/d.swift"])
        #expect(list.glob(["S/sub", "S/*.swift"], folderPattern: nil, includeDirectories: true) == ["S/sub", "S/A.swift", "S/b.swift"])
        #expect(list.glob(["S/b.swift", "S/*.swift"], folderPattern: nil) == ["S/b.swift", "S/A.swift"])
    }
}
