/// Products by files: which products' targets' folders hold a spec's `source_files`.
extension PodProductMapper {
    /// The products whose folders hold `patterns`: one product holding them all (the one with
    /// the fewest targets), else one holding all but shared headers (`Common/*.h`), else per
    /// pattern the product holding it, together. Several products holding a pattern alike is
    /// ambiguous: unmapped, every candidate with its folders. Nil when some pattern lies in no
    /// product (other evidence may still say).
    static func covering(_ patterns: [String], in package: PackageProducts) -> Outcome? {
        guard !patterns.isEmpty else { return nil }
        let shown = patterns.map { "'\($0)'" }.joined(separator: ", ")
        switch holders(of: patterns, in: package) {
        case let holders where holders.count == 1:
            let folders = package.paths(of: holders[0]).map { "'\($0)'" }.joined(separator: ", ")
            return .chosen(Choice(spec: "", products: [holders[0].name], evidence: "its source_files \(shown) lie in \(folders)"))
        case let holders where holders.count > 1:
            return ambiguous(shown, holders, package)
        default: break
        }
        // Headers a pod shares between its subspecs lie in one product's folder only.
        let code = patterns.filter { !isHeaderOnly($0) }
        if !code.isEmpty, code.count < patterns.count {
            let holders = holders(of: code, in: package)
            if holders.count == 1 {
                let folders = package.paths(of: holders[0]).map { "'\($0)'" }.joined(separator: ", ")
                let headers = patterns.filter(isHeaderOnly).map { "'\($0)'" }.joined(separator: ", ")
                return .chosen(Choice(
                    spec: "", products: [holders[0].name],
                    evidence: "its source_files \(code.map { "'\($0)'" }.joined(separator: ", ")) lie in \(folders) (the shared headers \(headers) too)"))
            }
            if holders.count > 1 { return ambiguous(shown, holders, package) }
        }
        // Files of several products: every product they need.
        var products: [String] = []
        var parts: [String] = []
        for pattern in code.isEmpty ? patterns : code {
            let holders = holders(of: [pattern], in: package)
            if holders.isEmpty { return nil }
            if holders.count > 1 { return ambiguous("'\(pattern)'", holders, package) }
            if !products.contains(holders[0].name) { products.append(holders[0].name) }
            parts.append("'\(pattern)' in \(holders[0].name)")
        }
        return .chosen(Choice(spec: "", products: products.sorted(), evidence: "its source_files lie in several products: \(parts.joined(separator: ", "))"))
    }

    /// The products whose folders hold every pattern, those with the fewest targets; products
    /// with the same targets (a `-dynamic` twin) count once, by the shortest name.
    static func holders(of patterns: [String], in package: PackageProducts) -> [PackageProducts.Product] {
        let prefixes = patterns.map(staticFolder)
        let holding = package.products.filter { product in
            let paths = package.paths(of: product)
            return !paths.isEmpty && prefixes.allSatisfy { prefix in paths.contains { covers($0, prefix) } }
        }
        guard let fewest = holding.map(\.targets.count).min() else { return [] }
        var byTargets: [[String]: PackageProducts.Product] = [:]
        for product in holding where product.targets.count == fewest {
            let key = product.targets.sorted()
            if let kept = byTargets[key], (kept.name.count, kept.name) <= (product.name.count, product.name) { continue }
            byTargets[key] = product
        }
        return byTargets.values.sorted { $0.name < $1.name }
    }

    static func ambiguous(_ shown: String, _ holders: [PackageProducts.Product], _ package: PackageProducts) -> Outcome {
        let evidence = holders.map { product in
            "'\(product.name)' (\(package.paths(of: product).map { "'\($0)'" }.joined(separator: ", ")))"
        }.joined(separator: ", ")
        return .unmapped(Unmapped(
            spec: "", candidates: holders.map(\.name),
            reason: "its source_files \(shown) lie alike in the folders of several products: \(evidence); name the one it is in the pin's \"products\""))
    }

    /// A pattern of headers only (`Common/*.h`, `Public/A.h`).
    static func isHeaderOnly(_ pattern: String) -> Bool {
        pattern.hasSuffix(".h") || pattern.hasSuffix(".{h}") || pattern.hasSuffix(".[h]")
    }

    /// The folders of a glob before its first wildcard: `Sources/RxMoya/**/*.swift` →
    /// `Sources/RxMoya`.
    static func staticFolder(_ pattern: String) -> String {
        var parts: [Substring] = []
        for part in pattern.split(separator: "/") where part != "." {
            if part.contains(where: { "*?[{".contains($0) }) { break }
            parts.append(part)
        }
        // A pattern naming a file (`Sources/A/File.swift`) lies in the file's folder.
        if !pattern.contains(where: { "*?[{".contains($0) }), let last = parts.last, last.contains(".") { parts.removeLast() }
        return parts.joined(separator: "/")
    }

    static func covers(_ targetPath: String, _ folder: String) -> Bool {
        var path = targetPath
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasSuffix("/") { path.removeLast() }
        return !folder.isEmpty && (folder == path || folder.hasPrefix(path + "/"))
    }
}
