import MortarCore

extension PodspecConverter {
    /// Every finding of a conversion, whole messages in one place.
    enum Findings {
        static func finding(_ message: String, at location: SourceLocation, help: String) -> Diagnostic {
            Diagnostic(.swiftPMConversion, .warning, message, at: [location], help: help)
        }

        static func noBuildDescription(_ input: PodspecConversionInput) -> Diagnostic {
            finding("module '\(input.module)' has no podspec build description to convert", at: SourceLocation(file: input.component.path),
                    help: "give the module a podspec or a Package.swift")
        }

        /// Not said of a pod that vendors binaries: each of those that makes no target has its
        /// own finding.
        static func noSources(_ root: PodBuildSpec, platform: String) -> Diagnostic {
            finding("'\(root.name)' selects no source file on \(platform), so it becomes no SwiftPM target", at: root.location,
                    help: "check source_files against the files of the module's folder")
        }

        static func headersOnly(_ spec: PodBuildSpec, at location: SourceLocation) -> Diagnostic {
            finding("'\(spec.name)' has headers but no C-family source file; SwiftPM builds no target from headers alone", at: location,
                    help: "add an empty .c file beside the headers, or move the headers into the target that uses them")
        }

        static func vendoredFramework(_ spec: PodBuildSpec, _ path: String, at location: SourceLocation) -> Diagnostic {
            let output = xcframeworkPath(path, dropping: ".framework")
            return finding("'\(spec.name)' vendors the framework '\(path)'; SwiftPM links prebuilt binaries only as XCFrameworks", at: location,
                           help: "in the module's folder run 'xcodebuild -create-xcframework -framework \(path) -output \(output)' and list '\(output)' in vendored_frameworks")
        }

        static func vendoredLibrary(_ spec: PodBuildSpec, _ path: String, at location: SourceLocation) -> Diagnostic {
            let output = xcframeworkPath(path, dropping: ".a")
            return finding("'\(spec.name)' vendors the library '\(path)'; SwiftPM links prebuilt binaries only as XCFrameworks", at: location,
                           help: "in the module's folder run 'xcodebuild -create-xcframework -library \(path) -headers <folder of its public headers> -output \(output)' and list '\(output)' in vendored_frameworks")
        }

        /// `Vendor/Old.framework` → `Vendor/Old.xcframework`, `lib/libz.a` → `lib/z.xcframework`.
        static func xcframeworkPath(_ path: String, dropping suffix: String) -> String {
            var name = PathText.lastComponent(of: path)
            if name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
            if suffix == ".a", name.hasPrefix("lib"), name.count > 3 { name = String(name.dropFirst(3)) }
            let folder = PathText.directory(of: path)
            return (folder == "." || folder.isEmpty ? "" : folder + "/") + name + ".xcframework"
        }

        static func vendoredOutside(_ spec: PodBuildSpec, _ pattern: String, attribute: String, at location: SourceLocation) -> Diagnostic {
            finding("'\(spec.name)' \(attribute) names '\(pattern)', outside the module's folder; SwiftPM takes a binary only from inside its package, so it is not linked", at: location,
                    help: "move the binary into the module's folder (e.g. Frameworks/) and list that path in \(attribute)")
        }

        /// `archive`: the pod's `source` when it is an `:http` archive (a binary pod: Facebook's,
        /// AppCenter's), which holds the binaries the pattern names and which a module's git
        /// checkout does not.
        static func vendoredNothing(_ spec: PodBuildSpec, _ pattern: String, attribute: String, archive: String?, at location: SourceLocation) -> Diagnostic {
            guard let archive else {
                return finding("'\(spec.name)' \(attribute) pattern '\(pattern)' matches no file in the module's folder, so nothing is linked for it", at: location,
                               help: "check the path against the module's files, or remove it from \(attribute)")
            }
            return finding("'\(spec.name)' \(attribute) pattern '\(pattern)' matches no file in the module's folder, so nothing is linked for it: the pod's source is the archive '\(archive)', which CocoaPods downloads and the module's folder is not", at: location,
                           help: "unpack that archive into the module's folder, so that '\(pattern)' is there, or use the pod's own Swift package instead of this module ('mortar migrate' maps pods to packages)")
        }

