import Foundation
import MortarCore
import MortarWorkspace
import Testing
import MortarTestSupport

/// Where the fetched pods are.
let objcKeyMirrors = ProcessInfo.processInfo.environment["MORTAR_OBJC_MIRRORS"] ?? "/work/.mirror"

/// The answer key of issue 24: popular Objective-C and mixed pods whose repositories ship a
/// podspec and their own Package.swift at the same tag, fetched as bare git copies (the `fetch`
/// tool's `/work/.mirror/OWNER+NAME/repo`, or `MORTAR_OBJC_MIRRORS`). Each pod alone, then all
/// of them in one app, goes through `mortar generate` as podspec modules; SwiftPM must accept
/// the generated package (`swift package describe`), and per pod the source files its targets
/// compile and the public headers they expose are compared with the pod's own Package.swift.
/// The result of each pod is recorded in `ObjCAnswerKey.tsv` beside this file: a row that
/// changes fails with the new row (copy it in when the change is an improvement).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["MORTAR_OBJC_KEY"] == "1",
                "set MORTAR_OBJC_KEY=1 (with the pods fetched under /work/.mirror or MORTAR_OBJC_MIRRORS) to run the Objective-C answer key"),
       .enabled(if: FileManager.default.fileExists(atPath: objcKeyMirrors + "/AFNetworking+AFNetworking"),
                "the fetched pods are absent: fetch the repositories of ObjCAnswerKeyTests.cases into /work/.mirror or MORTAR_OBJC_MIRRORS"))
struct ObjCAnswerKeyTests {
    static let mirrors = objcKeyMirrors

