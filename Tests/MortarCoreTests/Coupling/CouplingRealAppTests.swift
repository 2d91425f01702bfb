import MortarCore
import Testing

/// Issue 29's must-show: what `mortar coupling` got wrong on real componentized apps, each as
/// the smallest modules that show it (see "Checked on real apps" in ImportsAndCoupling.md).
struct CouplingRealAppTests {
    /// Three modules, none depending on another: every line of the report is a claim of coupling.
    private func report(_ files: [String: String]) -> String {
        let names = ["PushKit", "Core", "Kit"]
        let workspace = auditWorkspace(modules: names.map { ($0, []) })
        return CouplingReport.build(workspace: workspace, sources: auditSources(files)).text()
    }

    /// ChatSecure: ChatSecureCore's PushSerializer.swift declares its own internal
    /// `enum jsonKeys`, as ChatSecure-Push-iOS's Client.swift declares a public one; the use was
    /// counted for ChatSecure-Push-iOS. A Swift name the user declares itself — at any access
    /// level and any depth (a type, a method, a property), is its own.
    @Test func aSwiftNameTheUserDeclaresAtAnyAccessLevelIsItsOwn() {
        let files = [
            "PushKit/Client.swift": """
                public enum jsonKeys: String { case endpoint }
                @objc open class Client: NSObject {}
                public func serialize() {}
                """,
            "Core/PushSerializer.swift": """
                import PushKit
                enum jsonKeys: String { case endpoint, tokens }
                final class PushSerializer {
                    private let client: Client
                    func serialize() -> String { jsonKeys.endpoint.rawValue }
                    func send() { _ = serialize() }
                }
                """,
        ]
        #expect(report(files) == """
            uses →   PushKit  Core
            PushKit        -     .
            Core          1!     -

            * declared dependency, ~ reached only transitively, ! not declared at all, . nothing used

            where the code differs from the manifests:
              'Core' uses 1 declaration of 'PushKit' (Client) without depending on it

            """)
    }

    /// ChatSecure, the other side: ChatSecureCore's Swift `ServerCapabilityInfo` has a property
    /// `xmlns`, and its Objective-C sends `[element xmlns]` to XMPPFramework's category property
    /// (`NSXMLElement+XMPP.h`). The Swift name is the user's own; the selector still counts.
    @Test func aSwiftPropertyOfTheUserDoesNotHideASelectorOfAnotherModule() {
        let files = [
            "Kit/NSXMLElement+XMPP.h": "@interface NSXMLElement (XMPP)\n@property (nonatomic, readonly) NSString *xmlns;\n@end\n",
            "Core/ServerCapabilityInfo.swift": "public final class ServerCapabilityInfo { public let xmlns: String }\n",
            "Core/OTRServerCapabilities.m": "#import <Kit/NSXMLElement+XMPP.h>\nNSString *namespaceOf(NSXMLElement *element) { return [element xmlns]; }\n",
        ]
        #expect(report(files) == """
            uses →  Core   Kit
            Core       -    1!
            Kit        .     -

            * declared dependency, ~ reached only transitively, ! not declared at all, . nothing used

            where the code differs from the manifests:
              'Core' uses 1 declaration of 'Kit' (-xmlns) without depending on it

            """)
    }
}
