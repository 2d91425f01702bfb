import MortarCore
import Testing

struct SourceAuditTests {
    let workspace = auditWorkspace(
        modules: [("Core", []), ("Network", ["Core", "AFNetworking"]), ("UI", ["Core", "Masonry/Core"]), ("Feature", ["UI", "Network"]), ("Analytics", [])],
        pins: ["AFNetworking", "Masonry"]
    )

    @Test func reportsUndeclaredImplicitAndUnusedAtTheirLines() {
        let sources = auditSources([
            "Core/Sources/Core.swift": "import Foundation\npublic struct Core {}\n",
            "Network/Sources/NetClient.h": "#import <Foundation/Foundation.h>\n@interface NetClient : NSObject\n@end\n",
            "Network/Sources/NetClient.m": "#import \"NetClient.h\"\n@import Core;\n",
            "UI/Sources/View.m": "#import <Masonry/Masonry.h>\n#import <Core/Core.h>\n// #import \"NetClient.h\"\n#import \"NetClient.h\"\n",
            "Feature/Sources/A.swift": "import UI\nimport Network\nimport Core\nimport Analytics\n",
            "Feature/Sources/B.swift": "/* import Analytics */\nlet s = \"import Analytics\"\nimport Analytics\n",
            "Analytics/Sources/Analytics.swift": "public func track() {}\n",
        ])
        #expect(render(SourceAudit.diagnostics(workspace, sources: sources)) == [
            """
            Feature/Sources/A.swift:3:1: warning[implicit-import]: 'Feature' imports 'Core', which it only reaches through 'Network'
              note: dependency path: Feature → Network → Core
              help: add 'Core' to Feature.podspec.json dependencies
            """,
            """
            Feature/Sources/A.swift:4:1: error[undeclared-import]: 'Feature' imports 'Analytics', which is not among its declared dependencies
              note: also imported here (Feature/Sources/B.swift:3:1)
              help: add 'Analytics' to Feature.podspec.json dependencies
            """,
            """
            Network/Network.podspec.json:4:5: warning[unused-dependency]: 'Network' declares a dependency on 'AFNetworking', but none of its source files imports 'AFNetworking'
              help: remove 'AFNetworking' from Network.podspec.json dependencies, or import it where it is used
            """,
            """
            UI/Sources/View.m:4:1: error[undeclared-import]: 'UI' imports 'Network', which is not among its declared dependencies
              help: add 'Network' to UI.podspec.json dependencies
            """,
        ])
    }

    @Test func exportedImportsMakeAnImportImplicitNotUndeclared() {
        let workspace = auditWorkspace(modules: [("Base", []), ("Kit", ["Base"]), ("App", ["Kit"])])
        let sources = auditSources([
            "Base/B.swift": "public struct B {}\n",
            "Kit/K.swift": "@_exported import Base\n",
            "App/A.swift": "import Kit\nimport Base\n",
        ])
        #expect(render(SourceAudit.diagnostics(workspace, sources: sources)) == [
            """
            App/A.swift:2:1: warning[implicit-import]: 'App' imports 'Base', which it only reaches through 'Kit'
              note: dependency path: App → Kit → Base
              help: add 'Base' to App.podspec.json dependencies
            """,
        ])
        // An @_exported import of an undeclared module still lets its importers see it.
        let undeclaredExport = auditWorkspace(modules: [("Base", []), ("Kit", []), ("App", ["Kit"])])
        #expect(render(SourceAudit.diagnostics(undeclaredExport, sources: sources)) == [
            """
            App/A.swift:2:1: warning[implicit-import]: 'App' imports 'Base', which it only sees through '@_exported import Base' in 'Kit'
              note: dependency path: App → Kit → Base
              help: add 'Base' to App.podspec.json dependencies
            """,
            """
            Kit/K.swift:1:12: error[undeclared-import]: 'Kit' imports 'Base', which is not among its declared dependencies
              help: add 'Base' to Kit.podspec.json dependencies
            """,
        ])
    }

    @Test func policyTurnsWarningsOffOrIntoErrors() {
        let sources = auditSources(["Core/C.swift": "", "UI/U.swift": "import Core\n", "Feature/F.swift": "import Core\n"])
        let modules = [("Core", [String]()), ("UI", ["Core"]), ("Feature", ["UI", "Core"])]
        let off = auditWorkspace(modules: modules, policy: Policy(implicitImports: .off, unusedDependencies: .off))
        #expect(SourceAudit.diagnostics(off, sources: sources).isEmpty)
        let strict = auditWorkspace(modules: [("Core", []), ("UI", ["Core"]), ("Feature", ["UI"])], policy: Policy(implicitImports: .error, unusedDependencies: .error))
        #expect(SourceAudit.diagnostics(strict, sources: sources).map { "\($0.severity) \($0.code.rawValue)" } == ["error implicit-import", "error unused-dependency"])
    }

    @Test func modulesWithoutSourcesAndUnknownOrSystemImportsAreIgnored() {
        let sources = auditSources([
            "UI/U.swift": "import UIKit\nimport SomeSDK\nimport UI\n#if canImport(Core)\nimport Core\n#endif\n",
        ])
        let workspace = auditWorkspace(modules: [("Core", []), ("UI", ["Core"]), ("Feature", ["Missing", "UI"])])
        #expect(SourceAudit.diagnostics(workspace, sources: sources).isEmpty)
    }

    @Test func umbrellaHeadersNameTheirModule() {
        let workspace = auditWorkspace(modules: [("UI", ["Core"]), ("Core", [])], pins: ["Masonry"])
        let sources = auditSources(["UI/V.m": "#import \"Masonry.h\"\n#import \"Core.h\"\n", "Core/C.h": ""])
        #expect(render(SourceAudit.diagnostics(workspace, sources: sources)) == [
            """
            UI/V.m:1:1: error[undeclared-import]: 'UI' imports 'Masonry', which is not among its declared dependencies
              help: add 'Masonry' to UI.podspec.json dependencies
            """,
        ])
    }

    @Test func unresolvedQuotedHeadersSilenceUnusedThirdPartyDependencies() {
        let workspace = auditWorkspace(modules: [("UI", ["Masonry", "Core"]), ("Core", [])], pins: ["Masonry"])
        let sources = auditSources(["UI/V.m": "#import \"MASConstraint.h\"\n", "Core/C.h": ""])
        #expect(render(SourceAudit.diagnostics(workspace, sources: sources)) == [
            """
            UI/UI.podspec.json:4:5: warning[unused-dependency]: 'UI' declares a dependency on 'Core', but none of its source files imports 'Core'
              help: remove 'Core' from UI.podspec.json dependencies, or import it where it is used
            """,
        ])
    }

    @Test func importsOfAnotherPlatformCountAsUsesAndAreNotReported() {
        let workspace = auditWorkspace(modules: [("CDarwin", []), ("CLinux", []), ("Helper", []), ("Net", ["CDarwin", "CLinux"])])
        let sources = auditSources([
            "Net/N.swift": "#if canImport(Darwin)\nimport Darwin\nimport CDarwin\n#elseif canImport(Glibc)\nimport Glibc\nimport CLinux\nimport Helper\n#endif\n",
            "CDarwin/C.h": "", "CLinux/C.h": "", "Helper/H.swift": "",
        ])
        #expect(SourceAudit.diagnostics(workspace, sources: sources).isEmpty)
    }

    @Test func moduleNamesAreCIdentifiers() {
        #expect(ModuleNaming.c99Identifier("lottie-ios") == "lottie_ios")
        #expect(ModuleNaming.c99Identifier("3rdParty.Kit") == "_3rdParty_Kit")
        let workspace = auditWorkspace(modules: [("my-kit", []), ("App", ["my-kit"])])
        let sources = auditSources(["App/A.swift": "import my_kit\n", "my-kit/K.swift": ""])
        #expect(SourceAudit.diagnostics(workspace, sources: sources).isEmpty)
    }
}