    /// `OWNER/NAME`, tag, the podspecs at the tag's top level (each a module).
    static let cases: [String] = [
        "AFNetworking/AFNetworking 4.0.1 AFNetworking", "Alamofire/Alamofire 5.12.0 Alamofire",
        "AliSoftware/OHHTTPStubs 9.1.0 OHHTTPStubs", "CocoaLumberjack/CocoaLumberjack 3.8.1 CocoaLumberjack",
        "CoderMJLee/MJRefresh 3.7.9 MJRefresh", "Flipboard/FLAnimatedImage 1.0.17 FLAnimatedImage",
        "Instagram/IGListKit 5.2.0 IGListDiffKit IGListKit IGListSwiftKit", "Mantle/Mantle 2.2.0 Mantle",
        "ReactiveX/RxSwift 6.9.1 RxBlocking RxCocoa RxRelay RxSwift RxTest", "SDWebImage/SDWebImage 5.21.5 SDWebImage",
        "SDWebImage/SDWebImageWebPCoder 0.15.0 SDWebImageWebPCoder", "SVProgressHUD/SVProgressHUD 2.3.1 SVProgressHUD",
        "SnapKit/SnapKit 5.7.1 SnapKit", "SwiftyJSON/SwiftyJSON 5.0.2 SwiftyJSON",
        "Tencent/MMKV v2.4.2 MMKV MMKVAppExtension MMKVCore MMKVWatchExtension",
        "TimOliver/TOCropViewController 3.2.0 CropViewController TOCropViewController", "ZipArchive/ZipArchive 2.6.0 SSZipArchive",
        "airbnb/lottie-ios 4.6.1 lottie-ios", "amplitude/Amplitude-iOS v8.22.2 Amplitude",
        "ashleymills/Reachability.swift v5.2.4 ReachabilitySwift", "bugsnag/bugsnag-cocoa v6.37.0 Bugsnag BugsnagNetworkRequestPlugin",
        "ccgus/fmdb 2.7.12 FMDB", "danielgindi/Charts 5.1.0 DGCharts", "erikdoe/ocmock v3.9.4 OCMock",
        "google/GTMAppAuth 5.0.0 GTMAppAuth", "google/GoogleDataTransport 10.1.1 GoogleDataTransport",
        "google/GoogleSignIn-iOS 9.1.0 GoogleSignIn GoogleSignInSwiftSupport", "google/GoogleUtilities 8.1.2 GoogleUtilities",
        "google/gtm-session-fetcher v5.3.0 GTMSessionFetcher", "google/promises 2.4.1 PromisesObjC PromisesSwift",
        "hackiftekhar/IQKeyboardManager v6.5.11 IQKeyboardManager IQKeyboardManagerSwift",
        "iziz/libPhoneNumber-iOS 1.3.0 libPhoneNumber-iOS libPhoneNumberGeocoding libPhoneNumberShortNumber",
        "jdg/MBProgressHUD 1.2.0 MBProgressHUD", "microsoft/plcrashreporter 1.12.2 PLCrashReporter",
        "mixpanel/mixpanel-iphone v5.0.9 Mixpanel", "mxcl/PromiseKit 8.2.0 PromiseKit", "onevcat/Kingfisher 8.11.0 Kingfisher",
        "openid/AppAuth-iOS 2.1.0 AppAuth", "pinterest/PINCache 3.0.4 PINCache", "pinterest/PINOperation 1.2.2 PINOperation",
        "pinterest/PINRemoteImage 3.0.4 PINRemoteImage", "robbiehanson/CocoaAsyncSocket 7.6.5 CocoaAsyncSocket",
        "robbiehanson/XMPPFramework 4.1.0 XMPPFramework", "segmentio/analytics-ios 4.1.8 Analytics",
        "uber/ios-snapshot-test-case 8.0.0 iOSSnapshotTestCase",
        // Added blind (issue 24): the candidates in their order, each at its newest tag (not a
        // pre-release) with a top-level podspec and a Package.swift that builds a target from
        // source, kept whatever its result; GeneratingManifests.md lists the ones skipped.
        "FLEXTool/FLEX 5.22.10 FLEX", "Cocoanetics/DTFoundation 1.7.19 DTFoundation",
        "Cocoanetics/DTCoreText 1.6.28 DTCoreText", "JonasGessner/JGProgressHUD 2.2.0 JGProgressHUD",
        "MortimerGoro/MGSwipeTableCell 1.6.14 MGSwipeTableCell", "PureLayout/PureLayout v3.1.9 PureLayout",
        "WenchaoD/FSCalendar 2.8.4 FSCalendar", "kishikawakatsumi/UICKeyChainStore v2.2.1 UICKeyChainStore",
        "kstenerud/KSCrash 2.5.1 KSCrash", "microsoft/appcenter-sdk-apple 5.0.6 AppCenter", "adjust/ios_sdk v5.6.2 Adjust",
        "CoderMJLee/MJExtension 3.4.2 MJExtension", "SVGKit/SVGKit 3.0.0 SVGKit", "hamcrest/OCHamcrest v9.1.1 OCHamcrest",
        "kif-framework/KIF v3.12.3 KIF",
        "CleverTap/clevertap-ios-sdk 7.7.0 CleverTap-iOS-SDK CleverTapLocation CleverTapWatchOS",
        "Countly/countly-sdk-ios 26.1.2 Countly Countly-PL", "calimarkus/JDStatusBarNotification 2.2.4 JDStatusBarNotification",
    ].filter { line in
        // MORTAR_OBJC_KEY_PODS=OWNER/NAME,…: only those lines (to rerun a few pods).
        guard let only = ProcessInfo.processInfo.environment["MORTAR_OBJC_KEY_PODS"] else { return true }
        return only.split(separator: ",").contains { line.hasPrefix($0 + " ") }
    }

    /// The bare git copy of `OWNER/NAME` the fetch tool made.
    static func git(_ repo: String) -> String {
        let base = mirrors + "/" + repo.replacingOccurrences(of: "/", with: "+") + "/repo"
        return FileManager.default.fileExists(atPath: base + "/.git") ? base + "/.git" : base
    }

