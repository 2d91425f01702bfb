/// A view of several classes (a target: native, aggregate or legacy), told apart by `kind`.
public protocol XcodeKindedObjectView: XcodeObjectView {
    /// The classes this view reads, one case each, the `isa` as its raw value.
    associatedtype Kind: RawRepresentable<String>, CaseIterable
}

extension XcodeKindedObjectView {
    public static var isas: Set<String> { Set(Kind.allCases.map(\.rawValue)) }

    /// The object's class.
    public var kind: Kind {
        guard let kind = Kind(rawValue: object.isa) else { preconditionFailure("a \(Self.self) of an object of class \(object.isa)") }
        return kind
    }
}
