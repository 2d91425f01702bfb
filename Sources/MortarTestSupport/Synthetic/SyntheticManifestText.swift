import MortarCore
/// The text of a synthetic workspace's manifests: `mortar.json` and each module's
/// `.podspec.json`, Ruby `.podspec` or `Package.swift`, written the way people write them.
enum SyntheticManifestText {
    static func component(_ module: SyntheticModule) -> String {
        switch module.format {
        case .podspecJSON: return podspecJSON(module)
        case .podspec: return podspecRuby(module)
        case .swiftpm: return packageSwift(module)
        }
    }

    /// Dependency names in manifest order (modules then packages), each with its requirement.
    static func dependencies(_ module: SyntheticModule) -> [(name: String, requirement: String?)] {
        module.dependencies.map { ($0, nil) } + module.packages.map { ($0, module.requirements[$0]) }
    }

    /// Splits dependencies into the `Core` and `UI` subspecs (UI also depends on Core).
    static func halves(_ list: [(name: String, requirement: String?)]) -> ([(name: String, requirement: String?)], [(name: String, requirement: String?)]) {
        let middle = (list.count + 1) / 2
        return (Array(list[..<middle]), Array(list[middle...]))
    }

    static func podspecJSON(_ module: SyntheticModule) -> String {
        let name = module.name
        func dependencyObject(_ list: [(name: String, requirement: String?)], indent: String) -> String {
            if list.isEmpty { return "{}" }
            let lines = list.map { dependency in
                "\(indent)  \(quoted(dependency.name)): [\(dependency.requirement.map(quoted) ?? "")]"
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        }
        var text = """
            {
              "name": \(quoted(name)),
              "version": "1.0.0",
              "summary": \(quoted("Synthetic module \(name) of layer \(module.layer).")),
              "homepage": \(quoted("https://example.com/ios/\(name)")),
              "license": { "type": "MIT" },
              "authors": { "Mortar Bench": "bench@example.com" },
              "source": { "git": \(quoted("https://example.com/ios/\(name).git")), "tag": "1.0.0" },
              "platforms": { "ios": "13.0" },
              "requires_arc": true,

            """
        let list = dependencies(module)
        if module.hasSubspecs {
            let (core, ui) = halves(list)
            text += """
                  "default_subspecs": ["Core", "UI"],
                  "subspecs": [
                    {
                      "name": "Core",
                      "source_files": "Sources/\(name)/Core/**/*.{h,m,swift}",
                      "dependencies": \(dependencyObject(core, indent: "      "))
                    },
                    {
                      "name": "UI",
                      "source_files": "Sources/\(name)/UI/**/*.{h,m,swift}",
                      "dependencies": \(dependencyObject([("\(name)/Core", nil)] + ui, indent: "      "))
                    }
                  ],
                  "testspecs": [
                    { "name": "Tests", "test_type": "unit", "source_files": "Tests/**/*.swift" }
                  ]
                }

                """
        } else {
            text += """
                  "source_files": "Sources/\(name)/**/*.{h,m,swift}",
                  "dependencies": \(dependencyObject(list, indent: "  "))
                }

                """
        }
        return text
    }

    static func podspecRuby(_ module: SyntheticModule) -> String {
        let name = module.name
        func dependencyLines(_ list: [(name: String, requirement: String?)], receiver: String, indent: String) -> String {
            list.map { dependency in
                "\(indent)\(receiver).dependency \(rubyQuoted(dependency.name))" + (dependency.requirement.map { ", \(rubyQuoted($0))" } ?? "") + "\n"
            }.joined()
        }
        var text = """
            Pod::Spec.new do |s|
              s.name         = \(rubyQuoted(name))
              s.version      = '1.0.0'
              s.summary      = \(rubyQuoted("Synthetic module \(name) of layer \(module.layer)."))
              s.homepage     = "https://example.com/ios/#{s.name}"
              s.license      = { :type => 'MIT' }
              s.author       = { 'Mortar Bench' => 'bench@example.com' }
              s.source       = { :git => "https://example.com/ios/#{s.name}.git", :tag => s.version.to_s }
              s.ios.deployment_target = '13.0'
              s.requires_arc = true

            """
        let list = dependencies(module)
        if module.hasSubspecs {
            let (core, ui) = halves(list)
            text += """
                  s.default_subspecs = %w[Core UI]

                  s.subspec 'Core' do |ss|
                    ss.source_files = 'Sources/\(name)/Core/**/*.{h,m,swift}'
                \(dependencyLines(core, receiver: "ss", indent: "    "))  end

                  s.subspec 'UI' do |ss|
                    ss.source_files = 'Sources/\(name)/UI/**/*.{h,m,swift}'
                    ss.dependency "#{s.name}/Core"
                \(dependencyLines(ui, receiver: "ss", indent: "    "))  end

                  s.test_spec 'Tests' do |ts|
                    ts.source_files = 'Tests/**/*.swift'
                  end
                end

                """
        } else {
            text += """
                  s.source_files = 'Sources/\(name)/**/*.{h,m,swift}'
                \(dependencyLines(list, receiver: "s", indent: "  "))end

                """
        }
        return text
    }

    /// A `Package.swift` with one library; module dependencies as `.package(path: "../X")`.
    static func packageSwift(_ module: SyntheticModule) -> String {
        let name = module.name
        let packages = module.dependencies.map { "        .package(path: \(swiftQuoted("../\($0)"))),\n" }.joined()
        let products = module.dependencies.map { "                .product(name: \(swiftQuoted($0)), package: \(swiftQuoted($0))),\n" }.joined()
        return """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: \(swiftQuoted(name)),
                platforms: [.iOS(.v13), .macOS(.v13)],
                products: [
                    .library(name: \(swiftQuoted(name)), targets: [\(swiftQuoted(name))]),
                ],
                dependencies: [
            \(packages)    ],
                targets: [
                    .target(
                        name: \(swiftQuoted(name)),
                        dependencies: [
            \(products)            ],
                        path: \(swiftQuoted("Sources/\(name)"))
                    ),
                ]
            )

            """
    }

    /// `mortar.json` with the four layers, every module (path or git source) and the pins (with
    /// their package URLs, as generated manifests need them).
    static func integrator(modules: [SyntheticModule], pins: [(name: String, version: String)], spec: SyntheticWorkspaceSpec) -> String {
        let layers = SyntheticWorkspacePlan.layers.map { layer in
            layer == "features" ? "    { \"name\": \"\(layer)\", \"isolated\": true }" : "    { \"name\": \"\(layer)\" }"
        }
        let moduleLines = modules.map { module -> String in
            let source: String
            if spec.gitSources {
                let ref = module.tag.map { "\"tag\": \(quoted($0))" } ?? "\"branch\": \"develop\""
                source = "\"git\": \(quoted(module.directory)), \(ref)"
            } else {
                source = "\"path\": \(quoted(module.directory))"
            }
            return "    { \"name\": \(quoted(module.name)), \(source), \"layer\": \(quoted(module.layer)) }"
        }
        let pinLines = pins.map { pin in
            "    \(quoted(pin.name)): { \"version\": \(quoted(pin.version)), \"git\": \(quoted("https://github.com/vendor/\(pin.name).git")) }"
        }
        return """
            {
              // Synthetic workspace: \(modules.count) modules, seed \(spec.seed). Generated by mortar-bench.
              "name": "SyntheticApp",
              "platforms": { "ios": "13.0" },
              "checkouts": "Modules",
              "layers": [
            \(layers.joined(separator: ",\n"))
              ],
              "modules": [
            \(moduleLines.joined(separator: ",\n"))
              ],
              "pins": {
            \(pinLines.joined(separator: ",\n"))
              }
            }

            """
    }

    /// A JSON string literal.
    static func quoted(_ value: String) -> String {
        JSONValue.string(value).renderedCompact()
    }

    /// A Swift string literal.
    static func swiftQuoted(_ value: String) -> String {
        "\"" + Escaper.swift(value) + "\""
    }

    /// A single-quoted Ruby string literal (only `\\` and `'` are special inside).
    static func rubyQuoted(_ value: String) -> String {
        var out = "'"
        for character in value {
            if character == "\\" || character == "'" { out += "\\" }
            out.append(character)
        }
        return out + "'"
    }
}
