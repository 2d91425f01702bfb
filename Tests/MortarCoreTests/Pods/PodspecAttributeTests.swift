import MortarCore
import Testing

/// `PodspecAttribute.all` against CocoaPods' own DSL. The table below is what cocoapods-core
/// 1.16.2 (`Pod::Specification::DSL.attributes`, commit 38015718) answers for each attribute:
/// name, singular writer, container, inherited?, root_only?, multi_platform?, file_patterns?
/// (`-` for none), printed by Ruby once and recorded here so the test needs no Ruby.
@Suite struct PodspecAttributeTests {
    static let cocoaPodsDSL = """
        xcconfig - Hash true false true false
        name - - false false false false
        version - - true true false false
        swift_versions swift_version Array true true false false
        cocoapods_version - - true true false false
        authors author Hash true true false false
        social_media_url - - true true false false
        license - Hash true true false false
        homepage - - true true false false
        readme - - true true false false
        changelog - - true true false false
        source - Hash true true false false
        summary - - true true false false
        description - - true true false false
        screenshots screenshot Array true true false false
        documentation_url - - true true false false
        prepare_command - - true true false false
        static_framework - - true true false false
        deprecated - - true true false false
        deprecated_in_favor_of - - true true false false
        platforms - Hash true false false false
        dependencies - Hash true false true false
        info_plist - Hash false false true false
        requires_arc - - true false true true
        frameworks framework Array true false true false
        weak_frameworks weak_framework Array true false true false
        libraries library Array true false true false
        compiler_flags compiler_flag Array true false true false
        pod_target_xcconfig - Hash true false true false
        user_target_xcconfig - Hash true false true false
        prefix_header_contents - - true false true false
        prefix_header_file - - true false true false
        module_name - - true true false false
        header_dir - - true false true false
        header_mappings_dir - - true false true false
        script_phases script_phase Array false false true false
        source_files - Array false false true true
        public_header_files - Array false false true true
        project_header_files - Array false false true true
        private_header_files - Array false false true true
        vendored_frameworks vendored_framework Array false false true true
        vendored_libraries vendored_library Array false false true true
        on_demand_resources on_demand_resource Hash false false true true
        resource_bundles resource_bundle Hash false false true true
        resources resource Array false false true true
        exclude_files - Array false false true true
        preserve_paths preserve_path Array false false true true
        module_map - - true true true false
        test_type - - false false false false
        requires_app_host - - false false true false
        app_host_name - - false false true false
        scheme - Hash false false true false
        default_subspecs default_subspec Array true true false false
        """

    @Test func everyAttributeIsDeclaredAsCocoaPodsDeclaresIt() {
        var mismatches: [String] = []
        for line in Self.cocoaPodsDSL.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            let (name, singular, container) = (fields[0], fields[1], fields[2])
            let (inherited, rootOnly, platformScoped, filePatterns) = (fields[3] == "true", fields[4] == "true", fields[5] == "true", fields[6] == "true")
            guard let attribute = PodspecAttribute.named(name) else {
                mismatches.append("\(name): missing")
                continue
            }
            if name == "xcconfig" {
                // CocoaPods' deprecated attribute, which its consumer merges into the user target's.
                if attribute.name != "user_target_xcconfig" { mismatches.append("xcconfig: read as \(attribute.name)") }
                continue
            }
            let kind = container == "Array" ? PodspecAttribute.Kind.list : container == "Hash" ? .map : .single
            let mine = "\(attribute.name) \(attribute.singular ?? "-") \(attribute.kind) \(attribute.inherited) \(attribute.rootOnly) \(attribute.platformScoped) \(attribute.filePatterns)"
            let theirs = "\(name) \(singular) \(kind) \(inherited) \(rootOnly) \(platformScoped) \(filePatterns)"
            if mine != theirs { mismatches.append("mine: \(mine); CocoaPods: \(theirs)") }
        }
        #expect(mismatches == [])
        #expect(PodspecAttribute.all.count == Self.cocoaPodsDSL.split(separator: "\n").count - 1)
    }

    @Test func spellingsNameFirstThenSingularThenWhatMortarAlsoReads() {
        #expect(PodspecAttribute.named("framework")?.spellings == ["frameworks", "framework"])
        #expect(PodspecAttribute.named("source_file")?.spellings == ["source_files", "source_file"])
        #expect(PodspecAttribute.named("xcconfig")?.spellings == ["user_target_xcconfig", "xcconfig"])
        #expect(PodspecAttribute.defaultSubspecs.writer == "default_subspecs=")
        #expect(PodspecAttribute.named("test_spec") == nil)
        let attributes = ["default_subspec": 1, "frameworks": 2]
        #expect(PodspecAttribute.defaultSubspecs.value(in: attributes) == 1)
        #expect(PodspecAttribute.named("frameworks")?.value(in: attributes) == 2)
        #expect(PodspecAttribute.sourceFiles.value(in: attributes) == nil)
    }
}