        static func systemLibrary(module: String, imported: String, map: String, at location: SourceLocation) -> Diagnostic {
            Diagnostic(.swiftPMConversion, .note,
                       systemLibraryMessagePrefix(module: module, imported: imported) + "its \(map) declares it, so it becomes the system library target '\(imported)'",
                       at: [location], help: "if '\(imported)' should come from a pod or a package instead, add that dependency to the podspec")
        }

        /// The start of `systemLibrary`'s message, by which `resolve` finds the note again.
        static func systemLibraryMessagePrefix(module: String, imported: String) -> String {
            "module '\(module)' imports '\(imported)', which no spec of its podspec builds; "
        }

        static func notConvertedSpec(_ spec: PodBuildSpec) -> Diagnostic {
            Diagnostic(.swiftPMConversion, .note, "the app spec '\(spec.name)' is not converted; SwiftPM packages have no app targets",
                       at: [spec.location], help: "keep running it through CocoaPods, or make it an app target of an Xcode project that uses the package")
        }

        static func unreadTestSpec(_ spec: PodBuildSpec, _ unread: Located<String>) -> Diagnostic {
            let base = PathText.lastComponent(of: spec.location.file)
            return finding("the test spec '\(spec.name)' is not converted: its body cannot be read statically (\(unread.value))", at: unread.location,
                           help: "write the test spec's attributes as plain values, or convert the podspec with 'pod ipc spec \(base) > \(base).json' and point mortar at the JSON")
        }

        static func unknownAttribute(_ spec: PodBuildSpec, _ attribute: String, _ why: Located<String>) -> Diagnostic {
            let base = PathText.lastComponent(of: spec.location.file)
            return finding("'\(spec.name)' \(attribute) cannot be read statically (\(why.value)); it is converted as if not set", at: why.location,
                           help: "write \(attribute) as plain values, or convert the podspec with 'pod ipc spec \(base) > \(base).json' and point mortar at the JSON")
        }

        static func appHost(_ spec: PodBuildSpec, at location: SourceLocation) -> Diagnostic {
            finding("the test spec '\(spec.name)' requires an app host; a SwiftPM test target runs without one", at: location,
                    help: "make the tests run without an app (no UIApplication, keychain or entitlements), or run them from an Xcode test target hosted in the app")
        }

        static func uiTests(_ spec: PodBuildSpec, at location: SourceLocation) -> Diagnostic {
            finding("the test spec '\(spec.name)' holds UI tests; SwiftPM test targets run unit tests only", at: location,
                    help: "run these from an Xcode UI test target of the app; its unit tests can move to another test spec")
        }

        static func weakFramework(_ spec: PodBuildSpec, _ name: String, at location: SourceLocation) -> Diagnostic {
            finding("'\(spec.name)' links '\(name)' weakly (weak_frameworks); SwiftPM links it like any framework", at: location,
                    help: "check '\(name)' exists on every deployment target, or check for it at run time another way")
        }

        static func noARC(_ spec: PodBuildSpec, at location: SourceLocation) -> Diagnostic {
            finding("'\(spec.name)' compiles without ARC; SwiftPM compiles every Objective-C file with ARC", at: location,
                    help: "convert the files to ARC (Xcode: Edit > Convert > To Objective-C ARC), or keep this module on CocoaPods")
        }

        static func partialARC(_ spec: PodBuildSpec, at location: SourceLocation) -> Diagnostic {
            finding("'\(spec.name)' compiles only some files with ARC (requires_arc lists files); SwiftPM compiles every Objective-C file with ARC", at: location,
                    help: "convert the other files to ARC, or keep this module on CocoaPods")
        }

        /// The flags of one `compiler_flags` value with no SwiftPM setting, said once
        /// (Braintree's `-Wall -Werror -Wextra`).
        static func compilerFlags(_ spec: PodBuildSpec, _ flags: [String], at location: SourceLocation) -> Diagnostic {
            let list = flags.map { "'\($0)'" }.joined(separator: ", ")
            let what = flags.count == 1 ? "the compiler flag \(list), which has no SwiftPM setting; it is" : "the compiler flags \(list), which have no SwiftPM setting; they are"
            return finding("'\(spec.name)' passes \(what) not applied", at: location,
                           help: flags.count == 1 ? "remove it, or keep only definitions (-DNAME=VALUE), which become cSettings"
                                                  : "remove them, or keep only definitions (-DNAME=VALUE), which become cSettings")
        }

