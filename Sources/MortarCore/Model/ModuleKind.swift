/// What a module is for in the app, as componentized apps lay them out (the slate design): one
/// `main` module gives the app its root view controller at launch; `basic` modules (lifecycle
/// dispatch, router, base tools) sit under every other module; `service` modules are shared
/// business code others may depend on; a `feature` module is reached only through the router,
/// so no other module depends on it or imports it.
///
/// Declared per module with `"kind"` in `mortar.json`; the checks run only when at least one
/// module declares a kind.
public enum ModuleKind: String, Hashable, Sendable, CaseIterable, Comparable {
    case main
    case basic
    case service
    case feature

    public static func < (lhs: ModuleKind, rhs: ModuleKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
