extension GraphView {
    /// `{"name", "layers": [{"name", "isolated", "modules"}], "nodes": [{"name", "kind", "layer"}],
    /// "edges": [{"from", "to", "dependency", "location", "cycle", "layerViolation"}]}`: every node
    /// once and every edge once (a DAG listing, never a repeated tree). Layers bottom first.
    public func json() -> JSONValue {
        .object([
            ("name", .string(name)),
            ("layers", .array(layers.map { layer in
                .object([
                    ("name", .string(layer.name)),
                    ("isolated", .bool(layer.isolated)),
                    ("modules", .array(nodes.filter { $0.layer == layer.name }.map { .string($0.name) })),
                ])
            })),
            ("nodes", .array(nodes.map { node in
                .object([("name", .string(node.name)), ("kind", .string(node.kind.rawValue)), ("layer", .optional(node.layer))])
            })),
            ("edges", .array(edges.map { edge in
                .object([
                    ("from", .string(edge.from)),
                    ("to", .string(edge.to)),
                    ("dependency", .string(edge.dependency)),
                    ("location", .object([
                        ("file", .string(edge.location.file)), ("line", .int(edge.location.line)), ("column", .int(edge.location.column)),
                    ])),
                    ("cycle", .bool(edge.isCycle)),
                    ("layerViolation", .bool(edge.isLayerViolation)),
                ])
            })),
        ])
    }
}
