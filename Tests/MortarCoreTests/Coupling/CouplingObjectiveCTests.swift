import MortarCore
import Testing

/// Issue 29: on Objective-C modules, only real declarations and only real uses count.
struct CouplingObjectiveCTests {
    /// Five modules, none depending on another: every line of the report is a claim of coupling.
    private func report(_ files: [String: String]) -> String {
        let names = ["WuKongBase", "WuKongIMSDK", "WuKongLogin", "WuKongContacts", "WuKongDataSource"]
        let workspace = auditWorkspace(modules: names.map { ($0, []) })
        return CouplingReport.build(workspace: workspace, sources: auditSources(files)).text()
    }

    private let base = """
        #import <Foundation/Foundation.h>
        #define MAX(a, b) ((a) > (b) ? (a) : (b))
        #define WKBaseLogEnabled 1
        typedef void (^WKCompletion)(NSError * _Nullable error);
        FOUNDATION_EXPORT void (^WKDefaultHandler)(void);
        typedef NS_ENUM(NSInteger, WKBaseMode) {
            Mode,
            WKBaseModeFast = 2,
        };
        @interface NSObject (WKBase)
        - (void)complete:(WKCompletion _Nullable)done;
        @property (nonatomic, copy, nullable) NSString *wk_identifier;
        @end
        """

    @Test func keywordsQualifiersAndSystemMacrosAreNeverDeclarations() {
        let files = [
            "WuKongBase/WKBase.h": base,
            "WuKongIMSDK/WKIM.m": """
                #import "WKIM.h"
                static void start(NSString * _Nullable name) { NSInteger x = MAX(1, 2); }
                """,
            "WuKongLogin/WKLogin.m": "void stop(void) {}\n",
        ]
        #expect(report(files) == """
            uses →       WuKongBase  WuKongIMSDK  WuKongLogin
            WuKongBase            -            .            .
            WuKongIMSDK           .            -            .
            WuKongLogin           .            .            -

            * declared dependency, ~ reached only transitively, ! not declared at all, . nothing used

            the code's coupling matches the manifests

            """)
    }

    @Test func aNameSeveralModulesDeclareIsAmbiguousUnlessAnImportSaysWhich() {
        let files = [
            "WuKongBase/WKBase.h": base,
            "WuKongLogin/WKLogin.h": "typedef NS_ENUM(NSInteger, WKLoginState) {\n    Mode = 1,\n    Success,\n};\n",
            "WuKongIMSDK/WKIM.m": "int mode(void) { return Mode; }\n",
            "WuKongContacts/WKContacts.m": "int mode(void) { return Mode; }\n",
            "WuKongDataSource/WKData.m": "#import <WuKongLogin/WKLogin.h>\nint mode(void) { return Mode + Success; }\n",
        ]
        #expect(report(files) == """
            uses →            WuKongBase  WuKongIMSDK  WuKongLogin  WuKongContacts  WuKongDataSource
            WuKongBase                 -            .            .               .                 .
            WuKongIMSDK                .            -            .               .                 .
            WuKongLogin                .            .            -               .                 .
            WuKongContacts             .            .            .               -                 .
            WuKongDataSource           .            .           2!               .                 -

            * declared dependency, ~ reached only transitively, ! not declared at all, . nothing used

            where the code differs from the manifests:
              'WuKongDataSource' uses 2 declarations of 'WuKongLogin' (Mode, Success) without depending on it

            names several modules declare, not counted (an import of the module that declares it says which):
              'Mode' (declared by 'WuKongBase', 'WuKongLogin'), used by 'WuKongContacts', 'WuKongIMSDK'

            """)
    }

    @Test func methodNamesMatchAsSelectorsWithTheirArity() {
        let files = [
            "WuKongBase/WKBase.h": base,
            "WuKongIMSDK/WKIM.m": """
                @implementation WKIM
                - (void)finish:(WKDone)complete { complete(nil); [self complete]; [self wk_identifier:1]; self.wk_identifier; }
                @end
                """,
            "WuKongContacts/WKContacts.m": """
                @implementation WKContacts
                - (void)load { [self complete:^(NSError *error) {}]; NSString *i = [self wk_identifier]; }
                @end
                """,
        ]
        #expect(report(files) == """
            uses →          WuKongBase  WuKongIMSDK  WuKongContacts
            WuKongBase               -            .               .
            WuKongIMSDK              .            -               .
            WuKongContacts          2!            .               -

            * declared dependency, ~ reached only transitively, ! not declared at all, . nothing used

            where the code differs from the manifests:
              'WuKongContacts' uses 2 declarations of 'WuKongBase' (-complete:, -wk_identifier) without depending on it

            """)
    }

    /// What the WuKongIM app showed once keywords were gone: Swift-only declarations, names the
    /// user declares privately, categories of the module's own classes, methods the user defines.
    @Test func onlyDeclarationsTheUserCanSeeAndDoesNotDeclareItself() {
        let files = [
            "WuKongBase/Signal.swift": "public func complete() {}\npublic enum Mode { case read }\n@objc public enum WKLevel: Int { case low }\n",
            "WuKongBase/CWRecorder.h": "typedef void(^Success)(BOOL ret);\n",
            "WuKongBase/WKVideoData.h": "@interface WKVideoData : NSObject\n@end\n@interface WKVideoData (Internal)\n@property (nonatomic, weak) id delegate;\n@end\n",
            "WuKongBase/UIDevice+Utils.h": "@interface UIDevice (Utils)\n+ (NSString *)getUUID;\n@end\n",
            "WuKongIMSDK/WKQueue.m": """
                typedef enum { Waiting, Success } WKRequestStatus;
                @implementation WKQueue
                + (NSString *)getUUID { return [self getUUID]; }
                - (void)run { complete(); Mode; WKLevel; [self.view delegate]; int s = Success; }
                @end
                """,
        ]
        #expect(report(files) == """
            uses →       WuKongBase  WuKongIMSDK
            WuKongBase            -            .
            WuKongIMSDK          1!            -

            * declared dependency, ~ reached only transitively, ! not declared at all, . nothing used

            where the code differs from the manifests:
              'WuKongIMSDK' uses 1 declaration of 'WuKongBase' (WKLevel) without depending on it

            """)
    }

    @Test func aQualifiedSwiftUseSaysWhichModuleANameIsFrom() {
        let files = [
            "WuKongBase/Theme.swift": "public struct Theme {}\n",
            "WuKongLogin/Theme.swift": "public struct Theme {}\n",
            "WuKongIMSDK/Use.swift": "import WuKongBase\nimport WuKongLogin\nlet theme = WuKongLogin.Theme()\n",
        ]
        #expect(report(files) == """
            uses →       WuKongBase  WuKongIMSDK  WuKongLogin
            WuKongBase            -            .            .
            WuKongIMSDK           .            -           1!
            WuKongLogin           .            .            -

            * declared dependency, ~ reached only transitively, ! not declared at all, . nothing used

            where the code differs from the manifests:
              'WuKongIMSDK' uses 1 declaration of 'WuKongLogin' (Theme) without depending on it

            """)
    }

    @Test func headerDeclaresEnumCasesAndCategoryMethodsButNoKeywords() {
        let lexed = SourceLexer.lex(base, language: .cFamily)
        #expect(DeclarationScanner.declarations(lexed, language: .cFamily, isHeader: true).sorted() == [
            "-complete:", "-wk_identifier", "Mode", "WKBaseLogEnabled", "WKBaseMode", "WKBaseModeFast", "WKCompletion", "WKDefaultHandler",
        ])
    }
}
