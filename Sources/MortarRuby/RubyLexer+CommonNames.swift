/// The names manifests are written with — the podspec and Podfile DSL, the block variables
/// that go with them, and the Ruby methods they call — as `String`s made once per process: a
/// file's first use of one takes this `String` instead of decoding its bytes again.
extension RubyLexer {
    package static let commonNames: [String] = [
        "ENV", "File", "Pod", "Spec", "__dir__", "abstract!", "abstract_target", "app_spec", "author", "authors",
        "branch", "build_configurations", "build_settings", "changelog", "chomp", "cocoapods_version", "commit",
        "compiler_flags", "config", "configurations", "default_subspec", "default_subspecs", "dependency",
        "deployment_target", "description", "dirname", "documentation_url", "each", "empty?", "end_with?",
        "exclude_files", "expand_path", "first", "flat_map", "framework", "frameworks", "freeze", "git", "gsub",
        "header_dir", "header_mappings_dir", "homepage", "http", "include?", "info_plist", "inherit!",
        "inhibit_all_warnings!", "install!", "installer", "ios", "ios_deployment_target", "join", "last", "libraries",
        "library", "license", "macos", "map", "merge", "module_map", "module_name", "name", "new", "nil?",
        "on_demand_resources", "osx", "osx_deployment_target", "path", "platform", "platforms", "plugin", "pod",
        "pod_target_xcconfig", "pods_project", "podspec", "post_install", "pre_install", "prefix_header_contents",
        "prefix_header_file", "prepare_command", "preserve_paths", "private_header_files", "project",
        "project_header_files", "public_header_files", "read", "readme", "reject", "require", "require_relative",
        "requires_app_host", "requires_arc", "resource", "resource_bundle", "resource_bundles", "resources",
        "respond_to?", "s", "scheme", "screenshots", "script_phase", "script_phases", "search_paths", "select",
        "social_media_url", "source", "source_files", "sp", "spec", "split", "ss", "start_with?", "static_framework",
        "strip", "sub", "submodules", "subspec", "summary", "swift_version", "swift_versions", "tag", "target",
        "targets", "test_spec", "test_type", "to_s", "ts", "tvos", "tvos_deployment_target", "type",
        "use_frameworks!", "use_modular_headers!", "user_target_xcconfig", "vendored_framework",
        "vendored_frameworks", "vendored_libraries", "vendored_library", "version", "visionos", "watchos",
        "watchos_deployment_target", "weak_framework", "weak_frameworks", "workspace", "xcconfig", "xcodeproj",
    ]

    /// `commonNames` by the FNV-1a hash of their bytes (`nameHash`), open addressing: each slot
    /// is 0 or an index of `commonNames` plus one; with their bytes one after the other.
    package static let commonNameTable: (slots: [Int16], bytes: [UInt8], spans: [(start: Int, end: Int)]) = {
        var slots = [Int16](repeating: 0, count: commonNameSlots)
        var bytes: [UInt8] = []
        var spans: [(start: Int, end: Int)] = []
        for (i, name) in commonNames.enumerated() {
            let start = bytes.count
            bytes += Array(name.utf8)
            spans.append((start, bytes.count))
            let hash = bytes.withUnsafeBufferPointer { nameHash($0.baseAddress!, start, bytes.count) }
            var slot = Int(truncatingIfNeeded: hash) & (commonNameSlots - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (commonNameSlots - 1) }
            slots[slot] = Int16(i + 1)
        }
        return (slots, bytes, spans)
    }()

    @inline(__always) package static var commonNameSlots: Int { 1024 }

    /// The `String` of `commonNames` that `buf[start..<end]` (of FNV-1a hash `hash`) spells, if
    /// one does.
    package func commonName(_ start: Int, _ end: Int, hash: UInt64) -> String? {
        let table = RubyLexer.commonNameTable
        var slot = Int(truncatingIfNeeded: hash) & (RubyLexer.commonNameSlots - 1)
        while table.slots[slot] != 0 {
            let index = Int(table.slots[slot]) - 1
            let span = table.spans[index]
            if span.end - span.start == end - start {
                var k = 0
                while k < end - start, table.bytes[span.start + k] == buf[start + k] { k += 1 }
                if k == end - start { return RubyLexer.commonNames[index] }
            }
            slot = (slot + 1) & (RubyLexer.commonNameSlots - 1)
        }
        return nil
    }
}
