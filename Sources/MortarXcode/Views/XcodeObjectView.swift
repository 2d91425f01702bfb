/// A typed view of one object of a project: the object as it is, read through the fields its
/// class has. A view reads the object when asked, so it never disagrees with it.
public protocol XcodeObjectView: Hashable, Sendable {
    /// The classes (`isa`) this view reads.
    static var isas: Set<String> { get }
    /// The object viewed; its `isa` is one of `isas`.
    var object: PBXObject { get }
    /// The view of `object`, whose `isa` the caller has checked is one of `isas`.
    init(unchecked object: PBXObject)
}

extension XcodeObjectView {
    /// Nil when `object` is not of a class this view reads.
    public init?(_ object: PBXObject) {
        guard Self.isas.contains(object.isa) else { return nil }
        self.init(unchecked: object)
    }

    /// The object's ID.
    public var id: String { object.id }
}
