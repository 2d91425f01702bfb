extension Module {
    /// What few modules say — a kind, an integration (each where it is written), a source that
    /// `mortar.local.json` replaced — held by reference (`Module.extras`), immutable: a change
    /// makes another. Compared and hashed by value.
    final class Extras: Hashable, Sendable {
        let kind: ModuleKind?
        let kindLocation: SourceLocation?
        let integration: ModuleIntegration?
        let integrationLocation: SourceLocation?
        let sourceLocation: SourceLocation?

        private init(
            kind: ModuleKind?, kindLocation: SourceLocation?, integration: ModuleIntegration?, integrationLocation: SourceLocation?,
            sourceLocation: SourceLocation?
        ) {
            self.kind = kind
            self.kindLocation = kindLocation
            self.integration = integration
            self.integrationLocation = integrationLocation
            self.sourceLocation = sourceLocation
        }

        /// The extras of these values, nil when none is set: one form for "none", so that two
        /// equal modules hold equal extras.
        static func make(
            kind: ModuleKind?, kindLocation: SourceLocation?, integration: ModuleIntegration?, integrationLocation: SourceLocation?,
            sourceLocation: SourceLocation?
        ) -> Extras? {
            if kind == nil, kindLocation == nil, integration == nil, integrationLocation == nil, sourceLocation == nil { return nil }
            return Extras(kind: kind, kindLocation: kindLocation, integration: integration, integrationLocation: integrationLocation, sourceLocation: sourceLocation)
        }

        static func == (lhs: Extras, rhs: Extras) -> Bool {
            lhs === rhs
                || (lhs.kind == rhs.kind && lhs.kindLocation == rhs.kindLocation && lhs.integration == rhs.integration
                    && lhs.integrationLocation == rhs.integrationLocation && lhs.sourceLocation == rhs.sourceLocation)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(kind)
            hasher.combine(kindLocation)
            hasher.combine(integration)
            hasher.combine(integrationLocation)
            hasher.combine(sourceLocation)
        }
    }
}
