// Generated from Templates/ by MORTAR_RECORD=1 swift test --filter MortarCoreTests.DefaultTemplatesTests — do not edit.
// The binary must work from anywhere, so the default templates are compiled in.

/// The default templates, byte for byte the files in `Templates/`.
enum DefaultTemplates {
    static let texts: [String: String] = [
        "Package.swift.mustache": #"""
// swift-tools-version:{{{toolsVersion}}}
// {{header}}
{{! The composite package: every module by path, every pin at its exact version, and one
    umbrella library that depends on all of them, so `swift build` builds the whole app. }}
import PackageDescription

let package = Package(
    name: "{{name}}",
{{#hasPlatforms}}
    platforms: [
{{#platforms}}
{{^custom}}
        .{{{swiftCase}}}("{{version}}"),
{{/custom}}
{{#custom}}
        .custom("{{name}}", versionString: "{{version}}"),
{{/custom}}
{{/platforms}}
    ],
{{/hasPlatforms}}
    products: [
        .library(name: "{{name}}", targets: ["{{name}}"]),
    ],
    dependencies: [
{{#modules}}
        .package(path: "{{path}}"),{{#commit}} // {{name}} at {{commit}}{{/commit}}
{{/modules}}
{{#packages}}
        .package(url: "{{url}}", {{#exact}}exact: "{{exact}}"{{/exact}}{{#branch}}branch: "{{branch}}"{{/branch}}{{#revision}}revision: "{{revision}}"{{/revision}}),
{{/packages}}
    ],
    targets: [
        .target(
            name: "{{name}}",
            dependencies: [
{{#products}}
                .product(name: "{{product}}", package: "{{package}}"),
{{/products}}
            ],
            path: "{{umbrellaPath}}"
        ),
    ]
)

"""#,
        "Podfile.mustache": #"""
# {{header}}
{{#sources}}
source "{{.}}"
{{/sources}}
{{#platform}}
platform :{{{symbol}}}{{#version}}, "{{version}}"{{/version}}
{{/platform}}
{{#useFrameworks}}
use_frameworks!{{#linkage}} :linkage => :{{{linkage}}}{{/linkage}}
{{/useFrameworks}}
{{#useModularHeaders}}
use_modular_headers!
{{/useModularHeaders}}
{{#inhibitAllWarnings}}
inhibit_all_warnings!
{{/inhibitAllWarnings}}

target "{{target}}" do
{{#modules}}
  pod "{{name}}", :path => "{{path}}"{{#hasSubspecs}}, :subspecs => [{{#subspecs}}{{^first}}, {{/first}}"{{name}}"{{/subspecs}}]{{/hasSubspecs}}{{#commit}} # {{name}} at {{commit}}{{/commit}}
{{/modules}}
{{#pins}}
  pod "{{name}}"{{#requirements}}, "{{.}}"{{/requirements}}{{#git}}, :git => "{{git}}"{{/git}}{{#branch}}, :branch => "{{branch}}"{{/branch}}{{#commit}}, :commit => "{{commit}}"{{/commit}}
{{/pins}}
end
{{#hooks}}

{{{.}}}
{{/hooks}}

"""#,
        "Umbrella.swift.mustache": #"""
// {{header}}
// The umbrella target of the generated Package.swift: it depends on every module's library
// product, so building it builds the whole app graph. It declares nothing itself.

"""#,
    ]
}
