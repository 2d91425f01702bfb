import MortarConvert
import Testing

/// The top-level modules a module map declares, as the system-library inference reads them.
@Suite struct ModuleMapDeclarationsTests {
    @Test func plainAndSystemModulesAtTheTopLevelAreRead() {
        #expect(ModuleMapDeclarations.modules(in: """
        // module Commented { }
        /* module Blocked [system] { } */
        module CZlib {
            header "shim.h"
            link "z"
            export *
        }
        module GRDBSQLite [system] [extern_c] {
            header "module Quoted.h"
            explicit module Inner { header "inner.h" }
            module * { export * }
        }
        """) == ["CZlib", "GRDBSQLite"])
    }

    @Test func frameworkAndExternModulesAreLeftOut() {
        #expect(ModuleMapDeclarations.modules(in: """
        framework module GRDB {
            umbrella header "GRDB.h"
            module * { export * }
        }
        extern module Elsewhere "other/module.modulemap"
        module Kept { header "kept.h" }
        explicit framework module AlsoFramework { }
        """) == ["Kept"])
    }

    @Test func brokenMapsGiveWhatTheyDeclareAndNeverTrap() {
        #expect(ModuleMapDeclarations.modules(in: "") == [])
        #expect(ModuleMapDeclarations.modules(in: "module") == [])
        #expect(ModuleMapDeclarations.modules(in: "module A { } } } module B {") == ["A", "B"])
        #expect(ModuleMapDeclarations.modules(in: "module \"unterminated { }") == [])
        #expect(ModuleMapDeclarations.modules(in: "/* unterminated module X { }") == [])
    }
}
