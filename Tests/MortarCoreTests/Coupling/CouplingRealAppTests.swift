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
}
