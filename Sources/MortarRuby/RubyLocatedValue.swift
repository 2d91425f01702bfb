import MortarCore

/// A value with where it was written: each argument the evaluator hands a host, the value of
/// `object.attribute = value`, and what a host keeps of them. `Located<RubyValue>` has the same
/// two fields, but a generic type of another module is copied and destroyed through its generic
/// value witnesses in the release build (≈100 instructions each, for every argument of every
/// call and every value a host records); this one is concrete and of the evaluator's module.
package struct RubyLocatedValue {
    package var value: RubyValue
    package var location: SourceLocation

    @inline(__always)
    package init(_ value: RubyValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