        static func macroName(_ spec: PodBuildSpec, _ flag: String, attribute: String, at location: SourceLocation) -> Diagnostic {
            finding("'\(spec.name)' defines '\(flag)' (\(attribute)), whose name is not a macro name; it is not applied", at: location,
                    help: "name the macro with letters, digits and '_' (-DNAME or -DNAME=VALUE); quote a value with blanks as the shell does: -DNAME='a b'")
        }

        static func linksOfNoTarget(_ spec: PodBuildSpec, links: [String], at location: SourceLocation) -> Diagnostic {
            finding("'\(spec.name)' compiles no file of its own, so no target of the package links what it links (\(links.joined(separator: ", "))); SwiftPM links them only for a target that lists them or imports their module", at: location,
                    help: "add them to the linkerSettings of a target that uses '\(spec.name)' (or import their module in its sources), or keep this module on CocoaPods")
        }

        static func settingsOfNoTarget(_ spec: PodBuildSpec, settings: [String], specs: [String], at location: SourceLocation) -> Diagnostic {
            let named = specs.isEmpty ? "the root" : specs.map { "'\($0)'" }.joined(separator: ", ")
            return finding("'\(spec.name)' compiles no file of its own, so no target of the package takes its settings (\(settings.joined(separator: ", "))); CocoaPods builds every file of the pod with its xcconfig values, SwiftPM sets them per target", at: location,
                           help: "set them on the specs whose files need them (\(named)), or keep this module on CocoaPods")
        }

        static func linkName(_ spec: PodBuildSpec, _ name: String, attribute: String, at location: SourceLocation) -> Diagnostic {
            let kind = attribute == "libraries" ? "library" : "framework"
            let example = attribute == "libraries" ? "'z' for libz" : "'UIKit'"
            return finding("'\(spec.name)' links the \(kind) '\(name)' (\(attribute)), which is not a \(kind) name; it is not applied", at: location,
                           help: "write the \(kind) as the linker names it, e.g. \(example), or remove it")
        }

        static func platformVersion(_ root: PodBuildSpec, platform: String, version: String, at location: SourceLocation) -> Diagnostic {
            finding("'\(root.name)' requires \(platform) '\(version)', which is not a version SwiftPM takes; the package requires no \(platform) version for it", at: location,
                    help: "write the deployment target as numbers, e.g. '12.0'")
        }

        static func nestedSet(_ spec: PodBuildSpec, attribute: String, pattern: String, flat: String, at location: SourceLocation) -> Diagnostic {
            finding("'\(spec.name)' \(attribute) pattern '\(pattern)' nests a set in a set; CocoaPods does not expand nested sets (Ruby's Dir.glob does), so the files are selected as CocoaPods selects them", at: location,
                    help: "write the set flat, '\(flat)', if Dir.glob's reading is meant")
        }

        static func xcconfigKey(_ spec: PodBuildSpec, attribute: String, key: String, at location: SourceLocation) -> Diagnostic {
            finding("'\(spec.name)' sets \(attribute) '\(key)', which has no SwiftPM setting; it is not applied", at: location,
                    help: "express it with cSettings, swiftSettings or linkerSettings by hand, or remove it")
        }

        static func xcconfigOneBuild(_ spec: PodBuildSpec, attribute: String, key: String, at location: SourceLocation) -> Diagnostic {
            finding("'\(spec.name)' sets \(attribute) '\(key)' for a platform's devices or its simulators only; SwiftPM conditions a setting by platform, not by device or simulator, so it is not applied", at: location,
                    help: "set the same value for the platform's devices and simulators (e.g. '[sdk=iphoneos*]' and '[sdk=iphonesimulator*]'), or set it at run time")
        }

        static func xcconfigValue(_ spec: PodBuildSpec, attribute: String, key: String, values: [String], at location: SourceLocation) -> Diagnostic {
            let list = values.map { "'\($0)'" }.joined(separator: ", ")
            return finding("'\(spec.name)' sets \(attribute) '\(key)' to \(list), which SwiftPM cannot express; \(values.count == 1 ? "it is" : "they are") not applied", at: location,
                           help: "keep definitions, '-framework X', '-lX' and header paths inside the module ($(PODS_TARGET_SRCROOT)/…); remove the rest")
        }

