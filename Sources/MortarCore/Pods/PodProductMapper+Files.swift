/// Products by files: which products' targets' folders hold a spec's `source_files`.
extension PodProductMapper {
    /// The products whose folders hold `patterns`: one product holding them all (the narrowest,
    /// `holders`), else one holding all but shared headers (`Common/*.h`), else per
    /// pattern the product holding it, together. Several products holding a pattern alike is
    /// ambiguous: unmapped, every candidate with its folders. Nil when some pattern lies in no
    /// product (other evidence may still say).
    static func covering(_ patterns: [String], in package: PackageProducts) -> Outcome? {
        guard !patterns.isEmpty else { return nil }
        let shown = patterns.map { "'\($0)'" }.joined(separator: ", ")
        switch holders(of: patterns, in: package) {
        case let holders where holders.count == 1:
            let folders = folders(of: holders[0], holding: patterns, in: package)
            return .chosen(Choice(spec: "", products: [holders[0].name], evidence: "its source_files \(shown) lie in \(folders)"))
        case let holders where holders.count > 1:
            return ambiguous(shown, holders, package, patterns: patterns)
        default: break
        }
        // Headers a pod shares between its subspecs lie in one product's folder only.
        let code = patterns.filter { !isHeaderOnly($0) }
        if !code.isEmpty, code.count < patterns.count {
            let holders = holders(of: code, in: package)
            if holders.count == 1 {
                let folders = folders(of: holders[0], holding: code, in: package)
                let headers = patterns.filter(isHeaderOnly).map { "'\($0)'" }.joined(separator: ", ")
                return .chosen(Choice(
                    spec: "", products: [holders[0].name],
                    evidence: "its source_files \(code.map { "'\($0)'" }.joined(separator: ", ")) lie in \(folders) (the shared headers \(headers) too)"))
            }
            if holders.count > 1 { return ambiguous(shown, holders, package, patterns: code) }
        }
        // Files of several products: every product they need.
        var products: [String] = []
        var parts: [String] = []
        for pattern in code.isEmpty ? patterns : code {
            let holders = holders(of: [pattern], in: package)
            if holders.isEmpty { return nil }
            if holders.count > 1 { return ambiguous("'\(pattern)'", holders, package, patterns: [pattern]) }
            if !products.contains(holders[0].name) { products.append(holders[0].name) }
            parts.append("'\(pattern)' in \(holders[0].name)")
        }
        return .chosen(Choice(spec: "", products: products.sorted(), evidence: "its source_files lie in several products: \(parts.joined(separator: ", "))"))
    }

    /// The products whose folders (those of every target they reach) hold every pattern, the
    /// narrowest: those that build no more than another holder builds (a product whose targets
    /// are a part of another's; FacebookCore's of FacebookLogin's). Holders that each build
    /// targets the others do not all remain (FirebaseCore's files are in FirebaseStorage's and
    /// FirebaseInstallations' targets: neither stands for it). Products reaching the same
    /// targets (a `-dynamic` twin) count once, by the shortest name.
    static func holders(of patterns: [String], in package: PackageProducts) -> [PackageProducts.Product] {
        let prefixes = patterns.map(staticFolder)
        let holding = package.products.filter { product in
            let paths = package.paths(of: product)
            return !paths.isEmpty && prefixes.allSatisfy { prefix in paths.contains { covers($0, prefix) } }
        }
        let reaches = holding.map { Set(package.reach(of: $0)) }
        var byTargets: [[String]: PackageProducts.Product] = [:]
        for (product, reach) in zip(holding, reaches) where !reaches.contains(where: { $0 != reach && $0.isSubset(of: reach) }) {
            let key = reach.sorted()
            if let kept = byTargets[key], (kept.name.count, kept.name) <= (product.name.count, product.name) { continue }
            byTargets[key] = product
        }
        return byTargets.values.sorted { $0.name < $1.name }
    }

    static func ambiguous(_ shown: String, _ holders: [PackageProducts.Product], _ package: PackageProducts, patterns: [String]) -> Outcome {
        let evidence = holders.map { product in "'\(product.name)' (\(folders(of: product, holding: patterns, in: package)))" }.joined(separator: ", ")
        // Reached through target dependencies, none narrower: say so, it is why they tie.
        let reached = holders.contains { package.reach(of: $0) != $0.targets.sorted() }
        let tie = reached ? "; each builds targets the others do not, none is the narrowest" : ""
        return .unmapped(Unmapped(
            spec: "", candidates: holders.map(\.name),
            reason: "its source_files \(shown) lie alike in the folders of several products: \(evidence)\(tie); name the one it is in the pin's \"products\""))
    }

    /// Where `product` holds `patterns`, for the report: its own targets' folders when they hold
    /// them all (as declared), else each folder that holds one, with the target of the package
    /// it is reached through (`'FBSDKLoginKit/FBSDKLoginKit' (the target 'FBSDKLoginKit', which
    /// its target 'FacebookLogin' depends on)`).
    static func folders(of product: PackageProducts.Product, holding patterns: [String], in package: PackageProducts) -> String {
        let prefixes = patterns.map(staticFolder)
        let own = package.paths(ofTargets: product.targets)
        if prefixes.allSatisfy({ prefix in own.contains { covers($0, prefix) } }) { return own.map { "'\($0)'" }.joined(separator: ", ") }
        var parts: [String] = []
        for target in package.reach(of: product) {
            let held = package.paths(ofTargets: [target]).filter { path in prefixes.contains { covers(path, $0) } }
            guard !held.isEmpty else { continue }
            let folders = held.map { "'\($0)'" }.joined(separator: ", ")
            let chain = package.chain(of: product, to: target)
            switch chain.count {
            case ...1: parts.append(folders)
            case 2: parts.append("\(folders) (the target '\(target)', which its target '\(chain[0])' depends on)")
            default:
                let through = chain.dropFirst().dropLast().map { "'\($0)'" }.joined(separator: " → ")
                parts.append("\(folders) (the target '\(target)', which its target '\(chain[0])' depends on through \(through))")
            }
        }
        return parts.joined(separator: ", ")
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
