extension Module {
    /// What few modules say — a kind, an integration (each where it is written), a source that
    /// `mortar.local.json` replaced — held by reference (`Module.extras`), immutable: a change
    /// makes another. Compared and hashed by value.
    final class Extras: Hashable, Sendable {
        /// The values themselves.
        struct Fields: Hashable, Sendable {
            var kind: ModuleKind?
            var kindLocation: SourceLocation?
            var integration: ModuleIntegration?
            var integrationLocation: SourceLocation?
            var sourceLocation: SourceLocation?
        }

        let fields: Fields

        /// The extras of `fields`, nil when none is set: one form for "none", so that two equal
        /// modules hold equal extras.
        init?(_ fields: Fields) {
            guard fields != Fields() else { return nil }
            self.fields = fields
        }

        static func == (lhs: Extras, rhs: Extras) -> Bool { lhs === rhs || lhs.fields == rhs.fields }

        func hash(into hasher: inout Hasher) { hasher.combine(fields) }
    }
}