    /// The recorded rows: the line → `accepted \t files \t headers \t reachable \t why`.
    static let recorded: [String: String] = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/ObjCAnswerKey.tsv"
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var rows: [String: String] = [:]
        for row in text.split(separator: "\n") where !row.hasPrefix("#") {
            let columns = row.split(separator: "\t", maxSplits: 1)
            if columns.count == 2 { rows[String(columns[0])] = String(columns[1]) }
        }
        return rows
    }()

    @Test(arguments: cases)
    func eachPodAlone(_ line: String) throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let row = try Self.row(line, in: folder)
        if let out = ProcessInfo.processInfo.environment["MORTAR_OBJC_KEY_OUT"] {
            CLIHarness.write(line + "\t" + row + "\n", to: out + "/" + line.split(separator: " ")[0].replacingOccurrences(of: "/", with: "+") + ".tsv")
        }
        #expect(row == Self.recorded[line], "\(line): the answer key changed; its row now:\n\(line)\t\(row)")
    }

    /// All the pods as the modules of one app: SwiftPM accepts the generated package.
    @Test func allPodsInOneApp() throws {
        let folder = CLIHarness.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = folder + "/app"
        try Self.generate(Self.cases, root: root)
        let ours = try Self.describe(root)
        #expect(ours.accepted == nil, "SwiftPM rejects the generated package of all the pods: \(ours.accepted ?? "")")
    }

    /// The app of `lines` as a user's app is: the pods of a line of several podspecs as git
    /// modules of the repository at the tag (each its podspec as `"manifest"`), `mortar fetch`
    /// cloning each into its own checkout, as `init --from-podfile` makes `:git` pods (two
    /// checkouts of one commit compile their shared files once); a line of one podspec
    /// extracted into its module's folder. Then `mortar generate`.
    static func generate(_ lines: [String], root: String) throws {
        var entries: [String] = []
        for line in lines {
            let words = line.split(separator: " ").map(String.init)
            let pods = RealPackageApp.modules(line)
            let json = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/ObjCAnswerKeyJSON/\(PathText.lastComponent(of: words[0]))@\(words[1])"
            let manifest = { (pod: String) in FileManager.default.fileExists(atPath: json + "/\(pod).podspec.json") ? "\(pod).podspec.json" : nil }
            if pods.count > 1, try isComplete(git(words[0]), tag: words[1]) {
                entries += try pods.map { pod in
                    let podspec = try hasFile(git(words[0]), tag: words[1], pod + ".podspec") ? pod + ".podspec" : pod + ".podspec.json"
                    return #"{ "name": "\#(pod)", "git": "\#(git(words[0]))", "tag": "\#(words[1])", "manifest": "\#(manifest(pod) ?? podspec)" }"#
                }
            } else {
                try RealPackageApp.addModules(line, to: root, git: git)
                entries += pods.map { pod in #"{ "name": "\#(pod)", "path": "Modules/\#(pod)"\#(manifest(pod).map { #", "manifest": "\#($0)""# } ?? "") }"# }
            }
        }
        CLIHarness.write(#"""
        { "name": "App", "modules": [\#(entries.joined(separator: ", "))],
          "pins": {  },
          "outputs": { "swiftpm": "Package.swift", "podfile": null } }
        """#, to: root + "/mortar.json")
        if entries.contains(where: { $0.contains(#""git""#) }) {
            let fetch = CLIHarness.run(["fetch"], in: root)
            guard fetch.exitCode == .success else { throw RealPackageApp.Failure("mortar fetch failed: \(fetch.stderr)") }
        }
        for line in lines { _ = try podIPCSpecs(line, root: root) }
        let run = CLIHarness.run(["generate"], in: root)
        guard run.exitCode == .success else { throw RealPackageApp.Failure("mortar generate failed: \(run.stderr)") }
    }

    /// Whether the fetched copy holds every object of `tag` (a snapshot may lack its largest
    /// blobs: such a line is extracted file by file instead of cloned).
    static func isComplete(_ git: String, tag: String) throws -> Bool {
        let list = try ProcessRunner().run(ProcessRequest("git", ["-C", git, "rev-list", "--objects", "--missing=print", "refs/tags/" + tag], timeout: 600))
        return list.status == 0 && !list.stdoutText.split(separator: "\n").contains { $0.hasPrefix("?") }
    }

    /// Whether `path` is a file of `tag`.
    static func hasFile(_ git: String, tag: String, _ path: String) throws -> Bool {
        try ProcessRunner().run(ProcessRequest("git", ["-C", git, "cat-file", "-e", "refs/tags/\(tag):\(path)"], timeout: 120)).status == 0
    }

    /// The way on for podspecs mortar cannot read statically (issue 24, item 7): CocoaPods' JSON
    /// of them (`pod ipc spec`, recorded in `ObjCAnswerKeyJSON/<NAME>@<TAG>/`) copied beside them
    /// and named as their modules' `"manifest"`. Pod → manifest.
    static func podIPCSpecs(_ line: String, root: String) throws -> [String: String] {
        let words = line.split(separator: " ").map(String.init)
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
            + "/ObjCAnswerKeyJSON/\(PathText.lastComponent(of: words[0]))@\(words[1])"
        var manifests: [String: String] = [:]
        for pod in words.dropFirst(2) {
            let json = folder + "/\(pod).podspec.json"
            guard FileManager.default.fileExists(atPath: json) else { continue }
            let target = root + "/Modules/\(pod)/\(pod).podspec.json"
            try? FileManager.default.removeItem(atPath: target)
            try FileManager.default.copyItem(atPath: json, toPath: target)
            manifests[pod] = "\(pod).podspec.json"
        }
        return manifests
    }

    /// `accepted \t files \t headers \t reachable \t why` of one pod: `yes`/`no`; `equal`/`N of
    /// M` (their files ours compiles; their public header paths ours exposes, path for path:
    /// equal only when neither exposes a path the other does not); `all`/`N of M` (their public
    /// header paths ours exposes at the same path, so code written against their package finds
    /// them; `-` when theirs exposes none), with the differences in `why`.
    static func row(_ line: String, in folder: String) throws -> String {
        let words = line.split(separator: " ").map(String.init)
        let original = folder + "/original"
        try RealPackageApp.extract(git: git(words[0]), tag: words[1], into: original)
        try readAsOnIOS(original)
        let root = folder + "/app"
        do {
            try generate([line], root: root)
        } catch {
            return "no\t-\t-\t-\tmortar generate failed: \(String(describing: error).prefix(300))"
        }
        let theirs = try describe(original)
        let ours = try describe(root)
        if let rejected = ours.accepted {
            return "no\t-\t-\t-\t" + rejected
        }
        if let theirsRejected = theirs.accepted {
            return "yes\t-\t-\t-\ttheir own Package.swift does not load here: " + theirsRejected
        }
        // What `pod 'X'` installs for each pod X of the line: the product named after the pod
        // (its root spec: its own files and its default subspecs') and what it depends on, not
        // the optional subspecs (OHHTTPStubs' Mocktail, FMDB's FTS).
        // A pod of the line their manifest has no target for (IQKeyboardManager's Objective-C pod:
        // theirs builds only IQKeyboardManagerSwift) is no counterpart, not files only ours
        // compiles; it stays in the row's why.
        let theirSources = Set(theirs.targets.filter { !$0.isTest }.flatMap(\.sources))
        var compared: [String] = [], noCounterpart: [String] = []
        for pod in RealPackageApp.modules(line) {
            let files = Set(ours.targets.filter { closure(of: [pod], in: ours).contains($0.name) && !$0.isTest }.flatMap { $0.sources.map(Self.insideModule) })
            if !files.isEmpty, files.isDisjoint(with: theirSources) {
                noCounterpart.append("\(pod) (\(files.count) files)")
            } else {
                compared.append(pod)
            }
        }
        let installed = closure(of: compared, in: ours)
        var ourFiles = Set<String>(), ourHeaders = Set<String>()
        for target in ours.targets where installed.contains(target.name) && !target.isTest {
            ourFiles.formUnion(target.sources.map(Self.insideModule))
            ourHeaders.formUnion(target.headers)
        }
        // Their library targets that compile a file ours compile; all of them when ours compile
        // nothing (a pod left out is no match).
        let touched = theirs.targets.filter { !$0.isTest && (ourFiles.isEmpty || !Set($0.sources).isDisjoint(with: ourFiles)) }
        let theirFiles = Set(touched.flatMap(\.sources))
        let theirHeaders = Set(touched.flatMap(\.headers))
        var why: [String] = []
        // A pod of the line the generated package has no product for (a podspec mortar could not
        // read is left out with a finding) compiles nothing: never "equal".
        let noProduct = RealPackageApp.modules(line).filter { ours.products[$0] == nil }
        if !noProduct.isEmpty { why.append("no product in ours: \(noProduct.joined(separator: ", "))") }
        if !noCounterpart.isEmpty { why.append("no counterpart in their Package.swift: \(noCounterpart.joined(separator: ", "))") }
        let onlyOurs = ourFiles.subtracting(theirFiles).sorted(), onlyTheirs = theirFiles.subtracting(ourFiles).sorted()
        if !onlyOurs.isEmpty { why.append("only ours compiles \(onlyOurs.count): \(sample(onlyOurs))") }
        if !onlyTheirs.isEmpty { why.append("only theirs compiles \(onlyTheirs.count): \(sample(onlyTheirs))") }
        let headersOnlyOurs = ourHeaders.subtracting(theirHeaders).sorted(), headersOnlyTheirs = theirHeaders.subtracting(ourHeaders).sorted()
        if !headersOnlyOurs.isEmpty { why.append("headers only ours exposes \(headersOnlyOurs.count): \(sample(headersOnlyOurs))") }
        if !headersOnlyTheirs.isEmpty { why.append("headers only theirs exposes \(headersOnlyTheirs.count): \(sample(headersOnlyTheirs))") }
        let files = onlyOurs.isEmpty && onlyTheirs.isEmpty && noProduct.isEmpty ? "equal" : "\(theirFiles.intersection(ourFiles).count) of \(theirFiles.count)"
        let headers = headersOnlyOurs.isEmpty && headersOnlyTheirs.isEmpty ? "equal" : "\(theirHeaders.intersection(ourHeaders).count) of \(theirHeaders.count)"
        // What code written against their package needs: each header path it exposes exposed by
        // ours at the same path (ours may expose more, `<POD/Header.h>` beside `<Header.h>`).
        let reachable = theirHeaders.isEmpty ? "-" : headersOnlyTheirs.isEmpty ? "all" : "\(theirHeaders.count - headersOnlyTheirs.count) of \(theirHeaders.count)"
        return "yes\t\(files)\t\(headers)\t\(reachable)\t\(why.isEmpty ? "-" : why.joined(separator: "; "))"
    }

    /// The package's manifests (`Package.swift`, `Package@swift-….swift`) rewritten as an iOS
    /// build reads them (ObjCAnswerKeyManifest): SwiftPM evaluates them here, on Linux.
    static func readAsOnIOS(_ package: String) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: package) where name.hasPrefix("Package") && name.hasSuffix(".swift") {
            let path = package + "/" + name
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try ObjCAnswerKeyManifest.forIOS(text).write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// `Modules/<Pod>/x` → `x`: every module folder is a copy of the same tree.
    static func insideModule(_ path: String) -> String {
        let parts = path.split(separator: "/", maxSplits: 2)
        return parts.count == 3 && parts[0] == "Modules" ? String(parts[2]) : path
    }

    static func sample(_ paths: [String]) -> String {
        paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
    }

    /// The targets of the products named `products` and every target they depend on.
    static func closure(of products: [String], in package: (accepted: String?, targets: [Target], products: [String: [String]])) -> Set<String> {
        let byName = Dictionary(package.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var result = Set<String>()
        var pending = products.flatMap { package.products[$0] ?? [] }
        while let name = pending.popLast() {
            guard result.insert(name).inserted else { continue }
            pending += byName[name]?.dependencies ?? []
        }
        return result
    }

    struct Target {
        var name: String
        var isTest: Bool
        /// The targets of the package it depends on.
        var dependencies: [String] = []
        /// Non-header sources, relative to the package's folder.
        var sources: [String]
        /// Headers below the public headers folder, as `#import <…>` names them.
        var headers: [String]
    }

    /// `swift package describe` and `dump-package` of `package`: its library and test targets,
    /// or SwiftPM's refusal (`accepted` holds it).
    static func describe(_ package: String) throws -> (accepted: String?, targets: [Target], products: [String: [String]]) {
        let scratch = package + "/.build"
        let describe = try SwiftCommand.run(ProcessRequest(
            "swift", ["package", "--package-path", package, "--scratch-path", scratch, "describe", "--type", "json"], timeout: 900))
        guard describe.status == 0 else { return (refusal(describe.stderrText, package: package), [], [:]) }
        let dump = try SwiftCommand.run(ProcessRequest(
            "swift", ["package", "--package-path", package, "--scratch-path", scratch, "dump-package"], timeout: 900))
        var publicHeaders: [String: String] = [:]
        if dump.status == 0, let json = jsonObject(dump.stdoutText) {
            for target in json["targets"] as? [[String: Any]] ?? [] {
                if let name = target["name"] as? String, let path = target["publicHeadersPath"] as? String { publicHeaders[name] = path }
            }
        }
        guard let json = jsonObject(describe.stdoutText) else { return ("swift package describe printed no JSON", [], [:]) }
        let targets: [Target] = (json["targets"] as? [[String: Any]] ?? []).compactMap { target in
            guard let type = target["type"] as? String, type == "library" || type == "test",
                  let name = target["name"] as? String, let path = target["path"] as? String else { return nil }
            // Where a file really is: some manifests reach the sources through symbolic links
            // (RxSwift's `Sources/RxSwift/…`).
            // A file Mortar writes in a tree (the source of a target of headers only) is not the pod's.
            let sources = (target["sources"] as? [String] ?? []).map { resolved(path == "." ? $0 : path + "/" + $0, in: package) }
                .filter { !["h", "hh", "hpp"].contains(($0 as NSString).pathExtension) && !$0.hasPrefix(TargetTree.folder + "/") }
            var headers: [String] = []
            if target["module_type"] as? String == "ClangTarget" {
                let include = package + "/" + path + "/" + (publicHeaders[name] ?? "include")
                headers = headerFiles(below: include)
            }
            return Target(name: name, isTest: type == "test", dependencies: target["target_dependencies"] as? [String] ?? [],
                          sources: sources, headers: headers)
        }
        var products: [String: [String]] = [:]
        for product in json["products"] as? [[String: Any]] ?? [] {
            if let name = product["name"] as? String { products[name] = product["targets"] as? [String] ?? [] }
        }
        return (nil, targets, products)
    }

    /// `path` (relative to `package`) with symbolic links resolved, relative to `package`.
    static func resolved(_ path: String, in package: String) -> String {
        let root = URL(fileURLWithPath: package).resolvingSymlinksInPath().path
        let real = URL(fileURLWithPath: package + "/" + path).resolvingSymlinksInPath().path
        return real.hasPrefix(root + "/") ? String(real.dropFirst(root.count + 1)) : path
    }

    /// SwiftPM's refusal in one stable line: the manifest's own compiler error when it does not
    /// compile, else the first error, with the one name SwiftPM picks among several duplicates
    /// (`multiple resources named '…'`) and the unordered folder list of an invalid header
    /// layout left out.
    static func refusal(_ stderr: String, package: String) -> String {
        let lines = stderr.split(separator: "\n").map(String.init)
        var line = lines.first { $0.contains("Package.swift:") && $0.contains(": error: ") }
            .map { String($0[$0.range(of: "Package.swift:")!.lowerBound...]) }
            ?? lines.first { $0.contains("error:") } ?? String(stderr.suffix(300))
        line = line.replacingOccurrences(of: package + "/", with: "")
        if let named = line.range(of: "multiple resources named '"), let end = line[named.upperBound...].firstIndex(of: "'") {
            line.replaceSubrange(named.upperBound..<end, with: "…")
        }
        // The folders SwiftPM lists next to an umbrella header come in no fixed order.
        if let next = line.range(of: ", but directories exist next to it") { line = String(line[..<next.upperBound]) }
        return String(line.prefix(300))
    }

    /// Header files below `folder` (symbolic links followed), relative to it.
    static func headerFiles(below folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasPrefix(".build") { enumerator.skipDescendants(); continue }
            if ["h", "hh", "hpp"].contains((path as NSString).pathExtension) { result.append(path) }
        }
        return result.sorted()
    }

    static func jsonObject(_ text: String) -> [String: Any]? {
        guard let start = text.firstIndex(of: "{") else { return nil }
        return try? JSONSerialization.jsonObject(with: Data(text[start...].utf8)) as? [String: Any]
    }
}
