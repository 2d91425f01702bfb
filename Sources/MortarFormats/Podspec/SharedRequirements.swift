import Foundation
import MortarCore

/// The requirements (`'~> 1.2'`) of the dependencies read in one process, each text parsed once
/// and its answer shared: the pods of a workspace ask for a handful of distinct requirements
/// (`~> 12.19.0` in each of a vendor's subspecs, the same `~> 8.1` in many pods), and each
/// reading made a constraint list and a version's tokens (two allocations, ≈2,700 instructions
/// with their parse and their frees) that an equal requirement read before holds already. A
/// `Requirement` is a value: the shared one is as the caller's own. Bounded: past `limit`
/// distinct texts, a text is parsed as it is read. Safe to call from the read threads.
///
/// Only an answer is remembered, never an error (a text that is not a requirement is parsed,
/// and reported, each time). Texts are keys as `String`s, canonically equivalent ones as one:
/// they parse to the same requirement (operators and versions are ASCII, and read by character).
final class SharedRequirements: @unchecked Sendable {
    static let shared = SharedRequirements()
    static let limit = 1024

    private let lock = NSLock()
    /// Text → its requirement. Read and changed under `lock` only: the run-time exclusivity
    /// check on each access is left to the lock.
    @exclusivity(unchecked) private var requirements: [String: Requirement] = [:]

    /// `Requirement.parse(_:)` of `text`: the answer for an equal text read before, else parsed
    /// and remembered.
    ///
    /// - Throws: `RequirementError`, as `Requirement.parse(_:)` does.
    func parse(_ text: String) throws(RequirementError) -> Requirement {
        lock.lock()
        if let known = requirements[text] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let requirement = try Requirement.parse(text)
        lock.lock()
        if requirements.count < Self.limit { requirements[text] = requirement }
        lock.unlock()
        return requirement
    }

    /// How many texts are remembered (a test's view).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return requirements.count
    }
}
