/// Source files of a synthetic module: mostly Swift, every fifth one Objective-C, importing the
/// module's dependencies (each dependency imported by at least one file), with comments and
/// string literals that look like imports but are not.
enum SyntheticSourceText {
    /// The type a source file declares (`Feature0001Type2`), so other modules can use it.
    static func typeName(_ module: String, _ index: Int) -> String { "\(module)Type\(index)" }

    static func file(_ index: Int, of module: SyntheticModule, count: Int) -> SyntheticFile {
        let name = module.name
        let folder = module.hasSubspecs ? "Sources/\(name)/\(index % 2 == 0 ? "Core" : "UI")" : "Sources/\(name)"
        let imported = (module.dependencies + module.packages).enumerated().filter { $0.offset % count == index }.map(\.element)
        let type = typeName(name, index)
        if index % 5 == 4 {
            let imports = imported.enumerated().map { offset, dependency in
                offset % 2 == 0 ? "#import <\(dependency)/\(dependency).h>\n" : "@import \(dependency);\n"
            }.joined()
            let text = """
                #import <Foundation/Foundation.h>
                \(imports)
                // #import <NotAModule/NotAModule.h> is a comment, not an import.

                @interface \(type) : NSObject
                - (NSString *)describe;
                @end

                @implementation \(type)
                - (NSString *)describe {
                    return @"#import <NotAModule/NotAModule.h> inside a string";
                }
                @end

                """
            return SyntheticFile(path: "\(module.directory)/\(folder)/\(type).m", text: text)
        }
        let imports = imported.map { "import \($0)\n" }.joined()
        let uses = module.dependencies.filter { imported.contains($0) }.map { "\(typeName($0, 0)).self" }
        let text = """
            import Foundation
            \(imports)
            // import NotAModule — a comment, not an import.

            /// Synthetic source \(index) of \(name) (layer \(module.layer)).
            public struct \(type): Hashable, Sendable {
                public let identifier: String
                let hint = "import NotAModule is text, not an import"

                public init(identifier: String) {
                    self.identifier = identifier
                }

                public func describe() -> String {
                    "\(type)(\\(identifier))"
                }

                /// Types this file uses from its dependencies.
                public static let uses: [Any.Type] = [\(uses.joined(separator: ", "))]
            }

            """
        return SyntheticFile(path: "\(module.directory)/\(folder)/\(type).swift", text: text)
    }
}
