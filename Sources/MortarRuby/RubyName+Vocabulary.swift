import MortarCore

/// The names manifests write, at fixed ids after the operators (`RubyName.wellKnown`): every
/// podspec attribute (`PodspecAttribute.all`: each spelling and its writer), every platform
/// scope (`PodPlatform.podspecScopes`) and the DSL's and Ruby's names a podspec or Podfile
/// uses (`manifestNames`). The lexer finds them by their bytes (`RubyNameVocabulary`) and a
/// file makes no `String` for them: the same few hundred names are in every podspec.
extension RubyName {
    /// The DSL methods of the podspec and Podfile hosts (`MortarFormats`: a test there checks
    /// every name they switch on is in `wellKnown`) and the Ruby a manifest is written in.
    static let manifestNames: [String] = [
        // Podspec DSL.
        "Pod", "Spec", "Specification", "s", "spec", "ss", "sp", "subspec", "test_spec", "app_spec", "dependency",
        "platform", "platform=", "deployment_target", "deployment_target=", "root", "to_s", "tvos_deployment_target",
        "ios_deployment_target", "osx_deployment_target", "watchos_deployment_target", "unit_tests", "ui_tests",
        "code_coverage", "environment_variables", "launch_arguments", "requires_arc=",
        // Podfile DSL.
        "pod", "target", "abstract_target", "source", "use_frameworks!", "use_modular_headers!", "inhibit_all_warnings!",
        "inherit!", "abstract!", "workspace", "project", "xcodeproj", "install!", "plugin", "ensure_bundler!",
        "supports_swift_versions", "link_with", "generate_bridge_support!", "set_arc_compatibility_flag!",
        "script_phase", "podspec", "exclusive", "inhibit_warnings_for_pod", "pre_install", "post_install",
        "pre_integrate", "post_integrate", "installer", "pods_project", "targets", "build_configurations",
        "build_settings", "config", "each", "modular_headers", "inhibit_warnings", "testspecs", "appspecs",
        "subspecs", "configurations", "configuration", "search_paths",
        // Keys of `source`, `license` and a `pod`'s options.
        "git", "tag", "branch", "commit", "path", "http", "type", "file", "text", "submodules", "sha256", "sha1",
        "svn", "hg", "flatten", "headers", "execution_position", "shell_path", "input_files", "output_files",
        "show_env_vars_in_log", "script", "before_compile", "after_compile", "any",
        // Ruby a manifest is written in.
        "File", "Dir", "JSON", "ENV", "Gem", "Version", "Time", "YAML", "Pathname", "String", "Array", "Hash",
        "require", "require_relative", "load", "join", "read", "parse", "dirname", "basename", "expand_path",
        "__dir__", "exist?", "glob", "now", "year", "map", "select", "reject", "flat_map", "collect", "each_with_index",
        "include?", "key?", "keys", "values", "merge", "merge!", "fetch", "dig", "first", "last", "split", "strip",
        "chomp", "gsub", "sub", "start_with?", "end_with?", "empty?", "nil?", "length", "size", "upcase", "downcase",
        "to_sym", "to_a", "to_h", "to_i", "freeze", "dup", "format", "sprintf", "puts", "raise", "lambda", "proc",
        "respond_to?", "is_a?", "send", "tap", "then", "concat", "push", "uniq", "compact", "flatten", "sort",
        "version", "name", "new", "call", "x", "v", "f", "p", "t", "e", "item", "lib", "files", "paths",
    ]

    /// The names the real podspecs write most (counted over the 40 of `mortar-bench read`:
    /// `s` ≈900 times a pass, `ss` ≈300, `dependency` ≈190…), most first: the lexer's table of
    /// `wellKnown` places them first, so each is found at the first slot it looks at
    /// (`RubyNameVocabulary.findAtHome`). Only where a name is looked for changes, never its id.
    static let frequent: [String] = [
        "s", "ss", "dependency", "deployment_target", "source_files", "subspec", "ios", "version", "osx",
        "frameworks", "tvos", "source", "name", "Pod", "new", "summary", "homepage", "license", "watchos",
        "exclude_files", "description", "pod_target_xcconfig", "unit_tests", "author", "requires_arc",
        "spec", "sp", "to_s", "test_spec", "authors", "framework",
    ]

    /// The names after the operators' in `wellKnown`: each once, ASCII, and none with a `K` — an
    /// ASCII name is canonically equivalent to no other but through the Kelvin sign, and a name
    /// a file may spell with one keeps the spelling it meets first (`RubyNameTable`).
    static let vocabulary: [String] = {
        var names = ["call", "new"]
        var seen = Set(operators.map(\.description) + names)
        func add(_ name: String) {
            guard name.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "K") }), seen.insert(name).inserted else { return }
            names.append(name)
        }
        for attribute in PodspecAttribute.all {
            for spelling in attribute.spellings {
                add(spelling)
                add(spelling + "=")
            }
        }
        for scope in PodPlatform.podspecScopes { add(scope) }
        for name in manifestNames { add(name) }
        return names
    }()
}