        static func prefixHeader(_ spec: PodBuildSpec, attribute: String, at location: SourceLocation) -> Diagnostic {
            finding("'\(spec.name)' sets a prefix header (\(attribute)); SwiftPM has no prefix headers, so it is not applied", at: location,
                    help: "import what the prefix header imports in each file that needs it, then remove \(attribute)")
        }

        static func moduleMapNotUsed(_ spec: PodBuildSpec, _ path: String, module: String, why: String, at location: SourceLocation) -> Diagnostic {
            finding("'\(spec.name)' brings its own module map '\(path)', which is not used: \(why); its C-family target gets the module map SwiftPM makes of its public headers", at: location,
                    help: "declare 'module \(module)' in '\(path)' and name its headers by their paths in the public headers folder, as '#import <…>' writes them, or remove module_map")
        }

        static func headerDirOutside(_ spec: PodBuildSpec, _ value: String, pod: String, at location: SourceLocation) -> Diagnostic {
            finding("'\(spec.name)' sets header_dir '\(value)', which leads out of the pod's headers folder; it is not honoured, so its headers are at <\(pod)/Header.h>", at: location,
                    help: "name a folder inside the pod's headers folder, without '..' or a leading '/'")
        }

        static func moduleMap(_ spec: PodBuildSpec, _ path: String, at location: SourceLocation) -> Diagnostic {
            finding("'\(spec.name)' brings its own module map '\(path)'; SwiftPM writes the module map of a C-family target itself", at: location,
                    help: "remove module_map and put the umbrella header at include/\(spec.name)/\(spec.name).h, or keep this module on CocoaPods")
        }

        static func platformFiles(_ spec: PodBuildSpec, converted: String, other: String, onlyOther: [String], onlyConverted: [String], at location: SourceLocation) -> Diagnostic {
            var parts: [String] = [], outcome: [String] = []
            if !onlyOther.isEmpty {
                parts.append("\(onlyOther.count) only on \(other) (\(sample(onlyOther)))")
                outcome.append("misses those only on \(other)")
            }
            if !onlyConverted.isEmpty {
                parts.append("\(onlyConverted.count) only on \(converted) (\(sample(onlyConverted)))")
                outcome.append("compiles those only on \(converted)")
            }
            return finding("'\(spec.name)' selects other source files on \(other) than on \(converted), the app's platform the package is converted for: \(parts.joined(separator: ", ")); SwiftPM has one list of sources for every platform, so built for \(other) the package \(outcome.joined(separator: " and "))", at: location,
                           help: "build the package for \(converted) only, or keep this module on CocoaPods for \(other); a pod whose files guard each platform's code ('#if os(macOS)', '#if TARGET_OS_OSX') can select them on every platform")
        }

        /// Up to three paths quoted, then how many more.
        static func sample(_ paths: [String]) -> String {
            paths.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (paths.count > 3 ? " and \(paths.count - 3) more" : "")
        }

        static func moduleMapOfNoTarget(_ root: PodBuildSpec, _ path: String, subspecTargets: [String], at location: SourceLocation) -> Diagnostic {
            let list = subspecTargets.map { "'\($0)'" }.joined(separator: ", ")
            return finding("'\(root.name)' brings its own module map '\(path)', which is not used: '\(root.name)' compiles no file of its own, and its subspecs are targets of their own (\(list)), each a module whose map SwiftPM writes", at: location,
                           help: "import the subspecs' modules (\(list)) where the pod's module was imported, or keep this module on CocoaPods")
        }

        static func noModuleMap(_ spec: PodBuildSpec, target: String, headers: String, at location: SourceLocation) -> Diagnostic {
            let folder = headers.isEmpty || headers == "." ? "the module's folder" : "'\(headers)'"
            return finding("'\(spec.name)' sets module_map = false, but SwiftPM makes a module of its target '\(target)' from its public headers folder \(folder) (with the module.modulemap there, else one SwiftPM writes), so dependents may import it as a module", at: location,
                           help: "put a module.modulemap that declares no module (a comment only) in \(folder) so SwiftPM writes none, or remove module_map = false if its headers build as a module")
        }

