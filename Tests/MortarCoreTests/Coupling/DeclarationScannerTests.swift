import MortarCore
import Testing

private func declarations(_ text: String, _ language: SourceLanguage, header: Bool = true) -> [String] {
    DeclarationScanner.declarations(SourceLexer.lex(text, language: language), language: language, isHeader: header).sorted()
}

struct DeclarationScannerTests {
    @Test func swiftPublicAndOpenDeclarations() {
        let text = """
            public struct Theme { public static let shared = Theme(); public func color() {} }
            open class View {}
            public final class Store { public class Nested {} }
            @MainActor public protocol Routing {}
            public enum Route { case home }
            public typealias Handler = () -> Void
            public actor Cache {}
            public func makeLogger() -> Logger { Logger() }
            public private(set) var counter = 0
            public let version = "1"
            public extension String { func shout() {} }
            internal struct Hidden {}
            struct AlsoHidden {}
            func hiddenFunction() {}
            // public struct Commented {}
            let text = "public struct InString {}"
            public class Box { public class func make() {} }
            public macro Stringify(_ x: Int) = #externalMacro(module: "M", type: "S")
            """
        #expect(declarations(text, .swift) == [
            "Box", "Cache", "Handler", "Nested", "Route", "Routing", "Store", "Stringify", "Theme", "View", "counter", "makeLogger", "version",
        ])
    }

    @Test func headerDeclarations() {
        let text = """
            #ifndef CORE_H
            #define CORE_H
            #import <Foundation/Foundation.h>
            #define CORE_LOG_LEVEL 2
            #define CORE_MAX(a, b) ((a) > (b) ? (a) : (b))
            NS_ASSUME_NONNULL_BEGIN
            @class Forward;
            @protocol ForwardProtocol;
            typedef NS_ENUM(NSInteger, NetMethod) { NetMethodGet, NetMethodPost };
            typedef NS_OPTIONS(NSUInteger, NetFlags) { NetFlagA = 1 };
            typedef void (^CompletionBlock)(NSError *_Nullable error);
            typedef int (*Comparator)(const void *, const void *);
            typedef struct { int x; } CorePoint;
            typedef unsigned long CoreSize;
            struct CoreRect { int w; };
            FOUNDATION_EXPORT NSString *const CoreErrorDomain;
            extern double CoreVersionNumber;
            FOUNDATION_EXPORT void CoreLog(NSString *message) NS_SWIFT_NAME(log(_:));
            static inline int CoreClamp(int v) { return v < 0 ? 0 : v; }
            @protocol CoreDelegate <NSObject>
            - (void)didFinish:(id)sender;
            @end
            @interface CoreConfig : NSObject
            @property (nonatomic) NSInteger retries;
            - (instancetype)initWithName:(NSString *)name;
            @end
            @interface UIView (CoreLayout)
            - (void)core_layout;
            @end
            NS_ASSUME_NONNULL_END
            #endif
            """
        #expect(declarations(text, .cFamily) == [
            "-core_layout", "CORE_LOG_LEVEL", "CORE_MAX", "Comparator", "CompletionBlock", "CoreClamp", "CoreConfig", "CoreDelegate",
            "CoreErrorDomain", "CoreLog", "CorePoint", "CoreRect", "CoreSize", "CoreVersionNumber", "NetFlagA", "NetFlags", "NetMethod",
            "NetMethodGet", "NetMethodPost",
        ])
    }

    @Test func implementationFilesDeclareNothing() {
        #expect(declarations("@interface Private : NSObject\n@end\nvoid Helper(void) {}\n", .cFamily, header: false) == [])
    }
}

struct CouplingReportTests {
    @Test func countsUsedDeclarationsAndComparesWithTheManifests() {
        let workspace = auditWorkspace(modules: [("Core", []), ("UI", ["Core"]), ("App", ["UI"]), ("Extra", [])])
        let sources = auditSources([
            "Core/Core.swift": "public struct Logger {}\npublic func log() {}\npublic struct Unused {}\n",
            "Core/Core.h": "@interface CoreConfig : NSObject\n@end\n",
            "UI/Theme.swift": "import Core\npublic struct Theme { let l = Logger() }\npublic enum UI {}\n",
            "App/App.swift": "import UI\nimport Core\nlet t = Theme()\nlog()\n// Unused\nlet s = \"Unused\"\n",
            "Extra/E.m": "[CoreConfig new];\n@import UI;\n",
        ])
        let report = CouplingReport.build(workspace: workspace, sources: sources)
        #expect(report.modules == ["Core", "UI", "App", "Extra"])
        #expect(report.pairs.map { "\($0.from)→\($0.to) \($0.declared.rawValue) \($0.declarations)" } == [
            "UI→Core direct [\"Logger\"]",
            "App→Core transitive [\"log\"]",
            "App→UI direct [\"Theme\"]",
            "Extra→Core none [\"CoreConfig\"]",
        ])
        #expect(report.csv() == """
            from,to,count,declared,declarations
            UI,Core,1,direct,Logger
            App,Core,1,transitive,log
            App,UI,1,direct,Theme
            Extra,Core,1,none,CoreConfig

            """)
        #expect(report.text() == """
            uses →  Core    UI   App  Extra
            Core       -     .     .      .
            UI        1*     -     .      .
            App       1~    1*     -      .
            Extra     1!     .     .      -

            * declared dependency, ~ reached only transitively, ! not declared at all, . nothing used

            where the code differs from the manifests:
              'App' uses 1 declaration of 'Core' (log) but reaches it only transitively
              'Extra' uses 1 declaration of 'Core' (CoreConfig) without depending on it

            """)
    }
}
