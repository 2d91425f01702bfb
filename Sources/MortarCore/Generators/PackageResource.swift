/// A resource of a target: `.process("x")` or `.copy("x")`.
public struct PackageResource: Hashable, Sendable {
    public enum Rule: String, Hashable, Sendable { case process, copy }
    public var rule: Rule
    public var path: String
    public init(_ rule: Rule, _ path: String) {
        self.rule = rule
        self.path = path
    }
}