        static func noModuleMapMixed(_ spec: PodBuildSpec, target: String, swiftTarget: String, at location: SourceLocation) -> Diagnostic {
            finding("'\(spec.name)' sets module_map = false, but its Swift target '\(swiftTarget)' reaches its C-family target '\(target)' only as a module, so '\(target)' gets the module map SwiftPM makes of its public headers", at: location,
                    help: "make the public headers of '\(spec.name)' build as a module (each compiles on its own) and remove module_map = false, or keep this module on CocoaPods")
        }

        static func scatteredHeaders(_ spec: PodBuildSpec, folders: [String], common: String, at location: SourceLocation) -> Diagnostic {
            let list = folders.map { "'\($0)'" }.joined(separator: ", ")
            let shown = common.isEmpty ? "the module's folder" : "'\(common)'"
            return finding("the public headers of '\(spec.name)' are in \(folders.count) folders (\(list)); its SwiftPM layout exposes \(shown), so the others stay private", at: location,
                           help: "list only the headers of \(shown) in public_header_files, or move the others there")
        }

        static func swiftHeaderImport(source: String, header: String, spec: PodBuildSpec, at location: SourceLocation) -> Diagnostic {
            finding("'\(source)' imports '\(header)', the Swift interface of its own module; in SwiftPM the C-family sources of '\(spec.name)' are a separate target the Swift target depends on, so they cannot see it", at: location,
                    help: "move the code that uses Swift into Swift, or into a module that depends on '\(spec.name)'")
        }

        static func bundleByName(_ name: String, spec: PodBuildSpec, at location: SourceLocation) -> Diagnostic {
            finding("the resource bundle '\(name)' is looked up by name; in SwiftPM the resources of '\(spec.name)' are in the target's Bundle.module", at: location,
                    help: "use Bundle.module (Swift) or SWIFTPM_MODULE_BUNDLE (Objective-C) where the code finds the bundle '\(name)'")
        }

        static func sharedSources(_ spec: PodBuildSpec, count: Int, owners: [String], at location: SourceLocation) -> Diagnostic {
            let list = owners.map { "'\($0)'" }.joined(separator: ", ")
            return finding("'\(spec.name)' selects \(count) source \(count == 1 ? "file" : "files") that \(list) compiles already; SwiftPM compiles a file in one target only, so '\(spec.name)' uses the targets of \(list) for \(count == 1 ? "it" : "them")", at: location,
                           help: "if the specs are variants of the same code, keep one of them for SwiftPM; otherwise move the shared files into a subspec both depend on")
        }

        /// Files another module's checkout of the same commit compiles already: the same files,
        /// compiled once, so nothing to do.
        static func sharedCheckoutSources(_ spec: PodBuildSpec, count: Int, owners: [String], targets: [String], at location: SourceLocation) -> Diagnostic {
            let list = owners.map { "'\($0)'" }.joined(separator: ", ")
            let targetList = targets.map { "'\($0)'" }.joined(separator: ", ")
            let files = count == 1 ? "file" : "files", them = count == 1 ? "it" : "them"
            return Diagnostic(.swiftPMConversion, .note,
                              "'\(spec.name)' selects \(count) source \(files) that \(list) compiles already, in its checkout of the same commit: the same \(files), compiled once, in the \(targets.count == 1 ? "target" : "targets") \(targetList), which '\(spec.name)' uses for \(them)",
                              at: [location])
        }

        /// One dependency of one spec that nothing stands for, with every target of the spec it
        /// leaves without it (a mixed spec's two: `Kit_ObjC` and `Kit`), said once.
        static func unmappedPod(_ pending: PodspecConversionDraft.Pending, targets: [String]) -> Diagnostic {
            let named = targets.map { "'\($0)'" }
            let which = named.count == 1 ? "its target \(named[0]) is" : "its targets \(named.dropLast().joined(separator: ", ")) and \(named[named.count - 1]) are"
            return Diagnostic(.unmappedPod, .warning,
                              "'\(pending.spec)' depends on the pod '\(pending.dependency)', which no module or package product stands for; \(which) generated without it",
                              at: [pending.location],
                              help: "add '\(Dependency(name: pending.dependency, location: pending.location).rootName)' as a module, or map the pod to a SwiftPM package product")
        }
    }
}
